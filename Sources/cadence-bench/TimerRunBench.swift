import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// A real `cadence timer N --plain` in a pseudo terminal, beside the naive timer, both
/// started together: when each line arrived, against when it should have.
enum TimerRunBench {
  struct Result {
    let latenessMilliseconds: [Double]
    let driftPerMinute: Double
    let firstLineMilliseconds: Double
    let values: [String]
    let exit: ProcessExit
    let wallSeconds: Double
    let peakKilobytes: Int
    /// Wake-ups per second of every thread from 3 s in to the last line: the rate a long
    /// run settles to, without the start and the end that a 20 s run spreads thinly.
    let steadyWakeups: Double?
  }

  static func run(seconds: Int, loaded: Bool) {
    let directory = executableDirectory()
    do {
      // One after the other, so the reading side is never busy with the other process
      // when a line arrives.
      let cadence = try measure(
        directory + "/cadence", ["timer", "\(seconds)", "--plain"], seconds)
      let naive = try measure(directory + "/cadence-bench", ["naive-timer", "\(seconds)"], seconds)
      report(seconds: seconds, loaded: loaded, cadence: cadence, naive: naive)
    } catch {
      print("timer run failed: \(error)")
    }
  }

  /// Runs one timer to its end, reading as lines arrive, and samples its peak memory
  /// from `/proc` (a spawned child's `ru_maxrss` would include the parent's pages).
  static func measure(_ executable: String, _ arguments: [String], _ seconds: Int) throws -> Result
  {
    let pty = try PseudoTerminal(
      executable: executable, arguments: arguments, environment: ChildEnvironment.values,
      size: Size(columns: 80, rows: 24))
    var peakKilobytes = 0
    // The last line may be followed by the bell (`00:00\n\u{7}`), so look for the line, not
    // a suffix; and give up after a bounded number of reads, not after the last output's
    // time, which stops advancing when the child falls silent.
    var reads = 0
    var steady = SteadyWakeups()
    while !pty.text.contains("00:00\r\n"), reads < (seconds + 30) * 2 {
      try pty.read(timeout: .milliseconds(500)) { $0.contains("00:00\r\n") }
      peakKilobytes = max(peakKilobytes, peakResidentKilobytes(of: pty.processID))
      // Sampled until the last line: the end's own work is not the steady rate.
      if !pty.text.contains("00:00\r\n") {
        steady.sample(pty.processID, at: pty.now() - pty.startTime)
      }
      reads += 1
    }
    let exit = try pty.waitForExit(timeout: .seconds(10))
    return analyse(
      pty, exit: exit, peakKilobytes: peakKilobytes, steadyWakeups: steady.perSecond)
  }

  /// `VmHWM` from `/proc/PID/status`: the peak resident set of the process's own image.
  static func peakResidentKilobytes(of pid: pid_t) -> Int {
    statusFields("/proc/\(pid)/status", ["VmHWM"])["VmHWM"] ?? 0
  }

  /// The lines of `pty`'s output that `keep` takes (carriage returns dropped), each with
  /// its arrival: the time of the chunk that completed it.
  static func lines(
    of pty: PseudoTerminal, where keep: (String) -> Bool
  ) -> [(text: String, time: Duration)] {
    var found: [(text: String, time: Duration)] = []
    var line: [UInt8] = []
    for chunk in pty.chunks {
      for byte in chunk.bytes {
        guard byte == UInt8(ascii: "\n") else {
          line.append(byte)
          continue
        }
        let text = String(decoding: line.filter { $0 != 13 }, as: UTF8.self)
        if keep(text) { found.append((text, chunk.time)) }
        line = []
      }
    }
    return found
  }

  static func analyse(
    _ pty: PseudoTerminal, exit: ProcessExit, peakKilobytes: Int, steadyWakeups: Double?
  ) -> Result {
    // Only the countdown's own lines: the summary and warnings after it (on standard
    // error, the same terminal) are not seconds.
    let readouts = lines(of: pty, where: isReadout)
    let arrivals = readouts.map(\.time)
    let values = readouts.map(\.text)
    let first = arrivals.first ?? pty.startTime
    let grid = SecondGrid(arrivals: arrivals)
    let lateness = grid.lateness
    let end = pty.chunks.last?.time ?? first
    return Result(
      latenessMilliseconds: lateness, driftPerMinute: grid.driftPerMinute,
      firstLineMilliseconds: milliseconds(first - pty.startTime),
      values: values, exit: exit, wallSeconds: milliseconds(end - pty.startTime) / 1000,
      peakKilobytes: peakKilobytes, steadyWakeups: steadyWakeups)
  }

  static func report(seconds: Int, loaded: Bool, cadence: Result, naive: Result) {
    print(
      "== \(seconds) s timer --plain in a pty\(loaded ? ", both cores busy" : ", idle machine")")
    printRow("", "cadence", "naive", "target")
    let a = Sample(cadence.latenessMilliseconds)
    let b = Sample(naive.latenessMilliseconds)
    printRow("lateness p50 (ms)", fixed(a.median, 3), fixed(b.median, 3))
    printRow(
      "lateness p99 (ms)", fixed(a.percentile(99), 3), fixed(b.percentile(99), 3),
      loaded ? "< 5" : "< 1")
    printRow("lateness max (ms)", fixed(a.max, 3), fixed(b.max, 3))
    printRow("drift (ms per minute)", fixed(drift(cadence), 3), fixed(drift(naive), 3), "0")
    printRow(
      "CPU share of one core (%)", fixed(cpuShare(cadence), 4), fixed(cpuShare(naive), 4), "< 0.05")
    printRow("wake-ups per second, whole run", fixed(wakeups(cadence), 2), fixed(wakeups(naive), 2))
    printRow(
      "wake-ups per second, steady", cadence.steadyWakeups.map { fixed($0, 2) } ?? "n/a",
      naive.steadyWakeups.map { fixed($0, 2) } ?? "n/a", "< 1.5")
    printRow(
      "first line after spawn (ms)", fixed(cadence.firstLineMilliseconds, 1),
      fixed(naive.firstLineMilliseconds, 1), "< 20")
    printRow(
      "max resident (MB)", fixed(Double(cadence.peakKilobytes) / 1024, 1),
      fixed(Double(naive.peakKilobytes) / 1024, 1), "< 10")
    printRow(
      "lines / skipped or repeated",
      "\(cadence.values.count) / \(irregular(cadence.values, seconds))",
      "\(naive.values.count) / \(irregular(naive.values, seconds))", "\(seconds + 1) / 0")
    print("")
  }

  static func drift(_ result: Result) -> Double {
    result.driftPerMinute
  }

  static func cpuShare(_ result: Result) -> Double {
    milliseconds(result.exit.usage.cpuTime) / 1000 / result.wallSeconds * 100
  }

  static func wakeups(_ result: Result) -> Double {
    let usage = result.exit.usage
    return Double(usage.voluntaryContextSwitches + usage.involuntaryContextSwitches)
      / result.wallSeconds
  }

  /// Whether `line` is a countdown's `MM:SS`.
  static func isReadout(_ line: String) -> Bool {
    let characters = Array(line)
    return characters.count == 5 && characters[2] == ":"
      && characters.enumerated().allSatisfy {
        $0.offset == 2 || $0.element.isASCII && $0.element.isNumber
      }
  }

  /// Lines that are not the expected `N, N-1, …, 0` sequence.
  static func irregular(_ values: [String], _ seconds: Int) -> Int {
    let expected = (0...seconds).reversed().map {
      String(format2: $0 / 60) + ":" + String(format2: $0 % 60)
    }
    let got = Set(values)
    return expected.filter { !got.contains($0) }.count + (values.count - got.count)
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  static func executableDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
      count > 0
      ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : CommandLine.arguments[0]
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
  }
}
