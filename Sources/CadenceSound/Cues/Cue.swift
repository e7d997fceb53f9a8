/// One sound at one instant of a practice's time: what the player places on the stream.
///
/// A cue is a value made from a ``CadencePractice/PracticeEvent`` by ``CuePlan``; its
/// sound is the same every time (``CueVoices`` synthesises each kind once), so a cue is
/// fully described by what it is, when, how loud relative to its kind, and its layer.
public struct Cue: Hashable, Sendable {
  /// What sounds.
  public var kind: CueKind
  /// When its first sample plays, in the practice's time (before the latency offset).
  public var at: Duration
  /// A gain within its layer, 0 to 1: the ticks wind down over an exhale by it.
  public var gain: Double
  /// How late it may still sound when the stream comes to it late (a stream that opened
  /// after its instant); `nil`: as late as any cue (``CueSchedule/lateness``). The start
  /// chime of a practice followed with closed eyes still means "it has begun" a second
  /// into the count-in; a phase's tone a second late belongs to nothing.
  public var mayBeLate: Duration?

  /// The cue `kind` at `at`, at `gain` within its layer, sounding at most `mayBeLate` late.
  public init(_ kind: CueKind, at: Duration, gain: Double = 1, mayBeLate: Duration? = nil) {
    self.kind = kind
    self.at = at
    self.gain = gain
    self.mayBeLate = mayBeLate
  }

  /// The layer whose volume it follows.
  public var layer: CueLayer { kind.layer }
}

/// The sounds Cadence makes, each synthesised in Swift (no sample files), and words spoken
/// by eSpeak NG.
public enum CueKind: Hashable, Sendable {
  /// Breathing in begins: a soft tone rising (tones), or one strike (strikes).
  case inhale
  /// Breathing out begins: two soft tones falling (tones), or two strikes (strikes).
  case exhale
  /// A hold begins: one short, quiet, steady tone.
  case hold
  /// A singing bowl struck once: a sitting's bells, ringing on for seconds.
  case bowl
  /// A lighter bell: a program's step or a focus segment beginning.
  case focusStart
  /// A lower, slower bell: a break beginning.
  case breakStart
  /// The end of a practice: three notes falling, ringing on.
  case endChime
  /// The start of a practice heard with closed eyes: three short notes rising, struck, so
  /// that it is never taken for a phase's soft tone, nor for the end's falling three.
  case startChime
  /// A soft tick, each second of a breathing phase (optional).
  case tick
  /// A small strike used by the `strikes` cue set for inhale and exhale.
  case strike
  /// A word spoken (the `voice` cue set): a phase's name, or a second's count.
  case spoken(SpokenCue)

  /// Every sound synthesised in Swift, in the order `cadence sound test` plays them: all but
  /// the spoken words, which are one per word and language.
  public static let synthesised: [CueKind] = [
    .inhale, .exhale, .hold, .bowl, .focusStart, .breakStart, .endChime, .startChime, .tick,
    .strike,
  ]

  /// The layer whose volume it follows.
  public var layer: CueLayer {
    switch self {
    case .bowl, .endChime, .startChime, .focusStart, .breakStart: .bells
    case .tick: .ticks
    case .inhale, .exhale, .hold, .strike, .spoken: .cues
    }
  }
}

/// A volume control of its own: the bells of a sitting are often wanted quieter than the
/// breathing cues, and ticks quieter still.
public enum CueLayer: String, Hashable, Sendable, CaseIterable {
  /// The breathing cues (inhale, exhale, hold).
  case cues
  /// Bowls, chimes and segment bells.
  case bells
  /// The ticks each second.
  case ticks
}

/// How the phases of a breathing session sound.
public enum CueSet: String, Hashable, Sendable, CaseIterable {
  /// A rising tone for inhale, two falling for exhale, a quiet steady one for a hold: the
  /// direction of the pitch is the direction of the breath, heard from the first tenth of
  /// a second, and the count (one, two) tells them apart for a person who hears pitch
  /// poorly.
  case tones
  /// One strike for inhale, two for exhale, none for a hold: as the terminal bell does
  /// with `--bell`, for someone used to it.
  case strikes
  /// The phase's name spoken ("breathe in", "hold", "breathe out"; 吸气, 屏息, 呼气) in the
  /// interface's language, by eSpeak NG; with counts, each second's number after it.
  case voice
}
