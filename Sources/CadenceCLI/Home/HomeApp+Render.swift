import CadencePractice
import TerminalUI

/// The home screen's layout: a centred block (title, today's practice, the actions, the
/// timer field) and the keys on the bottom row.
///
/// When rows are short, lines go in order of least use: blank spacers, then the keys
/// line, the title, the practice figures, and last the actions from the bottom up, so a
/// tiny terminal still shows a compact list of what can be started. Every line is
/// truncated by display width; nothing traps on a 0x0 or 1x1 screen.
extension HomeApp {
  /// One line of the layout and how much it is worth keeping (higher stays longer).
  struct Line: Equatable {
    enum Kind: Equatable {
      case title
      case practice
      /// The summary the last practice printed.
      case lastLine
      case blank
      case entry(Int)
      case input
      case inputMessage
      case keys
    }

    var kind: Kind
    var priority: Int
  }

  /// The lines of the full layout, top to bottom.
  var lines: [Line] {
    var lines = [Line(kind: .title, priority: 2), Line(kind: .practice, priority: 3)]
    if lastLine != nil { lines.append(Line(kind: .lastLine, priority: 4)) }
    lines.append(Line(kind: .blank, priority: 0))
    lines += entries.indices.map { Line(kind: .entry($0), priority: 5) }
    if field != nil {
      lines += [
        Line(kind: .blank, priority: 0), Line(kind: .input, priority: 6),
        Line(kind: .inputMessage, priority: 6),
      ]
    }
    lines += [Line(kind: .blank, priority: 0), Line(kind: .keys, priority: 1)]
    return lines
  }

  /// The lines that fit in `rows`: the least worth dropped first, the lowest on screen
  /// first among equals.
  func fitting(rows: Int) -> [Line] {
    var kept = lines
    while kept.count > max(rows, 0) {
      guard let lowest = kept.map(\.priority).min(),
        let index = kept.lastIndex(where: { $0.priority == lowest })
      else { break }
      kept.remove(at: index)
    }
    return kept
  }

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    var block = fitting(rows: area.rows)
    var usable = area.rows
    if block.last?.kind == .keys {
      // The keys sit on the bottom row; the spacer above them is not needed then.
      block.removeLast()
      usable -= 1
      buffer.render(keyHelp, in: area.row(area.rows - 1))
      if block.last?.kind == .blank { block.removeLast() }
    }
    let width = min(area.columns, blockWidth)
    let left = (area.columns - width) / 2
    let top = max(0, (usable - block.count) / 2)
    for (offset, line) in block.enumerated() {
      let row = top + offset
      let full = Rect(column: 0, row: row, columns: area.columns, rows: 1)
      let inBlock = Rect(column: left, row: row, columns: width, rows: 1)
      switch line.kind {
      case .title:
        buffer.render(TextLine("Cadence", style: Style(bold: true)), in: full)
      case .practice:
        switch mode {
        case .choosing(let chooser):
          let heading =
            chooser == .programs ? words.homeProgramsHeading : words.homePatternsHeading
          buffer.render(TextLine(heading, style: Style(bold: true)), in: full)
        default:
          buffer.render(
            TextLine(summary.practiceText(in: words), style: Style(dim: true)), in: full)
        }
      case .lastLine:
        buffer.render(TextLine(lastLine ?? "", style: Style(dim: true)), in: full)
      case .blank:
        break
      case .entry(let index):
        renderEntry(index, in: inBlock, into: &buffer)
      case .input:
        renderInput(in: inBlock, into: &buffer)
      case .inputMessage:
        renderInputMessage(in: inBlock, into: &buffer)
      case .keys:
        buffer.render(keyHelp, in: full)
      }
    }
  }

  /// The widest line of the block: the longest entry, or the timer field.
  private var blockWidth: Int {
    let entryWidth = entries.map { 5 + DisplayWidth.of($0.label) }.max() ?? 0
    guard let (field, error) = field else { return entryWidth }
    let inputWidth = DisplayWidth.of(prompt) + TextField(field).naturalWidth
    let messageWidth = DisplayWidth.of(error ?? words.homeTimerHint)
    return max(entryWidth, inputWidth, messageWidth)
  }

  private func renderEntry(_ index: Int, in area: Rect, into buffer: inout Buffer) {
    let entry = entries[index]
    let isSelected = field == nil && index == selected
    let prefix = "\(isSelected ? "›" : " ") \(entry.key)  "
    let used = buffer.put(
      prefix, at: area.column, row: area.row, style: Style(bold: true), maxColumn: area.maxColumn)
    let label = Truncation.truncated(entry.label, toColumns: area.columns - used)
    buffer.put(
      label, at: area.column + used, row: area.row,
      style: isSelected ? Style(bold: true) : .plain, maxColumn: area.maxColumn)
  }

  /// The prompt, then the field: it scrolls sideways so the cursor (a reverse-video cell)
  /// stays in view.
  private func renderInput(in area: Rect, into buffer: inout Buffer) {
    guard let (field, _) = field else { return }
    let used = buffer.put(
      prompt, at: area.column, row: area.row, style: Style(bold: true),
      maxColumn: area.maxColumn)
    buffer.render(
      TextField(field),
      in: Rect(column: area.column + used, row: area.row, columns: area.columns - used, rows: 1))
  }

  private func renderInputMessage(in area: Rect, into buffer: inout Buffer) {
    guard let (_, error) = field else { return }
    let line =
      error.map { TextLine($0, alignment: .left, style: Style(foreground: .red, bold: true)) }
      ?? TextLine(words.homeTimerHint, alignment: .left, style: Style(dim: true))
    buffer.render(line, in: area)
  }

  /// The keys line: how to move, run and leave.
  var keyHelp: KeyHelp {
    switch mode {
    case .menu:
      KeyHelp([
        ("↑↓", words.keyAction(.select)), (words.keyName(.enter), words.keyAction(.start)),
        ("q", words.keyAction(.quit)),
      ])
    case .timerInput:
      KeyHelp([
        (words.keyName(.enter), words.keyAction(.startTimer)),
        (words.keyName(.escape), words.keyAction(.back)),
      ])
    case .meditateInput:
      KeyHelp([
        (words.keyName(.enter), words.keyAction(.start)),
        (words.keyName(.escape), words.keyAction(.back)),
      ])
    case .choosing:
      KeyHelp([
        ("↑↓", words.keyAction(.select)), (words.keyName(.enter), words.keyAction(.start)),
        (words.keyName(.escape), words.keyAction(.back)),
      ])
    }
  }

  /// The field being typed in, and its refusal, if the screen asks for a duration.
  private var field: (LineEditor, String?)? {
    switch mode {
    case .timerInput(let field, let error), .meditateInput(let field, let error):
      (field, error)
    case .menu, .choosing: nil
    }
  }

  /// The prompt before the field.
  private var prompt: String {
    if case .meditateInput = mode { return words.homeMeditatePrompt }
    return words.homeTimerPrompt
  }
}
