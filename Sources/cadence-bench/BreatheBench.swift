import Cadence
import CadenceCLI
import CadenceSystem
import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// A real `cadence breathe box` session, full screen in an 80x24 pty, beside the same
/// screen drawn at a fixed 20 Hz (the usual way: tick, render, diff, write), both run in
/// the same process of measurement one after the other.
///
/// A phase switch is seen on screen by replaying the bytes into a headless terminal and
/// timestamping the chunk after which the phase line shows a new phase; its lateness is
/// measured against the first frame plus the count-in plus whole phases.
enum BreatheBench {
  static let size = Size(columns: 80, rows: 24)
  static let phase = Duration.seconds(4)
  static let countIn = Duration.seconds(3)
  static let titles = ["Get ready", "Breathe in", "Breathe out", "Hold", "Done"]

  struct Run {
    let chunks: [OutputChunk]
    let exit: ProcessExit
    let peakKilobytes: Int
  }

  /// What the bytes showed.
  struct Analysis {
    /// Each phase switch's lateness on screen, in ms, in order.
    var lateness: [Double] = []
    /// Each phase switch's ideal instant, in seconds after the first frame.
    var ideal: [Double] = []
    /// Frame start times (chunks closer than 5 ms are one frame).
    var frames: [Duration] = []
    var firstFrameBytes = 0
    var totalBytes = 0
    /// Frames strictly inside holds (20 ms clear of their edges), and how many holds.
    var holdFrames = 0
    var holds = 0
    var wallSeconds = 0.0
  }

  static func run(seconds: Int, loaded: Bool) {
    let directory = TimerRunBench.executableDirectory()
    let cycles = max(1, seconds / 16)
    let data = TemporaryData()
    do {
      let cadence = try measure(
        directory + "/cadence",
        ["breathe", "box", "--cycles", "\(cycles)", "--no-note", "--data-dir", data.path],
        cycles: cycles)
      let naive = try measure(
        directory + "/cadence-bench", ["naive-breathe", "\(cycles)"], cycles: cycles)
      let paused =
        loaded ? nil : try pausedWakeUps(directory + "/cadence", data: data.path, for: .seconds(10))
      report(
        cycles: cycles, loaded: loaded, cadence: analyse(cadence, cycles: cycles),
        naive: analyse(naive, cycles: cycles), cadenceRun: cadence, naiveRun: naive,
        paused: paused)
    } catch {
      print("breathe run failed: \(error)")
    }
  }

  static func measure(_ executable: String, _ arguments: [String], cycles: Int) throws -> Run {
    let pty = try PseudoTerminal(
      executable: executable, arguments: arguments,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"],
      size: size)
    let limit = countIn + phase * (4 * cycles) + .seconds(30)
    var peak = 0
    var exit: ProcessExit?
    while exit == nil {
      try pty.read(timeout: .milliseconds(500))
      peak = max(peak, TimerRunBench.peakResidentKilobytes(of: pty.processID))
      exit = try? pty.waitForExit(timeout: .milliseconds(1))
      if let last = pty.chunks.last, last.time - pty.startTime > limit {
        exit = try pty.waitForExit(timeout: .seconds(5))
      }
    }
    return Run(chunks: pty.chunks, exit: exit!, peakKilobytes: peak)
  }

  /// Replays the output, finding frames and the instants each new phase appeared.
  static func analyse(_ run: Run, cycles: Int) -> Analysis {
    var result = Analysis()
    var screen = HeadlessScreen(size: size)
    var shown: String?
    var origin: Duration?
    var last: Duration?
    for chunk in run.chunks {
      screen.apply(chunk.bytes)
      result.totalBytes += chunk.bytes.count
      if let last, chunk.time - last < .milliseconds(5) {
        if result.frames.count == 1 { result.firstFrameBytes += chunk.bytes.count }
      } else {
        result.frames.append(chunk.time)
        if result.frames.count == 1 { result.firstFrameBytes = chunk.bytes.count }
      }
      last = chunk.time
      let title = phaseTitle(screen)
      guard let title, title != shown else { continue }
      shown = title
      guard let start = origin else {
        origin = chunk.time
        continue
      }
      // The switch this is: the nearest ideal one (robust to one skipped by a stall).
      let sinceFirst = TimerRunBench.milliseconds(chunk.time - start - countIn)
      let index = (sinceFirst / TimerRunBench.milliseconds(phase)).rounded()
      result.lateness.append(sinceFirst - index * TimerRunBench.milliseconds(phase))
      result.ideal.append((TimerRunBench.milliseconds(countIn + phase * Int(index))) / 1000)
    }
    guard let origin else { return result }
    for cycle in 0..<cycles {
      for hold in [1, 3] {
        let begin = origin + countIn + phase * (4 * cycle + hold) + .milliseconds(20)
        let end = begin + phase - .milliseconds(40)
        result.holds += 1
        result.holdFrames += result.frames.filter { $0 > begin && $0 < end }.count
      }
    }
    result.wallSeconds = TimerRunBench.milliseconds((last ?? origin) - origin) / 1000
    return result
  }

  /// The phase title on the screen, if one shows.
  static func phaseTitle(_ screen: HeadlessScreen) -> String? {
    for line in screen.lines.reversed() {
      let text = line.drop { $0 == " " }
      if let title = titles.first(where: { text.hasPrefix($0) }) { return title }
    }
    return nil
  }

  /// Context switches of a session paused with space, over `length` of being paused.
  static func pausedWakeUps(_ executable: String, data: String, for length: Duration) throws
    -> Int
  {
    let pty = try PseudoTerminal(
      executable: executable, arguments: ["breathe", "box", "--no-note", "--data-dir", data],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], size: size)
    _ = try pty.read(timeout: .seconds(5)) { $0.contains("Get ready") }
    try pty.write(" ")
    _ = try pty.read(timeout: .seconds(5)) { $0.contains("paused") }
    try pty.read(timeout: .milliseconds(200))
    let before = contextSwitches(of: pty.processID)
    try pty.read(timeout: length)
    let after = contextSwitches(of: pty.processID)
    try pty.write("q")
    _ = try pty.waitForExit(timeout: .seconds(5))
    return after - before
  }

  static func report(
    cycles: Int, loaded: Bool, cadence a: Analysis, naive b: Analysis, cadenceRun: Run,
    naiveRun: Run, paused: Int?
  ) {
    let title = loaded ? "both cores busy" : "idle machine"
    print("== breathe box, \(cycles) cycles (\(3 + 16 * cycles) s) full screen at 80x24, \(title)")
    printRow("", "cadence", "20 Hz", "target")
    let la = Sample(a.lateness)
    let lb = Sample(b.lateness)
    printRow("phase switches seen", "\(a.lateness.count)", "\(b.lateness.count)", "\(4 * cycles)")
    printRow("switch lateness p50 (ms)", fixed(la.median, 3), fixed(lb.median, 3))
    printRow(
      "switch lateness p99 (ms)", fixed(la.percentile(99), 3), fixed(lb.percentile(99), 3),
      loaded ? "< 17" : "< 2")
    printRow("switch lateness max (ms)", fixed(la.max, 3), fixed(lb.max, 3))
    printRow("drift, last - first switch (ms)", fixed(drift(a), 3), fixed(drift(b), 3), "0")
    let late = zip(a.ideal, a.lateness).filter { $0.1 > 2 }
    printRow(
      "switches over 2 ms late", "\(late.count)", "\(b.lateness.filter { $0 > 2 }.count)")
    if !late.isEmpty {
      print(
        "  cadence's late ones (s: ms): "
          + late.prefix(12).map { fixed($0.0, 0) + ": " + fixed($0.1, 1) }.joined(separator: ", "))
    }
    printRow(
      "bytes/s after the first frame", fixed(rate(a), 1), fixed(rate(b), 1), "< 2225")
    printRow("first frame (bytes)", "\(a.firstFrameBytes)", "\(b.firstFrameBytes)")
    printRow(
      "CPU share of one core (%)", fixed(cpu(cadenceRun, a), 4), fixed(cpu(naiveRun, b), 4),
      "< 0.165")
    printRow(
      "wake-ups per second", fixed(wakeUps(cadenceRun, a), 2), fixed(wakeUps(naiveRun, b), 2))
    printRow(
      "frames (visible changes) /s", fixed(Double(a.frames.count) / a.wallSeconds, 2),
      fixed(Double(b.frames.count) / b.wallSeconds, 2))
    printRow(
      "frames inside a 4 s hold", fixed(Double(a.holdFrames) / Double(max(a.holds, 1)), 2),
      fixed(Double(b.holdFrames) / Double(max(b.holds, 1)), 2), "3 (seconds left)")
    if let paused {
      printRow("wake-ups in 10 s paused", "\(paused)", "", "0")
    }
    printRow(
      "max resident (MB)", fixed(Double(cadenceRun.peakKilobytes) / 1024, 1),
      fixed(Double(naiveRun.peakKilobytes) / 1024, 1))
    print("")
  }

  /// The median lateness of the last ten switches minus that of the first ten: a clock
  /// that drifts moves the whole tail; a few late wake-ups do not.
  static func drift(_ analysis: Analysis) -> Double {
    let values = analysis.lateness
    guard values.count >= 10 else { return .nan }
    return Sample(Array(values.suffix(10))).median - Sample(Array(values.prefix(10))).median
  }

  static func rate(_ analysis: Analysis) -> Double {
    Double(analysis.totalBytes - analysis.firstFrameBytes) / max(analysis.wallSeconds, 1)
  }

  static func cpu(_ run: Run, _ analysis: Analysis) -> Double {
    TimerRunBench.milliseconds(run.exit.usage.cpuTime) / 10 / max(analysis.wallSeconds, 1)
  }

  static func wakeUps(_ run: Run, _ analysis: Analysis) -> Double {
    Double(run.exit.usage.voluntaryContextSwitches + run.exit.usage.involuntaryContextSwitches)
      / max(analysis.wallSeconds, 1)
  }
}

/// The baseline: the same breathing screen, updated, rendered and diffed every 50 ms
/// (a fixed 20 Hz, as breathe-cli does), sleeping 50 ms between frames.
enum NaiveBreathe {
  static func run(cycles: Int) {
    guard let terminal = try? POSIXTerminal() else { return }
    try? terminal.enter()
    defer { terminal.restore() }
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: cycles)
    var app = BreatheApp(session: session, options: .init(title: "Box breathing · 4-4-4-4"))
    var renderer = ANSIRenderer()
    let time = KernelClock(.suspending)
    let start = time.now()
    var previous: Buffer?
    while true {
      let result = app.update(.deadline, at: time.now() - start)
      let size = (try? terminal.size()) ?? BreatheBench.size
      var buffer = Buffer(size: size)
      app.render(into: &buffer)
      let bytes = previous.map { renderer.render(from: $0, to: buffer) } ?? renderer.redraw(buffer)
      try? terminal.write(bytes)
      previous = buffer
      if result.ending != nil { break }
      usleep(50_000)
    }
  }
}

/// A data directory for the benchmark's sessions, removed afterwards.
final class TemporaryData {
  let path: String

  init() {
    var template = Array("/tmp/cadence-bench-XXXXXX".utf8CString)
    _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    for name in ["cadence.sqlite3", "cadence.sqlite3-wal", "cadence.sqlite3-shm"] {
      unlink(path + "/" + name)
    }
    rmdir(path)
  }
}
