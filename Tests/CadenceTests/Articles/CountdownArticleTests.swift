import Cadence
import CadenceSystem
import CadenceTestTraits
import CadenceTesting
import Testing

// The code of the article "A countdown that never jitters" (Cadence.docc), verbatim:
// ArticleSnippetsTests fails if a block the article marks as tested is not in this file.

/// The wrong way: it counts ticks, so every late wake-up adds to the total.
func tickCountingCountdown<C: Clock>(
  seconds: Int, on clock: C, show: (Int) -> Void
) async throws where C.Duration == Duration {
  var remaining = seconds
  show(remaining)
  while remaining > 0 {
    try await clock.sleep(for: .seconds(1))  // wakes a little late, every time
    remaining -= 1  // assumes exactly one second has passed
    show(remaining)
  }
}

/// The engine's way: what is shown is a function of elapsed time on a monotonic clock.
func countdownReadouts<C: Clock>(
  of total: Duration, on clock: C, show: (String) -> Void
) async throws where C.Duration == Duration {
  let run = ActiveRun(startedAt: clock.now)  // the absolute anchor
  let countdown = Countdown(total: total, countsOvertime: false)
  let format = DurationFormat(forRunOf: total)  // MM:SS or H:MM:SS, once for the run
  var deadline: C.Instant? = clock.now
  while let next = deadline {
    try await clock.sleep(until: next, tolerance: nil)  // an absolute deadline: no drift
    let elapsed = run.elapsed(at: clock.now)  // look at the clock; never count
    show(format.string(seconds: countdown.displayedSeconds(at: elapsed)))  // ceil(remaining)
    deadline = countdown.nextVisibleChange(after: clock.now, during: run)
  }
}

@Suite(.hangLimit) struct CountdownArticleTests {
  @Test func theTickCountingCountdownEndsLateAfterAStall() async throws {
    let clock = ManualClock()
    let shown = ShownValues<Int>()
    let loop = Task {
      try await tickCountingCountdown(seconds: 3, on: clock) {
        shown.append($0, at: clock.now.offset)
      }
    }
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(2500))  // a stall: the first wake-up is 1.5 s late
    for _ in 0..<2 {
      await clock.waitForSleepers()
      clock.advance(by: .seconds(1))
    }
    try await loop.value
    // 2 shows at 2.5 s, when 0.5 s is left; 0 shows 1.5 s after the time was up.
    #expect(shown.lines.map(\.value) == [3, 2, 1, 0])
    #expect(
      shown.lines.map(\.at) == [
        .zero, .milliseconds(2500), .milliseconds(3500), .milliseconds(4500),
      ])
  }

  @Test func theEnginesCountdownSkipsAndEndsOnTime() async throws {
    let clock = ManualClock()
    let shown = ShownValues<String>()
    let loop = Task {
      try await countdownReadouts(of: .seconds(3), on: clock) {
        shown.append($0, at: clock.now.offset)
      }
    }
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(2500))  // the same stall: 00:02 is skipped, never replayed
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(500))
    try await loop.value
    #expect(shown.lines.map(\.value) == ["00:03", "00:01", "00:00"])
    #expect(shown.lines.map(\.at) == [.zero, .milliseconds(2500), .seconds(3)])
  }

  @Test func theReadoutIsTheCeilingOfTheTimeLeft() {
    let countdown = Countdown(total: .seconds(25 * 60))
    let justStarted = countdown.displayedSeconds(at: .milliseconds(300))  // 1500: 25:00
    let lastSecond = countdown.displayedSeconds(at: .seconds(1499))  // 1: 00:01
    let end = countdown.displayedSeconds(at: .seconds(1500))  // 0: 00:00, exactly at the end
    #expect(justStarted == 1500)
    #expect(lastSecond == 1)
    #expect(end == 0)
    #expect(countdown.displayedSeconds(at: .seconds(1500) - .nanoseconds(1)) == 1)
  }

  @Test func theFormatIsChosenOnceForTheRun() {
    let format = DurationFormat(forRunOf: .seconds(90 * 60))
    let first = format.string(seconds: 90 * 60)  // "1:30:00"
    let last = format.string(seconds: 5)  // "0:00:05": the same width to the end
    #expect(first == "1:30:00")
    #expect(last == "0:00:05")
    let widths = Set((0...90 * 60).map { format.string(seconds: Int64($0)).count })
    #expect(widths == [7])
  }

  @Test func theNextChangeIsTheNextWholeSecondOfTheTimeLeft() {
    let countdown = Countdown(total: .milliseconds(2500), countsOvertime: false)
    let changes = Array(countdown.visibleChanges(after: .zero))  // 0.5 s, 1.5 s, 2.5 s
    #expect(changes == [.milliseconds(500), .milliseconds(1500), .milliseconds(2500)])
  }
}

/// What a loop showed, and when (the clock's offset when it showed it).
final class ShownValues<Value: Sendable>: Sendable {
  private let storage = Locked<[(at: Duration, value: Value)]>([])

  func append(_ value: Value, at offset: Duration) {
    storage.withLock { $0.append((offset, value)) }
  }

  var lines: [(at: Duration, value: Value)] { storage.withLock { $0 } }
}
