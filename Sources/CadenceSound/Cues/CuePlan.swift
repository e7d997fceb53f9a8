import Cadence
import CadencePractice
import CadenceWords

/// How a practice's events become cues: pure, from the practice's own timeline, so every
/// cue falls on the instant its event has on the screen.
///
/// - A breathing phase: the cue of its kind (``CueSet``); with ticks, a soft tick at each
///   whole second inside the phase, quieter second by second on an exhale (the breath
///   winding down), steady elsewhere.
/// - A sitting's bell strike: a bowl; a bowl rings for seconds, and the next strike sounds
///   over it rather than cutting it (the mixer adds, it never stops a voice).
/// - The start, when ``marksStart`` (a practice followed with closed eyes): the start chime,
///   so that the practice's beginning is heard apart from its first breath.
/// - With ``holdTicks``, a soft tick at each of the last three whole seconds of a hold: a
///   person with closed eyes hears the breath that follows coming.
/// - The end: the end chime, unless a sitting's end bell already strikes at that instant.
/// - A pomodoro segment beginning: a focus bell or a break bell; a program step: the focus
///   bell. A segment's end needs no cue of its own: the next segment's start is its sound,
///   and the last one's is the end.
///
/// ```swift
/// let cues = CuePlan(set: .tones, ticks: false).cues(for: practice.timeline)
/// ```
public struct CuePlan: Hashable, Sendable {
  /// How breathing phases sound.
  public var set: CueSet
  /// Whether each second of a breathing phase ticks.
  public var ticks: Bool
  /// Whether the last three whole seconds of a hold tick (each second ticks anyway with
  /// ``ticks``).
  public var holdTicks: Bool
  /// Whether the practice's start sounds (the start chime).
  public var marksStart: Bool
  /// With the `voice` set, whether each second after a phase's name is counted ("two",
  /// "three"…).
  public var counts: Bool
  /// The language the `voice` set speaks in.
  public var language: Language

  /// The quietest tick at the end of an exhale, relative to its first.
  static let windDownFloor = 0.35
  /// How many of a hold's last seconds tick with ``holdTicks``.
  public static let holdTickSeconds = 3
  /// How late the start chime may still sound: its three notes ring out within 1.3 s of a
  /// count-in of at least 3 s. A stream on an idle sink may start 2 s after it was opened,
  /// past the practice's zero and the 150 ms any cue may be late.
  public static let startChimeLateness = Duration.milliseconds(1_500)
  /// How much of a phase must be left for a count to be said: a number takes up to 0.6 s,
  /// and one cut by the next phase's name is worse than none.
  public static let countRoom = Duration.milliseconds(700)

  /// A plan with the cue set `set`, ticking each second or not, the last seconds of a hold
  /// or not, and sounding the start or not.
  public init(
    set: CueSet = .tones, ticks: Bool = false, holdTicks: Bool = false, marksStart: Bool = false,
    counts: Bool = false, language: Language = .english
  ) {
    self.set = set
    self.ticks = ticks
    self.holdTicks = holdTicks
    self.marksStart = marksStart
    self.counts = counts
    self.language = language
  }

  /// The plan of a practice followed with closed eyes: the start heard, and the end of a
  /// hold coming when `holdTicks`.
  public func eyesClosed(holdTicks: Bool) -> CuePlan {
    var plan = self
    plan.marksStart = true
    plan.holdTicks = holdTicks
    return plan
  }

  /// The cues of `events`, in order of their instants (ties keep the events' order).
  public func cues(for events: [PracticeEvent]) -> [Cue] {
    let bellInstants = Set(
      events.compactMap { event -> Duration? in
        if case .bell(.end, _) = event.kind { return event.at }
        return nil
      })
    var cues: [Cue] = []
    for event in events {
      switch event.kind {
      case .start:
        if marksStart {
          cues.append(Cue(.startChime, at: event.at, mayBeLate: Self.startChimeLateness))
        }
      case .end:
        if !bellInstants.contains(event.at) { cues.append(Cue(.endChime, at: event.at)) }
      case .bell:
        cues.append(Cue(.bowl, at: event.at))
      case .phase(var phase):
        // The phase's own `at` is session time; the event's is the practice's, which a
        // pause moves on. Cues go where the screen switches: the event's instant.
        phase.at = event.at
        cues += self.cues(for: phase)
      case .phaseUnderWay(let phase):
        // Its own cue has sounded; its ticks from the instant the timeline was read on.
        cues += later(for: phase).filter { $0.at >= event.at }
      case .segmentStart(let segment):
        cues.append(Cue(segment.kind == .focus ? .focusStart : .breakStart, at: event.at))
      case .segmentEnd:
        break
      case .stepStart:
        cues.append(Cue(.focusStart, at: event.at))
      }
    }
    return cues.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
      .map(\.element)
  }

  /// A phase's own cue, then its ticks.
  func cues(for phase: BreathingPhaseStart) -> [Cue] {
    head(of: phase) + later(for: phase)
  }

  /// A phase's own cue (two strikes for an exhale with `strikes`).
  func head(of phase: BreathingPhaseStart) -> [Cue] {
    var cues: [Cue] = []
    switch (set, phase.kind) {
    case (.tones, .inhale): cues.append(Cue(.inhale, at: phase.at))
    case (.tones, .exhale): cues.append(Cue(.exhale, at: phase.at))
    case (.tones, .holdAfterInhale), (.tones, .holdAfterExhale):
      cues.append(Cue(.hold, at: phase.at))
    case (.strikes, .inhale): cues.append(Cue(.strike, at: phase.at))
    case (.strikes, .exhale):
      cues += [Cue(.strike, at: phase.at), Cue(.strike, at: phase.at + .milliseconds(250))]
    case (.strikes, .holdAfterInhale), (.strikes, .holdAfterExhale): break
    case (.voice, .inhale): cues.append(spoken(.breatheIn, at: phase.at))
    case (.voice, .exhale): cues.append(spoken(.breatheOut, at: phase.at))
    case (.voice, .holdAfterInhale), (.voice, .holdAfterExhale):
      cues.append(spoken(.hold, at: phase.at))
    }
    return cues
  }

  /// `word` in the plan's language at `at`.
  private func spoken(_ word: SpokenWord, at: Duration) -> Cue {
    Cue(.spoken(SpokenCue(word, in: language)), at: at)
  }

  /// What a phase sounds after its first instant: its ticks, and with the voice and
  /// ``counts``, each whole second's number ("two" one second in) while ``countRoom`` is left.
  func later(for phase: BreathingPhaseStart) -> [Cue] {
    var cues = ticks(for: phase)
    if set == .voice, counts {
      var second = 1
      while .seconds(second) + Self.countRoom <= phase.duration {
        cues.append(spoken(.count(second + 1), at: phase.at + .seconds(second)))
        second += 1
      }
    }
    return cues.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
      .map(\.element)
  }

  /// A phase's ticks: each second with ``ticks``, else a hold's last seconds with
  /// ``holdTicks``.
  func ticks(for phase: BreathingPhaseStart) -> [Cue] {
    var cues: [Cue] = []
    let isHold = phase.kind == .holdAfterInhale || phase.kind == .holdAfterExhale
    if !ticks, holdTicks, isHold {
      // Counted back from the hold's end, strictly inside it: its first instant has the
      // hold's own cue, and its end the next phase's.
      for left in (1...Self.holdTickSeconds).reversed() {
        let at = phase.at + phase.duration - .seconds(left)
        if at > phase.at { cues.append(Cue(.tick, at: at)) }
      }
    }
    guard ticks else { return cues }
    let seconds = Int((phase.duration - .nanoseconds(1)) / .seconds(1))
    guard seconds >= 1 else { return cues }
    for second in 1...seconds {
      var gain = 1.0
      if phase.kind == .exhale {
        let through = Double(second) / Double(seconds)
        gain = 1 - (1 - Self.windDownFloor) * through
      }
      cues.append(Cue(.tick, at: phase.at + .seconds(second), gain: gain))
    }
    return cues
  }
}
