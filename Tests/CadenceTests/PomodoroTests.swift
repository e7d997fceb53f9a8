import Cadence
import Testing

@Suite struct PomodoroTests {
  let nanosecond: Duration = .nanoseconds(1)
  func minutes(_ m: Int64) -> Duration { .seconds(m * 60) }

  /// Start minute and title of each segment of the default plan's first set and a half.
  static let defaultSchedule: [(start: Int64, title: String, kind: PomodoroSegment.Kind)] = [
    (0, "Focus 1 of 4", .focus), (25, "Short break", .shortBreak),
    (30, "Focus 2 of 4", .focus), (55, "Short break", .shortBreak),
    (60, "Focus 3 of 4", .focus), (85, "Short break", .shortBreak),
    (90, "Focus 4 of 4", .focus), (115, "Long break", .longBreak),
    (130, "Focus 1 of 4", .focus), (155, "Short break", .shortBreak),
  ]

  @Test func everySwitchHappensAtItsExactInstant() {
    let cycle = PomodoroCycle()
    for (index, entry) in Self.defaultSchedule.enumerated() {
      let start = minutes(entry.start)
      let status = cycle.status(at: start)
      #expect(status.segment.index == index)
      #expect(status.segment.title == entry.title)
      #expect(status.segment.kind == entry.kind)
      #expect(status.startedAt == start)
      #expect(status.remaining == status.segment.length)
      if index > 0 {
        let before = cycle.status(at: start - nanosecond)
        #expect(before.segment.index == index - 1)
        #expect(before.remaining == nanosecond)
        #expect(cycle.nextVisibleChange(after: start - nanosecond) == start)
      }
    }
  }

  @Test func countsCompletedFocusSegments() {
    let cycle = PomodoroCycle()
    #expect(cycle.status(at: minutes(25) - nanosecond).completedFocusCount == 0)
    #expect(cycle.status(at: minutes(25)).completedFocusCount == 1)
    #expect(cycle.status(at: minutes(130)).completedFocusCount == 4)
    // Ten hours later, by whole sets: 130-minute sets hold 4 focuses each.
    let status = cycle.status(at: minutes(130 * 4 + 26))
    #expect(status.completedFocusCount == 17)
    #expect(status.segment.title == "Short break")
    #expect(status.segment.focusNumber == 17)
    #expect(status.remaining == minutes(4))
  }

  @Test func settleReportsEachFinishedSegmentOnce() {
    var cycle = PomodoroCycle()
    #expect(cycle.settle(at: minutes(10)).isEmpty)
    #expect(cycle.settle(at: minutes(31)).map(\.index) == [0, 1])
    #expect(cycle.settle(at: minutes(31)).isEmpty)
    #expect(cycle.settle(at: minutes(55)).map(\.index) == [2])
    #expect(cycle.status(at: minutes(55)).completedFocusCount == 2)
  }

  @Test func skipAbandonsTheSegmentWithoutCountingIt() {
    var cycle = PomodoroCycle()
    cycle.skip(at: minutes(10))
    let status = cycle.status(at: minutes(10))
    #expect(status.segment.title == "Short break")
    #expect(status.startedAt == minutes(10))
    #expect(status.completedFocusCount == 0)
    #expect(cycle.status(at: minutes(15)).segment.title == "Focus 2 of 4")
    #expect(cycle.settle(at: minutes(15)).map(\.index) == [1])
  }

  @Test func restartStartsTheSegmentOverFromItsFullLength() {
    var cycle = PomodoroCycle()
    cycle.restart(at: minutes(20))
    let status = cycle.status(at: minutes(20))
    #expect(status.segment.index == 0)
    #expect(status.remaining == minutes(25))
    #expect(cycle.status(at: minutes(45)).segment.title == "Short break")
    #expect(cycle.status(at: minutes(45) - nanosecond).segment.index == 0)
  }

  @Test func waitingForTheUserCountsOvertimeUntilStartNext() {
    var cycle = PomodoroCycle(advance: .waitForUser)
    let waiting = cycle.status(at: minutes(27))
    #expect(waiting.isWaiting)
    #expect(waiting.segment.index == 0)
    #expect(waiting.overtime == minutes(2))
    #expect(waiting.remaining == .zero)
    #expect(waiting.completedFocusCount == 1)
    #expect(cycle.nextVisibleChange(after: minutes(27)) == minutes(27) + .seconds(1))
    #expect(cycle.settle(at: minutes(27)).map(\.index) == [0])
    cycle.startNext(at: minutes(27))
    let breakStatus = cycle.status(at: minutes(27))
    #expect(!breakStatus.isWaiting)
    #expect(breakStatus.segment.title == "Short break")
    #expect(breakStatus.remaining == minutes(5))
    #expect(breakStatus.completedFocusCount == 1)
  }

  @Test func customPlansPutTheLongBreakWhereAsked() {
    let plan = PomodoroPlan(
      work: .seconds(50 * 60), shortBreak: .seconds(10 * 60), longBreak: .seconds(30 * 60),
      longBreakEvery: 2)
    #expect(
      (0..<6).map { plan.segment($0).kind } == [
        .focus, .shortBreak, .focus, .longBreak, .focus, .shortBreak,
      ])
    #expect(plan.segment(2).title == "Focus 2 of 2")
    let single = PomodoroPlan(longBreakEvery: 1)
    #expect(single.segment(1).kind == .longBreak)
  }

  @Test func nextVisibleChangeTicksWholeSecondsAndLandsOnSwitches() {
    let plan = PomodoroPlan(
      work: .milliseconds(2500), shortBreak: .seconds(1), longBreak: .seconds(2), longBreakEvery: 2)
    let cycle = PomodoroCycle(plan: plan)
    var changes: [Duration] = []
    var now: Duration = .zero
    while let next = cycle.nextVisibleChange(after: now), next <= .seconds(8) {
      changes.append(next)
      now = next
    }
    #expect(
      changes == [
        .milliseconds(500), .milliseconds(1500), .milliseconds(2500),  // focus 1 (2.5 s)
        .milliseconds(3500),  // short break (1 s)
        .milliseconds(4000), .milliseconds(5000), .milliseconds(6000),  // focus 2
        .milliseconds(7000), .milliseconds(8000),  // long break (2 s)
      ])
  }
}

extension PomodoroSegment {
  /// A compact description for these tests ("Focus 2 of 4", "Short break"); the app's
  /// words are the CLI's catalogue.
  fileprivate var title: String {
    switch kind {
    case .focus: "Focus \(positionInSet) of \(setSize)"
    case .shortBreak: "Short break"
    case .longBreak: "Long break"
    }
  }
}
