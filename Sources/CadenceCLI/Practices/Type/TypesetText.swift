import Cadence
import CadencePractice
import TerminalUI

/// How `cadence type` turns text into terminal output.
package struct TypesetOptions: Hashable, Sendable {
  /// Wrap width in columns; 0 never wraps.
  package var width: Int
  /// Keep SGR sequences (`--ansi`).
  package var keepsStyles: Bool
  /// Drop them instead (`--ansi` with `NO_COLOR`).
  package var dropsStyles: Bool

  package init(width: Int, keepsStyles: Bool = false, dropsStyles: Bool = false) {
    self.width = width
    self.keepsStyles = keepsStyles
    self.dropsStyles = dropsStyles
  }

  var sanitizer: TextSanitizer {
    TextSanitizer(keepsStyles: keepsStyles, dropsStyles: dropsStyles)
  }
}

/// A text made safe and wrapped, unit by unit: what a typewriter reveal needs.
///
/// `units` are the reveal's units, one per grapheme cluster of the *original* text (plus
/// one instant unit per kept style sequence), so the rhythm — pauses after punctuation
/// and line breaks — is the text's own, whatever the terminal's width. `outputs[i]` is
/// what unit `i` writes: its sanitised text, with any line break the wrapper placed before
/// it, or nothing for a space dropped at a break. A frame writes the outputs of the units
/// its ``TypewriterCursor`` hands out, so the whole reveal writes each byte once.
package struct TypesetText {
  package private(set) var units: [TypewriterUnit] = []
  package private(set) var outputs: [String] = []
  /// Whether the output stops in the middle of a line (the command then ends the line,
  /// so the shell's prompt starts on a fresh one).
  package private(set) var endsInsideLine = false

  /// The column the first unit is written at (a chunk that continues a line).
  private(set) var startColumn = 0

  /// Sanitises and wraps `text`, the first unit written at `column`. O(n).
  package init(_ text: String, options: TypesetOptions, startingAt column: Int = 0) {
    startColumn = column
    var wrapper = LineWrapper(width: options.width, column: column, sink: UnitCollector())
    options.sanitizer.forEachPiece(of: text) { wrapper.add($0) }
    wrapper.finish()
    units = wrapper.sink.units
    outputs = wrapper.sink.outputs
    endsInsideLine = wrapper.endsInsideLine
  }

  /// The whole output as one string, without building units (tests and measurements;
  /// the command streams it with ``write(_:options:to:chunk:shouldStop:)``). O(n).
  package static func output(of text: String, options: TypesetOptions) -> (
    String, endsInsideLine: Bool
  ) {
    var wrapper = LineWrapper(width: options.width, sink: TextCollector())
    options.sanitizer.forEachPiece(of: text) { wrapper.add($0) }
    wrapper.finish()
    return (wrapper.sink.text, wrapper.endsInsideLine)
  }

  /// Sanitises and wraps `text` straight into `output`, in writes of about `chunk` bytes,
  /// without building units: the `--instant` path. Stops writing once `shouldStop` says so
  /// (checked between writes). O(n).
  ///
  /// - Returns: whether the output ends inside a line, and whether it was stopped.
  package static func write(
    _ text: String, options: TypesetOptions, to output: any TextOutput, chunk: Int = 1 << 16,
    shouldStop: () -> Bool = { false }
  ) -> (endsInsideLine: Bool, stopped: Bool) {
    var whole: String? = text
    return write(
      pieces: {
        defer { whole = nil }
        return whole
      }, options: options, to: output,
      chunk: chunk, shouldStop: shouldStop)
  }

  /// ``write(_:options:to:chunk:shouldStop:)`` for a text that comes in pieces, until
  /// `next` gives `nil`: one wrapper runs across them, so the lines are the whole text's
  /// when each piece ends after a line break or between characters. `shouldStop` is also
  /// asked before each piece.
  package static func write(
    pieces next: () -> String?, options: TypesetOptions, to output: any TextOutput,
    chunk: Int = 1 << 16, shouldStop: () -> Bool = { false }
  ) -> (endsInsideLine: Bool, stopped: Bool) {
    var wrapper = LineWrapper(
      width: options.width, sink: StreamingSink(output: output, chunk: chunk))
    while !wrapper.sink.stopped, let text = next() {
      options.sanitizer.forEachPiece(of: text) { piece in
        wrapper.add(piece)
        if wrapper.sink.wroteChunk, !wrapper.sink.stopped, shouldStop() {
          wrapper.sink.stopped = true
        }
      }
      if !wrapper.sink.stopped, shouldStop() { wrapper.sink.stopped = true }
    }
    wrapper.finish()
    wrapper.sink.flush()
    return (wrapper.endsInsideLine, wrapper.sink.stopped)
  }

  /// The output of a range of units, e.g. one frame.
  package func output(of range: Range<Int>) -> String {
    var text = ""
    for index in range {
      text += outputs[index]
    }
    return text
  }

  /// Wraps units `start...` again at a new width (the terminal was resized), continuing
  /// the line that units `..<start` left the cursor on. Only outputs change: the units,
  /// and so the reveal's timing, stay as they are. O(units after `start`).
  ///
  /// The cursor's column is measured from what was written; when it is past the new
  /// width (the terminal cut or reflowed that line), the rest starts on a new line.
  mutating func rewrap(from start: Int, width: Int) {
    let column = column(afterFirst: start)
    var wrapper = LineWrapper(
      width: width, column: width > 0 && column >= width ? width : column,
      sink: UnitCollector())
    for unit in units[start...] {
      switch unit {
      case .character(let character): wrapper.add(TextSanitizer.piece(for: character))
      case .instant: wrapper.add(.style(unit))
      }
    }
    wrapper.finish()
    outputs.replaceSubrange(start..., with: wrapper.sink.outputs)
    endsInsideLine = wrapper.endsInsideLine
  }

  /// The display column after units `0..<count`: the width written since the last break.
  func column(afterFirst count: Int) -> Int {
    var width = 0
    for index in stride(from: count - 1, through: 0, by: -1) {
      if case .instant = units[index] { continue }
      let output = outputs[index]
      guard let lineBreak = output.lastIndex(of: "\n") else {
        width += DisplayWidth.of(output)
        continue
      }
      return width + DisplayWidth.of(output[output.index(after: lineBreak)...])
    }
    return startColumn + width
  }

  /// Whether what units `0..<count` wrote ends inside a line (style sequences ignored).
  func endsInsideLine(afterFirst count: Int) -> Bool {
    for index in stride(from: count - 1, through: 0, by: -1) {
      if case .instant = units[index] { continue }
      guard let last = outputs[index].last else { continue }
      return last != "\n"
    }
    return startColumn > 0
  }
}

private struct UnitCollector: TypesetSink {
  var units: [TypewriterUnit] = []
  var outputs: [String] = []

  mutating func append(_ unit: TypewriterUnit, output: String) {
    units.append(unit)
    outputs.append(output)
  }
}

/// Writes output as it comes, in chunks; writes nothing more once stopped.
private struct StreamingSink: TypesetSink {
  let output: any TextOutput
  let chunk: Int
  var buffer = ""
  var stopped = false
  /// Whether the last append wrote a chunk (the moment to check for a stop).
  var wroteChunk = false

  init(output: any TextOutput, chunk: Int) {
    self.output = output
    self.chunk = chunk
    buffer.reserveCapacity(chunk + 64)
  }

  mutating func append(_ unit: TypewriterUnit, output text: String) {
    wroteChunk = false
    guard !stopped else { return }
    buffer += text
    if buffer.utf8.count >= chunk {
      flush()
      wroteChunk = true
    }
  }

  mutating func flush() {
    guard !stopped, !buffer.isEmpty else { return }
    output.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

private struct TextCollector: TypesetSink {
  var text = ""

  mutating func append(_ unit: TypewriterUnit, output: String) {
    text += output
  }
}
