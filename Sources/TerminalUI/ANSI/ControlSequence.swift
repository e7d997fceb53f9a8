/// The escape sequences Cadence writes, in one place, each named for what it does.
///
/// All are ECMA-48 / DEC private sequences understood by xterm, VTE, tmux, screen, kitty,
/// iTerm2 and the Linux console.
///
/// `package`: a library user gets these bytes from ``ANSIRenderer`` and ``POSIXTerminal``;
/// the CLI's inline output and the tests use them directly.
package enum ControlSequence {
  /// CSI: the prefix of every control sequence.
  static let csi = "\u{1B}["
  /// Switch to the alternate screen (DEC 1049), saving the main screen and cursor.
  package static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Back to the main screen (DEC 1049 reset), restoring what was there.
  package static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Hide the text cursor (DECTCEM reset).
  package static let hideCursor = "\u{1B}[?25l"
  /// Show the text cursor (DECTCEM set).
  package static let showCursor = "\u{1B}[?25h"
  /// Reset every attribute to the terminal default (SGR 0).
  package static let resetStyle = "\u{1B}[0m"
  /// Erase the whole screen (ED 2) with the current background; the cursor does not move.
  package static let clearScreen = "\u{1B}[2J"
  /// The terminal bell (BEL).
  package static let bell = "\u{07}"
  /// Reverse video for the whole screen (DECSCNM set): a visible flash while it lasts.
  package static let reverseVideoOn = "\u{1B}[?5h"
  /// Normal video (DECSCNM reset).
  package static let reverseVideoOff = "\u{1B}[?5l"
  /// Bracketed paste on (xterm mode 2004): the terminal wraps pasted text in `ESC [ 200 ~`
  /// and `ESC [ 201 ~`, so a paste arrives as text (``KeyEvent/paste(_:)``), not as keys.
  package static let bracketedPasteOn = "\u{1B}[?2004h"
  /// Bracketed paste off: pastes arrive as typed keys again (the shell's default).
  package static let bracketedPasteOff = "\u{1B}[?2004l"
  /// Erase from the cursor to the end of the line (EL 0); the cursor does not move.
  package static let eraseToEndOfLine = "\u{1B}[K"

  /// CUP: move the cursor to a 0-based cell, in its shortest form (`ESC[H` for the origin,
  /// `ESC[rH` for the first column).
  package static func moveCursor(column: Int, row: Int) -> String {
    if column == 0 {
      return row == 0 ? csi + "H" : csi + String(row + 1) + "H"
    }
    return csi + String(row + 1) + ";" + String(column + 1) + "H"
  }

  /// CUF (`forward == true`) or CUB: move the cursor `count` columns along the row.
  package static func moveCursor(by count: Int, forward: Bool) -> String {
    csi + (count == 1 ? "" : String(count)) + (forward ? "C" : "D")
  }

  /// CUD (`rows > 0`) or CUU: move the cursor down or up, keeping the column.
  static func moveCursor(rows: Int) -> String {
    csi + (abs(rows) == 1 ? "" : String(abs(rows))) + (rows > 0 ? "B" : "A")
  }

  /// Saves the window title on xterm's title stack (`CSI 22;0 t`): before a practice sets
  /// its own, so leaving puts the person's title back. Terminals without the stack ignore it.
  package static let pushTitle = "\u{1B}[22;0t"
  /// Restores the window title saved by ``pushTitle`` (`CSI 23;0 t`).
  package static let popTitle = "\u{1B}[23;0t"

  /// Sets the window title (OSC 2, ended by ST, `ESC \\`, not BEL: a test or a person
  /// counting bells never counts a title): control characters in `title` are left out, so
  /// a label cannot end the sequence early or send another.
  package static func setTitle(_ title: String) -> String {
    let safe = String(
      String.UnicodeScalarView(
        title.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
    return "\u{1B}]2;" + safe + "\u{1B}\\"
  }

  /// Bytes that make a terminal showing `screen` safe to leave: attributes reset, normal
  /// video, pastes as keys again, cursor shown, main screen back, the title saved on entry
  /// put back. Async-signal-safe to
  /// write (a constant).
  package static let restoreSequence =
    resetStyle + reverseVideoOff + bracketedPasteOff + showCursor + leaveAlternateScreen
    + popTitle
}
