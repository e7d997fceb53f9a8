/// The characters a terminal can show: all of Unicode (its locale's character set is
/// UTF-8), or ASCII only (any other: `LANG=C`, `POSIX`, Latin-1, no locale at all).
///
/// Cadence writes UTF-8 bytes; a terminal reading another encoding would show braille,
/// blocks and dashes as mojibake, so under any other character set every screen and every
/// line of text falls back to ASCII (``displayable(_:)``), and widgets with a better
/// ASCII drawing of their own (big digits, the progress bar) use it when their
/// ``Buffer/charset`` says so.
///
/// ```swift
/// let charset = Charset(environment: ["LANG": "C"])   // .ascii
/// charset.displayable("cycle 1 of 4 · 01:05 left")     // "cycle 1 of 4 . 01:05 left"
/// ```
public enum Charset: Hashable, Sendable {
  /// UTF-8: everything is drawn as it is.
  case unicode
  /// 7-bit ASCII: everything else is replaced, column for column.
  case ascii

  /// The character set of the locale `environment` names, by POSIX's rules for `LC_CTYPE`:
  /// the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty decides; none
  /// means the `C` locale. A value whose codeset is UTF-8 (`en_US.UTF-8`, `C.utf8`, or
  /// macOS's bare `UTF-8`) is ``unicode``; `C`, `POSIX` and every other codeset are
  /// ``ascii``.
  ///
  /// - Note: the environment is read rather than `setlocale(3)` and `nl_langinfo(3)`:
  ///   `setlocale` fails when the named locale is not installed (common in containers),
  ///   and the C library then reports ASCII for a terminal that shows UTF-8 perfectly.
  public init(environment: [String: String]) {
    let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    self = name.map(Self.codesetIsUTF8) == true ? .unicode : .ascii
  }

  /// Whether a locale name (`language[_territory][.codeset][@modifier]`, or a bare
  /// codeset) names UTF-8, spelt any way glibc and macOS accept (`UTF-8`, `utf8`, `UTF8`).
  private static func codesetIsUTF8(_ name: String) -> Bool {
    let withoutModifier = name.split(separator: "@", maxSplits: 1).first ?? ""
    let codeset = withoutModifier.split(separator: ".", maxSplits: 1).last ?? ""
    let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
    return normalized == "utf8"
  }

  /// `text` as this character set can show it: unchanged in ``unicode``; in ``ascii`` each
  /// character outside ASCII replaced by ASCII of the same display width (see
  /// ``ASCIIFallback``), so text laid out by width keeps its layout. Controls and escape
  /// sequences are ASCII and pass through.
  public func displayable(_ text: String) -> String {
    guard self == .ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character.isASCII {
        result.append(character)
      } else {
        result += ASCIIFallback.replacement(for: character, width: DisplayWidth.of(character))
      }
    }
    return result
  }
}
