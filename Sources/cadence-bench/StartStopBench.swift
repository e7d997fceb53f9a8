import CadenceTestSupport
import TerminalUI
import TerminalUITesting

/// What a person waits for at a practice's two ends, with a sound server running (a null
/// sink of the bench's own, idle as a desktop's is between sounds) and without sound, side
/// by side: from exec to the first frame, from `q` to the process's exit (the shell's
/// prompt), and the peak resident memory. Then the memory of the commands that play nothing
/// (`--version`, a plain timer without sound) beside the same with sound.
///
/// The first frame is the first output that holds the practice's face (its hint line),
/// not the alternate screen's switch. `q` is sent 1.5 s in, the practice under way.
///
/// Peak memory is what the process says of itself as it exits (`CADENCE_PEAK_MEMORY`: its
/// `VmHWM`), not the bench's `wait4`: Linux keeps a process's peak across `execve`, and a
/// child spawned from the bench (`posix_spawn` shares its memory until the exec) reported
/// the bench's own 22 MB for every command.
enum StartStopBench {
  static func run(runs: Int) {
    let cadence = TimerRunBench.executableDirectory() + "/cadence"
    guard let server = SoundServer() else {
      print("\nstart and stop: skipped (pulseaudio is not installed)")
      return
    }
    defer { server.stop() }
    let practices: [(name: String, arguments: [String], face: String)] = [
      ("timer", ["timer", "10m"], "pause"),
      ("breathe", ["breathe", "box", "--no-note"], "pause"),
      ("meditate", ["meditate", "10m"], "pause"),
    ]
    print("\nstart and stop, \(runs) runs each (median; a PulseAudio server on a null sink)")
    print(
      "  practice   sound: first frame  q to exit  peak RSS   no sound: first frame  q to exit  peak RSS"
    )
    for practice in practices {
      let with = (0..<runs).compactMap { _ in
        measure(cadence, practice.arguments + ["--sound"], face: practice.face, server: server)
      }
      let without = (0..<runs).compactMap { _ in
        measure(cadence, practice.arguments + ["--no-sound"], face: practice.face, server: server)
      }
      print(
        "  " + practice.name.padding(10) + "  " + columns(with) + "       " + columns(without))
    }
    print("\nmemory (peak RSS) of commands that play nothing, and of a plain timer with sound")
    for arguments in [
      ["--version"], ["timer", "2", "--plain", "--no-sound"], ["timer", "2", "--plain"],
    ] {
      let pty = try? PseudoTerminal(
        executable: cadence, arguments: arguments,
        environment: environment(server),
        size: Size(columns: 80, rows: 24))
      guard (try? pty?.waitForExit(timeout: .seconds(10))) != nil, let pty,
        let megabytes = peak(in: pty.text)
      else { continue }
      print(
        "  cadence " + arguments.joined(separator: " ").padding(28) + fixed(megabytes, 1) + " MB")
    }
  }

  private struct Figures {
    var first: Double
    var quit: Double
    var resident: Double
  }

  private static func measure(
    _ cadence: String, _ arguments: [String], face: String, server: SoundServer
  ) -> Figures? {
    guard
      let pty = try? PseudoTerminal(
        executable: cadence, arguments: arguments,
        environment: environment(server),
        size: Size(columns: 80, rows: 24)),
      (try? pty.read(timeout: .seconds(40)) { $0.contains(face) }) == true
    else { return nil }
    var text = ""
    var first: Duration?
    for chunk in pty.chunks {
      text += String(decoding: chunk.bytes, as: UTF8.self)
      if text.contains(face) {
        first = chunk.time - pty.startTime
        break
      }
    }
    _ = try? pty.read(timeout: .milliseconds(1_500))
    let asked = pty.now()
    guard (try? pty.write("q")) != nil, (try? pty.waitForExit(timeout: .seconds(40))) != nil,
      let first, let resident = peak(in: pty.text)
    else { return nil }
    return Figures(
      first: TimerRunBench.milliseconds(first),
      quit: TimerRunBench.milliseconds(pty.now() - asked), resident: resident)
  }

  /// A child's environment: the bench's, the server's address, and the peak asked for.
  private static func environment(_ server: SoundServer) -> [String: String] {
    ChildEnvironment.values.merging(
      ["PULSE_SERVER": server.address, "CADENCE_PEAK_MEMORY": "1"]) { $1 }
  }

  /// The peak memory the process said last (`peak memory: VmHWM:  9876 kB`), in megabytes.
  private static func peak(in text: String) -> Double? {
    guard let range = text.range(of: "peak memory: VmHWM:", options: .backwards) else {
      return nil
    }
    let digits = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber }
    return Int(digits).map { Double($0) / 1024 }
  }

  private static func columns(_ runs: [Figures]) -> String {
    guard !runs.isEmpty else { return "(no run)".padding(38) }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return (fixed(median(runs.map(\.first)), 1) + " ms").padding(13)
      + (fixed(median(runs.map(\.quit)), 1) + " ms").padding(11)
      + (fixed(median(runs.map(\.resident)), 1) + " MB").padding(9)
  }
}

extension String {
  /// This string padded with spaces to `width` characters (never cut).
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
