import CadenceSystem
import CadenceTestSupport
import CadenceTestTraits
import CadenceWords
import Testing

@testable import CadenceSound

/// Spoken words on a real PulseAudio server's null sink (skipped without `pulseaudio` or
/// eSpeak NG): each word's first sound is where it was placed, as a tone's is.
@Suite(
  .serialized,
  .enabled(if: SoundServer.isInstalled, "pulseaudio is not installed"),
  .enabled(if: SpokenVoice.isAvailable, "eSpeak NG (libespeak-ng.so.1) is not installed"))
struct SpokenCueEndToEndTests {
  /// Six words 1.5 s apart in both languages: each onset, less the frames its own word takes
  /// to reach the onset threshold, against its planned frame. The spread of those offsets
  /// (largest less smallest) is at most 2 ms: what the stream places is where each word's
  /// first sample sounds, whatever the word.
  @Test(.hangLimit)
  func eachWordStartsOnItsFrame() async throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    try server.startRecording(alone: true)
    let kernel = KernelClock(.suspending)
    let zero = kernel.now()
    let clock: @Sendable () -> Duration = { kernel.now() - zero }
    let levels = SoundLevels()
    let output = try PulseOutput.open(
      name: "test", server: server.address, levels: levels, clock: clock)
    let words: [SpokenCue] = [
      .init(.breatheIn, in: .english), .init(.hold, in: .english),
      .init(.breatheOut, in: .english), .init(.breatheIn, in: .simplifiedChinese),
      .init(.hold, in: .simplifiedChinese), .init(.breatheOut, in: .simplifiedChinese),
    ]
    let kinds = words.map { CueKind.spoken($0) }
    let voices = CueVoices(making: kinds)
    output.adopt(voices)
    output.settle()
    let now = clock()
    let cues = kinds.enumerated().map { index, kind in
      Cue(kind, at: now + .milliseconds(1_000 + 1_500 * index))
    }
    output.follow(cues, at: now)
    try await Task.sleep(for: .milliseconds(1_000 + 1_500 * kinds.count + 500))
    output.close(drain: .zero)
    try await Task.sleep(for: output.ringsFor)
    let found = soundOnsets(in: server.stopRecording())
    try #require(found.count == kinds.count, "onsets at \(found)")
    var copy = voices
    let rises = kinds.map { kind -> Int in
      let gain = Float(levels.gain(kind.layer))
      return copy.samples(of: kind).firstIndex {
        abs(($0 * gain * 32767).rounded()) / 32768 >= 0.01
      } ?? 0
    }
    // Offsets against the first word's: frames of a recording of an exact device (alone).
    let starts = zip(found, rises).map { $0 - $1 }
    let offsets = starts.indices.map { starts[$0] - starts[0] - 72_000 * $0 }
    let spread = (offsets.max() ?? 0) - (offsets.min() ?? 0)
    #expect(spread <= 96, "offsets \(offsets) frames, rises \(rises)")
  }
}
