import Cadence
import CadenceStore
import CadenceTestTraits
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 11's fuzz test, the import part: a few hundred mutations of a real export, seeded, go
/// through `cadence import` in process. Whatever the file holds: the status is 0, 1 or 64;
/// a refused file changes nothing; no output carries a control character that Cadence did not
/// write itself; and what was accepted reads back through every data command.
@Suite struct ImportFuzzTests {
  /// SplitMix64: a small generator whose sequence a seed fixes, so a failure replays.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let mutations = 300
  static let now = Date(timeIntervalSince1970: DataCommandTests.noon)

  /// Values worth trying in place of any other: the limits, their neighbours, hostile text.
  static let values = [
    "9223372036854775807", "-9223372036854775808", "-1", "0", "604800001", "1e308", "1.5",
    "null", "true", "[]", "{}", "\"\"", "\"0000-12-31T07:00:00.000Z\"",
    "\"1999-12-31T23:59:59.999Z\"", "\"2099-01-01T00:00:00.000Z\"", "\"2026-02-30T25:61:61Z\"",
    "\"pat\\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J\"", "\"a\\u202eb\"", "\"\\u009b2J\"",
    "\"\(String(repeating: "x", count: 5000))\"", "\"box\"", "\"4-7-8\"", "\"hold\"",
    "\"0.000000001-0.000000001\"", "\"in 4 out\"", "\"breathing\"", "\"yoga\"",
    "\"11111111-1111-4111-8111-111111111111\"", "\"dayStartsAt\"", "\"25:00\"",
  ]

  func run(_ arguments: [String], in directory: TemporaryDirectory) -> (
    status: Int32, output: String, errors: String
  ) {
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, wallClock: { Self.now })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// An export of one of everything, made the way a person makes one.
  func seededExport() throws -> [String] {
    let source = TemporaryDirectory()
    func store(daysAgo: Double) throws -> SQLiteSessionStore {
      let start = Self.now.addingTimeInterval(-daysAgo * 86_400)
      return try SQLiteSessionStore.open(
        in: DataDirectory(path: source.path), calendar: .utc, now: { start })
    }
    let plans: [(PracticeKind, String, String?)] = [
      (.breathe, "calm", nil), (.pomodoro, "pomodoro", "essay"), (.timer, "timer", "tea"),
      (.meditate, "meditation", nil),
    ]
    for (index, (kind, name, label)) in plans.enumerated() {
      let store = try store(daysAgo: 3 - Double(index) / 2)
      let begun = try store.beginSession(
        NewSession(kind: kind, name: name, label: label, planned: .seconds(600), cyclesPlanned: 4))
      _ = try store.finishSession(
        begun.id, status: .completed, active: .seconds(300), cyclesCompleted: 2)
      _ = try store.addJournalEntry("after \(name)", sessionID: begun.id)
    }
    let store = try store(daysAgo: 1)
    try store.addPattern(CustomPattern(name: "calm", spec: "in 4 out 6"))
    try store.setSetting("dayStartsAt", to: "04:00")
    try store.saveProgramProgress(
      ProgramProgress(programID: "calm-7", currentStep: 2, completedSteps: 2))
    let export = run(["export"], in: source)
    try #require(export.status == 0)
    return export.output.components(separatedBy: "\n")
  }

  /// One mutation of the export's lines, chosen by `random`.
  static func mutate(_ lines: [String], using random: inout SeededGenerator) -> [UInt8] {
    var lines = lines
    let index = Int.random(in: 0..<lines.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1:  // a value replaced by one worth trying
      let valued = lines.indices.filter { lines[$0].contains(" : ") }
      let line = valued[Int.random(in: 0..<valued.count, using: &random)]
      let parts = lines[line].components(separatedBy: " : ")
      let comma = lines[line].hasSuffix(",") ? "," : ""
      lines[line] = parts[0] + " : " + values.randomElement(using: &random)! + comma
    case 2:  // a line dropped
      lines.remove(at: index)
    case 3:  // a line repeated (a duplicate field, or half an object twice)
      lines.insert(lines[index], at: index)
    case 4:  // a key renamed
      lines[index] = lines[index].replacingFirst("\"", "\"x")
    default:  // random bytes, invalid UTF-8 and controls included
      var bytes = Array(lines.joined(separator: "\n").utf8)
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        bytes[at] = UInt8.random(in: 0...255, using: &random)
      }
      return bytes
    }
    return Array(lines.joined(separator: "\n").utf8)
  }

  @Test(.hangLimit)
  func mutatedExportsNeverCrashNeverLeakControlsAndChangeNothingWhenRefused() throws {
    let lines = try seededExport()
    let target = TemporaryDirectory()
    #expect(run(["journal", "add", "mine"], in: target).status == 0)
    var random = SeededGenerator(state: 11)
    var statuses: [Int32: Int] = [:]
    for round in 0..<Self.mutations {
      let file = target.file("mutated.json")
      TemporaryDirectory.write(Self.mutate(lines, using: &random), to: file)
      let before = run(["export"], in: target).output
      let skips = Bool.random(using: &random)
      let result = run(["import", file] + (skips ? ["--skip-invalid"] : []), in: target)
      statuses[result.status, default: 0] += 1
      let context = "round \(round)\(skips ? " --skip-invalid" : ""): \(result.errors)"
      #expect([0, 1, 64].contains(result.status), "\(context)")
      #expect(ImportSafetyTests.foreignControls(result.output) == [], "\(context)")
      #expect(ImportSafetyTests.foreignControls(result.errors) == [], "\(context)")
      if result.status != 0 {
        #expect(run(["export"], in: target).output == before, "\(context)")
        continue
      }
      for command in [["stats"], ["history"], ["journal"], ["pattern", "list"]] {
        let shown = run(command, in: target)
        #expect(shown.status == 0, "\(context) then \(command[0]): \(shown.errors)")
        #expect(ImportSafetyTests.foreignControls(shown.output) == [], "\(context) \(command)")
      }
    }
    // The mutations reach both ends: some files are taken, some refused.
    #expect(statuses[0, default: 0] > 0)
    #expect(statuses[1, default: 0] > 0)
  }
}

extension String {
  fileprivate func replacingFirst(_ old: String, _ new: String) -> String {
    guard let range = range(of: old) else { return self }
    return replacingCharacters(in: range, with: new)
  }
}
