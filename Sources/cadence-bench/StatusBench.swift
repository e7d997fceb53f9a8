import CadenceStore
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// `cadence status` as a status bar calls it, every second: one process from start to exit
/// (posix_spawn to wait4, output to /dev/null), beside `date`'s in the same run,
/// interleaved, with nothing running and with one practice running.
enum StatusBench {
  static let runs = 60

  static func run() {
    print("== cadence status per call, process start to exit (\(runs) calls each, interleaved)")
    let cadence = TimerRunBench.executableDirectory() + "/cadence"
    let candidates: [String] = ["/usr/bin/date", "/bin/date"]
    guard let date = candidates.first(where: { access($0, X_OK) == 0 }) else {
      print("  no date(1) to compare with")
      return
    }
    let directory = NSTemporaryDirectory() + "cadence-bench-status-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let environment = [
      "LANG=C.UTF-8", "CADENCE_DATA_DIR=\(directory)", "PATH=/usr/bin:/bin",
    ]
    printRow("", "cadence", "date")
    // The floor: a cadence process that reads nothing.
    measure(
      "cadence --version (the process alone)", cadence, date, environment, ["--version"],
      command: [])
    measure("nothing running (no database yet)", cadence, date, environment)
    do {
      let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
      measure("nothing running (a database)", cadence, date, environment)
      // This process is the practice's owner: alive, so status shows it.
      try store.showRunning(
        RunningPractice(
          id: UUID(), kind: "timer", label: "bench", clock: .running(zeroAt: Date()),
          planned: .seconds(1500)), at: Date())
      measure("a timer running", cadence, date, environment)
      try store.showRunning(
        RunningPractice(
          id: UUID(), kind: "pomodoro", clock: .paused(elapsed: .seconds(61)),
          planned: .seconds(300), segment: "shortBreak"), at: Date())
      measure("two running, --json", cadence, date, environment, ["--json"])
    } catch {
      print("  failed: \(error)")
    }
  }

  private static func measure(
    _ name: String, _ cadence: String, _ date: String, _ environment: [String],
    _ options: [String] = [], command: [String] = ["status"]
  ) {
    var ours: [(wall: Double, cpu: Double)] = []
    var theirs: [(wall: Double, cpu: Double)] = []
    for _ in 0..<runs {
      if let call = spawn(cadence, command + options, environment) { ours.append(call) }
      if let call = spawn(date, [], environment) { theirs.append(call) }
    }
    let wall = (Sample(ours.map(\.wall)), Sample(theirs.map(\.wall)))
    let cpu = (Sample(ours.map(\.cpu)), Sample(theirs.map(\.cpu)))
    print("  " + name)
    printRow("    wall, median ms", fixed(wall.0.median, 2), fixed(wall.1.median, 2))
    printRow("    wall, p90 ms", fixed(wall.0.percentile(90), 2), fixed(wall.1.percentile(90), 2))
    printRow("    CPU (user+sys), median ms", fixed(cpu.0.median, 2), fixed(cpu.1.median, 2))
  }

  /// Wall time (monotonic, from before `posix_spawn` to after `wait4`) and the child's
  /// CPU, in milliseconds; `nil` if it could not run or failed.
  static func spawn(_ executable: String, _ arguments: [String], _ environment: [String])
    -> (wall: Double, cpu: Double)?
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup($0) }
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let started = monotonicMilliseconds()
    guard posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil]) == 0 else {
      return nil
    }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid, status == 0 else { return nil }
    let wall = monotonicMilliseconds() - started
    let cpu =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return (wall, cpu)
  }
}
