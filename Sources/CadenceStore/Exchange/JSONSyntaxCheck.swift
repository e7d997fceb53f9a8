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
    var problem: String
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
        throw checker.failure("expected the end of the file")
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
    guard index < bytes.count else { throw failure("expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): try container(close: "}", member: true)
    case UInt8(ascii: "["): try container(close: "]", member: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw failure("expected a value")
    }
  }

  /// An object (`member`: `"key": value` entries) or an array, after its opening bracket.
  private mutating func container(close: Unicode.Scalar, member: Bool) throws(Failure) {
    depth += 1
    guard depth <= 512 else { throw failure("nested more than 512 levels deep") }
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
          throw failure("expected a quoted key")
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
        throw failure("expected a closing quote before the end of the line")
      default:
        index += 1
      }
    }
    throw failure("expected a closing quote")
  }

  private mutating func number() throws(Failure) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let digits = skip { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard digits > 0 else { throw failure("expected a digit") }
    if digits > 1, bytes[index - digits] == UInt8(ascii: "0") {
      index = start
      throw failure("expected a number without leading zeros")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skip({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) > 0 else {
        throw failure("expected a digit after the decimal point")
      }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      _ = skip { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
      guard skip({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) > 0 else {
        throw failure("expected a digit in the exponent")
      }
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for scalar in word.utf8 {
      guard index < bytes.count, bytes[index] == scalar else { throw failure("expected a value") }
      index += 1
    }
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(Failure) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: scalar) else {
      throw failure("expected '\(scalar)'")
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

  /// `problem` at the current position, naming what was found there.
  private func failure(_ problem: String) -> Failure {
    let position = min(index, bytes.count)
    let before = bytes[..<position]
    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    // Count scalars, not bytes: skip UTF-8 continuation bytes (10xxxxxx).
    let column = bytes[lineStart..<position].filter { $0 & 0xC0 != 0x80 }.count + 1
    let found: String
    if position >= bytes.count {
      found = "the end of the file"
    } else if bytes[position] == 0x0A || bytes[position] == 0x0D {
      found = "a line break"
    } else if bytes[position] < 0x20 {
      found = "a control character"
    } else {
      let scalarEnd = bytes[(position + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
      found = "'" + String(decoding: bytes[position..<scalarEnd], as: UTF8.self) + "'"
    }
    return Failure(line: line, column: column, problem: "\(problem), found \(found)")
  }
}

extension JSONSyntaxCheck.Failure: Error {}
