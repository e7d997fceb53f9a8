import Cadence
import CadenceCLI
import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// `cadence type` figures beside a naive typewriter measured in the same run:
/// - total CPU to reveal 10 KB, 100 KB and 1 MB (a) written with `--instant` by the real
///   binary into /dev/null, and in process; (b) as the schedule's engine cost alone:
///   build the reveal, advance a `TypewriterCursor` at every 60 fps frame of the whole
///   duration and build each frame's text — beside the naive way, which rebuilds
///   `String(text.prefix(k))` every frame and writes it all again after a `\r`;
/// - lateness of each character at 50 cps: the real binary in a pseudo terminal, every
///   output chunk timestamped and compared with the schedule's instants, beside a naive
///   loop that sleeps the same per-character delays relatively (`usleep`).
enum TypewriterBench {
  static let sizes = [10 * 1024, 100 * 1024, 1024 * 1024]
  static let frameRate = 60
  /// Naive frames timed per size when timing all of them would take too long; the total
  /// is extrapolated from their mean (the naive cost per frame is linear in the prefix,
  /// and the sample is spread evenly over the run).
  static let naiveSampleFrames = 400

  static func run() {
    let directory = TimerRunBench.executableDirectory()
    print("== cadence type: CPU to reveal a text (mixed English and CJK, wrapped at 80)")
    print(
      column("", 40) + column("10 KB", 12) + column("100 KB", 12) + column("1 MB", 14)
        + "1 MB / 10 KB")
    let texts = sizes.map(sampleText(bytes:))
    var instantBinary: [Double] = []
    var startup = Double.nan
    if let empty = writeTemporary(""), let cpu = binaryInstantCPU(directory, file: empty) {
      startup = cpu
    }
    for text in texts {
      guard let path = writeTemporary(text) else { continue }
      instantBinary.append(binaryInstantCPU(directory, file: path) ?? .nan)
    }
    let net = instantBinary.map { $0 - startup }
    let inProcess = texts.map(inProcessInstantCPU)
    let naiveInstant = texts.map { naiveCPU($0, everyCharacter: true) }
    let engine = texts.map { text in
      (0..<3).map { _ in engineCPU(text) }.min { $0.milliseconds < $1.milliseconds }!
    }
    let naive = texts.map { naiveCPU($0, everyCharacter: false) }
    print("(a) all at once")
    row("--instant, binary > /dev/null (ms)", instantBinary)
    row("  less process start (\(fixed(startup, 1)) ms)", net)
    row("--instant, in-process writer (ms)", inProcess)
    row("naive: redraw prefix per character (ms)", naiveInstant.map(\.milliseconds))
    row(
      "naive / in-process writer (times)",
      zip(naiveInstant, inProcess).map { $0.milliseconds / $1 }, ratio: false)
    print("(b) typed at 20 cps, the schedule's cost alone, a frame every 1/\(frameRate) s")
    row("engine: schedule + cursor (ms)", engine.map(\.milliseconds))
    row("  of which building the schedule (ms)", engine.map(\.buildMilliseconds))
    row(
      "  of which frames (ns per frame)",
      engine.map { ($0.milliseconds - $0.buildMilliseconds) * 1e6 / Double($0.frames) },
      ratio: false)
    row("naive: prefix rebuild per frame (ms)", naive.map(\.milliseconds))
    row(
      "naive / engine (times)", zip(naive, engine).map { $0.milliseconds / $1.milliseconds },
      ratio: false)
    print(
      "  frames at \(frameRate) fps: " + engine.map { "\($0.frames)" }.joined(separator: ", ")
        + "; naive runs of more than \(20 * naiveSampleFrames) frames are timed on")
    print("  \(naiveSampleFrames) frames spread evenly over the run and extrapolated")
    print("  targets: 1 MB / 10 KB about 100; naive / engine at least 100 at 1 MB;")
    print("           1 MB --instant well under 1000 ms")
    print("")
    LatenessBench.run(directory: directory)
  }

  private static func row(_ name: String, _ values: [Double], ratio: Bool = true) {
    let cells = values.map { fixed($0, $0 < 10 ? 2 : $0 < 100_000 ? 1 : 0) }
    let growth = ratio && values.count == 3 ? fixed(values[2] / values[0], 1) : ""
    print(
      column(name, 40) + column(cells[0], 12) + column(cells[1], 12) + column(cells[2], 14)
        + growth)
  }

  /// Mixed English and Chinese prose with punctuation and paragraphs, `bytes` of UTF-8.
  static func sampleText(bytes: Int) -> String {
    let paragraph = """
      The typewriter reveals one grapheme cluster at a time: letters, 漢字, emoji such as \
      👩‍💻 and flags such as 🇯🇵 appear whole. Punctuation lingers, lines wrap by width; \
      打字机效果逐字显示，标点处稍作停顿，长行按显示宽度换行。\n\n
      """
    var text = ""
    while text.utf8.count + paragraph.utf8.count <= bytes { text += paragraph }
    for character in paragraph where text.utf8.count + character.utf8.count <= bytes {
      text.append(character)
    }
    return text
  }

  // MARK: - (a) --instant

  /// The child's CPU (user + system) for `cadence type --instant -f file > /dev/null`,
  /// best of seven (a process start is a few milliseconds and varies as much).
  /// Wraps `posix_spawn(3)` and `wait4(2)`.
  static func binaryInstantCPU(_ directory: String, file: String) -> Double? {
    var best = Double.infinity
    for _ in 0..<7 {
      guard let usage = spawnToDevNull(directory + "/cadence", ["type", "--instant", "-f", file])
      else { return nil }
      best = min(best, usage)
    }
    return best
  }

  private static func spawnToDevNull(_ executable: String, _ arguments: [String]) -> Double? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ) == 0 else {
      return nil
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
  }

  static func writeTemporary(_ text: String) -> String? {
    let path = "/tmp/cadence-bench-type-\(getpid())-\(text.utf8.count).txt"
    guard let file = fopen(path, "w") else { return nil }
    defer { fclose(file) }
    var copy = text
    let written = copy.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
    return written == text.utf8.count ? path : nil
  }

  /// CPU to sanitise, wrap and write the text in process into a counting sink, best of 3.
  static func inProcessInstantCPU(_ text: String) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
      let sink = CountingOutput()
      let started = cpuMilliseconds()
      _ = TypesetText.write(text, options: TypesetOptions(width: 80), to: sink)
      best = min(best, cpuMilliseconds() - started)
    }
    return best
  }

  // MARK: - (b) engine against the naive prefix rebuild

  struct Cost {
    let milliseconds: Double
    let frames: Int
    var sampled = false
    var buildMilliseconds = Double.nan
  }

  static func reveal(of text: String) -> (TypesetText, TypewriterReveal) {
    let typeset = TypesetText(text, options: TypesetOptions(width: 80))
    return (typeset, TypewriterReveal(units: typeset.units, pacing: .charactersPerSecond(20)))
  }

  static func frameCount(_ reveal: TypewriterReveal) -> Int {
    let (seconds, attoseconds) = reveal.duration.components
    return Int(seconds) * frameRate
      + Int(attoseconds / (1_000_000_000_000_000_000 / Int64(frameRate))) + 1
  }

  static func frameTime(_ frame: Int) -> Duration {
    .nanoseconds(Int64(frame) * 1_000_000_000 / Int64(frameRate))
  }

  /// The engine alone, on the units `cadence type` prepared (sanitised and wrapped, not
  /// timed here): build the schedule, then every frame advance the cursor and build the
  /// frame's text.
  static func engineCPU(_ text: String) -> Cost {
    let units = TypesetText(text, options: TypesetOptions(width: 80)).units
    let started = cpuMilliseconds()
    let reveal = TypewriterReveal(units: units, pacing: .charactersPerSecond(20))
    let built = cpuMilliseconds()
    var cursor = TypewriterCursor(reveal)
    var bytes = 0
    let frames = frameCount(reveal)
    for frame in 0..<frames {
      let fresh = cursor.advance(to: frameTime(frame))
      if !fresh.isEmpty { bytes &+= reveal.text(of: fresh).utf8.count }
    }
    let took = cpuMilliseconds() - started
    if bytes == 42 { print("") }
    return Cost(milliseconds: took, frames: frames, buildMilliseconds: built - started)
  }

  /// The naive typewriter: every frame, `"\r" + String(text.prefix(k))`, all of it again;
  /// with `everyCharacter`, one frame per character (its `--instant` is "no delay").
  static func naiveCPU(_ text: String, everyCharacter: Bool) -> Cost {
    let (_, reveal) = reveal(of: text)
    let frames = everyCharacter ? reveal.count : frameCount(reveal)
    let sampled = frames > 20 * naiveSampleFrames
    let timed = sampled ? naiveSampleFrames : frames
    var bytes = 0
    let started = cpuMilliseconds()
    for sample in 0..<timed {
      let frame = sampled ? sample * (frames - 1) / (timed - 1) : sample
      let visible = everyCharacter ? frame + 1 : reveal.visibleCount(at: frameTime(frame))
      let redraw = "\r" + String(text.prefix(visible))
      bytes &+= redraw.utf8.count
    }
    let took = cpuMilliseconds() - started
    if bytes == 42 { print("") }
    return Cost(
      milliseconds: took * Double(frames) / Double(timed), frames: frames, sampled: sampled)
  }

  /// This process's CPU time. Wraps `clock_gettime(2)` with `CLOCK_PROCESS_CPUTIME_ID`.
  static func cpuMilliseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
  }
}

/// Counts what is written and keeps nothing.
final class CountingOutput: TextOutput {
  private(set) var bytes = 0
  func write(_ text: String) { bytes += text.utf8.count }
}

/// Lateness of every character at 50 cps, the real binary against a naive loop.
enum LatenessBench {
  static let text =
    "Typing at fifty characters per second, with pauses. Does each letter land on time?"
  static let rate = 50.0
  static let runs = 8

  static var reveal: TypewriterReveal {
    let typeset = TypesetText(text, options: TypesetOptions(width: 0))
    return TypewriterReveal(units: typeset.units, pacing: .charactersPerSecond(rate))
  }

  struct Run {
    let lateness: [Double]
    let usage: ResourceUsage
  }

  static func run(directory: String) {
    let reveal = reveal
    var cadence: [Run] = []
    var naive: [Run] = []
    for _ in 0..<runs {
      let arguments = ["type", "--cps", "50", "--wrap", "0", text]
      if let run = measure(directory + "/cadence", arguments, reveal) { cadence.append(run) }
      if let run = measure(directory + "/cadence-bench", ["naive-type", text], reveal) {
        naive.append(run)
      }
    }
    let seconds = TimerRunBench.milliseconds(reveal.duration) / 1000
    print(
      "== cadence type at 50 cps in a pty: \(reveal.count) characters over \(fixed(seconds, 2)) s, "
        + "\(runs) runs (load average before: \(loadAverage))")
    printRow("", "cadence", "naive", "target")
    let a = Sample(cadence.flatMap(\.lateness))
    let b = Sample(naive.flatMap(\.lateness))
    printRow("lateness p50 (ms)", fixed(a.median, 3), fixed(b.median, 3))
    printRow("lateness p99 (ms)", fixed(a.percentile(99), 3), fixed(b.percentile(99), 3), "< 1")
    printRow("lateness max (ms)", fixed(a.max, 3), fixed(b.max, 3))
    printRow("characters timed", "\(a.sorted.count)", "\(b.sorted.count)", "\(runs * reveal.count)")
    let cpu = { (runs: [Run]) in
      fixed(
        runs.map { TimerRunBench.milliseconds($0.usage.cpuTime) }.reduce(0, +)
          / Double(max(runs.count, 1)), 1)
    }
    printRow("CPU per run (ms)", cpu(cadence), cpu(naive))
    print("")
  }

  /// The first three fields of `/proc/loadavg`: other work on the machine shows here.
  static var loadAverage: String {
    guard let file = fopen("/proc/loadavg", "r") else { return "n/a" }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), file) != nil else { return "n/a" }
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  /// Runs one typing program in a pty and times every character against its instant,
  /// taking as time zero the arrival of the hidden cursor, written just before the start.
  static func measure(_ executable: String, _ arguments: [String], _ reveal: TypewriterReveal)
    -> Run?
  {
    guard
      let pty = try? PseudoTerminal(
        executable: executable, arguments: arguments,
        environment: ["TERM": "xterm", "LANG": "C.UTF-8"],
        size: Size(columns: 200, rows: 24)),
      let exit = try? pty.waitForExit(timeout: reveal.duration + .seconds(10))
    else { return nil }
    var anchor: Duration?
    var lateness: [Double] = []
    var index = 0
    var inEscape = false
    for chunk in pty.chunks {
      for byte in chunk.bytes {
        if inEscape {
          if (0x40...0x7E).contains(byte), byte != UInt8(ascii: "[") {
            inEscape = false
            if byte == UInt8(ascii: "l"), anchor == nil { anchor = chunk.time }
          }
        } else if byte == 0x1B {
          inEscape = true
        } else if (0x20...0x7E).contains(byte), let anchor, index < reveal.count {
          let due = anchor + reveal.revealInstant(of: index)
          lateness.append(TimerRunBench.milliseconds(chunk.time - due))
          index += 1
        }
      }
    }
    return Run(lateness: lateness, usage: exit.usage)
  }
}

/// The baseline typewriter: sleep each character's delay relatively, then write it.
/// Each sleep's lateness adds to the next, so the text drifts behind its schedule.
enum NaiveTypewriter {
  static func run(text: String) {
    let typeset = TypesetText(text, options: TypesetOptions(width: 0))
    let reveal = TypewriterReveal(units: typeset.units, pacing: .charactersPerSecond(50))
    writeAll("\u{1B}[?25l")
    var previous = Duration.zero
    for index in 0..<reveal.count {
      let instant = reveal.revealInstant(of: index)
      let gap = instant - previous
      previous = instant
      usleep(UInt32(gap / .microseconds(1)))
      writeAll(typeset.outputs[index])
    }
    writeAll("\r\n\u{1B}[?25h")
  }

  private static func writeAll(_ text: String) {
    var copy = text
    copy.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
  }
}
