import CadenceStore
import CadenceTestSupport
import Testing

@testable import CadenceCLI

/// Issue 41, item 11: the timer's label option was `--title` while `pomodoro`, `history` and
/// the end hook's CADENCE_LABEL say label, and `timer --label` was refused with no "did you
/// mean". One word, `--label`, everywhere; `--title` is kept as another name for it.
@Suite struct LabelOptionTests {
  func run(_ arguments: [String], in directory: TemporaryDataDirectory) -> (
    status: Int32, output: String, errors: String
  ) {
    let host = ScriptedHost(script: [(at: .seconds(2), step: .type("q"))])
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func theTimerTakesLabelAndStillTitle() throws {
    let directory = TemporaryDataDirectory()
    let label = run(["timer", "5", "--label", "Tea"], in: directory)
    #expect(label.status == 1)
    #expect(label.output == "Tea: 00:02 of 00:05 (stopped early)\n")
    let title = run(["timer", "5", "--title", "Bread"], in: directory)
    #expect(title.output == "Bread: 00:02 of 00:05 (stopped early)\n")
    let labels = try directory.store().sessions(SessionQuery()).map(\.label)
    #expect(labels == ["Bread", "Tea"])
  }

  @Test func helpNamesLabelAndAMisspellingIsShownIt() {
    let directory = TemporaryDataDirectory()
    let help = run(["timer", "--help"], in: directory).output
    #expect(help.contains("--label <text>"))
    #expect(!help.contains("--title"))
    let misspelt = run(["timer", "5", "--lable", "Tea"], in: directory)
    #expect(misspelt.status == 64)
    #expect(misspelt.errors.hasPrefix("Error: Unknown option '--lable'. Did you mean '--label'?"))
  }
}
