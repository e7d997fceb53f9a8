import CadenceStore
import Foundation

/// Timings of the store's hot paths on a real file.
///
/// Figures, not assertions (DESIGN.md "Performance, measured"): each comes with a naive or
/// less durable variant measured in the same run, so a reader sees what the design buys.
///
/// ```swift
/// for (name, value) in try StoreBenchmark.run(in: "/tmp/cadence-bench") { print(name, value) }
/// ```
enum StoreBenchmark {
  /// Runs every measurement in fresh subdirectories of `directory` (created if needed, left in
  /// place for inspection).
  ///
  /// - Returns: `(name, value)` rows in a stable order, values with units.
  static func run(in directory: String) throws -> [(name: String, value: String)] {
    var rows: [(name: String, value: String)] = []
    let suffix = String(UInt64(Date().timeIntervalSince1970 * 1000))
    for durability in [Durability.full, .normal] {
      let store = try SQLiteSessionStore.open(
        in: DataDirectory(path: directory + "/write-\(durability.rawValue)-\(suffix)"),
        calendar: .current, now: { Date() }, owner: .current, durability: durability)
      let times = try (0..<1000).map { index in
        try measure {
          let session = try store.beginSession(
            NewSession(kind: .breathe, name: "box-\(index % 7)"))
          _ = try store.finishSession(
            session.id, status: .completed, active: .seconds(300), cyclesCompleted: 5)
        }
      }
      let label = durability == .full ? "synchronous=FULL" : "synchronous=NORMAL, default"
      rows.append(("session write, begin+finish, median (\(label))", format(median(times))))
      rows.append(("session write, begin+finish, p99 (\(label))", format(percentile(times, 0.99))))
    }
    let tenYears = try populateTenYears(DataDirectory(path: directory + "/ten-years-\(suffix)"))
    rows.append(
      (
        "import of ten years (\(tenYears.count) sessions, one transaction)",
        format(tenYears.importTime)
      ))
    let store = tenYears.store
    let today = try store.practiceDay(of: Date(timeIntervalSince1970: Double(endOfData) / 1000))
    let query = StatsQuery(range: today.advanced(by: -364)...today, today: today)
    rows.append(
      (
        "stats over ten years, median of 20",
        format(median(try (0..<20).map { _ in try measure { _ = try store.stats(query) } }))
      ))
    rows.append(
      (
        "stats baseline: load every session, group in Swift",
        format(median(try (0..<5).map { _ in try measure { _ = try naiveStats(store, query) } }))
      ))
    var size = 0
    rows.append(
      (
        "export to JSON, median of 5",
        format(median(try (0..<5).map { _ in try measure { size = try store.exportJSON().count } }))
      ))
    rows.append(("export JSON size", "\(size / 1024) KiB"))
    rows.append(
      (
        "export sessions to CSV, median of 5",
        format(median(try (0..<5).map { _ in try measure { _ = try store.exportSessionsCSV() } }))
      ))
    return rows
  }

  /// The day after the ten years of sessions, 2026-01-02T00:00:00Z: in the past, since an
  /// import refuses times later than now (and the export's own time with them).
  static let endOfData: Int64 = 1_767_312_000_000

  /// About 7,000 sessions: one every day for ten years and a second on nine days in ten.
  private static func populateTenYears(_ directory: DataDirectory) throws
    -> (store: SQLiteSessionStore, count: Int, importTime: Duration)
  {
    let store = try SQLiteSessionStore.open(in: directory)
    let start: Int64 = 1_451_635_200_000  // 2016-01-01T08:00:00Z
    var sessions: [SessionRecord] = []
    for day in 0..<3653 {
      let count = day % 10 < 9 ? 2 : 1
      for second in 0..<count {
        let begin = start + Int64(day) * 86_400_000 + Int64(second) * 36_000_000
        let record = SessionRecord(
          id: UUID(), kind: second == 0 ? .breathe : .pomodoro,
          name: second == 0 ? "4-7-8" : "pomodoro",
          label: second == 0 ? nil : "project \(day % 5)", plannedMilliseconds: 600_000,
          activeMilliseconds: 540_000 + Int64(day % 60) * 1000, cyclesPlanned: 8,
          cyclesCompleted: 8,
          status: .completed,
          startedAt: Timestamp(millisecondsSinceEpoch: begin, utcOffsetSeconds: 3600),
          endedAt: Timestamp(millisecondsSinceEpoch: begin + 600_000, utcOffsetSeconds: 3600))
        sessions.append(record)
      }
    }
    let data = SQLiteSessionStore.exportJSON(
      sessions: sessions,
      exportedAt: Timestamp(millisecondsSinceEpoch: endOfData, utcOffsetSeconds: 0))
    let time = try measure { _ = try store.importJSON(data) }
    return (store, sessions.count, time)
  }

  /// What a first version might do: fetch every row, then group and count in Swift.
  private static func naiveStats(_ store: SQLiteSessionStore, _ query: StatsQuery) throws -> Int {
    let sessions = try store.sessions(SessionQuery())
    var days: [LocalDay: Int64] = [:]
    for session in sessions {
      days[session.startedAt.localDay(), default: 0] += session.activeMilliseconds
    }
    return Streaks(days: days.keys.sorted(), today: query.today).longest
  }

  private static func measure(_ body: () throws -> Void) throws -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return clock.now - start
  }

  private static func median(_ times: [Duration]) -> Duration { percentile(times, 0.5) }

  private static func percentile(_ times: [Duration], _ fraction: Double) -> Duration {
    let sorted = times.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  /// `12.345 ms` (whole microseconds, rounded down), by hand as the store's figures always were.
  private static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    let fraction = String(microseconds % 1000)
    return "\(microseconds / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + fraction + " ms"
  }
}
