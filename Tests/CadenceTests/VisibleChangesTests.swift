import CadenceTestTraits
import CadenceTesting
import Testing

@testable import Cadence

/// The change-instant sequences: every element is a real change (the value shown 1 ns
/// before it is the one shown since the previous element, the value at it differs), none
/// is missed, and mapped onto a run they are exact instants of a `ManualClock`.
@Suite struct VisibleChangesTests {
  /// Checks `changes` of a shown value: strictly increasing, a real change at each, nothing
  /// in between (the value 1 ns before each change, and halfway to it, is the one shown since
  /// the previous change), and the value 1 ns after a change is the value at it unless the
  /// next change is that nanosecond.
  private func expectExact<Shown: Equatable>(
    _ changes: [Duration], from start: Duration, _ shown: (Duration) -> Shown,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var previous = start
    for (index, change) in changes.enumerated() {
      let before = shown(previous)
      let after = change + .nanoseconds(1)
      #expect(change > previous, sourceLocation: sourceLocation)
      #expect(
        shown(change - .nanoseconds(1)) == before, "1 ns before \(change)",
        sourceLocation: sourceLocation)
      #expect(shown(previous + (change - previous) / 2) == before, sourceLocation: sourceLocation)
      #expect(shown(change) != before, "at \(change)", sourceLocation: sourceLocation)
      if index + 1 == changes.count || changes[index + 1] > after {
        #expect(
          shown(after) == shown(change), "1 ns after \(change)", sourceLocation: sourceLocation)
      }
      previous = change
    }
  }

  @Test func aCountdownChangesOnEachWholeSecondAndEndsAtZero() {
    let countdown = Countdown(total: .milliseconds(3500), countsOvertime: false)
    let changes = Array(countdown.visibleChanges(after: .zero))
    #expect(
      changes == [
        .milliseconds(500), .milliseconds(1500), .milliseconds(2500), .milliseconds(3500),
      ])
    expectExact(changes, from: .zero) { countdown.readout(at: $0) }
    #expect(countdown.readout(at: changes.last!) == .remaining(seconds: 0))
  }

  @Test func aCountdownWithOvertimeGoesOnCountingUp() {
    let countdown = Countdown(total: .seconds(2))
    let changes = Array(countdown.visibleChanges(after: .milliseconds(1200)).prefix(4))
    #expect(changes == [.seconds(2), .seconds(3), .seconds(4), .seconds(5)])
    expectExact(changes, from: .milliseconds(1200)) { countdown.readout(at: $0) }
    #expect(countdown.readout(at: .seconds(3)) == .overtime(seconds: 1))
  }

  @Test func aChangeExactlyAtTheStartIsNotInTheSequence() {
    let countdown = Countdown(total: .seconds(3), countsOvertime: false)
    #expect(Array(countdown.visibleChanges(after: .seconds(1))) == [.seconds(2), .seconds(3)])
    #expect(Array(countdown.visibleChanges(after: .seconds(3))).isEmpty)
  }

  @Test func aStopwatchChangesEveryTenthForever() {
    var stopwatch = Stopwatch()
    stopwatch.lap(at: .milliseconds(150))  // laps do not change what the readout shows
    let start = Duration.milliseconds(1234)
    let changes = Array(stopwatch.visibleChanges(after: start).prefix(30))
    #expect(changes.first == .milliseconds(1300))
    #expect(changes.last == .milliseconds(4200))
    expectExact(changes, from: start) { stopwatch.displayedTenths(at: $0) }
  }

  @Test(arguments: [1, 12, 40])
  func aBreathingSessionChangesAtEveryReadoutAndGuideStep(steps: Int) {
    let pattern = BreathingPreset.builtIn(named: "sigh")!.pattern
    let session = BreathingSession(pattern: pattern, cycles: 2, countIn: .seconds(1))
    let display = session.guideDisplay(steps: steps)
    let changes = Array(display.visibleChanges(after: .zero))
    expectExact(changes, from: .zero) { Readout(session.state(at: $0), guideSteps: steps) }
    #expect(changes.last == session.totalDuration)
    #expect(session.state(at: changes.last!).isFinished)
    // With a guide of one size only the text readouts move: the plain schedule.
    if steps == 1 {
      #expect(changes == Array(session.visibleChanges(after: .zero)))
    } else {
      #expect(changes.count > Array(session.visibleChanges(after: .zero)).count)
    }
  }

  @Test func aTypewriterChangesAtEachCharacterAndEndsWithTheText() {
    let reveal = TypewriterReveal(text: "Hi, 世界! 👋🏽", pacing: .charactersPerSecond(10))
    let changes = Array(reveal.visibleChanges(after: .zero))
    expectExact(changes, from: .zero) { reveal.visibleCount(at: $0) }
    #expect(changes.count == reveal.count)
    #expect(changes.last == reveal.duration)
    #expect(
      changes.prefix(4) == [
        .milliseconds(100), .milliseconds(200), .milliseconds(300), .milliseconds(700),
      ])
  }

  /// A value that answers a change that is not later: the sequence stops instead of looping.
  private struct Stuck: VisibleChangeScheduling {
    func nextVisibleChange(after elapsed: Duration) -> Duration? { elapsed }
  }

  @Test func aScheduleThatDoesNotMoveOnEndsTheSequence() {
    #expect(Array(Stuck().visibleChanges(after: .seconds(1))).isEmpty)
  }

  // MARK: Instants of a run's clock

  @Test func theInstantsAreTheRunsClockInstantsOfEachChange() {
    let clock = ManualClock()
    clock.advance(by: .seconds(10))
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: .seconds(3), countsOvertime: false)
    clock.advance(by: .milliseconds(400))
    let instants = Array(countdown.visibleChanges(after: clock.now, during: run))
    #expect(instants.map(\.offset) == [.seconds(11), .seconds(12), .seconds(13)])
    // Exact on the clock: 1 ns before, at and after each instant.
    for instant in instants {
      let elapsedBefore = run.elapsed(at: instant.advanced(by: .nanoseconds(-1)))
      let elapsedAt = run.elapsed(at: instant)
      #expect(countdown.readout(at: elapsedBefore) != countdown.readout(at: elapsedAt))
      #expect(
        countdown.readout(at: run.elapsed(at: instant.advanced(by: .nanoseconds(1))))
          == countdown.readout(at: elapsedAt))
    }
  }

  @Test func afterAPauseTheInstantsMoveByThePause() {
    let clock = ManualClock()
    var run = ActiveRun(startedAt: clock.now)
    let reveal = TypewriterReveal(text: "abc", pacing: .charactersPerSecond(4))
    clock.advance(by: .milliseconds(300))
    run.pause(at: clock.now)
    #expect(Array(reveal.visibleChanges(after: clock.now, during: run)).isEmpty)
    clock.advance(by: .seconds(5))
    run.resume(at: clock.now)
    let instants = Array(reveal.visibleChanges(after: clock.now, during: run))
    #expect(instants.map(\.offset) == [.milliseconds(5500), .milliseconds(5750)])
    run.stop(at: clock.now)
    #expect(Array(reveal.visibleChanges(after: clock.now, during: run)).isEmpty)
  }

  /// A loop that sleeps on the clock until each instant of the sequence, as a render loop
  /// would, sees each new readout exactly there.
  @Test(.hangLimit) func aLoopSleepingUntilEachInstantSeesEachChange() async {
    let clock = ManualClock()
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: .seconds(3), countsOvertime: false)
    let format = DurationFormat(forRunOf: countdown.total)
    let loop = Task {
      var shown = [
        format.string(seconds: countdown.displayedSeconds(at: run.elapsed(at: clock.now)))
      ]
      for deadline in countdown.visibleChanges(after: clock.now, during: run) {
        try? await clock.sleep(until: deadline)
        shown.append(
          format.string(seconds: countdown.displayedSeconds(at: run.elapsed(at: clock.now))))
      }
      return shown
    }
    for _ in 0..<3 {
      await clock.waitForSleepers()
      clock.advance(by: .seconds(1))
    }
    #expect(await loop.value == ["00:03", "00:02", "00:01", "00:00"])
  }
}
