import CadencePractice

/// A frame trace read a piece at a time: the top-level JSON array's elements split out of
/// the bytes as they come, with memory bounded whatever the input's size.
///
/// Reading the whole file first cost its size several times over (a 200 MB trace peaked at
/// 1.46 GB) and never ended on an endless input. Here every element is an object of at most
/// ``longestEvent`` bytes, handed out whole; the array may end without its closing `]` (a
/// run that was killed, perhaps in the middle of an event: that last part is dropped), and
/// anything that cannot be such an array (`/dev/zero`'s first byte, a stray character
/// between events) is refused at once, not at the end of the input.
///
/// `FrameTrace` writes `[`, its header event, then `,\n{…}` per frame and `\n]\n` when the run
/// ends. Strings are skipped while counting braces, so a `}` in a cause's name is text.
struct TraceStream {
  /// The longest event taken: `FrameTrace`'s are under a few hundred bytes.
  static let longestEvent = 1 << 16

  /// Why the bytes are no trace.
  enum Failure: Error, Equatable {
    /// Not a JSON array of objects.
    case notATrace
    /// An event longer than ``longestEvent``.
    case eventTooLong
  }

  private enum Place {
    /// Before the array's `[`.
    case start
    /// After `[` (`first`) or a `,`: whitespace, then an event, or `]` after `[`.
    case beforeEvent(first: Bool)
    /// Inside an event's braces.
    case inEvent
    /// After an event: whitespace, then `,` or `]`.
    case afterEvent
    /// After the closing `]`: only whitespace.
    case closed
  }

  private var place = Place.start
  /// The bytes of the event being read.
  private var event: [UInt8] = []
  private var depth = 0
  private var inString = false
  private var escaped = false

  /// Whether the array's closing `]` has been read.
  var isClosed: Bool {
    if case .closed = place { return true }
    return false
  }

  /// Reads `bytes` on from where the last call stopped, calling `each` with every event
  /// completed in them (its bytes, `{` to `}`).
  mutating func feed(
    _ bytes: some Collection<UInt8>, each: ([UInt8]) throws(Failure) -> Void
  ) throws(Failure) {
    for byte in bytes {
      switch place {
      case .start:
        if Self.isWhitespace(byte) { continue }
        guard byte == UInt8(ascii: "[") else { throw .notATrace }
        place = .beforeEvent(first: true)
      case .beforeEvent(let first):
        if Self.isWhitespace(byte) { continue }
        if first, byte == UInt8(ascii: "]") {
          place = .closed
          continue
        }
        guard byte == UInt8(ascii: "{") else { throw .notATrace }
        event = [byte]
        depth = 1
        place = .inEvent
      case .inEvent:
        guard event.count < Self.longestEvent else { throw .eventTooLong }
        event.append(byte)
        guard scan(byte) else { continue }
        try each(event)
        event = []
        place = .afterEvent
      case .afterEvent:
        if Self.isWhitespace(byte) { continue }
        if byte == UInt8(ascii: ",") {
          place = .beforeEvent(first: false)
        } else if byte == UInt8(ascii: "]") {
          place = .closed
        } else {
          throw .notATrace
        }
      case .closed:
        guard Self.isWhitespace(byte) else { throw .notATrace }
      }
    }
  }

  /// Follows strings and nesting inside an event; true when `byte` closed it.
  private mutating func scan(_ byte: UInt8) -> Bool {
    if inString {
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return false
    }
    switch byte {
    case UInt8(ascii: "\""): inString = true
    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
    default: break
    }
    return depth == 0
  }

  /// Whether the input so far could be a trace cut short (its complete events are then
  /// what it holds): it has begun its array.
  var hasBegun: Bool {
    if case .start = place { return false }
    return true
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
