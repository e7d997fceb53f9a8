import GtkGlue

/// The app's spacing, sizes and colour, named once: every page takes its gaps from here.
enum Spacing {
  /// Between a label and its control.
  static let tight = 6
  /// Between controls in a row or a column.
  static let regular = 12
  /// Between groups, and a page's margin.
  static let loose = 24
}

/// The one accent colour (a calm teal) and the disc's measurements.
enum Theme {
  /// The accent as RGB in 0…1, for cairo; `accentCSS` is the same colour for the stylesheet.
  static let accent = (red: 0.36, green: 0.77, blue: 0.71)
  static let accentCSS = "#5cc4b5"
  /// The resting ring the disc grows into, drawn in a dim grey.
  static let ring = (red: 0.5, green: 0.5, blue: 0.5, alpha: 0.35)

  /// Strokes and fills that follow are in the accent.
  @MainActor
  static func paintAccent(_ painter: Painter) {
    painter.setColor(red: accent.red, green: accent.green, blue: accent.blue)
  }

  /// Strokes and fills that follow are in the dim ring's grey.
  @MainActor
  static func paintRing(_ painter: Painter) {
    painter.setColor(red: ring.red, green: ring.green, blue: ring.blue, alpha: ring.alpha)
  }
  /// The disc's radius when empty, as a fraction of the full radius: never a dot.
  static let emptyFraction = 0.3
  /// The disc area's smallest size: it fits a 360 px window with the page's margins (the
  /// disc grows with the window).
  static let discSide = 240
  /// The widest the history's and the programs' lists grow in a wide window.
  static let readableWidth = 600
  /// The window's default size.
  static let windowSize = (width: 640, height: 720)

  /// The fonts for numbers, named: in Chinese, fontconfig's `sans-serif` is a CJK font,
  /// whose Latin digits are heavier and wider than the interface's. Han characters in the
  /// same label still fall back to a CJK font.
  static let digitFamilies = "\"Cantarell\", \"Inter\", \"Noto Sans\", \"DejaVu Sans\", sans-serif"

  /// The stylesheet: libadwaita's accent variables set to our one colour, tabular figures
  /// for every number that changes (Pango's `tnum`, so digits never shift) in a Latin font.
  /// Sizes are in points, which GTK scales with the text (Large Text sets `gtk-xft-dpi`);
  /// pixels would not grow. A status page's icon is 96 px, not libadwaita's 128: the Adwaita
  /// theme has its symbolic icons as PNGs up to 96 px and as SVG only above, and one SVG
  /// (History's empty state, built at start though not shown) loaded librsvg, 6.5 MB.
  static let css = """
    @define-color accent_color \(accentCSS);
    @define-color accent_bg_color \(accentCSS);
    @define-color accent_fg_color #0b1f1c;
    .phase { font-size: 21pt; font-weight: 600; }
    .seconds, .digits, .detail, .big-number, .entry-digits, .stopwatch-digits {
      font-family: \(digitFamilies);
    }
    .stopwatch-digits { font-size: 48pt; font-weight: 300; font-feature-settings: "tnum"; }
    .entry-digits { font-size: 30pt; font-weight: 300; font-feature-settings: "tnum"; }
    .seconds { font-size: 36pt; font-feature-settings: "tnum"; }
    .digits { font-size: 72pt; font-weight: 300; font-feature-settings: "tnum"; }
    .detail { font-feature-settings: "tnum"; opacity: 0.7; }
    .big-number { font-size: 27pt; font-feature-settings: "tnum"; }
    viewswitcherbar button { padding-left: 0; padding-right: 0; }
    viewswitcherbar button label { font-size: 0.8em; }
    statuspage image.icon { -gtk-icon-size: 96px; }
    """
}
