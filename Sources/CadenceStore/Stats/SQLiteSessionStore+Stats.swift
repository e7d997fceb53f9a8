import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// The practice day `date` falls on, in this store's calendar and `dayStartsAt` setting.
  public func practiceDay(of date: Date) throws -> LocalDay {
    Timestamp(date, in: calendar).localDay(boundary: try dayBoundary())
  }

  /// Totals, the per-day series, streaks and tallies, read in one snapshot.
  ///
  /// Three grouped queries (per day, per pattern, per focus label) and one pass over the day
  /// rows; ten years of daily practice is about 3,650 day rows. The day is a floor division of
  /// the local time (SQLite's `/` truncates toward zero, wrong before 1970 or a boundary).
  /// Sessions shorter than ``StatsQuery/shortestCounted`` are left out of all three, here in
  /// one place, so every figure agrees.
  ///
  /// No sum can overflow: each session counts at most ``ImportLimits/longestDuration`` (7
  /// days) of active time, whatever an older version stored. A session that starts after the
  /// store's clock (an imported file from a machine whose clock was wrong) counts in the
  /// totals but never toward a streak.
  public func stats(_ query: StatsQuery) throws -> PracticeStats {
    let boundary = try dayBoundary()
    let current = SQLValue.integer(Timestamp.milliseconds(now()))
    let longest = SQLValue.integer(ImportLimits.longestDuration)
    let kinds = query.kinds.map { $0.map { SQLValue.text($0.rawValue) } } ?? []
    let placeholders = Array(repeating: "?", count: kinds.count).joined(separator: ", ")
    let shortest = query.shortestCounted.components
    let floor = shortest.seconds * 1000 + shortest.attoseconds / 1_000_000_000_000_000
    let filter =
      (query.kinds == nil ? "1" : "kind IN (\(placeholders.isEmpty ? "NULL" : placeholders))")
      + " AND active_ms >= ?"
    let filterValues = kinds + [SQLValue.integer(floor)]
    let shift = SQLValue.integer(boundary.millisecondsAfterMidnight)
    return try withConnection { connection in
      try connection.transaction(forWriting: false) {
        let dayRows = try connection.statement(
          """
          SELECT local / 86400000 - (local % 86400000 < 0) AS day, count(*), sum(active),
            max(started_at_ms <= ?)
          FROM (
            SELECT started_at_ms + utc_offset_s * 1000 - ? AS local, started_at_ms,
              min(active_ms, ?) AS active
            FROM sessions WHERE \(filter)
          )
          GROUP BY day ORDER BY day
          """
        ).rows([current, shift, longest] + filterValues) {
          (
            DayTotal(
              day: LocalDay(daysSinceEpoch: $0.int(0)), sessions: $0.int(1),
              activeMilliseconds: $0.int64(2)),
            lived: $0.int(3) == 1
          )
        }
        let patterns = try connection.statement(
          """
          SELECT kind, name, count(*), sum(min(active_ms, ?)) AS active FROM sessions
          WHERE \(filter) AND kind = 'breathing'
          GROUP BY kind, name ORDER BY count(*) DESC, active DESC, name
          """
        ).rows([longest] + filterValues) { row in
          guard let kind = PracticeKind(rawValue: row.text(0)) else {
            throw StoreError.sqlite(.unreadableRow(in: "sessions"))
          }
          return PatternTally(
            kind: kind, name: row.text(1), sessions: row.int(2),
            activeMilliseconds: row.int64(3))
        }
        let labels = try connection.statement(
          """
          SELECT label, count(*), sum(min(active_ms, ?)) AS active FROM sessions
          WHERE \(filter) AND kind = 'focus'
          GROUP BY label ORDER BY active DESC, label
          """
        ).rows([longest] + filterValues) {
          LabelTally(
            label: $0.optionalText(0), sessions: $0.int(1), activeMilliseconds: $0.int64(2))
        }
        return Self.summarise(
          dayRows, query: query, patterns: query.kinds?.isEmpty == true ? [] : patterns,
          labels: query.kinds?.contains(.pomodoro) == false ? [] : labels)
      }
    }
  }

  /// `dayRows` are the days with counted sessions, each saying whether one of its sessions
  /// had started by now (`lived`): only those days make streaks.
  private static func summarise(
    _ rows: [(DayTotal, lived: Bool)], query: StatsQuery, patterns: [PatternTally],
    labels: [LabelTally]
  ) -> PracticeStats {
    let dayRows = rows.map(\.0)
    let practiced = dayRows.filter { $0.activeMilliseconds > 0 }
    let lived = rows.filter { $0.0.activeMilliseconds > 0 && $0.lived }
    let streaks = Streaks(days: lived.map(\.0.day), today: query.today)
    let byDay = Dictionary(uniqueKeysWithValues: dayRows.map { ($0.day, $0) })
    let days = query.range.map {
      byDay[$0] ?? DayTotal(day: $0, sessions: 0, activeMilliseconds: 0)
    }
    return PracticeStats(
      sessionCount: dayRows.reduce(0) { $0 + $1.sessions },
      totalActiveMilliseconds: dayRows.reduce(0) { $0 + $1.activeMilliseconds },
      practiceDayCount: practiced.count, days: days, currentStreak: streaks.current,
      longestStreak: streaks.longest, longestStreakEnd: streaks.longestEnd, byPattern: patterns,
      focusByLabel: labels)
  }
}
