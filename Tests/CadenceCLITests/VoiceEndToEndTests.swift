import CadenceSound
import CadenceStore
import CadenceTestSupport
import CadenceWords
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// `cadence breathe --voice`, the real binary, against a server of the test's own: each
/// phase's name starts on its phase's instant, and without eSpeak NG the tones play, told
/// once. In the sound suite, whose tests run one at a time: a second server recording beside
/// them under the whole suite's load recorded nothing.
extension SoundEndToEndTests {
  /// Two cycles of 2-2 after a 1 s count-in, alone on the null sink (an exact device): each
  /// word's onset, less the frames that word takes to reach the onset threshold, against its
  /// phase's instant (1, 3, 5, 7 s), relative to the first. Spread at most 2 ms.
  @Test(
    .enabled(if: SoundServer.isInstalled, "pulseaudio is not installed"),
    .enabled(if: SpokenVoice.isAvailable, "eSpeak NG (libespeak-ng.so.1) is not installed"))
  func eachWordStartsOnItsPhasesInstant() throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    try server.startRecording(alone: true)
    let directory = TemporaryDataDirectory()
    let pty = try directory.startCadence(
      ["breathe", "2-2", "--cycles", "2", "--count-in", "1", "--voice", "--no-note"],
      environment: ["PULSE_SERVER": server.address, "HOME": server.directory])
    let exit = try pty.waitForExit(timeout: .seconds(30))
    #expect(exit.termination == .exited(0))
    #expect(!pty.text.contains("No voice"))
    let found = soundOnsets(in: server.stopRecording())
    // The four names, then the end chime.
    try #require(found.count == 5, "onsets at \(found)")
    let words: [SpokenWord] = [.breatheIn, .breatheOut, .breatheIn, .breatheOut]
    let gain = Float(SoundLevels().gain(.cues))
    let rises = words.map { word -> Int in
      SpokenVoice.samples(of: SpokenCue(word, in: .english)).firstIndex {
        abs(($0 * gain * 32767).rounded()) / 32768 >= 0.01
      } ?? 0
    }
    let starts = zip(found, rises).map { $0 - $1 }
    let offsets = starts.indices.map { starts[$0] - starts[0] - 96_000 * $0 }
    let spread = (offsets.max() ?? 0) - (offsets.min() ?? 0)
    #expect(spread <= 96, "offsets \(offsets) frames, rises \(rises)")
  }

  /// With eSpeak NG the voice plays, and nothing is told. Only where it is installed: the
  /// sound below the practice asks the library itself, whatever the practice was told.
  @Test(.enabled(if: SpokenVoice.isAvailable, "eSpeak NG (libespeak-ng.so.1) is not installed"))
  func withESpeakTheVoicePlaysAndNothingIsTold() {
    let plan = CuePlan(set: .voice, language: .simplifiedChinese)
    let spoken = PracticeSound.pulse(
      speaking: plan, levels: SoundLevels(), asked: false, speechAvailable: { true })
    #expect(spoken.plan.set == .voice)
    #expect(spoken.takeNotice() == nil)
  }

  /// No eSpeak NG: the tones play, and the notice is told once, first.
  @Test func withoutESpeakTheTonesPlayAndOneNoticeSaysWhy() {
    let plan = CuePlan(set: .voice, language: .simplifiedChinese)
    let sound = PracticeSound.pulse(
      speaking: plan, levels: SoundLevels(), asked: false, speechAvailable: { false })
    #expect(sound.plan.set == .tones)
    #expect(sound.takeNotice() == .noVoice)
    #expect(sound.takeNotice() == nil)
    let line = RuntimeMessage.noSound(.noVoice)
    #expect(
      line.line(in: EnglishCatalogue())
        == "Warning: No voice: libespeak-ng.so.1 (eSpeak NG) is not installed; the tones play instead.\n"
    )
  }
}
