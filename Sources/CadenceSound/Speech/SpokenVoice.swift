import CadenceWords

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spoken cue's samples: its words in its language by eSpeak NG, made like every other
/// voice before the practice's lead (on the opening thread, never between two frames), then
/// resampled to the stream's 48 kHz, trimmed so that the word's first sound is its first
/// sample (it starts at its phase's instant, not after eSpeak's lead-in), and scaled to
/// ``CueVoices/peak``.
///
/// Calm, not robotic-fast: English at 130 words a minute (eSpeak's normal is 175; "breathe
/// out" lasts 0.74 s), Mandarin at 160 (its syllables are long: 屏息 lasts 0.93 s, within
/// the second before a count); pitch 40 (normal 50: a little lower), range 35 (normal 50:
/// less lift at the end of a word, not a monotone).
public enum SpokenVoice {
  /// eSpeak NG's voice for `language`.
  static func voice(for language: Language) -> SpeechLibrary.Voice {
    switch language {
    case .english: .init(name: "en-us", rate: 130, pitch: 40, range: 35)
    case .simplifiedChinese: .init(name: "cmn", rate: 160, pitch: 40, range: 35)
    }
  }

  /// Whether words can be spoken: `libespeak-ng.so.1` is installed.
  public static var isAvailable: Bool { SpeechLibrary.isInstalled }

  /// What `cue` says, as it is said.
  public static func text(of cue: SpokenCue) -> String {
    cue.language.words.spoken(cue.word)
  }

  /// The samples of `cue` at 48 kHz, or none when eSpeak NG cannot say it.
  public static func samples(of cue: SpokenCue) -> [Float] {
    guard let library = SpeechLibrary.shared,
      let spoken = library.speak(text(of: cue), voice: voice(for: cue.language)),
      !spoken.samples.isEmpty
    else { return [] }
    let floats = spoken.samples.map { Float($0) / 32768 }
    return shaped(resampled(floats, from: spoken.rate, to: Synth.sampleRate))
  }

  /// `samples` at `rate` resampled to `target` by windowed sinc (Lanczos, three lobes): a
  /// voice made at 22,050 Hz played on a 48 kHz stream, without the whine of a straight line
  /// between samples. The ratio is exact (22,050 / 48,000 = 147 / 320), so the 320 sets of
  /// weights are worked out once and each sample is six multiplications.
  static func resampled(_ samples: [Float], from rate: Int, to target: Int) -> [Float] {
    guard rate != target, rate > 0, target > 0, !samples.isEmpty else { return samples }
    let divisor = gcd(rate, target)
    let (step, phases) = (rate / divisor, target / divisor)
    let lobes = 3
    let taps = 2 * lobes
    var weights = [Float](repeating: 0, count: phases * taps)
    for phase in 0..<phases {
      let fraction = Double(phase) / Double(phases)
      for tap in 0..<taps {
        weights[phase * taps + tap] = Float(
          lanczos(fraction - Double(tap - lobes + 1), lobes: Double(lobes)))
      }
    }
    let count = samples.count * phases / step
    var out = [Float](repeating: 0, count: count)
    samples.withUnsafeBufferPointer { input in
      weights.withUnsafeBufferPointer { weights in
        out.withUnsafeMutableBufferPointer { output in
          for index in 0..<count {
            let position = index * step
            let base = position / phases
            let row = (position % phases) * taps
            var sum: Float = 0
            for tap in 0..<taps {
              let source = base + tap - lobes + 1
              if source >= 0, source < input.count { sum += input[source] * weights[row + tap] }
            }
            output[index] = sum
          }
        }
      }
    }
    return out
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  private static func lanczos(_ x: Double, lobes: Double) -> Double {
    if x == 0 { return 1 }
    guard abs(x) < lobes else { return 0 }
    let pix = Double.pi * x
    return lobes * sin(pix) * sin(pix / lobes) / (pix * pix)
  }

  /// The level below which a sample is eSpeak's silence before and after the word, relative
  /// to the word's loudest sample.
  static let silence: Float = 0.02

  /// `samples` from the word's first sound to its last, a 2 ms rise and a 30 ms fall (no
  /// click), scaled to ``CueVoices/peak``.
  static func shaped(_ samples: [Float]) -> [Float] {
    let top = samples.map(abs).max() ?? 0
    guard top > 0 else { return [] }
    let threshold = top * silence
    guard let first = samples.firstIndex(where: { abs($0) >= threshold }),
      let last = samples.lastIndex(where: { abs($0) >= threshold })
    else { return [] }
    let fall = Synth.sampleRate * 30 / 1000
    let end = min(samples.count, last + 1 + fall)
    var word = Array(samples[first..<end])
    let rise = min(word.count, Synth.sampleRate * 2 / 1000)
    for index in 0..<rise {
      word[index] *= Float(0.5 - 0.5 * cos(Double.pi * Double(index) / Double(rise)))
    }
    let falling = min(word.count, fall)
    for index in 0..<falling {
      word[word.count - 1 - index] *= Float(
        0.5 - 0.5 * cos(Double.pi * Double(index) / Double(falling)))
    }
    let scale = Float(CueVoices.peak) / top
    return word.map { $0 * scale }
  }
}

/// A word said at a cue's instant: what it says, in which language (the interface's).
public struct SpokenCue: Hashable, Sendable {
  /// What is said.
  public var word: SpokenWord
  /// The language it is said in.
  public var language: Language

  /// `word` in `language`.
  public init(_ word: SpokenWord, in language: Language) {
    self.word = word
    self.language = language
  }
}
