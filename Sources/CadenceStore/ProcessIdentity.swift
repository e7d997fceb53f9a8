import CadenceSystem

/// Enough about a process to tell, later and from another process, whether it is still running.
///
/// A pid alone is not enough: pids are reused, and a machine that rebooted has new ones. So on
/// Linux the owner also records its start time (`/proc/PID/stat` field 22, in clock ticks since
/// boot) and the boot id (`/proc/sys/kernel/random/boot_id`). Elsewhere only the pid is known,
/// and a reused pid merely delays recovery until that process ends; it never loses data.
///
/// A boot id that differs from ours means a reboot, not another machine: SQLite's WAL mode
/// needs every process using the file on one host (shared memory), so the data directory is
/// never shared live between machines.
public struct ProcessIdentity: Equatable, Sendable {
  /// The process id.
  public var pid: Int32
  /// The process start time in clock ticks since boot, when the platform exposes it.
  public var startTicks: Int64?
  /// The kernel's boot id, when the platform exposes it.
  public var bootID: String?

  /// Creates an identity from its parts (tests use this to stand in for a dead process).
  public init(pid: Int32, startTicks: Int64?, bootID: String?) {
    self.pid = pid
    self.startTicks = startTicks
    self.bootID = bootID
  }

  /// The identity of the calling process, read from `/proc` once and kept (a pid's start
  /// time and the boot id never change while it runs; a forked child has another pid and
  /// reads its own).
  ///
  /// Kept because a practice asks it at every status checkpoint, on its loop's thread just
  /// after a second is shown: kept, a timer's wake-up costs 205 µs of CPU instead of 310
  /// (two opens and reads of `/proc` each time), and CPU used at a wake-up makes later
  /// wake-ups under load late (issue 26).
  public static var current: ProcessIdentity {
    let pid = ProcessSystem.processID
    return kept.withLock { kept in
      if let kept, kept.pid == pid { return kept }
      let read = ProcessIdentity(
        pid: pid, startTicks: startTicks(of: pid), bootID: currentBootID())
      kept = read
      return read
    }
  }

  private static let kept = Locked<ProcessIdentity?>(nil)

  /// Whether this process is still running, judged from the calling process.
  ///
  /// Dead when the pid is not positive, when the machine has rebooted since, when `kill(pid, 0)` reports no such process, or
  /// when a process with that pid exists but started at another time (the pid was reused),
  /// or when it has ended and only waits to be reaped (a zombie, state `Z` or `X` in
  /// `/proc/PID/stat`: `kill(pid, 0)` still succeeds on it, and a killed practice whose
  /// parent never waited stayed in `cadence status`).
  public var isAlive: Bool {
    // kill(0, 0) would signal our own process group and "succeed".
    guard pid > 0 else { return false }
    if let bootID, let now = Self.currentBootID(), now != bootID { return false }
    if !ProcessSystem.processExists(pid) { return false }
    if let state = Self.state(of: pid), state == "Z" || state == "X" { return false }
    if let startTicks, let now = Self.startTicks(of: pid), now != startTicks { return false }
    return true
  }

  /// Field 3 (`state`) of `/proc/PID/stat`: `R`, `S`, `Z` for a zombie…
  static func state(of pid: Int32) -> Character? {
    guard let stat = readSmallFile("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ").first?.first
  }

  /// Field 22 (`starttime`) of `/proc/PID/stat`. The second field (the command name) may hold
  /// spaces and parentheses, so fields are counted after the last `)`.
  static func startTicks(of pid: Int32) -> Int64? {
    guard let stat = readSmallFile("/proc/\(pid)/stat"),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After ")" come field 3 (state) onwards, so field 22 is at index 19.
    guard fields.count > 19 else { return nil }
    return Int64(fields[19])
  }

  static func currentBootID() -> String? {
    readSmallFile("/proc/sys/kernel/random/boot_id").map {
      String($0.filter { !$0.isWhitespace })
    }
  }

  /// A small file of `/proc` (a `stat` line, the boot id).
  private static func readSmallFile(_ path: String) -> String? {
    guard let bytes = try? FileReading.contents(atPath: path), !bytes.isEmpty
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
