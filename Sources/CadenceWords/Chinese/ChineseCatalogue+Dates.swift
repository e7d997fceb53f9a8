import CadenceSystem

extension ChineseCatalogue: DateWords {
  public func day(_ day: LocalDay) -> String {
    let (year, month, date) = day.components
    return "\(year)年\(month)月\(date)日"
  }

  /// The second day without its year when both are in the same year: 2026年11月23日至11月29日.
  public func days(from first: LocalDay, to last: LocalDay) -> String {
    let sameYear = first.components.year == last.components.year
    return day(first) + "至" + (sameYear ? monthDay(last) : day(last))
  }

  public func dateTime(_ timestamp: Timestamp) -> String {
    let local = timestamp.localTime
    return day(local.day) + " " + Self.weekday(local.day.weekday) + " " + clock(local)
  }

  /// The one form of ``dateTime(_:)`` (2026年12月1日 周二 08:57): a table writes a date as
  /// the journal, the stats and a program's status do (it was zero-padded, without the
  /// weekday).
  public func tableDateTime(_ timestamp: Timestamp) -> String { dateTime(timestamp) }

  public func monthDay(_ day: LocalDay) -> String {
    let (_, month, date) = day.components
    return "\(month)月\(date)日"
  }

  public func monthName(_ month: Int) -> String { "\(month)月" }

  public func weekdayLabel(_ weekday: Int) -> String {
    ["日", "一", "二", "三", "四", "五", "六"][(weekday % 7 + 7) % 7]
  }

  /// 周一 … 周日, `weekday` 0 being Sunday.
  public static func weekday(_ weekday: Int) -> String {
    "周" + ChineseCatalogue().weekdayLabel(weekday)
  }

  private func clock(_ local: (day: LocalDay, hour: Int, minute: Int, second: Int)) -> String {
    "\(Self.twoDigits(local.hour)):\(Self.twoDigits(local.minute))"
  }

  /// `7` as `07`.
  public static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
