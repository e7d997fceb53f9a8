import CadencePractice
import CadenceSound

/// A page's practice heard, as the terminal app plays it: the page hands it the practice's
/// timeline whenever it looks at the practice, and it passes the cues on to one
/// `SoundOutput` (`CadenceSound`'s PulseAudio stream, placed on the device's clock) when the
/// timeline has changed (a pause empties it, a skip or ±1 minute moves it, a new phase
/// enters the horizon), opened at the first look on the practice's own clock.
///
/// No library, no server, a refused stream, or a server that goes away: nothing plays and
/// nothing else changes (timing, recording, the display's bell for a sitting's strikes).
@MainActor
final class PageSound {
  /// Opens the output on a clock that reads the practice's time.
  typealias Opener =
    (@escaping @Sendable () -> Duration) throws(SoundProblem) -> any SoundOutput

  private let plan: CuePlan
  private let open: Opener
  private var output: (any SoundOutput)?
  private var opened = false
  private var last: [PracticeEvent]?
  /// Why nothing plays, once nothing does.
  private(set) var problem: SoundProblem?

  init(plan: CuePlan, open: @escaping Opener) {
    self.plan = plan
    self.open = open
  }

  /// The PulseAudio server's sound (PipeWire's pipewire-pulse too), at `levels`.
  static func pulse(plan: CuePlan, levels: SoundLevels) -> PageSound {
    PageSound(plan: plan) { clock throws(SoundProblem) in
      try PulseOutput.open(name: "Cadence", levels: levels, clock: clock)
    }
  }

  /// Whether cues play now (the page rings no display bell then).
  var isPlaying: Bool { output != nil }

  /// Follows `timeline` at practice time `now`; `clock` reads the practice's time, for the
  /// output to tie its frames to.
  func follow(
    _ timeline: [PracticeEvent], at now: Duration, clock: @escaping @Sendable () -> Duration
  ) {
    if !opened {
      opened = true
      do throws(SoundProblem) {
        output = try open(clock)
      } catch {
        problem = error
      }
    }
    guard let output else { return }
    if let lost = output.takeProblem() {
      problem = lost
      output.close(drain: .zero)
      self.output = nil
      return
    }
    guard timeline != last else { return }
    last = timeline
    output.follow(plan.cues(for: timeline), at: now)
  }

  /// Ends the sound: what still rings plays out for at most `drain`, then the stream closes.
  func finish(drain: Duration) {
    output?.close(drain: drain)
    output = nil
  }
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
