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

  /// Month and day zero-padded (2026年11月03日), so every row has the same width.
  public func tableDateTime(_ timestamp: Timestamp) -> String {
    let local = timestamp.localTime
    let (year, month, date) = local.day.components
    return "\(year)年\(Self.twoDigits(month))月\(Self.twoDigits(date))日 " + clock(local)
  }

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
