/// Decoding of the key sequences terminals send: CSI (`ESC [`) and SS3 (`ESC O`) forms.
///
/// xterm sends arrows as `ESC [ A` normally and `ESC O A` in application-cursor mode;
/// Home/End come as `ESC [ H`/`ESC [ F`, `ESC O H`/`ESC O F` or `ESC [ 1 ~`/`ESC [ 4 ~`
/// (and rxvt's `7 ~`/`8 ~`). Modifier parameters (`ESC [ 1 ; 5 A` for Ctrl-Up) are
/// accepted and ignored. Unknown complete sequences, and the strings a terminal sends in
/// reply to queries, decode to nothing, so they never turn into stray characters.
enum EscapeSequence {
  /// Decodes `ESC [ params final` at `index`: `(bytes consumed, keys)`, or `nil` when the
  /// sequence is not complete yet.
  static func csi(_ bytes: [UInt8], from index: Int) -> (Int, [KeyEvent])? {
    var end = index + 2
    while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return nil }
    let final = bytes[end]
    let consumed = end - index + 1
    guard (0x40...0x7E).contains(final) else { return (end - index, []) }
    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let first = Int(parameters.split(separator: ";").first ?? "") ?? 0
    if final == UInt8(ascii: "~") {
      return (consumed, tilde(first).map { [$0] } ?? [])
    }
    return (consumed, letter(final).map { [$0] } ?? [])
  }

  /// Decodes `ESC O final` at `index`, or `nil` when the final byte has not arrived.
  static func ss3(_ bytes: [UInt8], from index: Int) -> (Int, [KeyEvent])? {
    guard index + 2 < bytes.count else { return nil }
    return (3, letter(bytes[index + 2]).map { [$0] } ?? [])
  }

  /// Consumes a control string at `index` — OSC (`ESC ]`), DCS (`ESC P`), APC (`ESC _`),
  /// PM (`ESC ^`), SOS (`ESC X`) — up to its terminator, BEL or ST (`ESC \`): nothing a
  /// person typed, so no keys. `nil` while the terminator has not arrived.
  static func controlString(_ bytes: [UInt8], from index: Int) -> (Int, [KeyEvent])? {
    var end = index + 2
    while end < bytes.count {
      if bytes[end] == 0x07 { return (end - index + 1, []) }
      if bytes[end] == 0x1B, end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
        return (end - index + 2, [])
      }
      end += 1
    }
    return nil
  }

  private static func letter(_ final: UInt8) -> KeyEvent? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final) - 0x50 + 1)
    default: return nil
    }
  }

  private static func tilde(_ number: Int) -> KeyEvent? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return nil
    }
  }
}
