import CadenceSystem

/// ISO 8601 UTC text for export and import, written by hand: Foundation's date formatting pulls
/// in ICU (PLATFORM.md), and a fixed `YYYY-MM-DDTHH:MM:SS.mmmZ` shape is easy to get exact.
extension Timestamp {
  /// The instant as `2026-03-29T06:30:00.000Z`: always UTC, always milliseconds.
  public var iso8601: String {
    Self.iso8601(millisecondsSinceEpoch: millisecondsSinceEpoch)
  }

  /// Written digit by digit into one 24-byte string: an export formats up to three of these per
  /// session, and concatenating padded pieces cost several allocations each.
  static func iso8601(millisecondsSinceEpoch milliseconds: Int64) -> String {
    let day = floorDivide(milliseconds, 86_400_000)
    let inDay = Int(milliseconds - day * 86_400_000)
    let (year, month, dayOfMonth) = LocalDay(daysSinceEpoch: Int(day)).components
    guard (0...9999).contains(year) else {
      // ISO 8601 needs an expanded year form here; no session comes from such a year.
      return "\(LocalDay(daysSinceEpoch: Int(day)))T00:00:00.000Z"
    }
    let seconds = inDay / 1000
    return String(unsafeUninitializedCapacity: 24) { buffer in
      var offset = 0
      func put(_ value: Int, width: Int, then separator: Unicode.Scalar) {
        var rest = value
        for position in (offset..<offset + width).reversed() {
          buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        buffer[offset + width] = UInt8(ascii: separator)
        offset += width + 1
      }
      put(year, width: 4, then: "-")
      put(month, width: 2, then: "-")
      put(dayOfMonth, width: 2, then: "T")
      put(seconds / 3600, width: 2, then: ":")
      put(seconds / 60 % 60, width: 2, then: ":")
      put(seconds % 60, width: 2, then: ".")
      put(inDay % 1000, width: 3, then: "Z")
      return offset
    }
  }

  /// Milliseconds since the epoch for `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, or `nil`.
  ///
  /// Only UTC (`Z`) is accepted: an export always writes UTC, and accepting `+02:00` here would
  /// invite files whose offset disagrees with their recorded `utcOffsetSeconds`. Fractions
  /// beyond milliseconds are truncated.
  static func parseISO8601(_ text: String) -> Int64? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")]
    guard separators.allSatisfy({ bytes[$0.0] == $0.1.asciiValue }),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      hour < 24, minute < 60, second < 60
    else { return nil }
    let date = LocalDay(year: year, month: month, day: day)
    guard (1...12).contains(month), date.components == (year, month, day) else { return nil }
    var milliseconds = 0
    if bytes.count > 20 {
      // A fraction: "." then 1…9 digits before the "Z".
      let digits = 20..<(bytes.count - 1)
      guard bytes[19] == UInt8(ascii: "."), (1...9).contains(digits.count),
        let fraction = number(digits.lowerBound..<min(digits.upperBound, 23)),
        number(digits) != nil
      else { return nil }
      let scale = [100, 10, 1][min(digits.count, 3) - 1]
      milliseconds = fraction * scale
    }
    let secondsOfDay = Int64(hour * 3600 + minute * 60 + second)
    return (Int64(date.daysSinceEpoch) * 86_400 + secondsOfDay) * 1000 + Int64(milliseconds)
  }
}
