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
/// The places are libpulse's own: `PULSE_SERVER` names servers (a socket path or `unix:`
/// one must be a socket; `tcp:` and host names may answer), else the native socket in the
/// runtime directory
/// (`$XDG_RUNTIME_DIR/pulse/native`, or `/run/user/UID/pulse/native` without it), else the
/// system-wide one (`/run/pulse/native`). A server named only in a `client.conf`
/// (`default-server`) or on the X11 root window is not seen: the runtime socket is where
/// every desktop's server listens.
public enum PulseReach {
  /// Whether `libpulse.so.0` loads with every function the player calls (it stays loaded,
  /// as a practice that plays would load it).
  public static var libraryLoads: Bool { PulseLibrary.load() != nil }

  /// The largest client configuration read: libpulse's own is under 2 KB.
  static let largestConfiguration: Int64 = 64 * 1024

  /// Why no server can be reached in `environment`, or `nil` when one may be.
  public static func problem(in environment: [String: String]) -> SoundProblem? {
    if let configuration = environment["PULSE_CLIENTCONFIG"], !configuration.isEmpty {
      guard let found = FileSystem.kind(ofPath: configuration), found.kind == .regular,
        found.size <= largestConfiguration
      else { return .badConfiguration(configuration) }
    }
    let candidates =
      environment["PULSE_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
      .map(servers(named:)) ?? sockets(in: environment).map { Optional($0) }
    // A server over the network may answer; a socket path must be a socket.
    let reachable = candidates.contains { path in
      path.map { FileSystem.kind(ofPath: $0)?.kind == .socket } ?? true
    }
    return reachable ? nil : .noServer("no server socket")
  }

  /// The servers `PULSE_SERVER` names (libpulse's list: separated by spaces, each maybe
  /// behind a `{machine id}`): a local one as its socket's path, one over the network as
  /// `nil` (it may answer; only libpulse can tell).
  static func servers(named list: String) -> [String?] {
    list.split(separator: " ").map { entry in
      var server = Substring(entry)
      if server.hasPrefix("{"), let close = server.firstIndex(of: "}") {
        server = server[server.index(after: close)...]
      }
      if server.hasPrefix("unix:") { return String(server.dropFirst("unix:".count)) }
      if server.hasPrefix("/") { return String(server) }
      return nil
    }
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
