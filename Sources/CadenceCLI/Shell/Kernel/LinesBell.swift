import CadencePractice

/// Where plain lines ring the bell.
///
/// BEL is a sound, not text. Standard output that is a terminal rings it with the lines.
/// Standard output that is a pipe or a file holds data (`lines=$(cadence timer 2 --plain)`
/// must read exactly `00:02`, `00:01`, `00:00`), where a BEL would be a stray byte, so the
/// bell goes to standard error when that is a terminal (the person is still there), and
/// nowhere when neither is. ``LinesDevice`` takes every BEL out of the text and writes it
/// where this says.
enum LinesBell {
  /// Where BEL goes: standard output if it is a terminal, else standard error if that is
  /// one, else `nil` (no bell at all).
  static func output(
    standardOutput: any TextOutput, outputIsTerminal: Bool,
    standardError: any TextOutput, errorIsTerminal: Bool
  ) -> (any TextOutput)? {
    if outputIsTerminal { return standardOutput }
    if errorIsTerminal { return standardError }
    return nil
  }
}
