import Foundation
import Testing

@testable import CadenceSound

/// The power of `frequency` in `samples` (Goertzel's algorithm), normalised by length.
private func power(of frequency: Double, in samples: ArraySlice<Float>) -> Double {
  let coefficient = 2 * cos(2 * Double.pi * frequency / Double(Synth.sampleRate))
  var (previous, beforePrevious) = (0.0, 0.0)
  for sample in samples {
    let next = Double(sample) + coefficient * previous - beforePrevious
    beforePrevious = previous
    previous = next
  }
  let power =
    previous * previous + beforePrevious * beforePrevious
    - coefficient * previous * beforePrevious
  return power / Double(samples.count * samples.count)
}

private func rms(_ samples: ArraySlice<Float>) -> Double {
  (samples.map { Double($0) * Double($0) }.reduce(0, +) / Double(samples.count)).squareRoot()
}

@Suite struct SynthTests {
  @Test func theBowlSoundsItsPartialsAndLittleBetween() {
    let bowl = CueVoices.make(.bowl)
    let window = bowl[4_800..<52_800]
    for partial in CueVoices.bowlPartials(fundamental: 196).prefix(3) {
      #expect(power(of: partial.frequency, in: window) > 100 * power(of: 300, in: window))
    }
    #expect(power(of: 196, in: window) > power(of: 196 * 2.71, in: window))
  }

  @Test func theBowlDecaysExponentiallyOverSeconds() {
    let bowl = CueVoices.make(.bowl)
    let second = Synth.sampleRate
    // Over 2 s windows (the twins' beating averages out): falling, and over 4 s by about
    // 1/e, the fundamental's time constant, once the faster partials have gone.
    let levels = [1, 3, 5].map { rms(bowl[($0 * second)..<(($0 + 2) * second)]) }
    #expect(levels == levels.sorted(by: >))
    let ratio = levels[2] / levels[0]
    #expect(ratio > 0.25 && ratio < 0.6, "levels \(levels)")
    #expect(bowl.count == 9 * second)
  }

  @Test(arguments: CueKind.synthesised)
  func everyVoiceStartsAndEndsAtSilenceWithoutAJumpAndNeverClips(kind: CueKind) {
    let samples = CueVoices.make(kind)
    #expect(samples.first == 0)
    #expect(abs(samples.last!) < 1e-4)
    #expect(samples.map(abs).max()! <= Float(CueVoices.peak) + 1e-6)
    // No click: no step between neighbours larger than a 2 kHz sine at full peak makes.
    let steps = zip(samples.dropFirst(), samples).map { abs($0 - $1) }
    #expect(steps.max()! < Float(CueVoices.peak * 2 * Double.pi * 2_000 / 48_000))
  }

  @Test func voicesAreTheSameOnEveryCall() {
    #expect(CueVoices.make(.exhale) == CueVoices.make(.exhale))
  }

  @Test func theInhaleRisesAndTheExhaleFalls() {
    let inhale = CueVoices.make(.inhale)
    #expect(power(of: 340, in: inhale[1_000..<6_000]) > power(of: 480, in: inhale[1_000..<6_000]))
    #expect(
      power(of: 480, in: inhale[26_000..<31_000]) > power(of: 340, in: inhale[26_000..<31_000]))
    let exhale = CueVoices.make(.exhale)
    #expect(power(of: 480, in: exhale[1_000..<8_000]) > power(of: 340, in: exhale[1_000..<8_000]))
    #expect(
      power(of: 360, in: exhale[17_000..<26_000]) > power(of: 480, in: exhale[17_000..<26_000]))
  }

  @Test func aScheduleIsSilentBeforeItsFirstCue() {
    var schedule = CueSchedule()
    _ = schedule.plan([.init(kind: .bowl, frame: 24_000, gain: 1)], safe: 0)
    let samples = schedule.render(from: 0, count: 48_000)
    #expect(samples[..<24_000].allSatisfy { $0 == 0 })
    #expect(samples[24_000..<26_000].contains { $0 != 0 })
  }
}

@Suite struct SynthRecurrenceTests {
  /// The partials made by recurrence are the exact formula's, to well below a 16-bit step.
  @Test func aStruckSoundIsTheExactFormulasWithinRounding() {
    let partials = CueVoices.bowlPartials(fundamental: 196)
    let seconds = 9.0
    let made = Synth.struck(partials, seconds: seconds, peak: 1)
    let count = Int(seconds * Double(Synth.sampleRate))
    var exact = [Double](repeating: 0, count: count)
    for partial in partials {
      var parts = [(partial.frequency, partial.amplitude)]
      if partial.twin != 0 {
        parts.append((partial.frequency + partial.twin, partial.amplitude / 2))
      }
      for (frequency, amplitude) in parts {
        let step = 2 * Double.pi * frequency / Double(Synth.sampleRate)
        let fall = exp(-1 / (partial.decay * Double(Synth.sampleRate)))
        for index in 0..<count {
          exact[index] += amplitude * pow(fall, Double(index)) * sin(step * Double(index))
        }
      }
    }
    let rise = Int(0.004 * Double(Synth.sampleRate))
    let fall = Int(0.05 * Double(Synth.sampleRate))
    for index in 0..<rise {
      exact[index] *= 0.5 - 0.5 * cos(Double.pi * Double(index) / Double(rise))
    }
    for index in 0..<fall {
      exact[count - 1 - index] *= 0.5 - 0.5 * cos(Double.pi * Double(index) / Double(fall))
    }
    let top = exact.map(abs).max()!
    let worst = zip(made, exact).map { abs(Double($0) - $1 / top) }.max()!
    #expect(worst < 1e-6, "worst \(worst)")
  }
}
