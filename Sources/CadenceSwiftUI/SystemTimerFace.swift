import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A countdown run as the system's own timer text shows it: what to hand
/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` and `ProgressView(timerInterval:)`
/// in a widget, a Live Activity or Always On, where the system counts without the app.
///
/// The system must never be handed an interval that has already ended (that crashes, as
/// home-assistant/iOS #4908 measured), so a run that has reached its end at the date asked
/// is ``ended``, and a view shows its end state instead. The interval runs from the run's
/// start (pauses removed) to its end, so it is never empty and the progress is right after a
/// resume; while paused, the interval is the one the run would have if it resumed at the
/// pause, and the pause time freezes it.
///
/// ```swift
/// // A WidgetKit timeline: one entry now, one at the end, which shows the end state.
/// let entries = SystemTimerFace.entries(of: countdown, during: run, from: .now)
/// ```
public enum SystemTimerFace: Hashable, Sendable {
  /// Counting down over `interval`, whose upper bound is still ahead.
  case counting(interval: ClosedRange<Date>)
  /// Paused: `interval` shown as it stood at `pauseTime`, the fraction `remaining` left.
  case paused(interval: ClosedRange<Date>, pauseTime: Date, remaining: Double)
  /// At or past the end: show the end state, hand the system no interval.
  case ended

  /// The face of `countdown` during `run` at `date` (a widget entry's date, or now).
  public init(_ countdown: Countdown, during run: TimelineRun, at date: Date) {
    let elapsed = run.elapsed(at: date)
    guard !countdown.isFinished(at: elapsed) else {
      self = .ended
      return
    }
    let total = countdown.total.cadenceSeconds
    if run.isRunning, let end = run.date(whenElapsedReaches: countdown.total), end > date {
      self = .counting(interval: end.addingTimeInterval(-total)...end)
    } else if run.isRunning {
      self = .ended  // unreachable with exact dates: the end date reached means finished
    } else {
      // Paused: the interval it would have if it resumed at the pause.
      let pause = run.anchor
      let start = pause.addingTimeInterval(-run.elapsedAtAnchor.cadenceSeconds)
      let remaining = countdown.remaining(at: elapsed).cadenceSeconds
      self = .paused(
        interval: start...pause.addingTimeInterval(remaining), pauseTime: pause,
        remaining: remaining / total)
    }
  }

  /// The entries of a WidgetKit timeline from `date`: the face then, and, while counting,
  /// the end state at the end date (the system counts the seconds between by itself).
  public static func entries(
    of countdown: Countdown, during run: TimelineRun, from date: Date
  ) -> [(date: Date, face: SystemTimerFace)] {
    let face = SystemTimerFace(countdown, during: run, at: date)
    guard case .counting(let interval) = face else { return [(date, face)] }
    return [(date, face), (interval.upperBound, .ended)]
  }
}
