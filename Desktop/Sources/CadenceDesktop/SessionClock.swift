import Cadence

/// Session time on the frame clock's clock: microseconds of CLOCK_MONOTONIC (which stops
/// while the machine sleeps, so a breathing session pauses through a suspend by itself),
/// with explicit pauses kept by the engine's `ActiveRun`.
struct SessionClock {
  /// The monotonic microsecond the session started at.
  let origin: Int
  private(set) var run: ActiveRun<SessionInstant>

  init(origin: Int) {
    self.origin = origin
    run = ActiveRun(startedAt: SessionInstant(.zero))
  }

  private func instant(_ microseconds: Int) -> SessionInstant {
    SessionInstant(.microseconds(microseconds - origin))
  }

  /// Active session time at monotonic `microseconds`.
  func elapsed(at microseconds: Int) -> Duration { run.elapsed(at: instant(microseconds)) }

  /// The monotonic microsecond at which active time reaches `elapsed` (nil while paused).
  func microseconds(whenElapsedReaches elapsed: Duration) -> Int? {
    guard let instant = run.instant(whenElapsedReaches: elapsed) else { return nil }
    let (seconds, attoseconds) = instant.offset.components
    // Rounded up: a timeout a microsecond early would show the old state.
    return origin + Int(seconds) * 1_000_000
      + Int((attoseconds + 999_999_999_999) / 1_000_000_000_000)
  }

  var isPaused: Bool { !run.isRunning }

  mutating func togglePause(at microseconds: Int) { run.togglePause(at: instant(microseconds)) }
  mutating func pause(at microseconds: Int) { _ = run.pause(at: instant(microseconds)) }
}
