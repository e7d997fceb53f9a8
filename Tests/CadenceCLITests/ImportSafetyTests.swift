import Cadence
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 11, items 2, 3 and 12: what an import accepts, and that no output writes a control
/// character or a bidirectional override that a person's text carried.
@Suite struct ImportSafetyTests {
  let directory = TemporaryDirectory()

  /// 2026-11-29 12:00 UTC, as in `DataCommandTests`.
  static let now = Date(timeIntervalSince1970: DataCommandTests.noon)

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, wallClock: { Self.now })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// An export file holding `sessions` and `patterns` (JSON object texts), written here.
  func exportFile(sessions: [String] = [], patterns: [(String, String)] = []) -> String {
    let list = patterns.map { "{\"name\": \"\($0.0)\", \"spec\": \"\($0.1)\"}" }
    let text = """
      {"format": "cadence-export", "version": 2, "exportedAt": "2026-11-29T11:00:00Z",
       "sessions": [\(sessions.joined(separator: ", "))], "journal": [], "programs": [],
       "settings": [], "removed": [], "patterns": [\(list.joined(separator: ", "))]}
      """
    let file = directory.file("import.json")
    TemporaryDirectory.write(Array(text.utf8), to: file)
    return file
  }

  static func session(
    id: Int, startedAt: String = "2026-11-28T07:00:00Z", active: String = "300000"
  ) -> String {
    """
    {"id": "11111111-1111-4111-8111-\(String(format: "%012d", id))", "kind": "breathing",
     "name": "box", "status": "completed", "startedAt": "\(startedAt)", "utcOffsetSeconds": 0,
     "endedAt": "2026-11-28T07:05:00Z", "activeMilliseconds": \(active), "cyclesCompleted": 1}
    """
  }

  /// Every scalar of `text` that ``SafeText`` refuses, but the line ends Cadence writes (LF,
  /// and CR LF in a CSV).
  static func foreignControls(_ text: String) -> [String] {
    let lines = text.components(separatedBy: "\r\n").joined(separator: "\n")
    return lines.unicodeScalars.filter { $0 != "\n" && SafeText.isRefused($0) }.map {
      "U+" + String($0.value, radix: 16)
    }
  }

  @Test(arguments: ["box", "4-7-8", "Box", "coherent", "hold"])
  func aPatternNamedLikeABuiltInIsRefusedAsPatternAddRefusesIt(name: String) {
    #expect(run(["pattern", "add", name, "4-6"]).status == 64)
    let result = run(["import", exportFile(patterns: [("mycalm", "4-6"), (name, "4-6")])])
    #expect(result.status == 1)
    #expect(result.errors.contains(": patterns[1].name: "))
    #expect(result.errors.contains("Nothing was imported; '--skip-invalid' imports the other"))
    #expect(!run(["pattern", "list"]).output.contains("mycalm"))
  }

  @Test func aPatternWhoseSpecIsNoPatternIsRefused() {
    let result = run(["import", exportFile(patterns: [("calm", "4-x-6")])])
    #expect(result.status == 1)
    #expect(result.errors.contains(": patterns[0].spec: "))
  }

  @Test func anOSC52PatternNameIsRefusedAndNeverReachesTheTerminal() {
    let name = "pat\\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J"
    let result = run(["import", exportFile(patterns: [(name, "4-6")])])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "patterns[0].name: expected text without control characters or bidirectional "
          + "overrides, found U+001B. Nothing was imported"))
    #expect(Self.foreignControls(result.errors) == [])
    let list = run(["pattern", "list"])
    #expect(list.output.hasSuffix("none yet: add one with 'cadence pattern add <name> <spec>'.\n"))
  }

  @Test func anImportedYearZeroIsRefusedNotShownAsAStrangeDate() {
    let result = run([
      "import", exportFile(sessions: [Self.session(id: 1, startedAt: "0000-12-31T07:00:00Z")]),
    ])
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "sessions[0].startedAt: expected a time from 2000-01-01T00:00:00.000Z to "
          + "2026-11-30T12:00:00.000Z (a day after this machine's clock)"))
    #expect(run(["history"]).output == "No sessions yet.\n")
  }

  @Test func aDurationThatWouldOverflowStatsIsRefusedAndStatsStillWork() {
    let file = exportFile(sessions: [
      Self.session(id: 1), Self.session(id: 2, active: "9223372036854775807"),
    ])
    let refused = run(["import", file])
    #expect(refused.status == 1)
    #expect(
      refused.errors.contains("sessions[1].activeMilliseconds: expected a whole number up to"))
    #expect(run(["stats"]).status == 0)
  }

  @Test func skipInvalidImportsTheRestAndNamesWhatItLeftOut() {
    let file = exportFile(
      sessions: [Self.session(id: 1), Self.session(id: 2, active: "9223372036854775807")],
      patterns: [("mycalm", "4-6"), ("box", "4-4-4-4")])
    let result = run(["import", "--skip-invalid", file])
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        Left out 2 invalid records:
          sessions[1].activeMilliseconds: expected a whole number up to 604800000
          patterns[1].name: 'box' is the name of a built-in pattern: choose another name

        """))
    #expect(result.output.contains("  sessions           1        0\n"))
    #expect(run(["pattern", "list"]).output.contains("mycalm"))
  }

  /// A store written before these rules (or by another program through the library) can
  /// hold anything: every output shows it without a raw control character.
  @Test func textStoredBeforeTheRulesIsNeverWrittenRaw() throws {
    let hostile = "pat\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J\u{202E}\u{9B}\u{7F}"
    let store = try SQLiteSessionStore.open(
      in: DataDirectory(path: directory.path), calendar: .utc,
      now: { Self.now.addingTimeInterval(-3600) })
    try store.addPattern(CustomPattern(name: hostile, spec: "4-6"))
    let begun = try store.beginSession(
      NewSession(kind: .pomodoro, name: hostile, label: hostile, planned: .seconds(1500)))
    _ = try store.finishSession(
      begun.id, status: .completed, active: .seconds(600), cyclesCompleted: 1)
    _ = try store.addJournalEntry(hostile)
    for arguments in [
      ["pattern", "list"], ["history"], ["stats"], ["journal"], ["export"],
      ["export", "--format", "csv"], ["breathe", hostile], ["pattern", "remove", hostile + "x"],
    ] {
      let result = run(arguments)
      #expect(Self.foreignControls(result.output) == [], "\(arguments[0]) output")
      #expect(Self.foreignControls(result.errors) == [], "\(arguments[0]) errors")
    }
    let csv = run(["export", "--format", "csv"]).output
    #expect(csv.contains("pat\\u{1B}]52;c;ZXZpbA==\\u{7}\\u{1B}[2J\\u{202E}\\u{9B}\\u{7F}"))
    let json = run(["export"]).output
    #expect(json.contains("pat\\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J\\u202e\\u009b\\u007f"))
  }

  @Test(arguments: [
    ["timer", "\u{1B}[31mX"], ["--lab\u{1B}]52;c;eA==\u{7}"], ["\u{1B}[2J"],
    ["pattern", "add", "a\u{1B}[2J", "4-4"], ["pattern", "add", "calm", "4-\u{1B}[2J"],
    ["pattern", "remove", "\u{1B}[2J"], ["breathe", "\u{202E}4-4"],
    ["history", "--kind", "\u{9B}x"],
    ["pomodoro", "--label", "a\u{1B}[2Jb"], ["timer", "5m", "--title", "a\u{2066}b"],
    ["journal", "add", "x\u{1B}[2J"], ["config", "set", "\u{1B}", "x"],
    ["import", "/nonexistent/\u{1B}[2J.json"], ["export", "--format", "\u{1B}"],
  ])
  func anArgumentsControlCharactersAreEscapedInErrors(arguments: [String]) {
    let result = run(arguments)
    #expect([1, 64].contains(result.status))
    #expect(Self.foreignControls(result.errors) == [])
    #expect(Self.foreignControls(result.output) == [])
    #expect(result.errors.contains("\\u{"))
  }

  @Test(arguments: [
    (["pomodoro", "--label", String(repeating: "x", count: 81)], "has 81 characters"),
    (["timer", "5m", "--title", "a\u{1B}b"], "has a control character (U+001B)"),
    (["journal", "add", String(repeating: "y", count: 1001)], "has 1001 characters"),
    (["pattern", "add", String(repeating: "z", count: 41), "4-6"], "has 41 characters"),
    (["pattern", "add", "a\u{202E}b", "4-6"], "has a bidirectional control character (U+202E)"),
  ])
  func namesLabelsAndNotesAreRefusedAtEntryByTheSameRule(arguments: [String], reason: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(reason))
  }

  /// The note prompt's line editor lives in TerminalUI, which cannot see `SafeText`: it must
  /// drop (or turn into spaces) every character the rule refuses, and nothing else.
  @Test func theLineEditorDropsWhatSafeTextRefuses() {
    for value in Array(0...0x3000) + [0xFEFF, 0x1F600] {
      guard let scalar = Unicode.Scalar(value), scalar != "\u{1B}" else { continue }
      let cleaned = LineEditor.cleaned("a" + String(Character(scalar)) + "b")
      let expected = SafeText.isRefused(scalar) ? ["ab", "a b"] : ["a" + String(scalar) + "b"]
      #expect(expected.contains(cleaned), "U+\(String(value, radix: 16))")
    }
  }
}
