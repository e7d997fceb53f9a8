import CadenceStore
import CadenceSystem
import CadenceTestSupport
import CadenceTestTraits
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// Two machines, each its own data directory and the real `cadence`, syncing through two
/// real Syncthing instances on 127.0.0.1 (issue 43): a session recorded on A shows in B's
/// history, a note edited on both converges, a removal on B removes on A, and a conflict
/// copy Syncthing makes of a log is never read.
@Suite(
  .serialized, .hangLimit,
  .enabled(if: SyncthingPair.isInstalled, Comment(rawValue: SyncthingPair.notInstalled)))
struct SyncEndToEndTests {
  static let arrival: Duration = .seconds(20)

  struct Machine {
    let data = TemporaryDirectory()

    /// `cadence ARGUMENTS` on this machine: what it printed.
    @discardableResult
    func run(_ arguments: [String]) -> String {
      ProgramOutput.run(
        [cadenceExecutable(), "--lang", "en"] + arguments,
        environment: [
          "CADENCE_DATA_DIR": data.path, "PATH": "/usr/bin:/bin", "COLUMNS": "120",
          "NO_COLOR": "1", "PULSE_SERVER": "unix:/nonexistent",
        ]) ?? ""
    }

    var store: SQLiteSessionStore {
      get throws { try SQLiteSessionStore.open(in: DataDirectory(path: data.path)) }
    }
  }

  @Test func twoMachinesShareSessionsNotesAndRemovalsThroughSyncthing() throws {
    let pair = try SyncthingPair()
    defer { pair.stop() }
    let (a, b) = (Machine(), Machine())
    #expect(a.run(["sync", "folder", pair.folder(.a), "--name", "laptop"]).contains("laptop"))
    #expect(b.run(["sync", "folder", pair.folder(.b), "--name", "desktop"]).contains("desktop"))

    // A session recorded on A: in B's `cadence history` once Syncthing has carried it.
    a.run(["timer", "1", "--plain"])
    let session = try #require(try a.store.sessions(SessionQuery()).first)
    let shown = ShortID(session.id).digits
    let arrived = pair.waitUntil(Self.arrival) {
      b.run(["history", "--ids", "--all"]).contains(shown)
    }
    #expect(arrived, "B's history: \(b.run(["history", "--ids", "--all"]))\n\(pair.logs())")

    // A note written on A, then edited on both sides while they are apart: both end with
    // the edit made last.
    a.run(["journal", "add", "first", "words"])
    let note = try #require(try a.store.journalEntries().first)
    let noteID = ShortID(note.id).digits
    #expect(pair.waitUntil(Self.arrival) { b.run(["journal"]).contains("first words") })
    try #require(pair.disconnect())
    a.run(["journal", "edit", noteID, "edited", "on", "the", "laptop"])
    usleep(20_000)
    b.run(["journal", "edit", noteID, "edited", "on", "the", "desktop", "later"])
    try #require(pair.reconnect())
    let converged = pair.waitUntil(Self.arrival) {
      a.run(["journal"]).contains("edited on the desktop later")
        && b.run(["journal"]).contains("edited on the desktop later")
    }
    #expect(converged, "A: \(a.run(["journal"])) B: \(b.run(["journal"]))")

    // Removed on B: gone from A.
    b.run(["history", "remove", shown])
    let removed = pair.waitUntil(Self.arrival) {
      !a.run(["history", "--ids", "--all"]).contains(shown)
    }
    #expect(removed, "A still lists \(shown): \(a.run(["history", "--ids", "--all"]))")

    // A log changed on both sides while apart (as two machines with one id would): the
    // conflict copy Syncthing leaves beside it is skipped by every reader.
    let fake = "0000000000000000000000000000beef"
    let log = "/cadence/\(fake).jsonl"
    let first = Self.sessionLine(1, id: UUID(), device: fake, milliseconds: 1_796_000_000_000)
    try AppendOnlyFiles.append(Array(first.utf8), to: pair.folder(.a) + log)
    #expect(pair.waitUntil(Self.arrival) { pair.foldersAgree })
    try #require(pair.disconnect())
    let onA = UUID()
    let onB = UUID()
    try AppendOnlyFiles.append(
      Array(Self.sessionLine(2, id: onB, device: fake, milliseconds: 1_796_000_100_000).utf8),
      to: pair.folder(.b) + log)
    try AppendOnlyFiles.append(
      Array(Self.sessionLine(2, id: onA, device: fake, milliseconds: 1_796_000_200_000).utf8),
      to: pair.folder(.a) + log)
    #expect(pair.scan(.a) && pair.scan(.b))
    try #require(pair.reconnect())
    let copied = pair.waitUntil(Self.arrival) {
      pair.foldersAgree
        && ((try? AppendOnlyFiles.names(in: pair.folder(.b) + "/cadence")) ?? []).contains {
          $0.contains(".sync-conflict-")
        }
    }
    try #require(copied, "\(pair.logs())")
    b.run(["sync", "now"])
    let ids = try Set(b.store.sessions(SessionQuery()).map(\.id))
    // One of the two versions won the name; the loser, in the conflict copy, is not read.
    #expect(ids.contains(onA) != ids.contains(onB))
  }

  static func sessionLine(_ number: Int, id: UUID, device: String, milliseconds: Int64) -> String {
    """
    {"v":1,"n":\(number),"c":"00\(milliseconds)-000000-\(device)","t":"session",\
    "id":"\(id.uuidString)","kind":"timer","name":"timer","active":60000,"cycles":0,\
    "status":"completed","start":\(milliseconds - 60000),"startOffset":0,\
    "end":\(milliseconds),"endOffset":0}

    """
  }
}
