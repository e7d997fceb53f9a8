import Cadence

/// Which sessions the statistics cover, and which days the per-day series spans.
public struct StatsQuery: Hashable, Sendable {
  /// The days of ``PracticeStats/days``, oldest first (zero-filled).
  public var range: ClosedRange<LocalDay>
  /// Today in the user's practice days (see ``SQLiteSessionStore/practiceDay(of:)``); decides
  /// whether the latest streak is still current.
  public var today: LocalDay
  /// The kinds of session that count; `nil` (the default) counts every kind in the file,
  /// including kinds a newer Cadence recorded that this one does not know.
  public var kinds: Set<PracticeKind>?
  /// The least active time a session needs to count anywhere in the figures. A session shorter
  /// than this (a start changed at once, a key pressed by mistake) stays in the history but is
  /// no practice: it adds no session, no time and no practice day.
  public var shortestCounted: Duration

  /// The default ``shortestCounted``: 5 seconds.
  public static let defaultShortestCounted = Duration.seconds(5)

  /// A query over `range`, judging streaks as of `today`.
  public init(
    range: ClosedRange<LocalDay>, today: LocalDay, kinds: Set<PracticeKind>? = nil,
    shortestCounted: Duration = defaultShortestCounted
  ) {
    self.range = range
    self.today = today
    self.kinds = kinds
    self.shortestCounted = shortestCounted
  }
}

/// Practice figures for `cadence stats`: totals, a per-day series for the chart, streaks and
/// tallies. Days are the user's local days as recorded with each session (see ``Timestamp``),
/// shifted by the `dayStartsAt` setting. Only sessions of at least
/// ``StatsQuery/shortestCounted`` active time count, in every figure.
public struct PracticeStats: Hashable, Sendable {
  /// All counted sessions of the chosen kinds, ever (in progress and interrupted ones
  /// included).
  public var sessionCount: Int
  /// Their active time, ever.
  public var totalActiveMilliseconds: Int64
  /// Distinct days with practice, ever.
  public var practiceDayCount: Int
  /// Every day of ``StatsQuery/range``, oldest first, including days without practice.
  public var days: [DayTotal]
  /// Consecutive practice days ending today, or yesterday if today has none yet; 0 otherwise.
  public var currentStreak: Int
  /// The most consecutive practice days ever.
  public var longestStreak: Int
  /// The last day of the (most recent) longest streak; `nil` without practice.
  public var longestStreakEnd: LocalDay?
  /// Breathing sessions per pattern, all time, most used first; empty when
  /// ``StatsQuery/kinds`` excludes breathing. (A timer, a pomodoro or a sitting has no pattern.)
  public var byPattern: [PatternTally]
  /// Focus sessions per label (`nil` for unlabelled), all time, most time first; empty when
  /// ``StatsQuery/kinds`` excludes focus.
  public var focusByLabel: [LabelTally]

  /// ``totalActiveMilliseconds`` in minutes.
  public var totalMinutes: Double { Double(totalActiveMilliseconds) / 60_000 }
}

/// Practice on one local day.
public struct DayTotal: Hashable, Sendable {
  /// The day.
  public var day: LocalDay
  /// Sessions that started that day.
  public var sessions: Int
  /// Their active time.
  public var activeMilliseconds: Int64

  /// Creates a day's total.
  public init(day: LocalDay, sessions: Int, activeMilliseconds: Int64) {
    self.day = day
    self.sessions = sessions
    self.activeMilliseconds = activeMilliseconds
  }

  /// ``activeMilliseconds`` in minutes.
  public var minutes: Double { Double(activeMilliseconds) / 60_000 }
}

/// Use of one breathing pattern.
public struct PatternTally: Hashable, Sendable {
  /// The session kind: ``PracticeKind/breathing``.
  public var kind: PracticeKind
  /// The pattern's name (a built-in id, a saved pattern's name or a spec).
  public var name: String
  /// How many sessions.
  public var sessions: Int
  /// Their active time.
  public var activeMilliseconds: Int64
}

/// Focus time under one label.
public struct LabelTally: Hashable, Sendable {
  /// The label, `nil` for focus sessions without one.
  public var label: String?
  /// How many sessions.
  public var sessions: Int
  /// Their active time.
  public var activeMilliseconds: Int64

  /// ``activeMilliseconds`` in minutes.
  public var minutes: Double { Double(activeMilliseconds) / 60_000 }
}
