/// How many terminal columns text occupies.
///
/// Measured per grapheme cluster (Swift `Character`) from a table generated from the Unicode
/// Character Database (`WidthTable`, see `Scripts/generate-width-table.py`), not from glibc
/// `wcwidth`, which depends on the locale and lags Unicode. The rules, in order:
///
/// - a cluster that starts with a control character is 0 (callers must escape controls);
/// - a regional-indicator pair (a flag) is 2;
/// - a keycap sequence (base, optional VS16, U+20E3) is 2;
/// - an emoji-capable base followed by VS16 (U+FE0F) is 2; a base with VS15 (U+FE0E) is 1;
/// - otherwise the width of the first scalar that is not zero-width: 2 for East Asian Wide /
///   Fullwidth and default-emoji-presentation pictographs, 0 for combining marks, format
///   and default-ignorable characters, else 1. Everything after that base (combining marks,
///   skin-tone modifiers, ZWJ and the rest of a ZWJ sequence) adds nothing.
///
/// Terminals disagree on emoji sequences (tmux draws a skin-toned thumb as 4 columns and the
/// rainbow flag as 1); fixed layouts should stick to glyphs every terminal agrees on.
public enum DisplayWidth {
  /// Columns a single grapheme cluster occupies: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isControl(first) { return 0 }
    if character.isASCII { return 1 }
    var count = 0
    var base: Unicode.Scalar?
    var sawVS16 = false
    var sawVS15 = false
    var sawKeycap = false
    var regionalIndicators = 0
    for scalar in scalars {
      count += 1
      switch scalar.value {
      case 0xFE0F: sawVS16 = true
      case 0xFE0E: sawVS15 = true
      case 0x20E3: sawKeycap = true
      case 0x1F1E6...0x1F1FF: regionalIndicators += 1
      default: break
      }
      if base == nil, width(ofScalar: scalar) > 0 { base = scalar }
    }
    guard let base else { return 0 }
    if regionalIndicators >= 2 || sawKeycap { return 2 }
    if sawVS16, contains(WidthTable.emoji, base.value) { return 2 }
    if sawVS15, contains(WidthTable.emoji, base.value) { return 1 }
    return width(ofScalar: base)
  }

  /// Columns a string occupies: the sum over its grapheme clusters.
  public static func of(_ string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// Columns a lone scalar occupies when it starts a cluster: 0, 1 or 2.
  static func width(ofScalar scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if isControl(scalar) { return 0 }
    if contains(WidthTable.zeroWidth, value) { return 0 }
    return contains(WidthTable.wide, value) ? 2 : 1
  }

  /// C0, DEL and C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Binary search over a flat `lo, hi, lo, hi, ...` list of sorted closed ranges.
  static func contains(_ ranges: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count / 2
    while low < high {
      let mid = (low + high) / 2
      if value < ranges[2 * mid] {
        high = mid
      } else if value > ranges[2 * mid + 1] {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
