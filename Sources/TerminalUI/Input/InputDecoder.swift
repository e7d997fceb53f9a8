/// Turns raw-mode input bytes into ``KeyEvent``s. Pure: no reads, no clocks.
///
/// Reads can split anything: an escape sequence (`ESC [` now, `A` in the next read) or a
/// UTF-8 character. The decoder keeps such partial input and finishes it on the next
/// ``feed(_:)``. A lone `ESC` is ambiguous — it is the Escape key, or the start of a
/// sequence whose rest has not arrived — so the decoder holds it until the frame loop,
/// after a short pause with no more input (about 50 ms), calls ``flushPendingEscape()``.
///
/// Escape sequences never turn into text: known keys decode to their ``KeyEvent``, and
/// anything else — an unknown CSI or SS3 key, an OSC / DCS / APC / PM / SOS string (a
/// terminal's reply to a query), a sequence still unfinished at the timeout — is consumed
/// and dropped. Text pasted while bracketed paste is on (`ESC [ 200 ~` … `ESC [ 201 ~`)
/// comes out as one ``KeyEvent/paste(_:)``, however many reads it takes, and is never
/// cut by the escape timeout. A paste is bounded: it keeps at most ``pasteLimit`` bytes,
/// and a start marker whose end never comes (a hostile or broken sender) is ended by the
/// loop's own time limit through ``endPaste()``, so Enter, Escape and Ctrl-C are keys
/// again.
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed([0x1B, 0x5B])   // []  (partial CSI)
/// decoder.feed([0x41])         // [.up]
/// ```
public struct InputDecoder: Sendable {
  /// Undecoded bytes from the end of the last read.
  private var pending: [UInt8] = []
  /// The text of a bracketed paste under way (its start marker read, its end not yet).
  private var paste: [UInt8]?

  /// The most bytes one paste keeps; the rest, up to the end marker, is dropped. Far
  /// more than a line, and a bound on memory if a terminal never sends the end marker.
  public static let pasteLimit = 1 << 16

  static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Creates a decoder with nothing pending.
  public init() {}

  /// True when input ends in an unfinished escape sequence: the loop should call
  /// ``flushPendingEscape()`` if nothing else arrives within the escape timeout. False
  /// inside a paste, which waits for its end marker however long it takes.
  public var hasPendingEscape: Bool { paste == nil && pending.first == 0x1B }

  /// True while a bracketed paste has begun and its end marker has not come: the loop
  /// should call ``endPaste()`` when the paste has gone on longer than a paste takes.
  public var isInPaste: Bool { paste != nil }

  /// Ends a paste whose end marker has not come: what it held so far (and any bytes that
  /// might have begun the end marker) comes out as the ``KeyEvent/paste(_:)``, and what
  /// follows is keys again. A late end marker then decodes as an unknown key and is
  /// dropped. Returns no keys when no paste is under way.
  public mutating func endPaste() -> [KeyEvent] {
    guard paste != nil else { return [] }
    append(toPaste: pending[...])
    pending = []
    let text = String(decoding: paste ?? [], as: UTF8.self)
    paste = nil
    return [.paste(text)]
  }

  /// Decodes `bytes` appended to whatever was pending; returns the completed keys in order.
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [KeyEvent] {
    pending.append(contentsOf: bytes)
    var keys: [KeyEvent] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        let (consumed, finished) = collectPaste(from: index)
        index += consumed
        guard let finished else { break }
        keys.append(finished)
        continue
      }
      guard let (consumed, decoded) = decode(at: index) else { break }
      keys += decoded
      index += consumed
    }
    pending.removeFirst(index)
    return keys
  }

  /// Resolves pending input after the escape timeout: a lone `ESC` becomes
  /// ``KeyEvent/escape``; an unfinished sequence (`ESC [ 1 ;`, an OSC without its end) is
  /// dropped, as is an unfinished UTF-8 character.
  public mutating func flushPendingEscape() -> [KeyEvent] {
    guard paste == nil else { return [] }
    let lone = pending == [0x1B]
    pending = []
    return lone ? [.escape] : []
  }

  /// Moves paste bytes from `index` on into ``paste``: `(bytes consumed, the paste)` once
  /// the end marker is read, else the paste is `nil` and a possible start of the end
  /// marker stays pending.
  private mutating func collectPaste(from index: Int) -> (Int, KeyEvent?) {
    let rest = pending[index...]
    if let end = rest.firstRange(of: Self.pasteEnd) {
      append(toPaste: rest[..<end.lowerBound])
      let text = String(decoding: paste ?? [], as: UTF8.self)
      paste = nil
      return (end.upperBound - index, .paste(text))
    }
    var kept = min(rest.count, Self.pasteEnd.count - 1)
    while kept > 0, !Self.pasteEnd.starts(with: rest.suffix(kept)) { kept -= 1 }
    append(toPaste: rest.dropLast(kept))
    return (rest.count - kept, nil)
  }

  /// Adds bytes to the paste up to ``pasteLimit``, never keeping part of a character.
  private mutating func append(toPaste bytes: ArraySlice<UInt8>) {
    guard var text = paste else { return }
    let room = Self.pasteLimit - text.count
    guard room > 0 else { return }
    if bytes.count <= room {
      text += bytes
    } else {
      var cut = bytes.prefix(room)
      // Drop a character the limit cut in two (its lead byte and continuation bytes).
      let last = cut.lastIndex { $0 & 0xC0 != 0x80 } ?? cut.startIndex
      if last < cut.endIndex, UTF8Sequence.length(leading: cut[last]) > cut.endIndex - last {
        cut = cut[..<last]
      }
      text += cut
    }
    paste = text
  }

  /// Decodes one unit at `index`: `(bytes consumed, keys)`, or `nil` if it is incomplete.
  private mutating func decode(at index: Int) -> (Int, [KeyEvent])? {
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

  private mutating func decodeEscape(at index: Int) -> (Int, [KeyEvent])? {
    guard index + 1 < pending.count else { return nil }
    let next = pending[index + 1]
    switch next {
    case UInt8(ascii: "["):
      guard let (consumed, keys) = EscapeSequence.csi(pending, from: index) else { return nil }
      if pending[index..<(index + consumed)].elementsEqual(Self.pasteStart) { paste = [] }
      return (consumed, keys)
    case UInt8(ascii: "O"):
      return EscapeSequence.ss3(pending, from: index)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"),
      UInt8(ascii: "X"):
      return EscapeSequence.controlString(pending, from: index)
    case 0x20..<0x7F:
      // Alt with a key: terminals send ESC before the key's byte.
      return (2, [.alt(Character(Unicode.Scalar(next)))])
    case 0x7F, 0x08:
      // Alt-Backspace: a key no app binds, and never the Escape key.
      return (2, [])
    case 0x80...:
      // Alt with a non-ASCII character, once the whole character is here.
      let length = UTF8Sequence.length(leading: next)
      guard index + 1 + length <= pending.count else { return nil }
      let text = String(decoding: pending[(index + 1)..<(index + 1 + length)], as: UTF8.self)
      return (1 + length, text.first.map { [.alt($0)] } ?? [])
    default:
      // ESC then a control byte (Escape pressed before Enter, or twice): the Escape key,
      // then that input.
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
