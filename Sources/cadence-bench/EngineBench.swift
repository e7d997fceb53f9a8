import Cadence
import Foundation

/// Engine cost per state query and formatting cost, against the usual way of doing each.
enum EngineBench {
  static let iterations = 2_000_000

  static func run() {
    print("== engine (per call, \(iterations) calls, release build)")
    printRow("", "cadence", "baseline", "baseline is")
    let clock = ContinuousClock()
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: .seconds(25 * 60))

    // The engine's query alone: elapsed → shown seconds and the next change.
    let pure = nanosecondsPerCall { i in
      let elapsed = Duration.nanoseconds(Int64(i) &* 7919)
      return countdown.displayedSeconds(at: elapsed)
        &+ (countdown.nextVisibleChange(after: elapsed)?.components.seconds ?? 0)
    }
    // With the clock read a frame needs, against Date arithmetic in Double.
    let start = Date()
    let withClock = nanosecondsPerCall { _ in
      countdown.displayedSeconds(at: run.elapsed(at: clock.now))
    }
    let naive = nanosecondsPerCall { _ in
      Int64((1500 - Date().timeIntervalSince(start)).rounded(.up))
    }
    printRow("shown seconds + next change (ns)", fixed(pure, 1), "-", "")
    printRow(
      "state query + clock read (ns)", fixed(withClock, 1), fixed(naive, 1), "Date() and Double")

    let format = DurationFormat(forRunOf: .seconds(25 * 60))
    let formatted = nanosecondsPerCall { i in
      Int64(format.string(seconds: Int64(i % 1500)).utf8.count)
    }
    let foundation = nanosecondsPerCall { i in
      let s = i % 1500
      return Int64(String(format: "%02d:%02d", s / 60, s % 60).utf8.count)
    }
    printRow("format MM:SS (ns)", fixed(formatted, 1), fixed(foundation, 1), "String(format:)")
    print("")
  }

  /// Average wall time per call of `body`, whose results are summed so none is skipped.
  static func nanosecondsPerCall(_ body: (Int) -> Int64) -> Double {
    var sink: Int64 = 0
    for i in 0..<10_000 { sink &+= body(i) }  // warm up
    let clock = ContinuousClock()
    let started = clock.now
    for i in 0..<iterations { sink &+= body(i) }
    let took = started.duration(to: clock.now)
    if sink == 42 { print("") }
    return Double(took.components.seconds) * 1e9 / Double(iterations)
      + Double(took.components.attoseconds) / 1e9 / Double(iterations)
  }
}
