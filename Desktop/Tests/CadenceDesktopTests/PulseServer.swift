import Foundation

/// A PulseAudio server of the test's own on a null sink (PLATFORM.md's commands), in a fresh
/// runtime directory; `nil` when `pulseaudio` is not installed or does not start. The root
/// package's `SoundServer` does more (recordings) and is not a product the desktop sees.
final class PulseServer: @unchecked Sendable {
  // @unchecked: set up in init and stopped by the one test that made it; `streams` only
  // reads.
  let directory: String
  /// The address to give libpulse (`PULSE_SERVER`).
  let address: String
  /// The daemon, started with `posix_spawn`: Foundation's `Process` on Linux waits for its
  /// children one at a time, so a `pactl` run by it never ended while the daemon lived.
  private let daemon: pid_t

  init?() {
    let executable = "/usr/bin/pulseaudio"
    guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
    directory = NSTemporaryDirectory() + "cadence-desktop-pulse-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    address = "unix:\(directory)/pulse/native"
    let arguments = [
      executable, "-n", "--daemonize=no", "--exit-idle-time=-1",
      "-L", "module-null-sink sink_name=test rate=48000",
      "-L", "module-native-protocol-unix",
    ]
    let environment = Self.environment(directory).map { "\($0.key)=\($0.value)" }
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
    }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
    daemon = pid
    // Ready once its null sink is listed (the socket appears before its modules load).
    for _ in 0..<60 where !list("sinks").contains("test") { usleep(50_000) }
    guard list("sinks").contains("test") else {
      stop()
      return nil
    }
  }

  /// The environment of the server and its clients: the runtime directory its socket is in.
  private static func environment(_ directory: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = directory
    environment["HOME"] = directory
    environment["PULSE_SERVER"] = nil
    return environment
  }

  /// How many streams play on the server now.
  var streams: Int {
    list("sink-inputs").split(separator: "\n").count
  }

  /// `pactl list short <what>` on this server (empty when it fails).
  private func list(_ what: String) -> String {
    let pactl = Process()
    pactl.executableURL = URL(fileURLWithPath: "/usr/bin/pactl")
    pactl.arguments = ["list", "short", what]
    pactl.environment = Self.environment(directory)
    let output = Pipe()
    pactl.standardOutput = output
    pactl.standardError = FileHandle.nullDevice
    guard (try? pactl.run()) != nil else { return "" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    pactl.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  func stop() {
    kill(daemon, SIGTERM)
    var status: Int32 = 0
    waitpid(daemon, &status, 0)
    try? FileManager.default.removeItem(atPath: directory)
  }
}
