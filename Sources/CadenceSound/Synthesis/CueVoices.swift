/// The samples of every ``CueKind``, synthesised once when first asked for.
///
/// The bowl's partials follow a singing bowl's (modes near 1, 2.7, 5.1 and 8.2 times the
/// fundamental, each a detuned pair beating about once a second or faster, the low ones
/// ringing for seconds); the bells are shorter and brighter. Every voice peaks at
/// ``peak`` or below, so three bowls ringing together (a sitting's end) stay under full
/// scale before the layer's volume.
public struct CueVoices: Sendable {
  /// The loudest sample of any one voice.
  public static let peak = 0.3

  private var voices: [CueKind: [Float]] = [:]

  /// No voice made yet.
  public init() {}

  /// The voices of `kinds`, made now.
  public init(making kinds: some Sequence<CueKind>) {
    for kind in kinds { _ = samples(of: kind) }
  }

  /// The kinds whose voices are made.
  public var made: Set<CueKind> { Set(voices.keys) }

  /// Takes `other`'s voices for kinds not made here yet.
  public mutating func adopt(_ other: CueVoices) {
    voices.merge(other.voices) { mine, _ in mine }
  }

  /// The samples of `kind` (made now if not yet).
  public mutating func samples(of kind: CueKind) -> [Float] {
    if let made = voices[kind] { return made }
    let made = Self.make(kind)
    voices[kind] = made
    return made
  }

  /// The samples of `kind`, made afresh.
  public static func make(_ kind: CueKind) -> [Float] {
    switch kind {
    case .bowl: Synth.struck(bowlPartials(fundamental: 196), seconds: 9, peak: peak)
    case .focusStart:
      Synth.struck(bellPartials(fundamental: 660, decay: 1.2), seconds: 3.5, peak: peak)
    case .breakStart: Synth.struck(bellPartials(fundamental: 392, decay: 2), seconds: 5, peak: peak)
    case .strike: Synth.struck(bellPartials(fundamental: 880, decay: 0.5), seconds: 1.5, peak: peak)
    case .endChime:
      Synth.layered([
        (0, Synth.struck(bellPartials(fundamental: 784, decay: 1.5), seconds: 4, peak: peak / 2)),
        (
          0.35, Synth.struck(bellPartials(fundamental: 659, decay: 1.5), seconds: 4, peak: peak / 2)
        ),
        (0.7, Synth.struck(bellPartials(fundamental: 523, decay: 2), seconds: 5, peak: peak / 2)),
      ])
    case .startChime:
      // The end chime's notes the other way up, shorter: rung out before a 3 s count-in ends.
      Synth.layered([
        (0, Synth.struck(bellPartials(fundamental: 523, decay: 0.6), seconds: 1.8, peak: peak / 2)),
        (
          0.3,
          Synth.struck(bellPartials(fundamental: 659, decay: 0.6), seconds: 1.8, peak: peak / 2)
        ),
        (0.6, Synth.struck(bellPartials(fundamental: 784, decay: 0.7), seconds: 2, peak: peak / 2)),
      ])
    case .inhale: Synth.tone(from: 330, to: 495, seconds: 0.7, peak: peak)
    case .exhale:
      Synth.layered([
        (0, Synth.tone(from: 495, to: 440, seconds: 0.3, peak: peak)),
        (0.32, Synth.tone(from: 392, to: 330, seconds: 0.45, peak: peak)),
      ])
    case .hold: Synth.tone(from: 392, to: 392, seconds: 0.4, peak: peak * 0.5)
    case .tick: Synth.tick(peak: peak * 0.5)
    case .spoken(let cue): SpokenVoice.samples(of: cue)
    }
  }

  /// A singing bowl on `fundamental`: four modes, each a beating pair.
  public static func bowlPartials(fundamental: Double) -> [Synth.Partial] {
    [
      .init(frequency: fundamental, amplitude: 1, decay: 4, twin: 0.8),
      .init(frequency: fundamental * 2.71, amplitude: 0.6, decay: 2.5, twin: 1.3),
      .init(frequency: fundamental * 5.13, amplitude: 0.3, decay: 1.4, twin: 2.1),
      .init(frequency: fundamental * 8.21, amplitude: 0.15, decay: 0.8, twin: 3.4),
    ]
  }

  /// A small bell on `fundamental`, its fundamental decaying with time constant `decay`.
  public static func bellPartials(fundamental: Double, decay: Double) -> [Synth.Partial] {
    [
      .init(frequency: fundamental, amplitude: 1, decay: decay, twin: 0.6),
      .init(frequency: fundamental * 2.76, amplitude: 0.4, decay: decay * 0.5, twin: 1.1),
      .init(frequency: fundamental * 5.4, amplitude: 0.15, decay: decay * 0.25),
    ]
  }
}
