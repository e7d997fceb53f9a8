import Testing

@testable import CadenceCLI

/// `journal add ""` said "Missing expected argument '<text>'" although the argument was there
/// (issue 24, item 8): an empty or blank note is refused as what it is, exit 64.
@Suite struct EmptyNoteTests {
  @Test(arguments: [["journal", "add", ""], ["journal", "add", "   "]])
  func anEmptyNoteIsRefusedAsEmpty(arguments: [String]) {
    let directory = TemporaryDataDirectory()
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(arguments, in: context) == 64)
    #expect(output.text.isEmpty)
    #expect(
      errors.lines.first
        == "Error: Invalid value '\(arguments[2])' for '<text>': the note is empty; expected a "
        + "note of at least one character, such as 'slept well'.")
  }
}
