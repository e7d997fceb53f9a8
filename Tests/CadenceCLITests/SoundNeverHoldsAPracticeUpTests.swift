import CadenceStore
import CadenceTestSupport
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Sound is never on a practice's critical path: the real binary against a server that is
/// stuck or mad, and against a real one at the end of a practice (PLATFORM.md's Sound
/// section: the attacks each of these tests comes from).
@Suite(.serialized, .hangLimit) struct SoundNeverHoldsAPracticeUpTests {
  private func start(
    _ arguments: [String], in directory: TemporaryDataDirectory, environment: [String: String]
  ) throws -> PseudoTerminal {
    try directory.startCadence(
      arguments, environment: ["HOME": directory.path].merging(environment) { $1 })
  }

  /// A ten-minute sitting with sound against a server that takes the connection and never
  /// answers, its first frame shown; the socket is closed when the test is done with it.
  private func sittingOnAStuckServer(
    in directory: TemporaryDataDirectory
  ) throws -> (PseudoTerminal, ListeningSocket) {
    let socket = try ListeningSocket(path: directory.path + "/stuck")
    let pty = try start(
      ["meditate", "10m", "--sound"], in: directory,
      environment: ["PULSE_SERVER": "unix:\(socket.path)"])
    let shown = try pty.read(timeout: .seconds(5)) { $0.contains("Meditation") }
    try #require(shown, "\(pty.text)")
    return (pty, socket)
  }

  /// A server of the test's own with its sink in use, as a desktop's is (an idle null sink
  /// starts a new stream only at the end of its 2 s block), and a data directory.
  private static func recordingServer() throws -> (SoundServer, TemporaryDataDirectory) {
    let server = try #require(SoundServer())
    try server.startRecording()
    return (server, TemporaryDataDirectory())
  }

  /// When the chunk whose arrival made `condition` first hold came, after the start.
  private func firstTime(_ pty: PseudoTerminal, _ condition: (String) -> Bool) -> Duration? {
    var text = ""
    for chunk in pty.chunks {
      text += String(decoding: chunk.bytes, as: UTF8.self)
      if condition(text) { return chunk.time - pty.startTime }
    }
    return nil
  }

  /// A server that takes the connection and never answers: libpulse waits 30 s for its
  /// reply. The sitting's first frame, its keys and its end are the practice's own; the
  /// server is given up after a second, with one notice. Before: 30 s of a blank screen, deaf
  /// to q, then a session of 00:00.
  @Test(
    .enabled(
      if: SoundServer.clientLibraryLoads,
      "libpulse.so.0 (PulseAudio's client library) is not installed"))
  func aServerThatNeverAnswersCostsOneNoticeAndNothingElse() throws {
    let directory = TemporaryDataDirectory()
    let (pty, socket) = try sittingOnAStuckServer(in: directory)
    defer { socket.close() }
    let first = try #require(firstTime(pty) { $0.contains("Meditation") })
    #expect(first < .seconds(1), "the first frame came \(first) after the start")
    let notice = "the sound server did not answer within a second"
    let told = try pty.read(timeout: .seconds(5)) { $0.contains(notice) }
    #expect(told, "\(pty.text)")
    try pty.write("q")
    let asked = pty.now()
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(pty.now() - asked < .seconds(1))
    #expect(exit.termination == .exited(1))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .stoppedEarly)
    #expect(session.activeMilliseconds >= 1_000, "it ran while the server said nothing")
  }

  @Test func aSignalWhileTheServerSaysNothingEndsThePracticeAtOnce() throws {
    let directory = TemporaryDataDirectory()
    let (pty, socket) = try sittingOnAStuckServer(in: directory)
    defer { socket.close() }
    try pty.send(SIGTERM)
    let asked = pty.now()
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(pty.now() - asked < .seconds(1))
    #expect(exit.termination == .exited(143))
  }

  /// A client configuration read for ever (`/dev/zero`) froze the practice before its first
  /// frame, deaf to every signal; one of random bytes (`/dev/urandom`) put them on the
  /// screen. Neither is a file: sound is not even loaded, and the notice says why.
  @Test(arguments: ["/dev/zero", "/dev/urandom"])
  func aClientConfigurationThatIsNoFileCostsOneNotice(_ configuration: String) throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["meditate", "10m", "--sound"], in: directory,
      environment: [
        "PULSE_CLIENTCONFIG": configuration, "PULSE_SERVER": "unix:\(directory.path)/none",
      ])
    let told = try pty.read(timeout: .seconds(5)) { $0.contains("PULSE_CLIENTCONFIG names") }
    #expect(told, "\(pty.text)")
    #expect(pty.text.contains("Meditation"))
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(1))
  }

  /// The session is recorded the moment the timer reaches its end, before its chime rings
  /// out: a SIGKILL a second later (the chime still ringing) loses nothing. Before, the
  /// ring-out came first, and the session stayed in progress (`interrupted 00:00`).
  @Test(.enabled(if: SoundServer.isInstalled))
  func aKillDuringTheChimeAfterACompletedTimerKeepsItsSession() throws {
    let (server, directory) = try Self.recordingServer()
    defer { server.stop() }
    let pty = try start(
      ["timer", "2", "--plain", "--sound"], in: directory,
      environment: ["PULSE_SERVER": server.address])
    let ended = try pty.read(timeout: .seconds(10)) { $0.contains("00:00") }
    try #require(ended, "\(pty.text)")
    // Real time on purpose: the chime rings in real time, and the kill falls inside it.
    pty.readFor(.seconds(1))
    try? pty.send(SIGKILL)
    _ = try pty.waitForExit(timeout: .seconds(5))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .completed)
    #expect(session.activeMilliseconds == 2_000)
  }

  /// A natural end lets its chime ring out with the summary shown; a signal then ends the
  /// process at once with 128 + n. Before, the summary came after the ring-out, and the
  /// signal found the process gone with 0.
  @Test(.enabled(if: SoundServer.isInstalled))
  func aSignalDuringTheRingOutEndsItAtOnceWith143() throws {
    // A breathing session: it ends on its own (a timer and a sitting wait for a key).
    let (server, directory) = try Self.recordingServer()
    defer { server.stop() }
    let pty = try start(
      ["breathe", "1-1", "--cycles", "1", "--count-in", "1", "--no-note", "--sound"], in: directory,
      environment: ["PULSE_SERVER": server.address])
    let summary = try pty.read(timeout: .seconds(10)) { $0.contains("1 of 1 cycle") }
    try #require(summary, "\(pty.text)")
    let shownAt = pty.now()
    try pty.send(SIGTERM)
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(143))
    #expect(pty.now() - shownAt < .milliseconds(500))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .completed)
  }

  /// `q` during a bowl's ring: the stream fades at once and the shell is back at once.
  /// Before: 3 s of the bowl, the shell's screen back and echoing the keys meanwhile.
  @Test(.enabled(if: SoundServer.isInstalled))
  func quittingWhileABowlRingsIsImmediate() throws {
    let (server, directory) = try Self.recordingServer()
    defer { server.stop() }
    let pty = try start(
      ["meditate", "10m", "--warm-up", "0", "--sound"], in: directory,
      environment: ["PULSE_SERVER": server.address])
    let shown = try pty.read(timeout: .seconds(5)) { $0.contains("Meditation") }
    try #require(shown, "\(pty.text)")
    pty.readFor(.seconds(1))
    try pty.write("q")
    let asked = pty.now()
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(1))
    #expect(pty.now() - asked < .milliseconds(500))
  }
}

/// A unix socket that listens and never accepts: a client's `connect` succeeds (the
/// kernel queues it), and no byte ever comes back.
private final class ListeningSocket {
  let path: String
  private let descriptor: Int32

  init(path: String) throws {
    self.path = path
    descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else {
      throw TerminalError.systemCall("bind", errno: errno)
    }
  }

  func close() {
    _ = Glibc.close(descriptor)
    unlink(path)
  }
}

extension PseudoTerminal {
  /// Reads what comes for `duration`, whatever it is: real time the scenario needs.
  func readFor(_ duration: Duration) {
    _ = try? read(timeout: duration)
  }
}
