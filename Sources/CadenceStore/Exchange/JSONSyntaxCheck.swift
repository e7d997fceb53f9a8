/// Finds the first JSON syntax error in a document, with its line and column.
///
/// Foundation's `JSONDecoder` on Linux reports only "The given data was not valid JSON", which
/// leaves a person hunting through a 3 MB export. This small recursive-descent checker (RFC 8259
/// grammar) runs only after decoding has failed, to say where.
struct JSONSyntaxCheck {
  /// Where and what: `line` and `column` count from 1; columns count Unicode scalars.
  struct Failure: Equatable {
    var line: Int
    var column: Int
    var error: JSONSyntaxError
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// The first syntax error in `bytes`, or `nil` if they are well-formed JSON.
  static func firstError(in bytes: [UInt8]) -> Failure? {
    var checker = JSONSyntaxCheck(bytes: bytes)
    do throws(Failure) {
      try checker.value()
      checker.skipWhitespace()
      guard checker.index == bytes.count else {
        throw checker.failure(.endOfFile)
      }
      return nil
    } catch {
      return error
    }
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func value() throws(Failure) {
    skipWhitespace()
    guard index < bytes.count else { throw failure(.value) }
    switch bytes[index] {
    case UInt8(ascii: "{"): try container(close: "}", member: true)
    case UInt8(ascii: "["): try container(close: "]", member: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw failure(.value)
    }
  }

  /// An object (`member`: `"key": value` entries) or an array, after its opening bracket.
  private mutating func container(close: Unicode.Scalar, member: Bool) throws(Failure) {
    depth += 1
    guard depth <= 512 else { throw failure(.nestingWithin(512)) }
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: close) {
      index += 1
      depth -= 1
      return
    }
    while true {
      if member {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw failure(.quotedKey)
        }
        try string()
        skipWhitespace()
        try expect(":")
      }
      try value()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
      index += 1
    }
    try expect(close)
    depth -= 1
  }

  private mutating func string() throws(Failure) {
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        index += 2
      case ..<0x20:
        throw failure(.closingQuoteBeforeLineEnd)
      default:
        index += 1
      }
    }
    throw failure(.closingQuote)
  }

  private mutating func number() throws(Failure) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digits = skip { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard digits > 0 else { throw failure(.digit) }
    if digits > 1, bytes[index - digits] == UInt8(ascii: "0") {
      index = start
      throw failure(.numberWithoutLeadingZeros)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skip({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) > 0 else {
        throw failure(.digitAfterDecimalPoint)
      }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      _ = skip { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
      guard skip({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) > 0 else {
        throw failure(.digitInExponent)
      }
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for scalar in word.utf8 {
      guard index < bytes.count, bytes[index] == scalar else { throw failure(.value) }
      index += 1
    }
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else {
      throw failure(.character(scalar))
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    _ = skip { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }

  /// Advances past bytes matching `predicate`; returns how many.
  private mutating func skip(_ predicate: (UInt8) -> Bool) -> Int {
    let start = index
    while index < bytes.count, predicate(bytes[index]) { index += 1 }
    return index - start
  }

  /// What was `expected` at the current position, and what was found there.
  private func failure(_ expected: JSONSyntaxError.Expectation) -> Failure {
    let position = min(index, bytes.count)
    let before = bytes[..<position]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    // Count scalars, not bytes: skip UTF-8 continuation bytes (10xxxxxx).
    let column = bytes[lineStart..<position].filter { $0 & 0xC0 != 0x80 }.count + 1
    let found: JSONSyntaxError.Found
    if position >= bytes.count {
      found = .endOfFile
    } else if bytes[position] == 0x0A || bytes[position] == 0x0D {
      found = .lineBreak
    } else if bytes[position] < 0x20 {
      found = .controlCharacter
    } else {
      let scalarEnd = bytes[(position + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
      found = .text(String(decoding: bytes[position..<scalarEnd], as: UTF8.self))
    }
    return Failure(
      line: line, column: column, error: JSONSyntaxError(expected: expected, found: found))
  }
}

extension JSONSyntaxCheck.Failure: Error {}

/// A JSON syntax error in an import file: what the grammar needed, and what was there.
public struct JSONSyntaxError: Hashable, Sendable {
  /// What the grammar needed at that place.
  public enum Expectation: Hashable, Sendable {
    /// A value: an object, a list, a string, a number, `true`, `false` or `null`.
    case value
    /// Nothing more: the document had ended.
    case endOfFile
    /// An object's key, in double quotes.
    case quotedKey
    /// A string's closing quote, before its line ends.
    case closingQuoteBeforeLineEnd
    /// A string's closing quote, before the file ends.
    case closingQuote
    /// A digit, where a number begins.
    case digit
    /// A number without a leading zero (`07` is not JSON).
    case numberWithoutLeadingZeros
    /// A digit after a number's decimal point.
    case digitAfterDecimalPoint
    /// A digit in a number's exponent.
    case digitInExponent
    /// This punctuation: `:`, `,`, `]`, `}`.
    case character(Unicode.Scalar)
    /// Lists and objects nested at most this deep.
    case nestingWithin(Int)
  }

  /// What the file holds at that place.
  public enum Found: Hashable, Sendable {
    /// The end of the file.
    case endOfFile
    /// A line break.
    case lineBreak
    /// A control character, which a string may not hold raw.
    case controlCharacter
    /// One character, as the file has it (it may be one a terminal acts on: escape it).
    case text(String)
  }

  /// What the grammar needed.
  public var expected: Expectation
  /// What was there instead.
  public var found: Found

  /// The error of finding `found` where `expected` was needed.
  public init(expected: Expectation, found: Found) {
    self.expected = expected
    self.found = found
  }
}
