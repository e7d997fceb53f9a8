/// How a cell is drawn: colours and attributes.
///
/// A `nil` colour means the terminal's default, which is what an erased screen shows; the
/// diff renderer compares styles to decide when to emit SGR sequences, so `Style` is a small
/// `Hashable` value.
public struct Style: Hashable, Sendable {
  /// Foreground colour, or `nil` for the terminal default.
  public var foreground: Color?
  /// Background colour, or `nil` for the terminal default.
  public var background: Color?
  /// Bold (SGR 1).
  public var bold: Bool
  /// Dim / faint (SGR 2).
  public var dim: Bool
  /// Reverse video (SGR 7): swaps foreground and background.
  public var reverse: Bool
  /// Underline (SGR 4).
  public var underline: Bool

  /// Creates a style; every attribute defaults to off and colours to the terminal default.
  public init(
    foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
    reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's default look: what SGR 0 and an erased screen give.
  public static let plain = Style()

  /// This style without colours, for `NO_COLOR`: attributes such as bold and reverse stay,
  /// because they carry meaning (a paused timer, a highlighted key) without colour.
  public var withoutColors: Style {
    var copy = self
    copy.foreground = nil
    copy.background = nil
    return copy
  }
}
