import CadenceSystem

/// How days and times of day are written in the data commands' tables, charts and
/// sentences. English keeps the ISO order (`2026-11-29 14:05`); Chinese writes them as
/// Chinese does (2026年11月29日 周日 14:05), also year, month, day.
public protocol DateWords {
  /// A day in a sentence: "2026-11-29", 2026年11月29日.
  func day(_ day: LocalDay) -> String
  /// Two days and those between: "2026-11-23 to 2026-11-29", 2026年11月23日至11月29日.
  func days(from first: LocalDay, to last: LocalDay) -> String
  /// When something happened, in a sentence or a note's line, where it was recorded:
  /// "2026-11-29 14:05", 2026年11月29日 周日 14:05.
  func dateTime(_ timestamp: Timestamp) -> String
  /// The same in a table column: exactly ``dateTime(_:)`` ("2026-11-29 14:05",
  /// 2026年11月3日 周二 14:05), one form of a date everywhere.
  func tableDateTime(_ timestamp: Timestamp) -> String
  /// A chart's date under a bar: "11-29", 11月29日.
  func monthDay(_ day: LocalDay) -> String
  /// A month above the calendar's weeks, `month` 1…12: "Nov", 11月.
  func monthName(_ month: Int) -> String
  /// A calendar row's label, `weekday` 0 (Sunday) … 6: English names every other row
  /// ("Mon", "", "Wed"), Chinese every row (一, 二 … 日).
  func weekdayLabel(_ weekday: Int) -> String
}
