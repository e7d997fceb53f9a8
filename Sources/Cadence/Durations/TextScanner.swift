/// A cursor over the UTF-8 of a short piece of typed text (a duration or a time).
struct TextScanner {
  private let bytes: [UInt8]
  private var position = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  var isAtEnd: Bool { position == bytes.count }
  var peek: UInt8? { isAtEnd ? nil : bytes[position] }
  /// Everything not yet read, for error messages.
  var rest: String { String(decoding: bytes[position...], as: UTF8.self) }

  mutating func skipSpaces() {
    while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
      position += 1
    }
  }

  mutating func consume(_ character: Unicode.Scalar) -> Bool {
    guard peek == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  /// One or more ASCII digits.
  mutating func digits() -> String? {
    let start = position
    while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      position += 1
    }
    return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
  }

  /// ASCII letters (possibly none).
  mutating func letters() -> String {
    let start = position
    while let byte = peek,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// The longest of `words` that the text continues with, consumed; `nil` when none.
  mutating func consumeLongest(of words: [String]) -> String? {
    let rest = bytes[position...]
    let found = words.filter { rest.starts(with: $0.utf8) }.max { $0.utf8.count < $1.utf8.count }
    if let found { position += found.utf8.count }
    return found
  }

  /// A decimal number such as `90`, `1.5` or `.5`.
  mutating func decimal() -> DecimalNumber? {
    let start = position
    let whole = digits()
    var fraction: String?
    if consume(".") {
      fraction = digits()
      guard fraction != nil else {
        position = start
        return nil
      }
    }
    guard whole != nil || fraction != nil else { return nil }
    return DecimalNumber(
      whole: whole ?? "0", fraction: fraction ?? "",
      text: String(decoding: bytes[start..<position], as: UTF8.self))
  }
}

/// A decimal number kept as its digits, so scaling it by a unit is exact.
struct DecimalNumber {
  let whole: String
  let fraction: String
  let text: String

  /// The number times `perUnit` nanoseconds, truncated to whole nanoseconds.
  func nanoseconds(perUnit: Int64) throws(DurationParseError.Reason) -> Int64 {
    guard whole.count <= 12, let wholeValue = Int64(whole) else { throw .tooLarge }
    let (scaled, overflow) = wholeValue.multipliedReportingOverflow(by: perUnit)
    guard !overflow else { throw .tooLarge }
    // Twelve fraction digits are more than any unit up to an hour can resolve in whole
    // nanoseconds; later digits are dropped (truncation, like every other rounding here).
    // Full-width arithmetic, not `Int128` (macOS 15 / iOS 18, above the package's floor):
    // perUnit × part reaches 3.6e24 for an hour, past Int64, and the quotient never is.
    var part: Int64 = 0
    var denominator: Int64 = 1
    for digit in fraction.utf8.prefix(12) {
      part = part * 10 + Int64(digit - UInt8(ascii: "0"))
      denominator *= 10
    }
    let fractional = denominator.dividingFullWidth(perUnit.multipliedFullWidth(by: part)).quotient
    return scaled + fractional
  }
}
