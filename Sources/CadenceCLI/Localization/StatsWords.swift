import CadencePractice
import CadenceStore

/// What `cadence stats` says: its figures, chart and calendar titles, tallies, and the SVG
/// chart's labels.
protocol StatsWords {
  /// The heading of the recent figures: "Last 7 days (2026-11-23 to 2026-11-29)";
  /// `range` is ``DateWords/days(from:to:)``.
  func lastDays(_ count: Int, range: String) -> String
  /// The heading of the lifetime figures.
  var allTime: String { get }
  /// The name of a figure.
  func figure(_ figure: StatsFigure) -> String
  /// Days with practice among the days shown: "3 of 7".
  func practiceDays(_ practiced: Int, of count: Int) -> String
  /// A streak's length: "2 days", 2 天.
  func streak(days: Int) -> String
  /// After the longest streak, the day it ended: ", ending 2026-11-29".
  func streakEnding(_ day: String) -> String
  /// Practice time: "40 s", "42 min", "7 h 05 min".
  func practiceTime(_ time: PracticeTime) -> String
  /// The stats of an empty history, with how to start.
  var noSessionsYet: String { get }
  /// The chart's title; `shown` of `count` days fit when fewer than all.
  func minutesPerDay(shown: Int, of count: Int) -> String
  /// The calendar's title.
  var calendar: String { get }
  /// The calendar's legend when no day has practice.
  var noPractice: String { get }
  /// The calendar's legend, as items the calendar puts on as few lines as fit: no
  /// practice, then the shades and the time up to which each stands (`upTo`, four times,
  /// lightest first).
  func legend(upTo: [String]) -> [String]
  /// A pattern in the tally, from the id a session recorded: "4-7-8" (the id one types),
  /// 4-7-8 呼吸法 (a built-in's name).
  func tallyPattern(_ id: String) -> String
  /// The title of the tally per breathing pattern.
  var sessionsPerPattern: String { get }
  /// The title of the tally of focus time per label.
  var focusPerLabel: String { get }
  /// The row of focus sessions without a label.
  var noLabel: String { get }
  /// A tally's count: "1 session", 3 次.
  func sessions(_ count: Int) -> String
  /// `stats --svg FILE`'s last line; `path` is already escaped.
  func chartWritten(to path: String) -> String
  /// The SVG chart's title.
  func svgTitle(days: Int) -> String
  /// A bar's tooltip in the SVG: "2026-03-29: 12 min"; `minutes` is a number.
  func svgBar(_ day: LocalDay, minutes: String) -> String
  /// The SVG chart's text with no days at all.
  var svgNoDays: String { get }
}

/// The figures of `cadence stats`.
enum StatsFigure: CaseIterable, Sendable {
  case time
  case sessions
  case practiceDays
  case currentStreak
  case longestStreak
}

/// A practice time as `stats` counts it: whole seconds under a minute, else minutes.
enum PracticeTime: Hashable, Sendable {
  case seconds(Int64)
  case minutes(Int64)
  case hours(Int64, minutes: Int64)

  /// `milliseconds` under a minute in the whole seconds it holds, cut as `history` and
  /// every summary cut them (7.6 s is 7 s there and here, not 8 s); from a minute on, to
  /// the nearest minute (where history shows the seconds, a total is an order of size).
  init(milliseconds: Int64) {
    guard milliseconds >= 60_000 else {
      self = .seconds(max(0, milliseconds) / 1000)
      return
    }
    let minutes = (milliseconds + 30_000) / 60_000
    self = minutes < 60 ? .minutes(minutes) : .hours(minutes / 60, minutes: minutes % 60)
  }
}
