/// Pretty-printed JSON written straight into UTF-8 bytes, for the export.
///
/// Measured on ten years of sessions (StoreBenchmark, 2026-11-29, loaded 2-core VM):
/// `JSONEncoder` took 107 ms of a 110–170 ms export, against a 200 ms budget; with this writer
/// the whole export takes 45–71 ms. The export's shape is fixed and flat, so writing it directly
/// is short, and it lets the document list its keys in a reading order (format and version
/// first) instead of alphabetically.
///
/// Output style: two-space indentation, `"key" : value`, empty containers as `[]` / `{}`.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  private var depth = 0
  /// Whether the innermost open container has no element yet (no comma needed).
  private var isEmpty = true

  /// One line, no spaces (`{"key":value}`): a sync log's line.
  private let compact: Bool

  init(capacity: Int = 0, compact: Bool = false) {
    bytes.reserveCapacity(capacity)
    self.compact = compact
  }

  /// Writes an object; `body` writes its members with the `field` methods.
  mutating func object(_ body: (inout JSONWriter) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// Writes an array with one element per item; `body` writes each element's value.
  mutating func array<Items: Sequence>(
    _ items: Items, _ body: (inout JSONWriter, Items.Element) -> Void
  ) {
    open(UInt8(ascii: "["))
    for item in items {
      startElement()
      body(&self, item)
    }
    close(UInt8(ascii: "]"))
  }

  /// Starts an object member; the value follows.
  mutating func key(_ name: String) {
    startElement()
    string(name)
    if compact {
      bytes.append(UInt8(ascii: ":"))
    } else {
      bytes.append(contentsOf: " : ".utf8)
    }
  }

  /// A string member, left out when `value` is `nil` (as `JSONEncoder` leaves out optionals).
  mutating func field(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// An integer member, left out when `value` is `nil`.
  mutating func field<Number: BinaryInteger>(_ name: String, _ value: Number?) {
    guard let value else { return }
    key(name)
    bytes.append(contentsOf: String(value).utf8)
  }

  /// An integer value: an element of an array.
  mutating func integer<Number: BinaryInteger>(_ value: Number) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// A string value with the escapes RFC 8259 requires (quote, backslash, control
  /// characters), and DEL, the C1 controls and the bidirectional overrides escaped too
  /// (``SafeText``): text stored before that rule reaches a terminal that shows the export
  /// as `\u001b`, never as an escape sequence, and reads back the same.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = Array(value.utf8)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x0A: bytes.append(contentsOf: "\\n".utf8)
      case 0x0D: bytes.append(contentsOf: "\\r".utf8)
      case 0x09: bytes.append(contentsOf: "\\t".utf8)
      case ..<0x20, 0x7F: escape(UInt32(byte))
      case 0xC2 where index < utf8.count && (0x80...0x9F).contains(utf8[index]):
        escape(UInt32(utf8[index]))  // C1: U+0080 to U+009F
        index += 1
      case 0xE2
      where index + 1 < utf8.count && isBidirectionalControl(utf8[index], utf8[index + 1]):
        escape(0x2000 | UInt32(utf8[index] & 0x3F) << 6 | UInt32(utf8[index + 1] & 0x3F))
        index += 2
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether `E2 second third` encodes U+202A–U+202E or U+2066–U+2069.
  private func isBidirectionalControl(_ second: UInt8, _ third: UInt8) -> Bool {
    (second == 0x80 && (0xAA...0xAE).contains(third))
      || (second == 0x81 && (0xA6...0xA9).contains(third))
  }

  /// `\u001b`: a scalar of the Basic Multilingual Plane as a JSON escape.
  private mutating func escape(_ scalar: UInt32) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: "\\u".utf8)
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(hex[Int((scalar >> UInt32(shift)) & 0xF)])
    }
  }

  private mutating func startElement() {
    if !isEmpty { bytes.append(UInt8(ascii: ",")) }
    isEmpty = false
    newline()
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    depth += 1
    isEmpty = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if !isEmpty { newline() }
    bytes.append(bracket)
    isEmpty = false  // the container just closed is an element of its parent
  }

  private mutating func newline() {
    guard !compact else { return }
    bytes.append(0x0A)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }
}
