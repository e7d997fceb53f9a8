import Observation

/// An observable countdown for UI frameworks such as SwiftUI.
///
/// A thin shell: all arithmetic is in ``Countdown`` and ``ActiveRun``. Its observable
/// properties are written only when what they show changes, so a view that reads
/// ``text`` re-renders once a second. While running it sleeps until the next visible
/// change on its clock (``DeadlineTicks/visibleChanges(of:during:clock:)``), never on a
/// fixed timer; on `CadenceTesting`'s `ManualClock` a test moves it a second at a time.
///
/// ```swift
/// @State private var model = CountdownModel(duration: .seconds(25 * 60), clock: ContinuousClock())
/// var body: some View { Text(model.text).monospacedDigit().onAppear { model.start() } }
/// ```
@MainActor @Observable
public final class CountdownModel<C: Clock> where C.Duration == Duration {
  /// What the countdown shows.
  public private(set) var readout: Countdown.Readout
  /// The readout formatted, fixed width for the whole run (`25:00`, `+00:12`).
  public private(set) var text: String
  /// Whether the countdown is paused.
  public private(set) var isPaused = false
  /// Whether the time is up.
  public private(set) var isFinished = false
  /// Whether ``start()`` has been called.
  public private(set) var hasStarted = false
  /// Whether ``stop()`` has ended the run: the readout is frozen for good, nothing ticks,
  /// and only ``start()`` begins again. A view shows "Start" rather than a dead "Pause".
  public private(set) var isStopped = false

  @ObservationIgnored private var countdown: Countdown
  @ObservationIgnored private var run: ActiveRun<C.Instant>
  @ObservationIgnored private let clock: C
  @ObservationIgnored private let format: DurationFormat
  @ObservationIgnored private var ticking: Task<Void, Never>?

  /// A countdown of `duration` on `clock`, not yet started.
  public init(duration: Duration, clock: C, countsOvertime: Bool = true) {
    let countdown = Countdown(total: duration, countsOvertime: countsOvertime)
    self.countdown = countdown
    self.clock = clock
    self.run = ActiveRun(startedAt: clock.now)
    self.format = DurationFormat(forRunOf: duration)
    self.readout = countdown.readout(at: .zero)
    self.text = format.string(seconds: countdown.displayedSeconds(at: .zero))
  }

  /// Starts (or starts over) from the full duration, and keeps the readout current.
  public func start() {
    run = ActiveRun(startedAt: clock.now)
    hasStarted = true
    if isStopped { isStopped = false }
    refresh()
    startTicking()
  }

  /// Pauses; the readout freezes. Does nothing unless running.
  public func pause() {
    guard hasStarted, run.pause(at: clock.now) else { return }
    stopTicking()
    refresh()
  }

  /// Resumes after a pause. Does nothing unless paused.
  public func resume() {
    guard hasStarted, run.resume(at: clock.now) else { return }
    refresh()
    startTicking()
  }

  /// Ends the run: the readout freezes and ``isStopped`` turns on until the next
  /// ``start()``.
  ///
  /// Not for a view going away: a `.task` or the model's owner outlives that, and a model
  /// stopped in `.onDisappear` comes back frozen. Stop when the person ends the practice.
  public func stop() {
    guard hasStarted, !isStopped else { return }
    run.stop(at: clock.now)
    stopTicking()
    isStopped = true
    refresh()
  }

  /// Reads the clock and updates whichever properties show something new.
  package func refresh() {
    apply(at: run.elapsed(at: clock.now))
  }

  private func apply(at elapsed: Duration) {
    let newReadout = countdown.readout(at: elapsed)
    if newReadout != readout {
      readout = newReadout
      text =
        switch newReadout {
        case .remaining(let seconds): format.string(seconds: seconds)
        case .overtime(let seconds): format.overtimeString(seconds: seconds)
        }
    }
    let paused = run.state == .paused
    if paused != isPaused { isPaused = paused }
    let finished = countdown.isFinished(at: elapsed)
    if finished != isFinished { isFinished = finished }
  }

  private func startTicking() {
    stopTicking()
    let run = self.run
    let ticks = DeadlineTicks.visibleChanges(of: countdown, during: run, clock: clock)
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
