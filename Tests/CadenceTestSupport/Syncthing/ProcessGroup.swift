#if canImport(Glibc)
  import Glibc
#endif

/// A program started in a process group of its own, its output appended to a log file, and
/// stopped by that group's id: SIGTERM, then SIGKILL after a bound.
///
/// A group because `syncthing serve --no-restart` still runs as two processes (a monitor
/// and the syncthing it starts, seen with `ps --forest`): a SIGKILL to the monitor alone
/// would leave the other running. The group's id is the first process's pid.
final class ProcessGroup: @unchecked Sendable {
  // @unchecked: `ended` is touched only by `stop`, which one test calls (and deinit).
  /// The first process's pid, which is also the group's id.
  let id: pid_t
  private var ended = false

  /// Starts `arguments[0]` (a path) with exactly `environment`; standard input is
  /// `/dev/null`, standard output and error are appended to `log`.
  init(_ arguments: [String], environment: [String: String], log: String) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    let argv = arguments.map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv + [nil], envp + [nil])
    guard result == 0 else { throw SpawnFailed(program: arguments[0], errno: result) }
    id = pid
  }

  /// The program could not be started.
  struct SpawnFailed: Error, CustomStringConvertible {
    let program: String
    let errno: Int32
    var description: String { "cannot start \(program): \(String(cString: strerror(errno)))" }
  }

  /// Whether the first process has ended (it is reaped then).
  var hasEnded: Bool {
    if ended { return true }
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(id, &status, WNOHANG) } while result == -1 && errno == EINTR
    if result == id || (result == -1 && errno == ECHILD) { ended = true }
    return ended
  }

  /// SIGTERM to the group, unless the first process has ended.
  func terminate() {
    if !ended { kill(-id, SIGTERM) }
  }

  /// SIGTERM to the group; once the first process has ended, or after `bound`, SIGKILL to
  /// whatever is left in the group; then the first process is reaped. Safe to call twice.
  func stop(bound: Duration = .seconds(5)) {
    guard !ended else { return }
    kill(-id, SIGTERM)
    let clock = ContinuousClock()
    let end = clock.now + bound
    while !hasEnded, clock.now < end { usleep(20_000) }
    // The monitor waits for the syncthing it started before it exits; anything still in
    // the group now is killed.
    kill(-id, SIGKILL)
    if !ended {
      var status: Int32 = 0
      while waitpid(id, &status, 0) == -1 && errno == EINTR {}
      ended = true
    }
  }

  deinit { stop() }
}
