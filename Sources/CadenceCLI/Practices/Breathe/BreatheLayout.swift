import CadencePractice
import TerminalUI

/// Where each part of the breathing screen goes, as a pure function of the terminal's
/// size: nothing moves during a session, and the app can work out the guide's radii (and
/// so its wake-ups) without drawing.
///
/// From the edges inward: the keys on the last row and the title on the first (on screens
/// tall enough), then the phase line and the cycle line under the guide, and the guide —
/// or, with reduced motion, big digits of the seconds left — in all the rest. On tiny
/// screens the parts are dropped in that order, never trapping.
struct BreatheLayout: Hashable {
  var title: Rect?
  var keys: Rect?
  /// The area the guide is centred in (nil with reduced motion or no room).
  var guide: Rect?
  /// The area the seconds-left digits are centred in, with reduced motion.
  var digits: Rect?
  /// "Breathe in  4".
  var phase: Rect?
  /// "cycle 2 of 4 · 01:05 left", or the paused notice.
  var detail: Rect?

  init(size: Size, reduceMotion: Bool) {
    let area = Rect(size)
    guard !area.isEmpty else { return }
    var top = 0
    var bottom = area.rows
    if area.rows >= 10 {
      bottom -= 1
      keys = area.row(bottom)
    }
    if area.rows >= 12 {
      title = area.row(top)
      top += 1
    }
    // The text lines sit under the picture, with a blank row between when there is room.
    let textRows = area.rows >= 4 ? 2 : 1
    let gap = area.rows >= 12 ? 1 : 0
    let pictureRows = bottom - top - textRows - gap
    let textTop = bottom - textRows
    phase = area.row(textTop)
    if textRows == 2 { detail = area.row(textTop + 1) }
    guard pictureRows > 0 else { return }
    let picture = Rect(column: 0, row: top, columns: area.columns, rows: pictureRows)
    if reduceMotion {
      digits = picture
    } else {
      guide = picture.inset(columns: 1, rows: 0)
    }
  }
}
