import Cadence
import CadencePractice
import CadenceWords
import Testing

@testable import CadenceSound

#if canImport(Glibc)
  import Glibc
#endif

/// Resampling, shaping and the voice's cue plan, which need no eSpeak NG.
@Suite struct SpokenVoiceShapingTests {
  /// A 1 kHz sine made at 22,050 Hz is a 1 kHz sine at 48 kHz: as many zero crossings a
  /// second, within one, and no louder than it was (a windowed sinc overshoots a little).
  @Test func resamplingKeepsThePitch() {
    let source = (0..<22_050).map { index -> Float in
      Float(sin(2 * Double.pi * 1_000 * Double(index) / 22_050)) * 0.5
    }
    let out = SpokenVoice.resampled(source, from: 22_050, to: 48_000)
    #expect(abs(out.count - 48_000) <= 1)
    let crossings = zip(out.dropFirst(), out).filter { pair in (pair.0 < 0) != (pair.1 < 0) }.count
    #expect(abs(crossings - 2_000) <= 1, "\(crossings)")
    let loudest = out.map { abs($0) }.max() ?? 0
    #expect(loudest < 0.52)
  }

  /// The word's first sound is its first sample (eSpeak's lead-in of silence is cut), it
  /// rises from zero and falls to zero, and peaks at the voices' peak.
  @Test func aWordStartsAtItsFirstSound() {
    let lead = [Float](repeating: 0, count: 2_000)
    let word = (0..<4_800).map { index -> Float in index % 2 == 0 ? 0.4 : -0.4 }
    let shaped = SpokenVoice.shaped(lead + word + lead)
    #expect(shaped.first == 0)
    #expect(abs(shaped.last ?? 1) < 1e-6)
    let loudest = shaped.map { abs($0) }.max() ?? 0
    #expect(abs(loudest - Float(CueVoices.peak)) < 1e-4)
    // 4,800 samples of word, and the fall's 30 ms of what followed it.
    #expect(shaped.count == 4_800 + 1_440)
  }
}

/// The voice cue set at exact instants: each phase's name at its instant, a count each
/// whole second after it while 0.7 s is left, both holds the same word.
@Suite struct VoiceCuePlanTests {
  @Test func namesAtEachPhaseAndCountsEachSecond() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-2.5-4.5"), cycles: 1, countIn: .seconds(3))
    var practice = BreathePractice(session: session, name: "test")
    practice.look(at: .zero)
    let say = { (word: SpokenWord, seconds: Double) in
      Cue(.spoken(SpokenCue(word, in: .simplifiedChinese)), at: .milliseconds(Int(seconds * 1000)))
    }
    let plain = CuePlan(set: .voice, language: .simplifiedChinese).cues(for: practice.timeline)
    #expect(
      plain == [
        say(.breatheIn, 3), say(.hold, 7), say(.breatheOut, 9.5), Cue(.endChime, at: .seconds(14)),
      ])
    let counting = CuePlan(set: .voice, counts: true, language: .simplifiedChinese)
      .cues(for: practice.timeline)
    #expect(
      counting == [
        say(.breatheIn, 3), say(.count(2), 4), say(.count(3), 5), say(.count(4), 6),
        say(.hold, 7), say(.count(2), 8),
        say(.breatheOut, 9.5), say(.count(2), 10.5), say(.count(3), 11.5), say(.count(4), 12.5),
        Cue(.endChime, at: .seconds(14)),
      ])
    // In the middle of the exhale: its counts left, not its name.
    practice.look(at: .seconds(11))
    let later = CuePlan(set: .voice, counts: true, language: .simplifiedChinese)
    #expect(
      later.cues(for: practice.timeline) == [
        say(.count(3), 11.5), say(.count(4), 12.5), Cue(.endChime, at: .seconds(14)),
      ])
  }
}

/// eSpeak NG's words themselves (skipped without `libespeak-ng.so.1`).
@Suite(.enabled(if: SpokenVoice.isAvailable, "eSpeak NG (libespeak-ng.so.1) is not installed"))
struct SpokenVoiceTests {
  /// Every phase name in both languages: made, starting at a sound, clean at both ends, at
  /// the voices' peak, and short enough to be said before the count one second on.
  @Test(arguments: Language.allCases)
  func phaseNamesAreSaidWithinASecond(language: Language) {
    for word in [SpokenWord.breatheIn, .hold, .breatheOut] {
      let samples = SpokenVoice.samples(of: SpokenCue(word, in: language))
      let seconds = Double(samples.count) / Double(Synth.sampleRate)
      #expect(seconds > 0.2 && seconds < 1, "\(word) in \(language): \(seconds) s")
      #expect(samples.first == 0 && abs(samples.last ?? 1) < 1e-6)
      let loudest = samples.map { abs($0) }.max() ?? 0
      #expect(abs(loudest - Float(CueVoices.peak)) < 1e-4)
      // The first sound within 5 ms (past the 2 ms rise): no lead-in of silence.
      let first = samples.firstIndex { abs($0) >= Float(CueVoices.peak) * 0.02 } ?? .max
      #expect(first <= Synth.sampleRate * 5 / 1000, "\(word) in \(language): \(first)")
    }
  }

  /// A count fits in the room left for it.
  @Test(arguments: Language.allCases)
  func countsFitTheirRoom(language: Language) {
    for n in 2...12 {
      let samples = SpokenVoice.samples(of: SpokenCue(.count(n), in: language))
      let room = Double(CuePlan.countRoom.components.attoseconds) / 1e18
      #expect(
        Double(samples.count) / Double(Synth.sampleRate) < room, "\(n) in \(language)")
    }
  }
}
