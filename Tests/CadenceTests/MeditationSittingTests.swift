import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

private let nanosecond: Duration = .nanoseconds(1)
private func minutes(_ count: Int64) -> Duration { .seconds(count * 60) }

/// A sitting from a configuration the table knows is valid.
private func sitting(
  _ length: Duration, warmUp: Duration = .zero, _ bells: MeditationSitting.IntervalBells = .none
) -> MeditationSitting {
  try! MeditationSitting(length: length, warmUp: warmUp, intervalBells: bells)
}

/// `cadence meditate 20m --bell-every 5m --warm-up 30s`.
private let twentyEveryFive = sitting(minutes(20), warmUp: .seconds(30), .every(minutes(5)))

private func bell(_ kind: MeditationSitting.Bell.Kind, _ seconds: Int64) -> MeditationSitting.Bell {
  MeditationSitting.Bell(kind: kind, ringsAt: .seconds(seconds))
}

@Suite struct MeditationSittingTests {
  // MARK: Bells

  static let schedules: [(MeditationSitting, [MeditationSitting.Bell])] = [
    // Warm-up 30 s, then the start bell; every 5 min after it; the end at 20 min.
    (
      twentyEveryFive,
      [
        bell(.start, 30), bell(.interval(index: 0), 330), bell(.interval(index: 1), 630),
        bell(.interval(index: 2), 930), bell(.end, 1230),
      ]
    ),
    // No warm-up: the start bell at 0; 5 min divides 20 min, so nothing extra at the end.
    (
      sitting(minutes(20), .every(minutes(5))),
      [
        bell(.start, 0), bell(.interval(index: 0), 300), bell(.interval(index: 1), 600),
        bell(.interval(index: 2), 900), bell(.end, 1200),
      ]
    ),
    // `--bells 5m,12m,18m`: offsets from the start bell, not from the warm-up.
    (
      sitting(minutes(20), .at([minutes(5), minutes(12), minutes(18)])),
      [
        bell(.start, 0), bell(.interval(index: 0), 300), bell(.interval(index: 1), 720),
        bell(.interval(index: 2), 1080), bell(.end, 1200),
      ]
    ),
    (
      sitting(minutes(20), warmUp: .seconds(30), .at([minutes(5), minutes(12), minutes(18)])),
      [
        bell(.start, 30), bell(.interval(index: 0), 330), bell(.interval(index: 1), 750),
        bell(.interval(index: 2), 1110), bell(.end, 1230),
      ]
    ),
    // A period that does not divide the length: the last interval bell 1 min before the end.
    (
      sitting(minutes(10), .every(minutes(3))),
      [
        bell(.start, 0), bell(.interval(index: 0), 180), bell(.interval(index: 1), 360),
        bell(.interval(index: 2), 540), bell(.end, 600),
      ]
    ),
    (sitting(minutes(10), warmUp: .seconds(30)), [bell(.start, 30), bell(.end, 630)]),
    (sitting(minutes(10), .at([])), [bell(.start, 0), bell(.end, 600)]),
  ]

  @Test(arguments: schedules)
  func everyBellRingsAtItsExactInstant(
    sitting: MeditationSitting, expected: [MeditationSitting.Bell]
  ) {
    #expect(sitting.bells(after: nil, through: .seconds(100_000)) == expected)
    #expect(sitting.intervalBellCount == expected.count - 2)
    var previous: Duration = .seconds(-1)
    for bell in expected {
      #expect(sitting.nextBell(after: previous) == bell)
      #expect(sitting.nextBell(after: bell.ringsAt - nanosecond) == bell)
      #expect(sitting.bellDue(after: bell.ringsAt - nanosecond, through: bell.ringsAt) == bell)
      // A nanosecond early is not due, and once looked at it is not due again.
      #expect(sitting.bellDue(after: previous, through: bell.ringsAt - nanosecond) == nil)
      #expect(sitting.bellDue(after: bell.ringsAt, through: bell.ringsAt + nanosecond) == nil)
      previous = bell.ringsAt
    }
    #expect(sitting.nextBell(after: previous) == nil)
    #expect(expected.last!.ringsAt == sitting.totalDuration)
  }

  @Test func aZeroWarmUpRingsTheStartBellOnTheFirstLook() {
    let sitting = sitting(minutes(20))
    #expect(sitting.stage(at: .zero) == .sitting)
    #expect(sitting.bellDue(after: nil, through: .zero) == bell(.start, 0))
    #expect(sitting.bellDue(after: .zero, through: .zero) == nil)
    #expect(sitting.nextBell(after: .zero) == bell(.end, 1200))
    // Before the start, the bell at zero is the next visible change.
    #expect(sitting.nextVisibleChange(after: .zero - nanosecond) == .zero)
  }

  @Test func theEndStrikesThreeTimesOneAndAHalfSecondsApart() {
    let end = twentyEveryFive.nextBell(after: .seconds(1000))!
    #expect(end.kind == .end && end.strikes == 3)
    #expect(end.strikeOffsets == [.zero, .milliseconds(1500), .seconds(3)])
    #expect(MeditationSitting.endStrikeSpacing == .milliseconds(1500))
    let start = twentyEveryFive.nextBell(after: .zero)!
    #expect(start.strikes == 1 && start.strikeOffsets == [.zero])
    #expect(twentyEveryFive.nextBell(after: .seconds(400))!.strikes == 1)
  }

  // MARK: Stalls

  static let stalls: [(previous: Duration?, now: Duration, due: MeditationSitting.Bell?)] = [
    (nil, .zero, nil),
    (nil, .seconds(30), bell(.start, 30)),
    (.seconds(30), .seconds(30), nil),
    (.seconds(330) - nanosecond, .seconds(330), bell(.interval(index: 0), 330)),
    // Slept through the start bell and the first interval bell: only the second rings.
    (.zero, .seconds(700), bell(.interval(index: 1), 630)),
    (.seconds(100), .seconds(1230) - nanosecond, bell(.interval(index: 2), 930)),
    // Slept into the end: its three strikes, not the interval bells before them.
    (.seconds(100), .seconds(1230), bell(.end, 1230)),
    (.zero, .seconds(5000), bell(.end, 1230)),
    (.seconds(1230), .seconds(5000), nil),
    // Looking back in time rings nothing.
    (.seconds(700), .seconds(100), nil),
  ]

  @Test(arguments: stalls)
  func aStallRingsOnlyTheLatestBellDue(
    previous: Duration?, now: Duration, due: MeditationSitting.Bell?
  ) {
    #expect(twentyEveryFive.bellDue(after: previous, through: now) == due)
    #expect(twentyEveryFive.bells(after: previous, through: now).last == due)
  }

  @Test func theFullListOfASkippedStretchIsThereForTheLog() {
    #expect(twentyEveryFive.bells(after: .zero, through: .seconds(5000)).count == 5)
    #expect(
      twentyEveryFive.bells(after: .seconds(100), through: .seconds(700)) == [
        bell(.interval(index: 0), 330), bell(.interval(index: 1), 630),
      ])
  }

  @Test func aTinyPeriodCostsNothing() {
    let sitting = sitting(.seconds(1), .every(nanosecond))
    #expect(sitting.intervalBellCount == 999_999_999)
    let due = sitting.bellDue(after: nil, through: .milliseconds(500))
    #expect(
      due
        == MeditationSitting.Bell(kind: .interval(index: 499_999_999), ringsAt: .milliseconds(500)))
    #expect(sitting.bellDue(after: nil, through: .seconds(1)) == bell(.end, 1))
    #expect(sitting.nextVisibleChange(after: .milliseconds(500)) == .milliseconds(500) + nanosecond)
  }

  // MARK: Readouts

  static let readouts: [(elapsed: Duration, stage: MeditationSitting.Stage, shown: Int64)] = [
    (.seconds(-3), .warmingUp, 30),
    (.zero, .warmingUp, 30),
    (.seconds(1) - nanosecond, .warmingUp, 30),
    (.seconds(1), .warmingUp, 29),
    (.seconds(29) - nanosecond, .warmingUp, 2),
    (.seconds(29), .warmingUp, 1),
    (.seconds(30) - nanosecond, .warmingUp, 1),
    // The start bell: the sitting's full length, never a warm-up zero.
    (.seconds(30), .sitting, 1200),
    (.seconds(31) - nanosecond, .sitting, 1200),
    (.seconds(31), .sitting, 1199),
    (.seconds(330), .sitting, 1200 - 300),
    (.seconds(1230) - nanosecond, .sitting, 1),
    // Zero exactly with the end bells.
    (.seconds(1230), .finished, 0),
    (.seconds(5000), .finished, 0),
  ]

  @Test(arguments: readouts)
  func theReadoutIsTheCeilingOfTheTimeLeftInTheStage(
    elapsed: Duration, stage: MeditationSitting.Stage, shown: Int64
  ) {
    #expect(twentyEveryFive.stage(at: elapsed) == stage)
    #expect(twentyEveryFive.displayedSeconds(at: elapsed) == shown)
    #expect(twentyEveryFive.isFinished(at: elapsed) == (stage == .finished))
  }

  @Test func remainingIsExact() {
    #expect(twentyEveryFive.remaining(at: .zero) == .seconds(30))
    #expect(twentyEveryFive.remaining(at: .seconds(30) - nanosecond) == nanosecond)
    #expect(twentyEveryFive.remaining(at: .seconds(30)) == minutes(20))
    #expect(twentyEveryFive.remaining(at: .milliseconds(1_229_250)) == .milliseconds(750))
    #expect(twentyEveryFive.remaining(at: .seconds(1230)) == .zero)
    #expect(twentyEveryFive.totalDuration == .seconds(1230))
  }

  static let changes: [(MeditationSitting, after: Duration, next: Duration?)] = [
    (twentyEveryFive, .seconds(-3), .seconds(1)),
    (twentyEveryFive, .zero, .seconds(1)),
    (twentyEveryFive, .milliseconds(500), .seconds(1)),
    (twentyEveryFive, .seconds(29), .seconds(30)),
    (twentyEveryFive, .seconds(30) - nanosecond, .seconds(30)),
    (twentyEveryFive, .seconds(30), .seconds(31)),
    (twentyEveryFive, .milliseconds(329_500), .seconds(330)),
    (twentyEveryFive, .seconds(1229), .seconds(1230)),
    (twentyEveryFive, .seconds(1230), nil),
    (twentyEveryFive, .seconds(5000), nil),
    // A bell between two seconds of the readout is a change of its own.
    (sitting(.seconds(10), .at([.milliseconds(2500)])), .seconds(2), .milliseconds(2500)),
    (sitting(.seconds(10), .at([.milliseconds(2500)])), .milliseconds(2500), .seconds(3)),
    // A warm-up of 1.5 s: its readout drops from 2 to 1 at 0.5 s, the start bell at 1.5 s.
    (sitting(.seconds(10), warmUp: .milliseconds(1500)), .zero, .milliseconds(500)),
    (sitting(.seconds(10), warmUp: .milliseconds(1500)), .milliseconds(500), .milliseconds(1500)),
    (sitting(.seconds(10), warmUp: .milliseconds(1500)), .milliseconds(1500), .milliseconds(2500)),
  ]

  @Test(arguments: changes)
  func nextVisibleChangeIsTheNextSecondOrBell(
    sitting: MeditationSitting, after elapsed: Duration, next: Duration?
  ) {
    #expect(sitting.nextVisibleChange(after: elapsed) == next)
  }

  static let walks: [MeditationSitting] = [
    twentyEveryFive,
    sitting(minutes(20), .at([minutes(5), minutes(12), minutes(18)])),
    sitting(.seconds(12), warmUp: .milliseconds(2750), .every(.milliseconds(3300))),
    sitting(.milliseconds(4200), .at([.milliseconds(1), .milliseconds(1999), .seconds(4)])),
  ]

  /// Following `nextVisibleChange` from the start: each wake-up shows something new (a
  /// second, a stage or a bell), nothing changes between two wake-ups, and every bell is
  /// rung once, on time.
  @Test(arguments: walks)
  func everyWakeUpIsARealChangeAndNoneIsMissed(sitting: MeditationSitting) {
    func shown(_ t: Duration) -> (MeditationSitting.Stage, Int64) {
      (sitting.stage(at: t), sitting.displayedSeconds(at: t))
    }
    var rung = sitting.bellDue(after: nil, through: .zero).map { [$0] } ?? []
    var now = Duration.zero
    while let next = sitting.nextVisibleChange(after: now) {
      #expect(next > now)
      #expect(shown(next - nanosecond) == shown(now))
      #expect(sitting.bellDue(after: now, through: next - nanosecond) == nil)
      let bell = sitting.bellDue(after: now, through: next)
      #expect(shown(next) != shown(now) || bell != nil)
      if let bell {
        #expect(bell.ringsAt == next)
        rung.append(bell)
      }
      now = next
    }
    #expect(now == sitting.totalDuration)
    #expect(rung == sitting.bells(after: nil, through: sitting.totalDuration))
    #expect(rung.count == sitting.intervalBellCount + 2)
  }

  // MARK: Validation

  typealias Rejection = (
    Duration, Duration, MeditationSitting.IntervalBells, MeditationSittingError
  )

  static let rejected: [Rejection] = [
    (.zero, .zero, .none, .lengthNotPositive(.zero)),
    (.seconds(-5), .zero, .none, .lengthNotPositive(.seconds(-5))),
    (nanosecond / 2, .zero, .none, .lengthNotPositive(nanosecond / 2)),
    (minutes(20), .seconds(-1), .none, .warmUpNegative(.seconds(-1))),
    (.seconds(Int64.max), .zero, .none, .tooLong(warmUp: .zero, length: .seconds(Int64.max))),
    (
      .seconds(5_000_000_000), .seconds(5_000_000_000), .none,
      .tooLong(warmUp: .seconds(5_000_000_000), length: .seconds(5_000_000_000))
    ),
    (minutes(20), .zero, .every(.zero), .intervalNotPositive(.zero)),
    (minutes(20), .zero, .every(minutes(-5)), .intervalNotPositive(minutes(-5))),
    (
      minutes(20), .zero, .every(minutes(20)),
      .intervalNotShorterThanLength(interval: minutes(20), length: minutes(20))
    ),
    (
      minutes(20), .seconds(30), .every(minutes(30)),
      .intervalNotShorterThanLength(interval: minutes(30), length: minutes(20))
    ),
    (minutes(20), .zero, .at([.zero]), .bellNotAfterStart(.zero)),
    (minutes(20), .zero, .at([minutes(5), minutes(-1)]), .bellNotAfterStart(minutes(-1))),
    (
      minutes(20), .zero, .at([minutes(5), minutes(20)]),
      .bellNotBeforeEnd(minutes(20), length: minutes(20))
    ),
    (
      minutes(20), .seconds(30), .at([minutes(25)]),
      .bellNotBeforeEnd(minutes(25), length: minutes(20))
    ),
    (
      minutes(20), .zero, .at([minutes(12), minutes(5), minutes(18)]),
      .bellsNotAscending(minutes(5), after: minutes(12))
    ),
    (
      minutes(20), .zero, .at([minutes(5), minutes(5)]),
      .bellsNotAscending(minutes(5), after: minutes(5))
    ),
  ]

  @Test(arguments: rejected)
  func invalidConfigurationsNameTheBadValue(
    length: Duration, warmUp: Duration, bells: MeditationSitting.IntervalBells,
    error: MeditationSittingError
  ) {
    #expect(throws: error) {
      try MeditationSitting(length: length, warmUp: warmUp, intervalBells: bells)
    }
  }

  @Test func theLimitsThemselvesAreAccepted() throws {
    let almost = try MeditationSitting(
      length: minutes(20), intervalBells: .every(minutes(20) - nanosecond))
    #expect(almost.intervalBellCount == 1)
    let edges = try MeditationSitting(
      length: minutes(20), intervalBells: .at([nanosecond, minutes(20) - nanosecond]))
    #expect(edges.intervalBellCount == 2)
    #expect(try MeditationSitting(length: nanosecond).totalDuration == nanosecond)
  }
}

// MARK: - Driven by a clock

/// What a shell saw while it ran a sitting: the readout at each wake-up and the bells it rang.
private struct ShellLog: Sendable {
  var shown: [Int64] = []
  var rung: [(bell: MeditationSitting.Bell, heardAt: Duration)] = []
}

/// A shell's loop, as the CLI runs one: look at the clock, show the readout, ring the bell
/// due since the last look, sleep until the next visible change.
private func runShell(
  _ sitting: MeditationSitting, run: ActiveRun<ManualClock.Instant>, clock: ManualClock
) async -> ShellLog {
  var log = ShellLog()
  var looked: Duration? = nil
  while true {
    let now = run.elapsed(at: clock.now)
    log.shown.append(sitting.displayedSeconds(at: now))
    if let bell = sitting.bellDue(after: looked, through: now) {
      log.rung.append((bell, clock.now.offset))
    }
    looked = now
    guard let next = sitting.nextVisibleChange(after: now),
      let deadline = run.instant(whenElapsedReaches: next)
    else { return log }
    do { try await clock.sleep(until: deadline) } catch { return log }
  }
}

@Suite(.hangLimit) struct MeditationSittingClockTests {
  @Test func aShellWakesOncePerSecondAndRingsEachBellOnTime() async {
    let clock = ManualClock()
    let shell = Task { [run = ActiveRun(startedAt: clock.now)] in
      await runShell(twentyEveryFive, run: run, clock: clock)
    }
    for _ in 0..<1230 {
      await clock.waitForSleepers(1)
      clock.advance(by: .seconds(1))
    }
    let log = await shell.value
    #expect(log.shown == Array((1...30).reversed()) + Array((0...1200).reversed()))
    #expect(log.rung.map(\.bell) == twentyEveryFive.bells(after: nil, through: .seconds(1230)))
    let heard: [Int64] = [30, 330, 630, 930, 1230]
    #expect(log.rung.map(\.heardAt) == heard.map { Duration.seconds($0) })
  }

  @Test func afterAStallTheShellRingsOnceAndCarriesOn() async {
    let clock = ManualClock()
    let shell = Task { [run = ActiveRun(startedAt: clock.now)] in
      await runShell(twentyEveryFive, run: run, clock: clock)
    }
    func step(_ duration: Duration, times: Int = 1) async {
      for _ in 0..<times {
        await clock.waitForSleepers(1)
        clock.advance(by: duration)
      }
    }
    await step(.seconds(1), times: 60)
    // A spurious wake-up: the shell looks, rings nothing, and sleeps again.
    await clock.waitForSleepers(1)
    clock.wakeSleepersEarly()
    // Suspended for 16 minutes, past three bells.
    await step(minutes(16))
    await step(.seconds(1), times: 10)
    // Suspended past the end.
    await step(.seconds(3600))
    let log = await shell.value
    let expected = [bell(.start, 30), bell(.interval(index: 2), 930), bell(.end, 1230)]
    #expect(log.rung.map(\.bell) == expected)
    let heard: [Int64] = [30, 1020, 4630]
    #expect(log.rung.map(\.heardAt) == heard.map { Duration.seconds($0) })
    // The first look, 60 seconds, the early wake-up, the stall, 10 seconds, the last stall.
    #expect(log.shown.count == 74)
    // Right after the stall: 1020 s elapsed, 210 s of the sitting left.
    #expect(log.shown[62] == 210)
    #expect(log.shown.last == 0)
  }

  @Test func aPauseShiftsEveryLaterBellByExactlyThePause() {
    let at = { (seconds: Int64) in ManualClock.Instant(offset: .seconds(seconds)) }
    var run = ActiveRun(startedAt: at(0))
    run.pause(at: at(100))
    #expect(run.instant(whenElapsedReaches: .seconds(330)) == nil)
    run.resume(at: at(220))
    let later = twentyEveryFive.bells(after: Duration.seconds(100), through: Duration.seconds(1230))
    let instants = later.map { run.instant(whenElapsedReaches: $0.ringsAt) }
    let expected: [Int64] = [450, 750, 1050, 1350]
    #expect(instants == expected.map { at($0) })
    let before = run.elapsed(at: at(449))
    #expect(twentyEveryFive.bellDue(after: run.elapsed(at: at(100)), through: before) == nil)
  }
}
