/// Reads the durations people type: `90`, `90s`, `25m`, `1h30m`, `1h 30m 15s`, `1.5h`,
/// `2:30` (minutes and seconds) and `1:02:03` (hours, minutes, seconds).
///
/// A bare number is seconds. Units are `h`, `m`, `s` and their spelled-out forms, or the
/// Chinese 小时 (时, 个小时), 分钟 (分) and 秒 (秒钟), as in `25分钟`, `1小时30分` and
/// `90秒`; each at most once, largest first. Fractions are exact (`1.5h` is 5400 s, not a float's
/// approximation). Durations run from one nanosecond to just under 100 hours, which
/// keeps `H:MM:SS` readouts at two hour digits.
public enum DurationParser {
  /// The longest accepted duration, exclusive.
  package static let limit: Duration = .seconds(100 * 3600)

  /// Parses `text` as a duration.
  public static func parse(_ text: String) throws(DurationParseError) -> Duration {
    var scanner = TextScanner(text)
    scanner.skipSpaces()
    guard !scanner.isAtEnd else { throw DurationParseError(text: text, reason: .empty) }
    if scanner.peek == UInt8(ascii: "-") {
      throw DurationParseError(text: text, reason: .negative)
    }
    let nanoseconds: Int64
    do {
      nanoseconds =
        text.utf8.contains(UInt8(ascii: ":"))
        ? try parseClockForm(&scanner) : try parseUnitForm(&scanner)
    } catch let reason {
      throw DurationParseError(text: text, reason: reason)
    }
    guard nanoseconds > 0 else { throw DurationParseError(text: text, reason: .zero) }
    let duration = Duration.nanoseconds(nanoseconds)
    guard duration < limit else { throw DurationParseError(text: text, reason: .tooLarge) }
    return duration
  }

  /// `M:SS` or `H:MM:SS`: the first field is unbounded (`90:00` is 90 minutes), the
  /// others must be under 60.
  private static func parseClockForm(
    _ scanner: inout TextScanner
  ) throws(DurationParseError.Reason) -> Int64 {
    var fields: [Int64] = []
    while true {
      scanner.skipSpaces()
      guard let digits = scanner.digits() else {
        throw .unexpected(scanner.rest.isEmpty ? ":" : scanner.rest)
      }
      if fields.count >= 1, digits.count > 2 { throw .unexpected(digits) }
      guard let value = Int64(digits), value < 1_000_000 else { throw .tooLarge }
      fields.append(value)
      scanner.skipSpaces()
      if scanner.isAtEnd { break }
      guard fields.count < 3, scanner.consume(":") else { throw .unexpected(scanner.rest) }
    }
    guard fields.count >= 2 else { throw .unexpected(":") }
    let names: [DurationParseError.Field] =
      fields.count == 3 ? [.hour, .minutes, .seconds] : [.minutes, .seconds]
    for (value, name) in zip(fields, names).dropFirst() where value >= 60 {
      throw .fieldOutOfRange(field: name, value: String(value), limit: 60)
    }
    let scale: [Int64] = fields.count == 3 ? [3600, 60, 1] : [60, 1]
    return zip(fields, scale).reduce(0) { $0 + $1.0 * $1.1 } * 1_000_000_000
  }

  /// `1h 30m 15s`, `1.5h`, or a bare number of seconds.
  private static func parseUnitForm(
    _ scanner: inout TextScanner
  ) throws(DurationParseError.Reason) -> Int64 {
    var total: Int64 = 0
    var lastRank = Int.max
    var groups = 0
    while true {
      scanner.skipSpaces()
      if scanner.isAtEnd { break }
      guard let number = scanner.decimal() else { throw .unexpected(scanner.rest) }
      scanner.skipSpaces()
      let letters = scanner.letters()
      let unitText = letters.isEmpty ? scanner.consumeLongest(of: TimeUnit.chinese) ?? "" : letters
      groups += 1
      guard !unitText.isEmpty else {
        // A bare number is seconds, but only on its own: `1h30` is ambiguous.
        guard groups == 1, scanner.isAtEnd else {
          throw scanner.isAtEnd ? .missingUnit(number.text) : .unexpected(scanner.rest)
        }
        return try number.nanoseconds(perUnit: 1_000_000_000)
      }
      guard let unit = TimeUnit(unitText) else { throw .unknownUnit(unitText) }
      if unit.rank == lastRank { throw .repeatedUnit(unitText) }
      if unit.rank > lastRank { throw .unitsOutOfOrder(unitText) }
      lastRank = unit.rank
      let (sum, overflow) = total.addingReportingOverflow(
        try number.nanoseconds(perUnit: unit.nanoseconds))
      guard !overflow else { throw .tooLarge }
      total = sum
    }
    return total
  }
}

/// A unit of a typed duration.
private struct TimeUnit {
  let rank: Int
  let nanoseconds: Int64

  /// The Chinese unit words, read where a unit may stand.
  static let chinese = ["小时", "个小时", "时", "分钟", "分", "秒", "秒钟"]

  init?(_ text: String) {
    switch text.lowercased() {
    case "h", "hr", "hrs", "hour", "hours", "小时", "个小时", "时":
      (rank, nanoseconds) = (3, 3_600_000_000_000)
    case "m", "min", "mins", "minute", "minutes", "分钟", "分":
      (rank, nanoseconds) = (2, 60_000_000_000)
    case "s", "sec", "secs", "second", "seconds", "秒", "秒钟":
      (rank, nanoseconds) = (1, 1_000_000_000)
    default: return nil
    }
  }
}
