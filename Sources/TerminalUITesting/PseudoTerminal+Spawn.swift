import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PseudoTerminal {
  /// Opens a new pty's controlling side; returns it and the terminal side's path.
  /// Wraps `posix_openpt(3)`, `grantpt(3)`, `unlockpt(3)` and `ptsname_r(3)`.
  package static func openPrimary() throws -> (Int32, String) {
    guard let openPT = PseudoTerminalLibC.posixOpenPT, let grant = PseudoTerminalLibC.grantPT,
      let unlock = PseudoTerminalLibC.unlockPT, let name = PseudoTerminalLibC.ptsName
    else { throw TerminalError.systemCall("dlsym(posix_openpt)", errno: ENOSYS) }
    let primary = try SystemCall.retrying("posix_openpt") { openPT(O_RDWR | O_NOCTTY) }
    _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
    var path = [CChar](repeating: 0, count: 128)
    let failure = grant(primary) != 0 || unlock(primary) != 0 || name(primary, &path, 128) != 0
    if failure {
      let code = errno
      close(primary)
      throw TerminalError.systemCall("grantpt/unlockpt/ptsname_r", errno: code)
    }
    return (
      primary,
      String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    )
  }

  /// Wraps `ioctl(2)` with `TIOCSWINSZ`. Retries on `EINTR`.
  package static func setWindowSize(of fd: Int32, to size: Size) throws {
    var window = winsize(
      ws_row: UInt16(clamping: size.rows), ws_col: UInt16(clamping: size.columns),
      ws_xpixel: 0, ws_ypixel: 0)
    _ = try SystemCall.retrying("ioctl(TIOCSWINSZ)") {
      withUnsafeMutablePointer(to: &window) { ioctl(fd, UInt(TIOCSWINSZ), $0) }
    }
  }

  /// Spawns a child that starts a new session, opens the terminal at `terminalPath` as its
  /// controlling terminal and stdin/stdout/stderr, with default signal dispositions and an
  /// empty signal mask whatever the test runner had.
  /// Wraps `posix_spawn(3)` with glibc's `POSIX_SPAWN_SETSID`: the child calls `setsid`
  /// before the file actions, so opening the terminal (without `O_NOCTTY`) makes it the
  /// controlling terminal. No `fork` in a multi-threaded test process. `blockedSignals`
  /// make up the child's signal mask (empty by default).
  static func spawn(
    _ executable: String, arguments: [String], environment: [String: String],
    terminalPath: String, blockedSignals: [Int32] = []
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in blockedSignals { sigaddset(&mask, signal) }
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &mask)
    let flags =
      PseudoTerminalLibC.spawnSetSID | Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    posix_spawnattr_setflags(&attributes, flags)

    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil])
    guard result == 0 else { throw TerminalError.systemCall("posix_spawn", errno: result) }
    return pid
  }

  /// The child's exit, if it has exited.
  /// Wraps `wait4(2)` with `WNOHANG`. Retries on `EINTR`.
  static func reap(_ pid: pid_t) throws -> ProcessExit? {
    var status: Int32 = 0
    var usage = rusage()
    let result = try SystemCall.retrying("wait4") { wait4(pid, &status, WNOHANG, &usage) }
    guard result == pid else { return nil }
    return ProcessExit(status: status, usage: usage)
  }
}

/// The pseudo terminal functions that Swift's `Glibc` module does not import (they sit behind
/// `_XOPEN_SOURCE` / `_GNU_SOURCE`), looked up once with TerminalUI's ``LibC/symbol(_:)``.
private enum PseudoTerminalLibC {
  /// `int posix_openpt(int flags)`, `int grantpt(int)`, `int unlockpt(int)`.
  typealias IntToInt = @convention(c) (Int32) -> Int32
  /// `int ptsname_r(int fd, char *buf, size_t buflen)`.
  typealias PtsName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

  /// Wraps `posix_openpt(3)`.
  static let posixOpenPT: IntToInt? = LibC.symbol("posix_openpt")
  /// Wraps `grantpt(3)`.
  static let grantPT: IntToInt? = LibC.symbol("grantpt")
  /// Wraps `unlockpt(3)`.
  static let unlockPT: IntToInt? = LibC.symbol("unlockpt")
  /// Wraps `ptsname_r(3)`.
  static let ptsName: PtsName? = LibC.symbol("ptsname_r")

  /// glibc's `POSIX_SPAWN_SETSID` (`<spawn.h>`, behind `_GNU_SOURCE`): the child calls
  /// `setsid(2)` before its file actions run.
  static let spawnSetSID: Int16 = 0x80
}
