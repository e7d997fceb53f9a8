import CadencePractice
import TerminalUI

/// Text output for a locale that is not UTF-8 (`LANG=C`): what is written reaches the
/// underlying output in ASCII, each other character replaced column for column
/// (``TerminalUI/Charset/displayable(_:)``), so reports, help, plain lines and errors
/// read right where braille, blocks and dashes would be mojibake.
///
/// Data formats are not text for people: `export` writes to
/// ``CommandContext/dataOutput``, which is never wrapped.
final class ASCIIOutput: TextOutput {
  private let base: any TextOutput

  init(_ base: any TextOutput) {
    self.base = base
  }

  func write(_ text: String) {
    base.write(Charset.ascii.displayable(text))
  }

  var isClosed: Bool { base.isClosed }
}
