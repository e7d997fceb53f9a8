import Cadence
import CadencePractice
import CadenceWords

/// What the pomodoro practice's screen says, and its summary (the segments' own names are
/// `PomodoroSegmentWords`, shared with the desktop app).
protocol PomodoroWords {
  /// The status while a segment runs: "Focus 1 of 4 · next: short break 05:00 · 0 done";
  /// `nextLength` is a readout, `done` the focus segments finished.
  func pomodoroRunning(
    _ segment: PomodoroSegment, next: PomodoroSegment, nextLength: String, done: Int
  ) -> String
  /// The running status for a narrow screen: "Focus 1 of 4 · 0 done".
  func pomodoroRunningShort(_ segment: PomodoroSegment, done: Int) -> String
  /// The status while paused: "‖ Focus 1 of 4 paused — space to resume".
  func pomodoroPaused(_ segment: PomodoroSegment) -> String
  /// The status of a finished segment waiting for Enter (`--wait`).
  func pomodoroWaiting(_ segment: PomodoroSegment, next: PomodoroSegment) -> String
  /// The waiting status for a narrow screen: "Enter starts short break".
  func pomodoroWaitingShort(next: PomodoroSegment) -> String
  /// The summary after the screen closes: "2 focus segments completed (50:00 of focus)";
  /// `time` is a readout.
  func pomodoroSummary(completed count: Int, time: String) -> String
  /// What the summary adds when the pomodoro ended during a focus, which is recorded as
  /// stopped early (or interrupted): "; then a focus stopped early after 12:34"; `ran` is a
  /// readout.
  func pomodoroUnfinishedFocus(ran: String, ending: SessionEnd) -> String
}

extension PomodoroWords where Self: PracticeWords {
  /// The screen's title when the pomodoro has no label: the practice's name.
  var pomodoroTitle: String { practiceName(.pomodoro) }
}
