#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program this process started: an end hook (`/bin/sh -c CMD`) or a desktop notifier.
///
/// Started with `posix_spawn(3)`, never `fork`: the child gets every signal's default
/// action back (this process ignores SIGPIPE, which an exec would otherwise keep) and an
/// empty signal mask, so it behaves as if the shell had started it.
package struct ChildProcess: Sendable {
  /// Where the child's standard input, output and error go.
  package enum Streams: Sendable {
    /// This process's own: the terminal, after it has been restored.
    case inherited
    /// `/dev/null`, all three: a notifier must never draw on a full screen.
    case discarded
  }

  /// How a child ended.
  package enum Termination: Hashable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  /// The child's process id.
  package let id: pid_t

  /// Starts `arguments[0]` (a path) with `arguments` and exactly `environment`.
  /// Wraps `posix_spawn(3)` with `POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK`.
  ///
  /// - Throws: ``SystemCallError`` naming `posix_spawn` when the program
  ///   cannot be started (not found, not executable).
  package static func spawn(
    _ arguments: [String], environment: [String: String], streams: Streams = .inherited
  ) throws -> ChildProcess {
    guard let path = arguments.first else {
      throw SystemCallError("posix_spawn", errno: ENOENT)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if streams == .discarded {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = arguments.map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil])
    guard result == 0 else { throw SystemCallError("posix_spawn", errno: result) }
    return ChildProcess(id: pid)
  }

  /// Waits for the child to end. Wraps `waitpid(2)`; retries on `EINTR` (a signal this
  /// process catches while a hook runs is queued on the signal pipe, not lost).
  package func wait() -> Termination {
    var status: Int32 = 0
    while waitpid(id, &status, 0) == -1 {
      if errno != EINTR { return .exited(127) }
    }
    return Self.termination(status)
  }

  /// The child's ending if it has ended, else `nil`. Wraps `waitpid(2)` with `WNOHANG`.
  package func poll() -> Termination? {
    var status: Int32 = 0
    var result: pid_t
    repeat {
      result = waitpid(id, &status, WNOHANG)
    } while result == -1 && errno == EINTR
    if result == -1 { return .exited(127) }
    return result == id ? Self.termination(status) : nil
  }

  /// Ends the child at once and reaps it. Wraps `kill(2)` with `SIGKILL`.
  package func kill() {
    _ = systemKill(id, SIGKILL)
    _ = wait()
  }

  private static func termination(_ status: Int32) -> Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  /// The first executable file called `name` in the directories of `path` (a `PATH`
  /// value), or `nil`. Wraps `access(2)` with `X_OK`.
  package static func executable(named name: String, in path: String?) -> String? {
    guard let path else { return nil }
    for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = directory + "/" + name
      if access(candidate, X_OK) == 0 { return String(candidate) }
    }
    return nil
  }
}

/// `kill(2)` under a name that does not clash with ``ChildProcess/kill()``.
private func systemKill(_ pid: pid_t, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
    return Glibc.kill(pid, signal)
  #else
    return Darwin.kill(pid, signal)
  #endif
}
