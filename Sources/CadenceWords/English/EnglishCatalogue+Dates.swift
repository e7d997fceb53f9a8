import CadenceSystem

extension EnglishCatalogue: DateWords {
  public func day(_ day: LocalDay) -> String { day.description }

  public func days(from first: LocalDay, to last: LocalDay) -> String { "\(first) to \(last)" }

  public func dateTime(_ timestamp: Timestamp) -> String {
    let local = timestamp.localTime
    return "\(local.day) \(Self.twoDigits(local.hour)):\(Self.twoDigits(local.minute))"
  }

  public func tableDateTime(_ timestamp: Timestamp) -> String { dateTime(timestamp) }

  public func monthDay(_ day: LocalDay) -> String { String(day.description.dropFirst(5)) }

  public func monthName(_ month: Int) -> String {
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return names[(month - 1 + 12) % 12]
  }

  public func weekdayLabel(_ weekday: Int) -> String {
    ["Sun", "Mon", "", "Wed", "", "Fri", ""][(weekday % 7 + 7) % 7]
  }

  /// `7` as `07`.
  public static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
