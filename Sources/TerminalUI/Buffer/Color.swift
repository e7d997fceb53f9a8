/// A terminal colour: one of the 8 standard, 8 bright or 256 indexed palette entries.
///
/// Only palette colours: they follow the user's terminal theme, and every terminal that
/// Cadence targets supports them. The default colour is expressed as `nil` in ``Style``.
public enum Color: Hashable, Sendable {
  /// One of the 8 standard colours, 0...7 (SGR 30–37 / 40–47).
  case standard(UInt8)
  /// One of the 8 bright colours, 0...7 (SGR 90–97 / 100–107).
  case bright(UInt8)
  /// An entry of the 256-colour palette (SGR 38;5;n / 48;5;n).
  case indexed(UInt8)

  /// Standard black.
  public static let black = Color.standard(0)
  /// Standard red.
  public static let red = Color.standard(1)
  /// Standard green.
  public static let green = Color.standard(2)
  /// Standard yellow.
  public static let yellow = Color.standard(3)
  /// Standard blue.
  public static let blue = Color.standard(4)
  /// Standard magenta.
  public static let magenta = Color.standard(5)
  /// Standard cyan.
  public static let cyan = Color.standard(6)
  /// Standard white (light grey on most themes).
  public static let white = Color.standard(7)

  /// The SGR parameters selecting this colour as foreground (`background == false`) or
  /// background. Out-of-range standard/bright values wrap into 0...7.
  func sgrParameters(background: Bool) -> String {
    switch self {
    case .standard(let n): return String((background ? 40 : 30) + Int(n & 7))
    case .bright(let n): return String((background ? 100 : 90) + Int(n & 7))
    case .indexed(let n): return (background ? "48;5;" : "38;5;") + String(n)
    }
  }
}
