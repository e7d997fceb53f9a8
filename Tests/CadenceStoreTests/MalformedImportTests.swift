import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// A wrong or foreign file is rejected as a whole, naming the field, and writes nothing.
@Suite struct MalformedImportTests {
  struct Case: Sendable, CustomTestStringConvertible {
    /// Replaced in a valid export (each must occur exactly once)…
    var replace: String
    var with: String
    /// …gives this error.
    var field: String
    var issue: ImportIssue
    var testDescription: String { field }
  }

  static let firstID = "11111111-1111-4111-8111-111111111111"
  static let kinds = ["breathing", "focus", "timer", "meditation", "stopwatch"]

  @Test(arguments: [
    Case(
      replace: "\"startedAt\" : \"2026-01-04T07:00:00.000Z\"",
      with: "\"startedAt\" : \"2026-01-04 07:00\"",
      field: "sessions[3].startedAt",
      issue: .notATimestamp),
    Case(
      replace: "\"exportedAt\" : \"2026-01-04T07:05:01.000Z\"", with: "\"exportedAt\" : \"today\"",
      field: "exportedAt",
      issue: .notATimestamp),
    Case(
      replace: "\"kind\" : \"focus\"", with: "\"kind\" : \"yoga\"", field: "sessions[1].kind",
      issue: .notOneOf(accepted: MalformedImportTests.kinds, found: "yoga")),
    Case(
      replace: "\"name\" : \"25m\",", with: "", field: "sessions[2].name", issue: .missing),
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : \"none\"",
      field: "sessions[3].cyclesCompleted",
      issue: .wrongType(expected: .wholeNumber, foundNull: false)),
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : -1",
      field: "sessions[3].cyclesCompleted", issue: .negative),
    // Numbers the decoder refuses in its own way (a whole file "not JSON" on Linux, an English
    // sentence on Apple's platforms): issues of their fields.
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : 1.5",
      field: "sessions[3].cyclesCompleted",
      issue: .wrongType(expected: .wholeNumber, foundNull: false)),
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : 1e30",
      field: "sessions[3].cyclesCompleted", issue: .tooLarge(most: 1_000_000)),
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : -9223372036854775809",
      field: "sessions[3].cyclesCompleted", issue: .negative),
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : -1e400",
      field: "sessions[3].cyclesCompleted", issue: .tooLarge(most: 1_000_000)),
    Case(
      replace: "\"2026-01-04T07:00:00.000Z\",\n      \"utcOffsetSeconds\" : 3600",
      with: "\"2026-01-04T07:00:00.000Z\",\n      \"utcOffsetSeconds\" : 3600.5",
      field: "sessions[3].utcOffsetSeconds",
      issue: .wrongType(expected: .wholeNumber, foundNull: false)),
    Case(
      replace: "\"2026-01-04T07:00:00.000Z\",\n      \"utcOffsetSeconds\" : 3600",
      with: "\"2026-01-04T07:00:00.000Z\",\n      \"utcOffsetSeconds\" : -1e30",
      field: "sessions[3].utcOffsetSeconds", issue: .utcOffsetOutOfRange),
    Case(
      replace: "\"version\" : 2", with: "\"version\" : 1.5", field: "version",
      issue: .unsupportedVersion(supported: 2)),
    Case(
      replace: "\"endedAt\" : \"2026-01-03T07:05:00.000Z\"",
      with: "\"endedAt\" : \"2026-01-03T06:00:00.000Z\"",
      field: "sessions[2].endedAt", issue: .earlierThan(other: "startedAt")),
    Case(
      replace: "\"id\" : \"\(firstID)\"", with: "\"id\" : \"not-a-uuid\"", field: "sessions[0].id",
      issue: .notAUUID),
    Case(
      replace: "\"2026-01-04T07:00:00.000Z\",\n      \"utcOffsetSeconds\" : 3600",
      with: "\"2026-01-04T07:00:00.000Z\",\n      \"utcOffsetSeconds\" : 90000",
      field: "sessions[3].utcOffsetSeconds", issue: .utcOffsetOutOfRange),
    Case(
      replace: "\"value\" : \"04:00\"", with: "\"value\" : \"25:00\"", field: "settings[0].value",
      issue: .notATimeOfDay),
    Case(
      replace: "\"spec\" : \"in 4 hold 2 out 6\"", with: "\"spec\" : null",
      field: "patterns[0].spec",
      issue: .wrongType(expected: .string, foundNull: true)),
    Case(
      replace: "\"format\" : \"cadence-export\"", with: "\"format\" : \"fitness-tracker\"",
      field: "format",
      issue: .notACadenceExport),
    Case(
      replace: "\"version\" : 2", with: "\"version\" : 3", field: "version",
      issue: .newerVersion(3, supported: 2)),
    Case(
      replace: "\"version\" : 2", with: "\"version\" : 0", field: "version",
      issue: .unsupportedVersion(supported: 2)),
    Case(
      replace: "\"text\" : \"after 4-7-8\"",
      with: "\"editedAt\" : \"2025-12-31T00:00:00Z\", \"text\" : \"after 4-7-8\"",
      field: "journal[0].editedAt", issue: .earlierThan(other: "createdAt")),
    Case(
      replace: "\"removed\" : []",
      with: "\"removed\" : [{\"kind\": \"pattern\", \"id\": \"\(firstID)\", \"removedAt\": null}]",
      field: "removed[0].kind",
      issue: .notOneOf(accepted: ["session", "journalEntry"], found: "pattern")),
    Case(
      replace: "\"removed\" : []",
      with:
        "\"removed\" : [{\"kind\": \"session\", \"id\": \"\(firstID)\", \"removedAt\": \"May\"}]",
      field: "removed[0].removedAt",
      issue: .notATimestamp),
    // Found only while writing: everything before it must be rolled back.
    Case(
      replace: "\"sessionId\" : \"\(firstID)\"",
      with: "\"sessionId\" : \"22222222-2222-4222-8222-222222222222\"",
      field: "journal[0].sessionId",
      issue: .unknownSession(UUID(uuidString: "22222222-2222-4222-8222-222222222222")!)),
  ])
  func aMalformedFileIsRejectedAndNothingIsWritten(_ example: Case) throws {
    let valid = try Self.validExport()
    let parts = valid.components(separatedBy: example.replace)
    try #require(parts.count == 2, "'\(example.replace)' occurs \(parts.count - 1) times")
    try expectRejected(
      parts.joined(separator: example.with),
      .malformedImport(ImportProblem(.field(example.field), example.issue)))
  }

  @Test func aDuplicateIdentityInTheFileIsRejected() throws {
    let source = try ExportImportTests.Source()
    let secondID = source.sessions[1].id.uuidString
    let firstID = source.sessions[0].id.uuidString
    try expectRejected(
      try source.exportText().components(separatedBy: secondID).joined(separator: firstID),
      .malformedImport(ImportProblem(.field("sessions[1].id"), .duplicate(of: "sessions[0].id"))))
  }

  /// A minimal version 1 document with these patterns and nothing else.
  static func document(patterns: [(String, String)]) -> String {
    let list = patterns.map { "{\"name\": \"\($0.0)\", \"spec\": \"\($0.1)\"}" }
    return """
      {"format": "cadence-export", "version": 1, "exportedAt": "2026-01-01T00:00:00Z",
       "sessions": [], "journal": [], "programs": [], "settings": [],
       "patterns": [\(list.joined(separator: ", "))]}
      """
  }

  @Test func patternNamesThatDifferOnlyInASCIICaseAreDuplicates() throws {
    try expectRejected(
      Self.document(patterns: [("Evening", "4-4"), ("evENING", "4-6")]),
      .malformedImport(
        ImportProblem(.field("patterns[1].name"), .duplicate(of: "patterns[0].name"))))
    // SQLite's NOCASE folds ASCII only, so these are two patterns, as in the store itself.
    let store = try Self.storeWithData()
    let summary = try store.importJSON(
      Data(Self.document(patterns: [("Ä", "4-4"), ("ä", "4-6")]).utf8))
    #expect(summary.patterns == ImportCount(added: 2, skipped: 0))
  }

  @Test func aFileThatIsNotJSONIsRejectedWithItsLineAndColumn() throws {
    try expectRejected(
      "id,kind\r\n1,breathing\r\n",
      .malformedImport(
        ImportProblem(
          .position(line: 1, column: 1),
          .syntax(JSONSyntaxError(expected: .value, found: .text("i"))))))
    try expectRejected(
      "{\"format\": \"cadence-export\",\n \"version\": 1,\n \"sessions\": [,]}",
      .malformedImport(
        ImportProblem(
          .position(line: 3, column: 15),
          .syntax(JSONSyntaxError(expected: .value, found: .text(","))))))
  }

  @Test func aForeignJSONDocumentIsRejected() throws {
    try expectRejected(
      "[1, 2, 3]",
      .malformedImport(ImportProblem(.document, .wrongType(expected: .object, foundNull: false))))
    try expectRejected(
      "{\"tracks\": []}",
      .malformedImport(ImportProblem(.field("format"), .notACadenceExport)))
  }

  /// A store that already holds data of its own, so "nothing written" is a real comparison;
  /// its clock is after the export's last session (2026-01-04), as an importer's is.
  static func storeWithData() throws -> SQLiteSessionStore {
    let store = try openStore(
      in: TemporaryDirectory(), clock: TestClock("2026-01-05T00:00:00Z"))
    let session = try store.beginSession(NewSession(kind: .pomodoro, name: "pomodoro"))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(1500), cyclesCompleted: 1)
    _ = try store.addJournalEntry("mine")
    return store
  }

  /// An export of the `ExportImportTests.Source` data whose first session has a known id.
  static func validExport() throws -> String {
    let source = try ExportImportTests.Source()
    let text = try source.exportText()
    return text.components(separatedBy: source.sessions[0].id.uuidString).joined(separator: firstID)
  }

  func expectRejected(
    _ text: String, _ expected: StoreError, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let store = try Self.storeWithData()
    let before = try ExportImportTests.contents(store)
    #expect(throws: expected, sourceLocation: sourceLocation) {
      try store.importJSON(Data(text.utf8))
    }
    #expect(try ExportImportTests.contents(store) == before, sourceLocation: sourceLocation)
  }
}
