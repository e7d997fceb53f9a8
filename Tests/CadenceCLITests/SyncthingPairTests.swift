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

/// The two-Syncthing harness on plain files, before Cadence's own sync uses it: a line
/// appended on one side arrives on the other, and a file changed on both sides while they
/// are apart leaves Syncthing's conflict copy beside the winner, on both sides.
@Suite(
  .serialized, .hangLimit,
  .enabled(if: SyncthingPair.isInstalled, Comment(rawValue: SyncthingPair.notInstalled)))
struct SyncthingPairTests {
  /// How long a change may take to arrive: measured 0.7–1.05 s (the watcher waits 1 s), so
  /// this bounds a hang, not the speed.
  static let arrival: Duration = .seconds(15)

  @Test func aLineAppendedOnAArrivesOnBWithTheSameBytes() throws {
    let pair = try SyncthingPair()
    defer { pair.stop() }
    print("syncthing: connected \(pair.connectedAfter) after the start")
    let source = pair.folder(.a) + "/log.jsonl"
    let target = pair.folder(.b) + "/log.jsonl"
    var written: [UInt8] = []
    for index in 1...3 {
      let line = Array("{\"line\":\(index)}\n".utf8)
      written += line
      try append(line, to: source)
      let clock = ContinuousClock()
      let start = clock.now
      let arrived = pair.waitUntil(Self.arrival) { contents(target) == written }
      #expect(arrived, "line \(index) did not arrive: \(contents(target))\n\(pair.logs())")
      print("syncthing: line \(index) arrived on B after \(clock.now - start)")
    }
  }

  @Test func aFileChangedOnBothSidesLeavesASyncConflictCopyOfTheOlderBesideTheNewer() throws {
    let pair = try SyncthingPair()
    defer { pair.stop() }
    let shared = Array("shared\n".utf8)
    try append(shared, to: pair.folder(.a) + "/notes.txt")
    try #require(
      pair.waitUntil(Self.arrival) { contents(pair.folder(.b) + "/notes.txt") == shared })

    try #require(pair.disconnect())
    try #require(pair.waitUntil(Self.arrival) { !pair.isConnected })
    try append(Array("from B\n".utf8), to: pair.folder(.b) + "/notes.txt")
    try append(Array("from A\n".utf8), to: pair.folder(.a) + "/notes.txt")
    // A's change is the newer by 10 s, so which side wins does not hang on the scheduler.
    try setModificationTime(of: pair.folder(.a) + "/notes.txt", secondsFromNow: 10)
    #expect(pair.scan(.a) && pair.scan(.b))
    try #require(pair.reconnect())

    let settled = pair.waitUntil(Self.arrival) {
      conflictCopies(in: pair.folder(.a)).count == 1 && pair.foldersAgree
    }
    try #require(settled, "\(listing(pair.folder(.a))) \(listing(pair.folder(.b)))\n\(pair.logs())")
    let copy = try #require(conflictCopies(in: pair.folder(.a)).first)
    print(
      "syncthing: the conflict copy is \(copy) (A is \(pair.shortID(.a)), B \(pair.shortID(.b)))")
    // notes.sync-conflict-YYYYMMDD-HHMMSS-XXXXXXX.txt: the date and time the copy was made,
    // and the short id of the device whose version won (A's here; seen in every run).
    #expect(copy.hasPrefix("notes.sync-conflict-") && copy.hasSuffix(".txt"))
    let pieces = copy.dropFirst("notes.sync-conflict-".count).dropLast(".txt".count)
      .split(separator: "-")
    #expect(pieces.count == 3 && pieces[0].count == 8 && pieces[0].allSatisfy(\.isNumber))
    #expect(pieces.count == 3 && pieces[1].count == 6 && pieces[1].allSatisfy(\.isNumber))
    #expect(pieces.count == 3 && pieces[2] == pair.shortID(.a))
    for side in SyncthingPair.Side.allCases {
      #expect(contents(pair.folder(side) + "/notes.txt") == Array("shared\nfrom A\n".utf8))
      #expect(contents(pair.folder(side) + "/" + copy) == Array("shared\nfrom B\n".utf8))
    }
  }

  @Test func stopEndsBothInstancesAndRemovesTheDirectory() throws {
    let pair = try SyncthingPair()
    print("syncthing: connected \(pair.connectedAfter) after the start")
    let pids = SyncthingPair.Side.allCases.map(pair.processID)
    let directory = pair.directory
    let clock = ContinuousClock()
    let start = clock.now
    pair.stop()
    print("syncthing: both stopped in \(clock.now - start)")
    for pid in pids {
      // Each group is gone: no process left with the group id (ESRCH).
      #expect(kill(-pid, 0) == -1 && errno == ESRCH)
    }
    #expect(access(directory, F_OK) == -1)
  }
}

private func append(_ bytes: [UInt8], to path: String) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
  guard descriptor >= 0 else { throw FileFailure(path: path, errno: errno) }
  defer { close(descriptor) }
  let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  guard written == bytes.count else { throw FileFailure(path: path, errno: errno) }
}

private func contents(_ path: String) -> [UInt8] { TemporaryDirectory.read(path) }

private func setModificationTime(of path: String, secondsFromNow seconds: Int) throws {
  var times = [timespec(tv_sec: time(nil) + seconds, tv_nsec: 0)]
  times.append(times[0])
  guard utimensat(AT_FDCWD, path, times, 0) == 0 else {
    throw FileFailure(path: path, errno: errno)
  }
}

private func listing(_ directory: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

private func conflictCopies(in directory: String) -> [String] {
  listing(directory).filter { $0.contains(".sync-conflict-") }
}

private struct FileFailure: Error {
  let path: String
  let errno: Int32
}
