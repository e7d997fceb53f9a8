import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// A running full-screen countdown — `cadence timer 25m --quiet`, watched for N seconds and
/// then closed with `q` — in a pty of a given size, beside a naive full-screen 25-minute
/// timer that redraws the whole screen every second.
///
/// A 25-minute countdown is the common case; a 60-second one moves its progress bar 25
/// times as fast, which shows in the bytes per second (run `--fullscreen-total 60` to see).
enum FullScreenBench {
  struct Frames {
    let starts: [Duration]
    let firstFrameBytes: Int
    let totalBytes: Int
    let firstFrameAfterSpawn: Duration
    let exit: ProcessExit
    let peakKilobytes: Int
    let steadyWakeups: Double?
  }

  static func run(seconds: Int, sizes: [Size], loaded: Bool, total: Int = 1500) {
    let directory = TimerRunBench.executableDirectory()
    for size in sizes {
      do {
        let cadence = try measure(
          directory + "/cadence", ["timer", "\(total)", "--quiet"], size: size,
          seconds: seconds)
        let naive = try measure(
          directory + "/cadence-bench", ["naive-fullscreen", "\(total)"], size: size,
          seconds: seconds)
        report(seconds: seconds, size: size, loaded: loaded, cadence: cadence, naive: naive)
      } catch {
        print("full-screen run failed: \(error)")
      }
    }
  }

  static func measure(
    _ executable: String, _ arguments: [String], size: Size, seconds: Int,
    environment: [String: String] = ChildEnvironment.values
  ) throws -> Frames {
    let pty = try PseudoTerminal(
      executable: executable, arguments: arguments, environment: environment, size: size)
    var peak = 0
    var steady = SteadyWakeups()
    // Watch N seconds and a half (the N-th frame lands at N s), then close it.
    let end = pty.startTime + .seconds(seconds) + .milliseconds(500)
    while pty.now() < end {
      try pty.read(timeout: min(.milliseconds(500), max(.zero, end - pty.now())))
      peak = max(peak, TimerRunBench.peakResidentKilobytes(of: pty.processID))
      steady.sample(pty.processID, at: pty.now() - pty.startTime)
    }
    let watched = pty.chunks.count
    try pty.write("q")
    try? pty.send(SIGTERM)  // the naive timer reads no keys
    let exit = try pty.waitForExit(timeout: .seconds(5))
    let chunks = pty.chunks.prefix(watched)
    // A frame is one write; a large one may arrive in several reads, and the first may
    // follow the escape sequences that enter full screen. Frames are a second apart, so
    // chunks less than 100 ms apart belong to one frame.
    var starts: [Duration] = []
    var frameBytes: [Int] = []
    var last: Duration?
    var firstFrameDone = pty.startTime
    for chunk in chunks {
      if starts.count <= 1, chunk.time - (starts.first ?? chunk.time) < .milliseconds(100) {
        firstFrameDone = chunk.time
      }
      if let last, chunk.time - last < .milliseconds(100) {
        frameBytes[frameBytes.count - 1] += chunk.bytes.count
      } else {
        starts.append(chunk.time)
        frameBytes.append(chunk.bytes.count)
      }
      last = chunk.time
    }
    return Frames(
      starts: starts, firstFrameBytes: frameBytes.first ?? 0, totalBytes: frameBytes.reduce(0, +),
      firstFrameAfterSpawn: firstFrameDone - pty.startTime, exit: exit,
      peakKilobytes: peak, steadyWakeups: steady.perSecond)
  }

  static func report(seconds: Int, size: Size, loaded: Bool, cadence: Frames, naive: Frames) {
    let title = "\(size.columns)x\(size.rows)" + (loaded ? ", both cores busy" : ", idle machine")
    print("== \(seconds) s full-screen timer in a pty, \(title)")
    printRow("", "cadence", "full redraw", "target")
    let a = lateness(cadence, seconds: seconds)
    let b = lateness(naive, seconds: seconds)
    printRow(
      "bytes per second (after 1st frame)", fixed(steadyRate(cadence, seconds), 1),
      fixed(steadyRate(naive, seconds), 1), size.columns == 80 ? "< 58" : "")
    printRow("first frame (bytes)", "\(cadence.firstFrameBytes)", "\(naive.firstFrameBytes)")
    printRow("lateness p50 (ms)", fixed(a.median, 3), fixed(b.median, 3))
    printRow(
      "lateness p99 (ms)", fixed(a.percentile(99), 3), fixed(b.percentile(99), 3),
      loaded ? "" : "< 1")
    printRow("lateness max (ms)", fixed(a.max, 3), fixed(b.max, 3))
    let wall = Double(seconds)
    printRow(
      "CPU share of one core (%)",
      fixed(TimerRunBench.milliseconds(cadence.exit.usage.cpuTime) / 10 / wall, 4),
      fixed(TimerRunBench.milliseconds(naive.exit.usage.cpuTime) / 10 / wall, 4), "< 0.05")
    let wakeA =
      Double(
        cadence.exit.usage.voluntaryContextSwitches + cadence.exit.usage.involuntaryContextSwitches)
      / wall
    let wakeB =
      Double(
        naive.exit.usage.voluntaryContextSwitches + naive.exit.usage.involuntaryContextSwitches)
      / wall
    printRow("wake-ups per second, whole run", fixed(wakeA, 2), fixed(wakeB, 2))
    printRow(
      "wake-ups per second, steady", cadence.steadyWakeups.map { fixed($0, 2) } ?? "n/a",
      naive.steadyWakeups.map { fixed($0, 2) } ?? "n/a", "< 1.5")
    printRow(
      "first frame after spawn (ms)",
      fixed(TimerRunBench.milliseconds(cadence.firstFrameAfterSpawn), 1),
      fixed(TimerRunBench.milliseconds(naive.firstFrameAfterSpawn), 1), "< 50")
    printRow(
      "max resident (MB)", fixed(Double(cadence.peakKilobytes) / 1024, 1),
      fixed(Double(naive.peakKilobytes) / 1024, 1))
    printRow(
      "frames", "\(cadence.starts.count)", "\(naive.starts.count)", "\(seconds + 1)")
    print("")
  }

  /// Frame k (k ≥ 1) against the first frame plus k seconds.
  static func lateness(_ frames: Frames, seconds: Int) -> Sample {
    Sample(SecondGrid(arrivals: Array(frames.starts.prefix(seconds + 1))).lateness)
  }

  static func steadyRate(_ frames: Frames, _ seconds: Int) -> Double {
    Double(frames.totalBytes - frames.firstFrameBytes) / Double(seconds)
  }
}

/// The baseline: clear and draw the whole screen every second, sleeping a second between
/// frames — the way a countdown is usually first written.
enum NaiveFullScreen {
  static func run(seconds: Int) {
    guard let terminal = try? POSIXTerminal() else { return }
    try? terminal.enter()
    defer { terminal.restore() }
    var renderer = ANSIRenderer()
    var remaining = seconds
    while remaining >= 0 {
      let size = (try? terminal.size()) ?? Size(columns: 80, rows: 24)
      var buffer = Buffer(size: size)
      let text = String(format2: remaining / 60) + ":" + String(format2: remaining % 60)
      let digits = BigText.fitting(text, in: size)
      buffer.render(digits, in: Rect(size).centered(digits.size))
      let fraction = Double(seconds - remaining) / Double(max(seconds, 1))
      buffer.render(
        ProgressBar(fraction: fraction),
        in: Rect(column: 10, row: size.rows - 3, columns: max(0, size.columns - 20), rows: 1))
      try? terminal.write(renderer.redraw(buffer))
      if remaining == 0 { break }
      usleep(1_000_000)
      remaining -= 1
    }
  }
}
