import CadencePractice
import CadenceSound
import CadenceWords

/// A page's practice heard, as the terminal app plays it: `CadenceSound`'s `TimelineSound`
/// (one PulseAudio stream placed on the device's clock) on the main actor, where the pages
/// live.
///
/// The page starts opening it as its practice starts (on a thread of its own: the main
/// loop never waits for a sound server) and starts the practice at once, or, when a cue
/// falls on the practice's first instant (the first inhale without a count-in), at most
/// 300 ms later (``open(clock:preparing:)``), showing the practice's zero meanwhile, so
/// that cue is placed on its frame; then it hands it the practice's timeline whenever it
/// looks at the practice, and the cues are passed on when the timeline has changed (a pause
/// empties it, a skip or ±1 minute moves it, a new phase enters the horizon). Finishing
/// never blocks the main loop: the end chime rings out on the stream's own thread.
///
/// No library, no server, a refused stream, or a server that goes away: nothing plays and
/// nothing else changes (timing, recording, the display's bell for a sitting's strikes).
@MainActor
final class PageSound {
  /// Opens the output on a clock of the page's (the time base of ``open(clock:preparing:)``).
  typealias Opener = TimelineSound.Opener

  /// How events become cues, as ``following(eyesClosed:language:)`` left it.
  let plan: CuePlan
  /// `sound.hold-ticks`: whether the last seconds of a hold tick with closed eyes.
  let holdTicks: Bool
  /// Makes the sound of a plan (nothing opens until ``open(clock:preparing:)``).
  private let make: (CuePlan) -> TimelineSound
  private let sound: TimelineSound

  /// A page's sound of `plan`, made by `make`.
  init(plan: CuePlan, holdTicks: Bool = true, make: @escaping (CuePlan) -> TimelineSound) {
    self.plan = plan
    self.holdTicks = holdTicks
    self.make = make
    sound = make(plan)
  }

  /// A page's sound of `plan` on the output `open` makes, opened as `opening` says (a
  /// test's fake opens inline).
  convenience init(
    plan: CuePlan, holdTicks: Bool = true, opening: TimelineSound.Opening = .background,
    open: @escaping Opener
  ) {
    self.init(plan: plan, holdTicks: holdTicks) {
      TimelineSound(plan: $0, opening: opening, open: open)
    }
  }

  /// The PulseAudio server's sound (PipeWire's pipewire-pulse too), at `levels`.
  static func pulse(plan: CuePlan, levels: SoundLevels, holdTicks: Bool = true) -> PageSound {
    PageSound(plan: plan, holdTicks: holdTicks) { .pulse(plan: $0, levels: levels) }
  }

  /// This sound for a breathing session, as `cadence breathe` plans it: words spoken in
  /// `language` (the interface's: `sound.cues voice` in Chinese says 吸气), and with
  /// `eyesClosed`, the start chime and (unless `sound.hold-ticks off`) a hold's last
  /// seconds ticking. Made before it opens; the sound it replaces never opened.
  func following(eyesClosed: Bool, language: Language) -> PageSound {
    var plan = plan
    plan.language = language
    if eyesClosed { plan = plan.eyesClosed(holdTicks: holdTicks) }
    return PageSound(plan: plan, holdTicks: holdTicks, make: make)
  }

  /// Whether cues play now (the page rings no display bell then).
  var isPlaying: Bool { sound.isPlaying }
  /// Why nothing plays, once nothing does.
  var problem: SoundProblem? { sound.problem }

  /// Starts opening the output on `clock`, read from before the practice's clock starts,
  /// with the voices of `timeline`'s cues made; returns how long after now to start it, at
  /// most (zero without sound, or without a cue on its first instant). A second call does
  /// nothing.
  func open(
    clock: @escaping @Sendable () -> Duration, preparing timeline: [PracticeEvent] = []
  ) -> Duration {
    sound.open(clock: clock, preparing: timeline)
  }

  /// The practice's time zero is `zero` of the clock ``open(clock:preparing:)`` was given.
  func start(at zero: Duration) { sound.start(at: zero) }

  /// Follows `timeline` (the practice's events ahead, in its time), read now.
  func follow(_ timeline: [PracticeEvent]) { sound.follow(timeline) }

  /// Ends the sound without waiting: what still rings plays out for at most `drain` on the
  /// stream's own thread (a stop: a 20 ms fade), then the stream closes.
  func finish(drain: Duration) { sound.finish(drain: drain) }
}

/// Whether the pages play sound and how: the `sound` settings of `cadence config`,
/// `--sound` / `--no-sound`, and the header's Sound switch.
struct SoundChoice: Equatable, Sendable {
  var isOn = true
  /// `sound.cues`, `sound.ticks`, `sound.counts`.
  var plan = CuePlan()
  var levels = SoundLevels()
  /// `sound.hold-ticks`: with closed eyes, a tick in each of a hold's last three seconds.
  var holdTicks = true

  /// A new practice's sound, or nil when sound is off.
  @MainActor
  func make() -> PageSound? {
    isOn ? PageSound.pulse(plan: plan, levels: levels, holdTicks: holdTicks) : nil
  }
}
