import CadenceStore
import Foundation

/// The store's hot paths on a real file in a temporary directory: a session write (with a
/// fsync-per-commit baseline), stats over ten years of daily practice (with a
/// load-everything baseline) and the export, each beside its target from issue 4.
enum StoreBench {
  /// Targets from issue 4, by the start of the row name.
  private static let targets: [(prefix: String, target: String)] = [
    ("session write, begin+finish, median", "< 2 ms"),
    ("stats over ten years", "< 50 ms"),
    ("export to JSON", "< 200 ms"),
  ]

  static func run() {
    print("== store (SQLite file in a temporary directory)")
    let directory = NSTemporaryDirectory() + "cadence-bench-store-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    do {
      let rows = try StoreBenchmark.run(in: directory)
      let width = rows.map(\.name.count).max() ?? 0
      for row in rows {
        let target = targets.first { row.name.hasPrefix($0.prefix) }?.target ?? ""
        let name = row.name.padding(toLength: width, withPad: " ", startingAt: 0)
        let value = String(repeating: " ", count: max(0, 12 - row.value.count)) + row.value
        print("  \(name)  \(value)  \(target.isEmpty ? "" : "target \(target)")")
      }
    } catch {
      print("  failed: \(error)")
    }
  }
}
