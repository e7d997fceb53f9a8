import CadenceStore
import CadenceTestSupport
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

/// The real binary with `--sound`: without a sound server (one notice, the terminal bell,
/// the session as before), and with one of the test's own on a null sink (the cues land
/// on the sink a phase apart, at the device's rate, and no bell rings).
@Suite(.serialized, .hangLimit) struct SoundEndToEndTests {
  private func start(
    _ arguments: [String], in directory: TemporaryDataDirectory, environment: [String: String]
  ) throws -> PseudoTerminal {
    try directory.startCadence(arguments, environment: environment)
  }

  /// How far a recorded interval of `frames` may be from 48 kHz: 2 frames, and 400 ppm of
  /// it. The stream follows the device's own rate once its snapshots span 7 s
  /// (``OutputClock``), and the null sink beside the recorder's silent stream runs fast
  /// (160–180 ppm, measured against the system's clock). The defects these tests catch were
  /// 45–310 ms and 78 ms.
  private func withinRate(_ frames: Int) -> Int { 2 + frames * 400 / 1_000_000 }

  @Test func withoutAServerBreatheSaysSoOnceRingsTheBellAndRecordsAsBefore() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["breathe", "1-1", "--cycles", "1", "--count-in", "0", "--sound", "--no-note"],
      in: directory,
      environment: [
        "XDG_RUNTIME_DIR": directory.path, "PULSE_SERVER": "unix:\(directory.path)/none",
      ])
    let exit = try pty.waitForExit(timeout: .seconds(10))
    #expect(exit.termination == .exited(0))
    #expect(pty.text.contains("\u{7}"))
    let notice = "No sound: there is no sound server"
    #expect(pty.text.components(separatedBy: notice).count == 2, "\(pty.text)")
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .completed)
    #expect(session.activeMilliseconds == 2_000)
  }

  @Test(.enabled(if: SoundServer.isInstalled))
  func withAServerTheCuesLandAPhaseApartAndNoBellRings() throws {
    let (pty, found) = try breatheOnAServer(countIn: 3)
    #expect(!pty.text.contains("\u{7}"))
    #expect(!pty.text.contains("No sound"))
    // Inhale, exhale, inhale, …: the two inhales (the same voice, so the same rise) are one
    // cycle, 2 s, apart at the device's rate.
    try #require(found.count >= 4, "onsets at \(found)")
    #expect(abs(found[2] - found[0] - 96_000) <= withinRate(96_000), "onsets at \(found)")
  }

  /// Two cycles of `1-1` with `--sound` against a server of the test's own: the finished
  /// session's terminal and the onsets recorded on the null sink.
  private func breatheOnAServer(countIn: Int) throws -> (PseudoTerminal, [Int]) {
    let server = try #require(SoundServer())
    defer { server.stop() }
    try server.startRecording()
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["breathe", "1-1", "--cycles", "2", "--count-in", "\(countIn)", "--sound", "--no-note"],
      in: directory, environment: ["PULSE_SERVER": server.address, "HOME": server.directory])
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(0))
    return (pty, soundOnsets(in: server.stopRecording()))
  }

  /// The first instant's cue, without a count-in, at the stream's very start: the kernel
  /// holds the practice's zero back at most 300 ms and hands the cues over at once, so on a
  /// server that opens in time it is placed on its own frame, a cycle before the next
  /// inhale at the device's rate; on one that opens later (this debug build under the whole
  /// suite's load) it is placed at most 150 ms late, or not at all. Every cue after it is
  /// on its frame either way: the two exhales are a cycle apart.
  ///
  /// Why the first may be heard up to 300 ms late, not 150: in the recording, a cue in a
  /// stream's first 100 ms came up to 270 ms late against the next though the stream's own
  /// timing placed it (see `aSittingsBowlsFromItsVeryStartAreOnTheirFrames`); not explained
  /// yet, the null sink taking in a new stream is the suspect.
  @Test(.enabled(if: SoundServer.isInstalled))
  func theCueOfThePracticesFirstInstantIsOnItsFrameOrAtMostAJoinsLatenessLate() throws {
    let (_, found) = try breatheOnAServer(countIn: 0)
    try #require(found.count >= 4, "onsets at \(found)")
    // Inhale, exhale, inhale, exhale, end chime: five onsets with the first inhale heard.
    let heardFirst = found.count >= 5
    let exhales = heardFirst ? found[3] - found[1] : found[2] - found[0]
    #expect(abs(exhales - 96_000) <= withinRate(96_000), "onsets at \(found)")
    if heardFirst {
      let first = found[2] - found[0]
      #expect(
        first >= 96_000 - 14_400 && first <= 96_000 + withinRate(96_000), "onsets at \(found)")
    }
  }

  /// A sitting's bowls with no warm-up: the first, at the practice's very start, sounds (the
  /// practice waits at most 300 ms for sound to open, and its voice is made on the opening
  /// thread: made on the first cue's use instead, 150 ms in this debug build, it came
  /// 45–310 ms late in every run), and the next two are on their frames, 10 s apart.
  ///
  /// Why not the first against the second: in the recording, a bowl in a stream's first
  /// 100 ms came 53–270 ms late against the next, though the stream's timing placed it on
  /// its frame and agreed with every later snapshot within 1 ms; a tone there (the breathing
  /// test above) did not. Not explained yet: the null sink taking in a new stream is the
  /// suspect.
  @Test(.enabled(if: SoundServer.isInstalled))
  func aSittingsBowlsFromItsVeryStartAreOnTheirFrames() throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    try server.startRecording()
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["meditate", "22s", "--warm-up", "0", "--bell-every", "10s", "--sound"], in: directory,
      environment: ["PULSE_SERVER": server.address, "HOME": server.directory])
    let exit = try pty.waitForExit(timeout: .seconds(40))
    #expect(exit.termination == .exited(0))
    // The bowl's beating partials dip below the onset threshold as it fades, so onsets
    // are found within it too: a strike is one 10 s (less a first one's lateness) after
    // the one before.
    let found = soundOnsets(in: server.stopRecording())
    let first = try #require(found.first)
    let second = try #require(
      found.first { $0 - first >= 480_000 - 7_200 - withinRate(480_000) && $0 - first < 500_000 },
      "onsets at \(found)")
    #expect(
      found.contains { abs($0 - second - 480_000) <= withinRate(480_000) }, "onsets at \(found)")
  }

  @Test func withoutAServerAProgramStepRingsTheBellForItsCues() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["program", "start", "calm-7", "--sound", "--no-note"], in: directory,
      environment: [
        "XDG_RUNTIME_DIR": directory.path, "PULSE_SERVER": "unix:\(directory.path)/none",
      ])
    // The notice is on the screen from the start, while the practice runs.
    let told = try pty.read(timeout: .seconds(5)) { $0.contains("No sound: there is no") }
    #expect(told, "\(pty.text)")
    // The count-in ends and the first inhale rings the bell that stands in for its tone.
    let rang = try pty.read(timeout: .seconds(10)) { $0.contains("\u{7}") }
    #expect(rang, "\(pty.text)")
    try pty.write("q")
    _ = try pty.waitForExit(timeout: .seconds(10))
    #expect(pty.text.components(separatedBy: "No sound: there is no").count == 2)
  }

  @Test(.enabled(if: SoundServer.isInstalled))
  func aServerThatGoesAwayMidPracticeIsToldThenAndTheSessionIsUntouched() throws {
    let server = try #require(SoundServer())
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["breathe", "1-1", "--cycles", "4", "--count-in", "2", "--sound", "--no-note"],
      in: directory, environment: ["PULSE_SERVER": server.address, "HOME": server.directory])
    let breathing = try pty.read(timeout: .seconds(10)) { $0.contains("Breathe in") }
    try #require(breathing, "\(pty.text)")
    #expect(!pty.text.contains("\u{7}"))
    server.stop()
    let notice = "The sound server went away"
    // Told while the practice goes on, not after it: the session has seconds left.
    let told = try pty.read(timeout: .seconds(3)) { $0.contains(notice) }
    #expect(told, "\(pty.text)")
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(0))
    #expect(pty.text.components(separatedBy: notice).count == 2, "\(pty.text)")
    // The bell stands in for the cues from then on.
    let afterNotice = try #require(pty.text.range(of: notice)).upperBound
    #expect(pty.text[afterNotice...].contains("\u{7}"))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .completed)
    #expect(session.activeMilliseconds == 8_000)
  }
}
