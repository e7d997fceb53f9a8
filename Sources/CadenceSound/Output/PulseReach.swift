import CadenceSystem

/// Whether a PulseAudio server (or PipeWire's pipewire-pulse) can be reached at all, told
/// from the environment and the file system alone, before `libpulse` is loaded.
///
/// Why before: loading `libpulse` and its dependencies costs 4 MB of resident memory
/// (measured: `timer 2 --plain` 17.5 MB against 13.4 MB with `--no-sound`), and a machine
/// with no server (a server, a container, SSH) has nothing to gain from it. And why some
/// checks libpulse would not make: a client configuration that is not a regular file of a
/// sane size makes `pa_context_new` read for ever (`PULSE_CLIENTCONFIG=/dev/zero` kept a
/// core busy and the practice frozen) or log what it read (`/dev/urandom` wrote raw bytes
/// onto the practice's screen).
///
/// The places are libpulse's own: `PULSE_SERVER` names a server (any form: a socket path,
/// `unix:`, `tcp:`; libpulse parses it), else the native socket in the runtime directory
/// (`$XDG_RUNTIME_DIR/pulse/native`, or `/run/user/UID/pulse/native` without it), else the
/// system-wide one (`/run/pulse/native`). A server named only in a `client.conf`
/// (`default-server`) or on the X11 root window is not seen: the runtime socket is where
/// every desktop's server listens.
public enum PulseReach {
  /// The largest client configuration read: libpulse's own is under 2 KB.
  static let largestConfiguration: Int64 = 64 * 1024

  /// Why no server can be reached in `environment`, or `nil` when one may be.
  public static func problem(in environment: [String: String]) -> SoundProblem? {
    if let configuration = environment["PULSE_CLIENTCONFIG"], !configuration.isEmpty {
      guard let found = FileSystem.kind(ofPath: configuration), found.kind == .regular,
        found.size <= largestConfiguration
      else { return .badConfiguration(configuration) }
    }
    if let server = environment["PULSE_SERVER"], !server.isEmpty { return nil }
    return sockets(in: environment).contains { FileSystem.kind(ofPath: $0)?.kind == .socket }
      ? nil : .noServer("no server socket")
  }

  /// Where a server's native socket may be, in libpulse's order.
  static func sockets(in environment: [String: String]) -> [String] {
    let runtime = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    return [
      (runtime ?? "/run/user/\(FileSystem.userID)") + "/pulse/native", "/run/pulse/native",
      "/var/run/pulse/native",
    ]
  }
}
