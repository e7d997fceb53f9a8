import CadenceStore
import CadenceSystem
import Foundation
import TerminalUI

/// The store's hot paths on a real file in a temporary directory: a session write (with a
/// fsync-per-commit baseline), a checkpoint, stats over ten years of daily practice (with a
/// load-everything baseline) and the export, each beside its target from issue 4.
enum StoreBench {
  /// Targets from issue 4, by the start of the row name.
  private static let targets: [(prefix: String, target: String)] = [
    ("session write, begin+finish, median (synchronous=NORMAL", "target < 2 ms"),
    ("stats over ten years", "target < 50 ms"),
    ("export to JSON", "target < 200 ms"),
  ]

  static func run() {
    print("== store (SQLite file in a temporary directory)")
    let directory = NSTemporaryDirectory() + "cadence-bench-store-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    do {
      let rows =
        try StoreBenchmark.run(in: directory) + [
          try checkpoint(in: directory), try handOff(in: directory),
        ]
      let width = rows.map(\.name.count).max() ?? 0
      for row in rows {
        let target = targets.first { row.name.hasPrefix($0.prefix) }?.target ?? ""
        let name = row.name.padding(toLength: width, withPad: " ", startingAt: 0)
        let value = String(repeating: " ", count: max(0, 12 - row.value.count)) + row.value
        let line = "  \(name)  \(value)  \(target)"
        print(String(line.reversed().drop { $0 == " " }.reversed()))
      }
    } catch {
      print("  failed: \(error)")
    }
  }

  /// What a running timer writes every 5 s: one `updateSession`, median of 1000.
  private static func checkpoint(in directory: String) throws -> (name: String, value: String) {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory + "/checkpoint"))
    let session = try store.beginSession(NewSession(kind: .timer, name: "timer"))
    let clock = ContinuousClock()
    let times = try (1...1000).map { second in
      let start = clock.now
      try store.updateSession(session.id, active: .seconds(second), cyclesCompleted: 0)
      return clock.now - start
    }.sorted()
    let microseconds = times[times.count / 2] / .microseconds(1)
    return (
      "session checkpoint (update every 5 s), median of 1000",
      String(format: "%.3f ms", microseconds / 1000)
    )
  }

  /// What the frame loop pays for the same checkpoint since the writes moved off it: handing
  /// it to the writer's thread (``WorkerThread/submit(_:)``), median of 1000, each written
  /// before the next is handed over, as checkpoints 5 s apart are.
  private static func handOff(in directory: String) throws -> (name: String, value: String) {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory + "/hand-off"))
    let session = try store.beginSession(NewSession(kind: .timer, name: "timer"))
    let worker = try WorkerThread()
    defer { worker.close() }
    let clock = ContinuousClock()
    var times: [Duration] = []
    for second in 1...1000 {
      let start = clock.now
      worker.submit {
        try? store.updateSession(session.id, active: .seconds(second), cyclesCompleted: 0)
      }
      times.append(clock.now - start)
      _ = worker.waitUntilIdle(timeout: .seconds(10))
    }
    times.sort()
    let microseconds = times[times.count / 2] / .microseconds(1)
    return (
      "session checkpoint, the loop's part (hand-off to the writer), median of 1000",
      String(format: "%.3f ms", microseconds / 1000)
    )
  }
}
