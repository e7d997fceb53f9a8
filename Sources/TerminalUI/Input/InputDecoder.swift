/// Turns raw-mode input bytes into ``KeyEvent``s. Pure: no reads, no clocks.
///
/// Reads can split anything: an escape sequence (`ESC [` now, `A` in the next read) or a
/// UTF-8 character. The decoder keeps such partial input and finishes it on the next
/// ``feed(_:)``. A lone `ESC` is ambiguous — it is the Escape key, or the start of a
/// sequence whose rest has not arrived — so the decoder holds it until the frame loop,
/// after a short pause with no more input (about 50 ms), calls ``flushPendingEscape()``.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed([0x1B, 0x5B])   // []  (partial CSI)
/// decoder.feed([0x41])         // [.up]
/// ```
public struct InputDecoder: Sendable {
  /// Undecoded bytes from the end of the last read.
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// True when input ends in an unfinished escape sequence: the loop should call
  /// ``flushPendingEscape()`` if nothing else arrives within the escape timeout.
  public var hasPendingEscape: Bool { pending.first == 0x1B }

  /// Decodes `bytes` appended to whatever was pending; returns the completed keys in order.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    var keys: [KeyEvent] = []
    var index = 0
    while index < pending.count {
      guard let (consumed, decoded) = decode(at: index) else { break }
      keys += decoded
      index += consumed
    }
    pending.removeFirst(index)
    return keys
  }

  /// Resolves pending input after the escape timeout: a lone `ESC` becomes ``KeyEvent/escape``
  /// and any bytes after it (an unfinished sequence such as `ESC [`) decode as plain keys.
  /// An unfinished UTF-8 character is dropped.
  public mutating func flushPendingEscape() -> [KeyEvent] {
    guard hasPendingEscape else {
      pending = []
      return []
    }
    let rest = pending.dropFirst()
    pending = []
    let keys = [KeyEvent.escape] + feed(rest)
    pending = []
    return keys
  }

  /// Decodes one unit at `index`: `(bytes consumed, keys)`, or `nil` if it is incomplete.
  private func decode(at index: Int) -> (Int, [KeyEvent])? {
    let byte = pending[index]
    switch byte {
    case 0x1B: return decodeEscape(at: index)
    case 0x0D, 0x0A: return (1, [.enter])
    case 0x09: return (1, [.tab])
    case 0x7F, 0x08: return (1, [.backspace])
    case 0x00: return (1, [.control("@")])
    case 0x01...0x1A: return (1, [.control(Character(Unicode.Scalar(byte + 0x60)))])
    case 0x1C...0x1F: return (1, [.control(Character(Unicode.Scalar(byte + 0x40)))])
    default: return decodeText(at: index)
    }
  }

  /// A run of printable UTF-8, split into grapheme clusters; stops before a control byte
  /// and before an incomplete trailing character.
  private func decodeText(at start: Int) -> (Int, [KeyEvent])? {
    var end = start
    while end < pending.count, pending[end] >= 0x20, pending[end] != 0x7F {
      var length = UTF8Sequence.length(leading: pending[end])
      // A lead byte followed by a non-continuation byte is malformed: take it alone (it
      // decodes as U+FFFD) rather than wait for bytes that will never come.
      let following = pending[(end + 1)..<min(end + length, pending.count)]
      if following.contains(where: { $0 & 0xC0 != 0x80 }) { length = 1 }
      if end + length > pending.count { break }
      end += length
    }
    guard end > start else { return nil }
    let text = String(decoding: pending[start..<end], as: UTF8.self)
    return (end - start, text.map { .character($0) })
  }

  private func decodeEscape(at index: Int) -> (Int, [KeyEvent])? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["):
      return EscapeSequence.csi(pending, from: index)
    case UInt8(ascii: "O"):
      return EscapeSequence.ss3(pending, from: index)
    default:
      // ESC followed by anything else: the Escape key, then that input (Alt-x arrives so).
      return (1, [.escape])
    }
  }
}

/// UTF-8 structure, for splitting input without decoding it twice.
enum UTF8Sequence {
  /// Bytes in the sequence a leading byte starts (1 for ASCII and for stray bytes, which
  /// then decode as U+FFFD).
  static func length(leading byte: UInt8) -> Int {
    switch byte {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 1
    }
  }
}
