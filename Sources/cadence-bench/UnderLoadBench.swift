import CadenceSystem
import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The countdown under load beside the reference (``ReferenceTimer``): two busy loops on
/// the two cores, then `cadence timer N --plain` and the reference started at the same
/// moment and read side by side in two ptys, several runs; each line's lateness against the
/// second grid through its best-delivered line (``SecondGrid``), p99 and drift per run,
/// then medians with min–max and Cadence's p99 as a multiple of the reference's.
///
/// With `causes`, the same comparison for each candidate cause, one at a time: the
/// reference beside itself, the reference sleeping as Cadence's loop does (`ppoll` on a
/// `timerfd`), Cadence with nothing to record (no store, so no writer thread), a reference
/// whose grid starts later, the reference using a wake-up's CPU as Cadence does, and the
/// reference with the short slice Cadence's loop asks for (``ThreadSlice``).
///
/// The reading thread asks for the short slice too: woken by a line, it timestamps it at
/// once instead of waiting out a busy loop's slice, so what is measured is when each
/// program wrote, not when the reader got the CPU (a delay both sides shared).
enum UnderLoadBench {
  /// One side of a comparison: what runs, and under what name.
  struct Program {
    var name: String
    var executable: String
    var arguments: [String]
    var environment: [String: String] = ChildEnvironment.values
    /// The lines that are events on the grid: a countdown's `MM:SS`.
    var isEvent: (String) -> Bool = TimerRunBench.isReadout
    /// The grid's step: a second, or a breathing phase.
    var period = Duration.seconds(1)
    /// Whether an event comes at the start too (a countdown's first line; a breathing
    /// session's first phase line comes after its count-in).
    var startsWithEvent = true
    /// The text of its last event: read until both programs have shown theirs.
    var last = "00:00\r\n"
  }

  /// One run's figures for one program.
  struct Figures {
    var p99: Double
    var drift: Double
    var lines: Int
    /// Every line's |lateness| in ms, for the figures pooled over all runs.
    var lateness: [Double] = []
  }

  /// `cause`: only that comparison of the causes, without the first one: `work`, or
  /// `work:N` for N µs of work.
  static func run(seconds: Int, runs: Int, causes: Bool, cause: String? = nil) {
    let directory = TimerRunBench.executableDirectory()
    let cadence = Program(
      name: "cadence", executable: directory + "/cadence",
      arguments: ["timer", "\(seconds)", "--plain"])
    let reference = Program(
      name: "reference", executable: directory + "/cadence-bench",
      arguments: ["reference-timer", "\(seconds)"])
    let burners = Burner.startBusyCores()
    defer { Burner.stop(burners) }
    ThreadSlice.request(ThreadSlice.short)
    usleep(500_000)
    // The CPU a wake-up uses, as plain work after each of the reference's lines: Cadence's
    // loop used 205 us a wake-up against the reference's 61 us (schedstat, idle), and in a
    // C probe under load, late wake-ups rose from 2 % to 10 % between 150 and 200 us of
    // spinning after each one.
    let work = cause.flatMap { $0.hasPrefix("work:") ? Int($0.dropFirst(5)) : nil } ?? 150
    var working = reference
    working.name = "reference + \(work) us of work"
    working.arguments += ["--work", "\(work)"]
    if cause?.hasPrefix("work") == true {
      compare(working, reference, seconds: seconds, runs: runs)
      return
    }
    compare(cadence, reference, seconds: seconds, runs: runs)
    compareBreathing(runs: runs)
    guard causes else { return }
    // The null comparison: the reference beside itself. Its ratios are what the
    // measurement alone spreads (a p99 of 21 lines is nearly their maximum).
    var twin = reference
    twin.name = "reference again"
    compare(reference, twin, seconds: seconds, runs: runs)
    var polled = reference
    polled.name = "reference on a timerfd"
    polled.arguments.append("--timerfd")
    compare(reference, polled, seconds: seconds, runs: runs)
    var unrecorded = cadence
    unrecorded.name = "cadence, no store"
    // A data directory that cannot be made: the practice runs, nothing is recorded and no
    // writer thread starts.
    unrecorded.environment["CADENCE_DATA_DIR"] = "/proc/cadence-bench-no-store"
    compare(unrecorded, reference, seconds: seconds, runs: runs)
    // Started together, the two grids are within milliseconds of each other (measured:
    // -8 to +39 ms), so both wake at once on two busy cores and one waits for the other.
    var later = reference
    later.name = "reference 0.5 s later"
    later.arguments += ["--after", "500"]
    compare(cadence, later, seconds: seconds, runs: runs)
    compare(working, reference, seconds: seconds, runs: runs)
    var sliced = reference
    sliced.name = "reference, 100 us slice"
    sliced.arguments.append("--short-slice")
    compare(sliced, reference, seconds: seconds, runs: runs)
  }

  /// A breathing session's phase switches the same way: `cadence breathe box --plain` (a
  /// line at each phase, 4 s apart after the 3 s count-in) beside the reference printing
  /// a line every 4 s, 2 cycles a run (8 switches).
  static func compareBreathing(runs: Int) {
    let directory = TimerRunBench.executableDirectory()
    let cycles = 2
    let breathing = Program(
      name: "breathe", executable: directory + "/cadence",
      arguments: ["breathe", "box", "--plain", "--cycles", "\(cycles)", "--no-note"],
      isEvent: { $0.hasPrefix("cycle ") }, period: .seconds(4), startsWithEvent: false,
      last: "cycle \(cycles)/\(cycles)  hold")
    let reference = Program(
      name: "reference", executable: directory + "/cadence-bench",
      arguments: ["reference-timer", "\(cycles * 16)", "--period", "4"], period: .seconds(4))
    compare(
      breathing, reference, seconds: cycles * 16, runs: runs,
      title: "box breathing, \(cycles * 4) phase switches")
  }

  /// `runs` runs of `a` beside `b`, a row each, then the medians.
  static func compare(
    _ a: Program, _ b: Program, seconds: Int, runs: Int, title: String? = nil
  ) {
    let title = title ?? "\(seconds) s countdown"
    print("\n== \(title), both cores busy: \(a.name) beside \(b.name), \(runs) runs")
    print(
      column("run", 6) + column("\(a.name) p99", 24) + column("\(b.name) p99", 24)
        + column("ratio", 8) + column("drift (ms/min)", 20))
    var results: [(Figures, Figures)] = []
    for index in 1...runs {
      do {
        let (x, y) = try pair(a, b, seconds: seconds)
        results.append((x, y))
        print(
          column("\(index)", 6) + column(fixed(x.p99, 2) + " ms", 24)
            + column(fixed(y.p99, 2) + " ms", 24) + column(fixed(x.p99 / y.p99, 2) + "×", 8)
            + column(fixed(x.drift, 1) + " / " + fixed(y.drift, 1), 20)
            + (x.lines == expected(a, seconds) && y.lines == expected(b, seconds)
              ? "" : "  lines \(x.lines) / \(y.lines)"))
      } catch {
        print(column("\(index)", 6) + "failed: \(error)")
      }
    }
    guard !results.isEmpty else { return }
    let spread = { (values: [Double]) -> String in
      let sample = Sample(values)
      return fixed(sample.median, 2) + " (" + fixed(sample.sorted.first ?? .nan, 2) + "–"
        + fixed(sample.max, 2) + ")"
    }
    print(
      column("median", 8) + column(spread(results.map(\.0.p99)), 24)
        + column(spread(results.map(\.1.p99)), 24)
        + column(spread(results.map { $0.0.p99 / $0.1.p99 }), 20))
    print(
      column("drift", 8) + column(spread(results.map(\.0.drift)), 24)
        + column(spread(results.map(\.1.drift)), 24))
    // Pooled over every run: percentiles that many lines resolve, and how many lines were
    // over 1 ms late (the scheduler's outliers, which a p99 of one run mostly reflects).
    let pooled = { (figures: [Figures]) -> String in
      let sample = Sample(figures.flatMap(\.lateness))
      let over = sample.sorted.filter { $0 > 1 }.count
      return "p50 " + fixed(sample.median, 2) + ", p90 " + fixed(sample.percentile(90), 2)
        + ", p99 " + fixed(sample.percentile(99), 2)
        + " ms, \(over) of \(sample.sorted.count) over 1 ms"
    }
    print("  pooled \(a.name): " + pooled(results.map(\.0)))
    print("  pooled \(b.name): " + pooled(results.map(\.1)))
  }

  /// How many event lines `program` shows in a run of `seconds`: one a period, and the
  /// one at the start.
  static func expected(_ program: Program, _ seconds: Int) -> Int {
    Int(Duration.seconds(seconds) / program.period) + (program.startsWithEvent ? 1 : 0)
  }

  /// Starts `a` and `b` at the same moment, reads both until each has shown its last
  /// event.
  static func pair(_ a: Program, _ b: Program, seconds: Int) throws -> (Figures, Figures) {
    let size = Size(columns: 80, rows: 24)
    let x = try PseudoTerminal(
      executable: a.executable, arguments: a.arguments, environment: a.environment, size: size)
    let y = try PseudoTerminal(
      executable: b.executable, arguments: b.arguments, environment: b.environment, size: size)
    try PseudoTerminal.read([x, y], timeout: .seconds(seconds + 30)) {
      x.text.contains(a.last) && y.text.contains(b.last)
    }
    let figures = try zip([x, y], [a, b]).map { pty, program in
      _ = try pty.waitForExit(timeout: .seconds(10))
      let arrivals = TimerRunBench.lines(of: pty, where: program.isEvent).map(\.time)
      let grid = SecondGrid(arrivals: arrivals, period: program.period)
      return Figures(
        p99: Sample(grid.lateness).percentile(99), drift: grid.driftPerMinute,
        lines: arrivals.count, lateness: grid.lateness)
    }
    return (figures[0], figures[1])
  }
}
