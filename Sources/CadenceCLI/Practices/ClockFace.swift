import CadencePractice
import TerminalUI

/// The screen shared by the timer, stopwatch and pomodoro: a title, big digits centred, a
/// status line, an optional progress bar or list, and the keys.
///
/// Layout is a pure function of the terminal size and the readout's *width*, and every
/// readout of a run has the same width, so the digits never move sideways. When the
/// terminal is too small for any big font the readout falls back to one line; a terminal
/// too small for even that shows what fits, never a crash.
struct ClockFace {
  var title: String?
  var readout: String
  var readoutStyle: Style = .plain
  var status: String = ""
  /// What the status says on a screen too narrow for ``status``, if it has a shorter form:
  /// the segment and the count stay whole rather than being cut mid-phrase.
  var shortStatus: String?
  var statusStyle: Style = Style(dim: true)
  var progress: Double?
  var keys: [KeyHelp.Entry] = []
  /// Extra lines under the status (the stopwatch's laps), newest first.
  var lines: [(text: String, style: Style)] = []
  /// The most list lines this face ever shows. Space for them is kept from the start, so
  /// the digits do not move up as lines arrive.
  var listCapacity = 0

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    // Reserve rows from the edges inward: keys at the bottom, title at the top, then the
    // status and bar under the digits; drop them in that order when space is short.
    var top = 0
    var bottom = area.rows
    // The keys' row is kept even when there are none to show (a timer in overtime), so
    // the digits do not move when the keys go.
    if area.rows >= 8 {
      bottom -= 1
      var help = KeyHelp([])
      help.entries = keys
      buffer.render(help, in: area.row(bottom))
    }
    if area.rows >= 6, let title {
      buffer.render(TextLine(title, style: Style(bold: true)), in: area.row(top))
      top += 1
    }
    // Every reservation depends on the size and the kind of face only, never on what is
    // shown, so nothing moves during a run: a status appearing or a lap being added
    // fills space that was already there.
    let extras = min(listCapacity, max(0, (bottom - top) / 3))
    let barRows = progress == nil || area.rows < 5 ? 0 : 2
    let statusRows = area.rows < 3 ? 0 : 2
    let middle = Rect(
      column: 0, row: top, columns: area.columns,
      rows: max(1, bottom - top - barRows - statusRows - extras))
    // The largest font that fits and takes at most two fifths of the screen's height:
    // at 80x24 that is the 5-row font. A 10-row font there would fill the screen and
    // cost nearly three times the bytes a second (each of its dots is 2x2 cells).
    let fonts = BigFont.all.filter { $0.height * 5 <= area.rows * 2 || $0.height == 1 }
    let digits = BigText.fitting(
      readout, in: middle.inset(columns: 1, rows: 0).size, among: fonts, style: readoutStyle)
    let block = middle.centered(digits.size)
    // Keep the status and bar tight under the digits, the whole group centred.
    let groupRows = digits.size.rows + statusRows + barRows + extras
    let groupTop = top + max(0, (bottom - top - groupRows) / 2)
    let digitsArea = Rect(
      column: block.column, row: groupTop, columns: block.columns, rows: digits.size.rows)
    buffer.render(digits, in: digitsArea)
    var row = digitsArea.maxRow
    if statusRows > 0 {
      let fits = DisplayWidth.of(status) <= area.columns
      buffer.render(
        TextLine(fits ? status : shortStatus ?? status, style: statusStyle),
        in: Rect(column: 0, row: row + 1, columns: area.columns, rows: 1))
      row += statusRows
    }
    if barRows > 0, let progress {
      let width = min(area.columns - 2, max(digits.size.columns, 20))
      let bar = Rect(column: (area.columns - width) / 2, row: row + 1, columns: width, rows: 1)
      let track = Style(dim: true)
      buffer.render(
        ProgressBar(
          fraction: progress, style: readoutStyle.withoutReverse, track: "░", trackStyle: track),
        in: bar)
      row += barRows
    }
    for (index, line) in lines.prefix(extras).enumerated() {
      buffer.render(
        TextLine(line.text, style: line.style),
        in: Rect(column: 0, row: row + 1 + index, columns: area.columns, rows: 1))
    }
  }
}

extension ClockFace {
  /// A readout that keeps a place for the overtime sign for the whole run: ` 00:01 `
  /// while counting down, `+00:01 ` once the time is up. The blank on the right balances
  /// the sign's place so the digits stay centred; both have one width, so nothing moves
  /// at zero (rule 5).
  static func reservingSign(_ digits: String, overtime: Bool) -> String {
    (overtime ? "+" : " ") + digits + " "
  }
}

extension Style {
  /// The same style without reverse video (a progress bar drawn in reverse is invisible).
  var withoutReverse: Style {
    var copy = self
    copy.reverse = false
    return copy
  }
}

extension ClockFace {
  /// The parts that differ from `previous`, by name, for a frame trace: `digits`, `bar`,
  /// `status`, `title`, `keys`, `list`.
  func changes(since previous: ClockFace) -> [String] {
    var changed: [String] = []
    if title != previous.title { changed.append("title") }
    if readout != previous.readout || readoutStyle != previous.readoutStyle {
      changed.append("digits")
    }
    if progress != previous.progress { changed.append("bar") }
    if status != previous.status || shortStatus != previous.shortStatus
      || statusStyle != previous.statusStyle
    {
      changed.append("status")
    }
    if !lines.elementsEqual(previous.lines, by: { $0.text == $1.text && $0.style == $1.style }) {
      changed.append("list")
    }
    if keys != previous.keys { changed.append("keys") }
    return changed
  }
}
