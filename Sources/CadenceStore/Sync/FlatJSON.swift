/// A parser for the one shape a sync line has: a JSON object whose values are strings,
/// integers, booleans or null.
///
/// A log line is read on every device, including lines written by a newer Cadence or a
/// hostile one. `JSONDecoder` would take them, but a flat, bounded reader is strict about
/// what it accepts (no nesting, no fractions, no duplicate keys, integers that fit 64 bits)
/// and reads the 130,000 lines of ten devices' ten years in well under the second the
/// merge may take.
enum FlatJSON {
  /// A member's value. Plain data, no reference in it: a merge reuses one array of members
  /// for every line of a log, and emptying and searching an array of values holding strings
  /// was a fifth of reading a log (retains, releases, generic destruction).
  enum Value: Hashable, Sendable {
    /// A plain ASCII string, as the bytes between its quotes at `start` in the line: most
    /// of a line's strings are ids and stamps read as numbers, never made a `String`.
    case ascii(start: Int, count: Int)
    /// A string with an escape or beyond ASCII, decoded and checked as it was read:
    /// ``Members/strings`` at this index.
    case decoded(Int)
    case integer(Int64)
    case boolean(Bool)
    case null
  }

  /// A line's members in their order, and the strings that had to be decoded. An array,
  /// not a dictionary: a line has about fifteen members, which a linear search finds faster
  /// than hashing each key costs.
  struct Members {
    fileprivate(set) var fields: [(key: Key, value: Value)] = []
    fileprivate(set) var strings: [String] = []

    init() {
      fields.reserveCapacity(24)
    }

    /// The value of member `key`; nil when the line has none or has `null`.
    func value(_ key: Key) -> Value? {
      for field in fields where field.key == key {
        return field.value == .null ? nil : field.value
      }
      return nil
    }

    /// A string value's text; `bytes` is the line the members were parsed from.
    func text(_ value: Value, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
      switch value {
      case .ascii(let start, let count):
        // ASCII is valid UTF-8 as it stands: nothing to check.
        String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + count]), as: UTF8.self)
      case .decoded(let index): strings[index]
      default: nil
      }
    }
  }

  /// A member's name, held as its bytes in two words: a line's twenty lookups among fifteen
  /// members then compare integers, where comparing names as strings was a sixth of a
  /// merge (callgrind). A name longer than 16 bytes (none of ours) keeps a 64-bit hash of
  /// the rest beside its first 16, so that two names alike in those stay apart.
  struct Key: Hashable, Sendable, CustomStringConvertible {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var count = 0
    private var rest: UInt64 = 0

    /// A name this Cadence looks up.
    init(_ name: StaticString) {
      self.init(bytes: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    /// A name read from a line: valid UTF-8.
    init(bytes: UnsafeBufferPointer<UInt8>) {
      count = bytes.count
      var words: (UInt64, UInt64) = (0, 0)
      if let start = bytes.baseAddress {
        withUnsafeMutableBytes(of: &words) {
          $0.baseAddress!.copyMemory(from: start, byteCount: min(bytes.count, 16))
        }
      }
      (low, high) = words
      if bytes.count > 16 {
        // FNV-1a.
        rest = 0xcbf2_9ce4_8422_2325
        for byte in bytes.dropFirst(16) { rest = (rest ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
    }

    init(text: String) {
      var text = text
      self = text.withUTF8 { Key(bytes: $0) }
    }

    /// The name, or its first 16 bytes and an ellipsis when it is longer.
    var description: String {
      let words = (low, high)
      let start = withUnsafeBytes(of: words) {
        String(decoding: $0.prefix(count), as: UTF8.self)
      }
      return count > 16 ? start + "…" : start
    }
  }

  /// Why a line is not a flat object; worded for a warning.
  struct Failure: Error, Hashable, Sendable {
    let reason: String
  }

  /// Parses one line into `members`, emptied first (their ``Value/ascii(start:count:)``
  /// values point into `bytes`).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into members: inout Members)
    throws(Failure)
  {
    // Read through a pointer: a slice's bounds checks and reference counting were a third
    // of the parse.
    members.fields.removeAll(keepingCapacity: true)
    members.strings.removeAll(keepingCapacity: true)
    var reader = Reader(bytes: bytes)
    try reader.object(into: &members)
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
    }

    mutating func object(into members: inout Members) throws(Failure) {
      skipSpace()
      try expect(UInt8(ascii: "{"), "not a JSON object")
      skipSpace()
      if peek() == UInt8(ascii: "}") {
        index += 1
      } else {
        while true {
          skipSpace()
          let key = try key()
          skipSpace()
          try expect(UInt8(ascii: ":"), "a key without a value")
          skipSpace()
          let value = try value(into: &members)
          guard !members.fields.contains(where: { $0.key == key }) else {
            throw Failure(reason: "the key \"\(key)\" twice")
          }
          members.fields.append((key, value))
          skipSpace()
          if peek() == UInt8(ascii: ",") {
            index += 1
            continue
          }
          try expect(UInt8(ascii: "}"), "a broken object")
          break
        }
      }
      skipSpace()
      guard index == bytes.count else { throw Failure(reason: "text after the object") }
    }

    /// A member's name; plain ASCII, as every name of ours is, without making a string.
    mutating func key() throws(Failure) -> Key {
      if let plain = plainString() {
        return Key(bytes: UnsafeBufferPointer(rebasing: bytes[plain]))
      }
      return Key(text: try string())
    }

    /// The bytes between the quotes of the string here if it is plain ASCII (no escape),
    /// now read past; nil, and nothing read, for any other string or none.
    mutating func plainString() -> Range<Int>? {
      guard peek() == UInt8(ascii: "\"") else { return nil }
      var end = index + 1
      while end < bytes.count, case let byte = bytes[end], byte >= 0x20, byte < 0x80,
        byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\")
      {
        end += 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
      defer { index = end + 1 }
      return index + 1..<end
    }

    mutating func value(into members: inout Members) throws(Failure) -> Value {
      switch peek() ?? 0 {
      case UInt8(ascii: "\""): return try stringValue(into: &members)
      case UInt8(ascii: "t"):
        try literal("true")
        return .boolean(true)
      case UInt8(ascii: "f"):
        try literal("false")
        return .boolean(false)
      case UInt8(ascii: "n"):
        try literal("null")
        return .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .integer(try integer())
      case UInt8(ascii: "{"), UInt8(ascii: "["): throw Failure(reason: "a nested value")
      default: throw Failure(reason: "not a JSON value")
      }
    }

    mutating func integer() throws(Failure) -> Int64 {
      let negative = peek() == UInt8(ascii: "-")
      if negative { index += 1 }
      var value: Int64 = 0
      var digits = 0
      while let byte = peek(), (0x30...0x39).contains(byte) {
        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflow2) = times.addingReportingOverflow(Int64(byte - 0x30))
        guard !overflow, !overflow2 else { throw Failure(reason: "a number too large") }
        value = sum
        digits += 1
        index += 1
      }
      guard digits > 0 else { throw Failure(reason: "not a JSON value") }
      if let byte = peek(), byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") {
        throw Failure(reason: "a number that is not a whole number")
      }
      return negative ? -value : value
    }

    /// A string value: its bytes where it is plain ASCII, else its decoded text.
    mutating func stringValue(into members: inout Members) throws(Failure) -> Value {
      if let plain = plainString() { return .ascii(start: plain.lowerBound, count: plain.count) }
      members.strings.append(try string())
      return .decoded(members.strings.count - 1)
    }

    mutating func string() throws(Failure) -> String {
      try expect(UInt8(ascii: "\""), "a key that is not a string")
      var scalars = String.UnicodeScalarView()
      var start = index
      var plain = true
      var ascii = true
      var utf8: [UInt8] = []
      while true {
        guard let byte = peek() else { throw Failure(reason: "an unterminated string") }
        if byte == UInt8(ascii: "\"") {
          let result: String
          if plain, ascii {
            // ASCII is valid UTF-8 as it stands: nothing to check.
            result = String(
              decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
          } else if plain {
            result = try validated(bytes[start..<index])
          } else {
            utf8.append(contentsOf: bytes[start..<index])
            scalars.append(contentsOf: try validated(utf8).unicodeScalars)
            result = String(scalars)
          }
          index += 1
          return result
        }
        if byte < 0x20 { throw Failure(reason: "a control character in a string") }
        if byte >= 0x80 { ascii = false }
        if byte == UInt8(ascii: "\\") {
          if plain { plain = false }
          utf8.append(contentsOf: bytes[start..<index])
          scalars.append(contentsOf: try validated(utf8).unicodeScalars)
          utf8.removeAll(keepingCapacity: true)
          index += 1
          scalars.append(try escape())
          start = index
          continue
        }
        index += 1
      }
    }

    private func validated(_ slice: Slice<UnsafeBufferPointer<UInt8>>) throws(Failure) -> String {
      guard let text = String(validating: slice, as: UTF8.self) else {
        throw Failure(reason: "text that is not UTF-8")
      }
      return text
    }

    private func validated(_ bytes: [UInt8]) throws(Failure) -> String {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw Failure(reason: "text that is not UTF-8")
      }
      return text
    }

    mutating func escape() throws(Failure) -> Unicode.Scalar {
      guard let byte = peek() else { throw Failure(reason: "an unterminated string") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high) {
          guard peek() == UInt8(ascii: "\\") else { throw Failure(reason: "a lone surrogate") }
          index += 1
          guard peek() == UInt8(ascii: "u") else { throw Failure(reason: "a lone surrogate") }
          index += 1
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low),
            let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
          else { throw Failure(reason: "a lone surrogate") }
          return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw Failure(reason: "a lone surrogate") }
        return scalar
      default: throw Failure(reason: "an unknown escape")
      }
    }

    mutating func hex4() throws(Failure) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = peek() else { throw Failure(reason: "an unterminated string") }
        let digit: UInt32
        switch byte {
        case 0x30...0x39: digit = UInt32(byte - 0x30)
        case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
        case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
        default: throw Failure(reason: "an unknown escape")
        }
        value = value << 4 | digit
        index += 1
      }
      return value
    }

    mutating func literal(_ word: StaticString) throws(Failure) {
      let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      guard bytes.count - index >= expected.count,
        bytes[index..<index + expected.count].elementsEqual(expected)
      else { throw Failure(reason: "not a JSON value") }
      index += expected.count
    }

    mutating func expect(_ byte: UInt8, _ reason: String) throws(Failure) {
      guard peek() == byte else { throw Failure(reason: reason) }
      index += 1
    }

    mutating func skipSpace() {
      while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1 }
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
  }
}
