import CadencePractice
import CadenceSound

/// A page's practice heard, as the terminal app plays it: `CadenceSound`'s `TimelineSound`
/// (one PulseAudio stream placed on the device's clock) on the main actor, where the pages
/// live.
///
/// The page opens it before its practice starts and starts the practice the output's lead
/// later (``open(at:preparing:clock:)``), showing the practice's zero meanwhile, so every
/// cue is at least the lead ahead when first passed on and the cue of the first instant
/// (the first inhale without a count-in) is placed on its own frame, not late; then it
/// hands it the practice's timeline whenever it looks at the practice, and the cues are
/// passed on when the timeline has changed (a pause empties it, a skip or ±1 minute moves
/// it, a new phase enters the horizon).
///
/// No library, no server, a refused stream, or a server that goes away: nothing plays and
/// nothing else changes (timing, recording, the display's bell for a sitting's strikes).
@MainActor
final class PageSound {
  /// Opens the output on a clock of the page's (the time base of ``open(clock:preparing:)``).
  typealias Opener = TimelineSound.Opener

  private let sound: TimelineSound

  init(_ sound: TimelineSound) {
    self.sound = sound
  }

  convenience init(plan: CuePlan, open: @escaping Opener) {
    self.init(TimelineSound(plan: plan, open: open))
  }

  /// The PulseAudio server's sound (PipeWire's pipewire-pulse too), at `levels`.
  static func pulse(plan: CuePlan, levels: SoundLevels) -> PageSound {
    PageSound(.pulse(plan: plan, levels: levels))
  }

  /// Whether cues play now (the page rings no display bell then).
  var isPlaying: Bool { sound.isPlaying }
  /// Why nothing plays, once nothing does.
  var problem: SoundProblem? { sound.problem }

  /// Opens the output on `clock`, the page's practice time, at `now` of that time, with the
  /// voices of `timeline`'s cues made (the practice's whole timeline: what it can sound),
  /// and returns the instant to start the practice at: the output's lead later (`now`
  /// without sound). The practice keeps the page's time, so its timeline needs no shift.
  func open(
    at now: Duration, preparing timeline: [PracticeEvent],
    clock: @escaping @Sendable () -> Duration
  ) -> Duration {
    now + sound.open(clock: clock, preparing: timeline)
  }

  /// Opens the output on `clock`, read from before the practice's clock starts, with the
  /// voices of `timeline`'s cues made; returns how long after now to start it (zero
  /// without sound). A second call does nothing.
  func open(
    clock: @escaping @Sendable () -> Duration, preparing timeline: [PracticeEvent] = []
  ) -> Duration {
    sound.open(clock: clock, preparing: timeline)
  }

  /// The practice's time zero is `zero` of the clock ``open(clock:preparing:)`` was given.
  func start(at zero: Duration) { sound.start(at: zero) }

  /// Follows `timeline` (the practice's events ahead, in its time), read now.
  func follow(_ timeline: [PracticeEvent]) { sound.follow(timeline) }

  /// Ends the sound: what still rings plays out for at most `drain`, then the stream closes.
  func finish(drain: Duration) { sound.finish(drain: drain) }
}

/// Whether the pages play sound and how: the `sound` settings of `cadence config`,
/// `--sound` / `--no-sound`, and the header's Sound switch.
struct SoundChoice: Equatable, Sendable {
  var isOn = true
  var plan = CuePlan()
  var levels = SoundLevels()

  /// A new practice's sound, or nil when sound is off.
  @MainActor
  func make() -> PageSound? { isOn ? PageSound.pulse(plan: plan, levels: levels) : nil }
}
