#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Additive synthesis at 48 kHz, deterministic: the same call gives the same samples on
/// every machine (doubles, no randomness), so tests can check frequencies and decays and
/// no sample file ships with the app.
///
/// Every sound starts from zero and ends at zero with a smooth (raised-cosine) edge: a
/// waveform that jumps at its first or last sample clicks, whatever its frequency.
public enum Synth {
  /// Samples per second of everything Cadence plays.
  public static let sampleRate = 48_000

  /// One sine component of a struck sound.
  public struct Partial: Hashable, Sendable {
    /// Its frequency in hertz.
    public var frequency: Double
    /// Its starting amplitude, relative to the others.
    public var amplitude: Double
    /// Its decay's time constant in seconds (amplitude falls to 1/e in this time).
    public var decay: Double
    /// A twin this many hertz above, at half the amplitude: the two beat at this rate, as a
    /// real bowl's slightly uneven rim makes each mode a pair (one of them weaker, so the
    /// sound swells and ebbs without falling silent).
    public var twin: Double

    /// A partial at `frequency`, `amplitude`, decaying with time constant `decay`, beating
    /// with a twin `twin` hertz above (0: no twin).
    public init(frequency: Double, amplitude: Double, decay: Double, twin: Double = 0) {
      self.frequency = frequency
      self.amplitude = amplitude
      self.decay = decay
      self.twin = twin
    }
  }

  /// A struck sound: the partials summed, each decaying on its own; a 4 ms rise (a strike
  /// is fast but not a step) and a fade over the last 50 ms, scaled to `peak`.
  public static func struck(_ partials: [Partial], seconds: Double, peak: Double) -> [Float] {
    let count = Int(seconds * Double(sampleRate))
    var samples = [Double](repeating: 0, count: count)
    for partial in partials {
      add(partial.frequency, partial, into: &samples)
      if partial.twin != 0 {
        var twin = partial
        twin.amplitude /= 2
        add(partial.frequency + partial.twin, twin, into: &samples)
      }
    }
    shapeEdges(&samples, rise: 0.004, fall: 0.05)
    return normalised(samples, peak: peak)
  }

  /// A soft tone gliding from `from` to `to` hertz (exponentially, as pitch is heard) over
  /// `seconds`, with a 30 ms rise and a release over its last 40 %, scaled to `peak`. A
  /// touch of the octave above keeps it from sounding like a test tone.
  public static func tone(from: Double, to: Double, seconds: Double, peak: Double) -> [Float] {
    let count = Int(seconds * Double(sampleRate))
    var samples = [Double](repeating: 0, count: count)
    var phase = 0.0
    for index in 0..<count {
      let through = Double(index) / Double(max(1, count - 1))
      let frequency = from * pow(to / from, through)
      samples[index] = sin(phase) + 0.15 * sin(2 * phase)
      phase += 2 * Double.pi * frequency / Double(sampleRate)
      if phase > 2 * Double.pi { phase -= 2 * Double.pi }
    }
    shapeEdges(&samples, rise: 0.03, fall: seconds * 0.4)
    return normalised(samples, peak: peak)
  }

  /// A soft tick: 10 ms of 1.8 kHz under a Hann window (no edge at all).
  public static func tick(peak: Double) -> [Float] {
    let count = sampleRate / 100
    let samples = (0..<count).map { index -> Double in
      let window = 0.5 - 0.5 * cos(2 * Double.pi * Double(index) / Double(count - 1))
      return window * sin(2 * Double.pi * 1800 * Double(index) / Double(sampleRate))
    }
    return normalised(samples, peak: peak)
  }

  /// Sounds laid over one another: each at its offset in seconds, summed.
  public static func layered(_ parts: [(offset: Double, samples: [Float])]) -> [Float] {
    let length = parts.map { Int($0.offset * Double(sampleRate)) + $0.samples.count }.max() ?? 0
    var mixed = [Float](repeating: 0, count: length)
    for part in parts {
      let start = Int(part.offset * Double(sampleRate))
      for (index, sample) in part.samples.enumerated() { mixed[start + index] += sample }
    }
    return mixed
  }

  /// Adds a decaying sine: `amplitude · fall^n · sin(step · n)` for every sample n.
  ///
  /// By recurrence (one complex multiply a sample, no `sin` or `exp`): a 9 s bowl is 3.5
  /// million partial samples, and made with `sin` per sample it took 70 ms in release and
  /// 200–300 ms in a debug build, inside the lead of a practice's first cue. Every
  /// ``resync`` samples the phasor is set again from the exact formula, so rounding never
  /// builds up (a bowl stays within 1e-6 of full scale of the formula, tested).
  private static func add(_ frequency: Double, _ partial: Partial, into samples: inout [Double]) {
    let step = 2 * Double.pi * frequency / Double(sampleRate)
    let fall = exp(-1 / (partial.decay * Double(sampleRate)))
    let (turnCos, turnSin) = (fall * cos(step), fall * sin(step))
    samples.withUnsafeMutableBufferPointer { buffer in
      var start = 0
      while start < buffer.count {
        let end = min(buffer.count, start + resync)
        let magnitude = partial.amplitude * pow(fall, Double(start))
        var (re, im) = (
          magnitude * cos(step * Double(start)), magnitude * sin(step * Double(start))
        )
        for index in start..<end {
          buffer[index] += im
          (re, im) = (re * turnCos - im * turnSin, re * turnSin + im * turnCos)
        }
        start = end
      }
    }
  }

  /// How many samples a partial's phasor runs by recurrence before it is set again.
  static let resync = 4_096

  /// Raised-cosine rise over the first `rise` seconds and fall over the last `fall`.
  private static func shapeEdges(_ samples: inout [Double], rise: Double, fall: Double) {
    let count = samples.count
    let riseCount = min(count, Int(rise * Double(sampleRate)))
    let fallCount = min(count, Int(fall * Double(sampleRate)))
    for index in 0..<riseCount {
      samples[index] *= 0.5 - 0.5 * cos(Double.pi * Double(index) / Double(riseCount))
    }
    for index in 0..<fallCount {
      samples[count - 1 - index] *= 0.5 - 0.5 * cos(Double.pi * Double(index) / Double(fallCount))
    }
  }

  private static func normalised(_ samples: [Double], peak: Double) -> [Float] {
    let top = samples.map(abs).max() ?? 0
    guard top > 0 else { return samples.map { Float($0) } }
    return samples.map { Float($0 * peak / top) }
  }
}
