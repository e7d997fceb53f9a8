import CadencePractice
import TerminalUI

extension Kernel {
  /// Writes over the start of the last row of a frame drawn smaller than its window what
  /// is shown: " Window 65535x1000: showing 1000x500 ", in reverse video, so that a person
  /// with an enormous window knows why the picture stops short of its edges.
  static func drawLimitNotice(into buffer: inout Buffer, window: Size) {
    let row = buffer.size.rows - 1
    guard row >= 0 else { return }
    let notice = " Window \(window): showing \(buffer.size) "
    buffer.put(notice, at: 0, row: row, style: Style(reverse: true))
  }
}
