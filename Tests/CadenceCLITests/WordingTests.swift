import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What Cadence says reads as sentences a person would write: each message ends as one, a
/// range error names the default rather than "expecting" it, and "did you mean" only offers
/// names that are close.
@Suite struct WordingTests {
  let directory = TemporaryDataDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test(arguments: [
    ["nothing"], ["--bogus"], ["timer"], ["timer", "5m", "--plain=yes"], ["timer", "--until"],
    ["timer", "5m", "6m"], ["timer", "5m", "--until", "14:30"], ["timer", "25x"],
    ["breathe", "nosuch"], ["breathe", "boxx"], ["breathe", "4-70"],
    ["pattern", "add", "1bad", "4-6"],
    ["pattern", "add", "ok", "4-70"], ["pattern", "remove", "nosuch"],
    ["pattern", "remove", "box"],
    ["pattern", "nope"], ["program", "start", "nope"], ["meditate", "0"],
    ["import", "/nonexistent/x.json"], ["type", "-f", "/nonexistent/x.txt"],
    ["stats", "--svg", "/nonexistent/x.svg"], ["history", "--kind", "yoga"],
    ["history", "--limit", "0"], ["export", "--format", "xml"], ["home"],
    ["--data-dir=", "timer", "5"],
  ])
  func everyMessageEndsAsASentence(arguments: [String]) {
    let result = run(arguments)
    #expect(result.status != 0)
    let first = result.errors.split(separator: "\n").first ?? ""
    #expect(first.hasPrefix("Error: "))
    #expect([".", "?"].contains(first.last), "'\(first)' does not end as a sentence")
  }

  @Test func confirmationsAndCautionsEndAsSentences() {
    #expect(run(["pattern", "add", "calm", "4-6"]) == (0, "Saved 'calm': in 4, out 6.\n", ""))
    #expect(run(["pattern", "remove", "calm"]) == (0, "Removed 'calm'.\n", ""))
    let deep = run(["pattern", "add", "deep", "in 4 hold 20 out 8"])
    #expect(deep.errors.hasSuffix("stop if you feel dizzy or short of breath.\n"))
  }

  @Test(arguments: [
    (
      ["breathe", "--cycles", "0"],
      "Error: Invalid value '0' for '--cycles <n>': not a whole number from 1 to 1000; "
        + "the default is 4."
    ),
    (
      ["breathe", "--count-in", "61"],
      "Error: Invalid value '61' for '--count-in <seconds>': not a number of seconds from 0 to "
        + "60; the default is 3."
    ),
    (
      ["breathe", "--minutes", "0"],
      "Error: Invalid value '0' for '--minutes <m>': not a number of minutes from 0.1 to 600."
    ),
    (
      ["pomodoro", "--every", "13"],
      "Error: Invalid value '13' for '--every <n>': not a whole number from 1 to 12; "
        + "the default is 4."
    ),
    (
      ["stats", "--days", "0"],
      "Error: Invalid value '0' for '--days <n>': not a whole number from 1 to 36500; "
        + "the default is 30."
    ),
    (
      ["history", "--days", "0"],
      "Error: Invalid value '0' for '--days <n>': not a whole number from 1 to 36500."
    ),
    (
      ["journal", "--limit", "0"],
      "Error: Invalid value '0' for '--limit <n>': not a whole number of 1 or more."
    ),
  ])
  func aRangeErrorNamesTheDefaultNotAnExpectedValue(arguments: [String], line: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == line)
  }

  @Test(arguments: [
    (["help", "nope"], "Error: Unknown command 'nope'."),
    (["nope"], "Error: Unknown command 'nope'."),
    (["help", "help"], "Error: Unknown command 'help'."),
    (["timr"], "Error: Unknown command 'timr'. Did you mean 'timer'?"),
    (["histroy"], "Error: Unknown command 'histroy'. Did you mean 'history'?"),
    (
      ["pattern", "rm", "calm"],
      "Error: Unknown command 'pattern rm'. Did you mean 'pattern remove'?"
    ),
    (["pattern", "ls"], "Error: Unknown command 'pattern ls'. Did you mean 'pattern list'?"),
    (["timer", "5m", "--quite"], "Error: Unknown option '--quite'. Did you mean '--quiet'?"),
    (["timer", "5m", "--pl"], "Error: Unknown option '--pl'. Did you mean '--plain'?"),
    (["timer", "5m", "--nope"], "Error: Unknown option '--nope'."),
  ])
  func didYouMeanOffersOnlyCloseNames(arguments: [String], line: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == line)
  }

  @Test func patternAloneListsLikeProgramAlone() {
    let alone = run(["pattern"])
    #expect(alone.status == 0)
    #expect(alone.errors.isEmpty)
    #expect(alone.output == run(["pattern", "list"]).output)
    #expect(run(["program"]).output == run(["program", "list"]).output)
  }
}

/// The README tells a newcomer what they will meet.
@Suite struct ReadmeWordingTests {
  static let readme: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
      ?? ""
  }()

  @Test func itSaysHowToPutCadenceOnThePath() {
    #expect(Self.readme.contains("## Install"))
    #expect(Self.readme.contains("make && sudo make install"))
    #expect(Self.readme.contains("swift build -c release"))
    #expect(Self.readme.contains(".build/release/cadence"))
  }

  @Test func aDurationWithSpacesIsQuoted() {
    #expect(Self.readme.contains("`\"1h 30m 15s\"`"))
    #expect(!Self.readme.contains("`1h 30m 15s`"))
  }

  @Test func usageErrorsAreDescribedAsTheyAre() throws {
    #expect(!Self.readme.contains("one-line `Error: …` on stderr"))
    let status = try #require(Self.readme.range(of: "64 for a usage"))
    let sentence = Self.readme[status.lowerBound...].prefix { $0 != ")" }
    #expect(sentence.contains("`Error: …`") && sentence.contains("usage"))
    #expect(sentence.contains("nothing on stdout"))
  }
}
