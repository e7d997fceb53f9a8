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

/// Issue 24, item 14: `journal` says which session a note belongs to (its kind, when it
/// started and its length), on a line under the note, in English and Chinese.
@Suite struct JournalSessionTests {
  /// The store and the command runner of ``DataCommandTests``.
  let data = DataCommandTests()

  /// A breathing session at 09:30 with a note written at its end, and a note of its own.
  func seed() throws -> (linked: String, alone: String) {
    let start = Date(timeIntervalSince1970: DataCommandTests.noon - 2.5 * 3600)
    let store = try SQLiteSessionStore.open(
      in: DataDirectory(path: data.directory.path), calendar: .utc, now: { start })
    let session = try store.beginSession(
      NewSession(kind: .breathe, name: "4-7-8", cyclesPlanned: 8))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(150), cyclesCompleted: 8)
    let linked = try store.addJournalEntry("Calmer after the long exhale", sessionID: session.id)
    let later = try SQLiteSessionStore.open(
      in: DataDirectory(path: data.directory.path), calendar: .utc,
      now: { Date(timeIntervalSince1970: DataCommandTests.noon - 3600) })
    let alone = try later.addJournalEntry("Slept well")
    let length = try later.shortIDLength(of: .journalEntry)
    return (
      ShortID(linked.id, length: length).digits, ShortID(alone.id, length: length).digits
    )
  }

  func indent(_ columns: Int) -> String { String(repeating: " ", count: columns) }

  @Test func aNoteNamesItsSession() throws {
    let ids = try seed()
    #expect(
      data.run(["journal"], columns: 100).output == """
        \(ids.alone)  2026-11-29 11:00  Slept well
        \(ids.linked)  2026-11-29 09:30  Calmer after the long exhale
        \(indent(ids.linked.count + 20))after 4-7-8 breathing, 02:30, 2026-11-29 09:30

        """)
  }

  @Test func aNoteNamesItsSessionInChinese() throws {
    let ids = try seed()
    #expect(
      data.run(["--lang", "zh-Hans", "journal"], columns: 100).output == """
        \(ids.alone)  2026年11月29日 周日 11:00  Slept well
        \(ids.linked)  2026年11月29日 周日 09:30  Calmer after the long exhale
        \(indent(ids.linked.count + 29))练习：4-7-8 呼吸法，02:30，2026年11月29日 周日 09:30

        """)
  }

  @Test func aRemovedSessionLeavesTheNoteWithoutTheLine() throws {
    _ = try seed()
    let store = try SQLiteSessionStore.open(
      in: DataDirectory(path: data.directory.path), calendar: .utc)
    let session = try #require(try store.sessions(SessionQuery()).first)
    _ = try store.removeSession(matching: ShortID(session.id, length: 32))
    #expect(!data.run(["journal"], columns: 100).output.contains("breathing"))
  }

  @Test(arguments: [40, 60, 80])
  func everyLineFits(columns: Int) throws {
    _ = try seed()
    for language in ["en", "zh-Hans"] {
      for line in data.run(["--lang", language, "journal"], columns: columns).output.split(
        separator: "\n")
      {
        #expect(DisplayWidth.of(line) <= columns, "\(language): '\(line)'")
      }
    }
  }
}
