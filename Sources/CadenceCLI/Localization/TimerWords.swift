import CadencePractice

/// What the countdown's screen says.
protocol TimerWords {
  /// The status once the time is up.
  var timeIsUp: String { get }
  /// The status after `-` with a minute or less left.
  var minuteRefused: String { get }
  /// The status while it runs: "ends 14:32"; `clock` is the time of day.
  func endsAt(_ clock: String) -> String
  /// The status when the end falls on a later day than today: "ends tomorrow 08:59" (a
  /// `--until` time already passed today, or a run past midnight); `days` is at least 1.
  func endsAt(_ clock: String, daysAhead days: Int) -> String
  /// The summary after the timer, whatever ended it: "Tea: 03:12 of 05:00 (stopped
  /// early)", "Timer: 05:00 of 05:00, then 00:12 over"; the times are readouts in the run's
  /// format, `title` the `--label` given (the timer's name without one).
  func timerSummary(
    title: String?, ran: String, planned: String, over: String?, ending: SessionEnd
  ) -> String
}
