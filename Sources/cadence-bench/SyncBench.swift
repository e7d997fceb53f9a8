import CadenceStore
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Sync through a folder (issue 43): merging ten devices' ten years from nothing beside
/// importing the same records as one export, one new session from another device, the
/// log's size, and `cadence history` with sync on beside off.
enum SyncBench {
  static func run() {
    print("== sync through a folder: 10 devices x 10 years, merged into an empty store")
    let root = NSTemporaryDirectory() + "cadence-bench-sync-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: root) }
    do {
      try measure(root: root)
    } catch {
      print("  failed: \(error)")
    }
  }

  private static func measure(root: String) throws {
    let folder = root + "/folder"
    try FileManager.default.createDirectory(
      atPath: folder + "/cadence", withIntermediateDirectories: true)
    let now = Date()
    // Fewer devices for a profile: CADENCE_BENCH_SYNC_DEVICES=1 valgrind --tool=callgrind …
    let devices =
      ProcessInfo.processInfo.environment["CADENCE_BENCH_SYNC_DEVICES"].flatMap {
        Int($0)
      } ?? 10
    let written = try SyncLogFixture.write(
      devices: devices, days: 3650, sessionsPerDay: 3, noteEvery: 5, end: now,
      into: folder + "/cadence")
    print(
      "  fixture: \(written.sessions) sessions, \(written.notes) notes (half edited once),"
        + " \(written.bytes / 1024) KiB in \(devices) logs")
    printRow("", "sync merge", "import (JSON)")
    // Merge from nothing, three times, each into a new store.
    var merges: [Double] = []
    var imports: [Double] = []
    var floors: [Double] = []
    var export = Data()
    // The merges alone, for a profile: CADENCE_BENCH_SYNC_MERGES=5 perf record …
    let mergesOnly = ProcessInfo.processInfo.environment["CADENCE_BENCH_SYNC_MERGES"].flatMap {
      Int($0)
    }
    for run in 0..<(mergesOnly ?? (devices < 10 ? 1 : 3)) {
      // `sync folder` on a new, empty device: its own log is one line, the merge is all.
      let store = try SQLiteSessionStore.open(in: DataDirectory(path: root + "/merge-\(run)"))
      let start = monotonicMilliseconds()
      let report = try store.startSync(folder: folder, name: "bench")
      merges.append(monotonicMilliseconds() - start)
      precondition(report.merge.records > 0, "the merge read nothing")
      if run == 0 {
        export = try store.exportJSON()
        print("  merged: \(try store.sessionCount(SessionQuery())) sessions")
      }
      if mergesOnly != nil { continue }
      floors.append(
        try SQLiteFloor.insert(from: root + "/merge-\(run)", into: root + "/floor-\(run)"))
      let importer = try SQLiteSessionStore.open(in: DataDirectory(path: root + "/import-\(run)"))
      let importStart = monotonicMilliseconds()
      _ = try importer.importJSON(export)
      imports.append(monotonicMilliseconds() - importStart)
    }
    let merge = Sample(merges)
    if mergesOnly != nil {
      print("  from nothing, ms: " + merges.map { fixed($0, 0) }.joined(separator: " "))
      return
    }
    let imported = Sample(imports)
    printRow(
      "  from nothing, median ms", fixed(merge.median, 0), fixed(imported.median, 0), "≤ 1000")
    printRow("  from nothing, max ms", fixed(merge.max, 0), fixed(imported.max, 0))
    // The same rows inserted by SQLite alone, in the same minute: the VM's speed moves both.
    let ratios = Sample(zip(merges, floors).map { $0 / $1 })
    printRow(
      "  SQLite alone, same rows, median", fixed(Sample(floors).median, 0), "",
      "merge = \(fixed(ratios.median, 2)) x SQLite alone")
    // One new session from another device, merged into a store holding everything.
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: root + "/merge-0"))
    var one: [Double] = []
    for index in 0..<30 {
      try SyncLogFixture.appendSession(
        at: now.addingTimeInterval(Double(index + 1)), into: folder + "/cadence",
        number: Int64(1_000_000 + index))
      let start = monotonicMilliseconds()
      let merged = try store.mergeSync()
      one.append(monotonicMilliseconds() - start)
      precondition(merged.records == 1, "one new session, merged \(merged.records)")
    }
    let quiet = Sample(
      (0..<30).map { _ in
        let start = monotonicMilliseconds()
        _ = try? store.mergeSync()
        return monotonicMilliseconds() - start
      })
    printRow("  one new session, median ms", fixed(Sample(one).median, 2), "", "≤ 10")
    printRow("  one new session, max ms", fixed(Sample(one).max, 2), "")
    printRow("  nothing new, median ms", fixed(quiet.median, 2), "")
    let perSession = Double(written.sessionBytes) / Double(written.sessions)
    printRow("  bytes per session line", fixed(perSession, 0), "")
    // Ten years of daily practice on one device: a session a day, a note a week.
    let daily =
      (perSession * 3650 + Double(written.bytes - written.sessionBytes)
        / Double(written.notes) * 520) / 1024
    printRow("  one device, 10 years daily, KiB", fixed(daily, 0), "")
    historyCalls(root: root, folder: folder)
  }

  /// `cadence history` as a person runs it, on the merged store, with sync on and off.
  private static func historyCalls(root: String, folder: String) {
    let cadence = TimerRunBench.executableDirectory() + "/cadence"
    let on = root + "/merge-1"
    let off = root + "/merge-2"
    guard let store = try? SQLiteSessionStore.open(in: DataDirectory(path: off)),
      (try? store.stopSync()) != nil
    else { return }
    var withSync: [Double] = []
    var without: [Double] = []
    for _ in 0..<20 {
      for (directory, into) in [(on, 0), (off, 1)] {
        let environment = ["LANG=C.UTF-8", "CADENCE_DATA_DIR=\(directory)", "PATH=/usr/bin:/bin"]
        if let call = StatusBench.spawn(cadence, ["history", "--limit", "20"], environment) {
          if into == 0 { withSync.append(call.wall) } else { without.append(call.wall) }
        }
      }
    }
    printRow("", "sync on", "sync off")
    printRow(
      "  cadence history, median ms", fixed(Sample(withSync).median, 1),
      fixed(Sample(without).median, 1), "on ≤ 1.2 x off")
    fullScreenTimer(on: on, off: off)
  }

  /// The full-screen timer with ten devices' ten years merged, sync on and off: a practice
  /// adds no wake-up for sync (it pushes once, at its end).
  private static func fullScreenTimer(on: String, off: String) {
    let seconds = 20
    var runs: [FullScreenBench.Frames] = []
    for directory in [on, off] {
      var environment = ChildEnvironment.values
      environment["CADENCE_DATA_DIR"] = directory
      guard
        let frames = try? FullScreenBench.measure(
          TimerRunBench.executableDirectory() + "/cadence", ["timer", "1500", "--quiet"],
          size: Size(columns: 80, rows: 24), seconds: seconds, environment: environment)
      else { return }
      runs.append(frames)
    }
    func cpu(_ frames: FullScreenBench.Frames) -> String {
      fixed(TimerRunBench.milliseconds(frames.exit.usage.cpuTime) / 10 / Double(seconds), 3)
    }
    func wakeups(_ frames: FullScreenBench.Frames) -> String {
      frames.steadyWakeups.map { fixed($0, 2) } ?? "n/a"
    }
    printRow("  full-screen timer, \(seconds) s", "sync on", "sync off")
    printRow("  CPU share of one core (%)", cpu(runs[0]), cpu(runs[1]), "on = off")
    printRow("  wake-ups per second, steady", wakeups(runs[0]), wakeups(runs[1]), "on = off")
    printRow(
      "  max resident (MB)", fixed(Double(runs[0].peakKilobytes) / 1024, 1),
      fixed(Double(runs[1].peakKilobytes) / 1024, 1))
  }
}
