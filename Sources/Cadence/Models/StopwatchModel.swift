import Observation

/// An observable stopwatch with laps for UI frameworks.
///
/// Like ``CountdownModel`` it writes ``text`` only when the tenths shown change, and its
/// laps only when a lap is taken.
@MainActor @Observable
public final class StopwatchModel<C: Clock> where C.Duration == Duration {
  /// The elapsed time formatted at tenths (`01:02.3`).
  public private(set) var text: String
  /// The laps taken so far.
  public private(set) var laps: [Lap] = []
  /// Whether the stopwatch is counting.
  public private(set) var isRunning = false

  @ObservationIgnored private var stopwatch = Stopwatch()
  @ObservationIgnored private var run: ActiveRun<C.Instant>?
  @ObservationIgnored private var shownTenths: Int64 = 0
  @ObservationIgnored private let clock: C
  @ObservationIgnored private var ticking: Task<Void, Never>?

  /// A stopped stopwatch at zero on `clock`.
  public init(clock: C) {
    self.clock = clock
    self.text = StopwatchModel.format(tenths: 0)
  }

  /// Active elapsed time now.
  private var elapsed: Duration { run?.elapsed(at: clock.now) ?? .zero }

  /// Starts, or resumes after a pause.
  public func start() {
    let now = clock.now
    if run == nil { run = ActiveRun(startedAt: now) } else { run?.resume(at: now) }
    refresh()
    startTicking()
  }

  /// Pauses.
  public func pause() {
    guard run?.pause(at: clock.now) == true else { return }
    stopTicking()
    refresh()
  }

  /// Records a lap at the current time.
  public func lap() {
    stopwatch.lap(at: elapsed)
    laps = stopwatch.laps
  }

  /// Back to zero, stopped, without laps.
  public func reset() {
    stopTicking()
    run = nil
    stopwatch.reset()
    if !laps.isEmpty { laps = [] }
    refresh()
  }

  /// Reads the clock and updates whatever shows something new.
  package func refresh() {
    apply(at: elapsed)
  }

  private func apply(at elapsed: Duration) {
    let tenths = stopwatch.displayedTenths(at: elapsed)
    if tenths != shownTenths {
      shownTenths = tenths
      text = StopwatchModel.format(tenths: tenths)
    }
    let running = run?.isRunning ?? false
    if running != isRunning { isRunning = running }
  }

  /// `MM:SS.t` below an hour, `H:MM:SS.t` from then on: a stopwatch cannot know its
  /// run's length in advance, so its one width change happens at the hour.
  private static func format(tenths: Int64) -> String {
    let layout: DurationFormat.Layout =
      tenths < 36_000 ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: 1)
    return DurationFormat(layout: layout, showsTenths: true).string(tenths: tenths)
  }

  private func startTicking() {
    stopTicking()
    guard let run else { return }
    let ticks = DeadlineTicks.visibleChanges(of: stopwatch, during: run, clock: clock)
    ticking = Task { [weak self] in
      for await tick in ticks {
        guard let self else { return }
        self.apply(at: run.elapsed(at: tick.now))
      }
    }
  }

  private func stopTicking() {
    ticking?.cancel()
    ticking = nil
  }
}
