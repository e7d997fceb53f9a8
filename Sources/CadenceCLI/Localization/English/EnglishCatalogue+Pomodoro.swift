import Cadence
import CadencePractice
import CadenceWords

extension EnglishCatalogue: PomodoroWords {

  func pomodoroRunning(
    _ segment: PomodoroSegment, next: PomodoroSegment, nextLength: String, done: Int
  ) -> String {
    "\(segmentTitle(segment)) · next: \(segmentTitle(next).lowercased()) \(nextLength) · \(done) done"
  }

  func pomodoroRunningShort(_ segment: PomodoroSegment, done: Int) -> String {
    "\(segmentTitle(segment)) · \(done) done"
  }

  func pomodoroPaused(_ segment: PomodoroSegment) -> String {
    "‖ \(segmentTitle(segment)) paused — space to resume"
  }

  func pomodoroWaiting(_ segment: PomodoroSegment, next: PomodoroSegment) -> String {
    "\(segmentTitle(segment)) done — Enter starts \(segmentTitle(next).lowercased())"
  }

  func pomodoroWaitingShort(next: PomodoroSegment) -> String {
    "Enter starts \(segmentTitle(next).lowercased())"
  }

  func pomodoroSummary(completed count: Int, time: String) -> String {
    "\(Self.counted(count, "focus segment")) completed (\(time) of focus)"
  }

  func pomodoroUnfinishedFocus(ran: String, ending: SessionEnd) -> String {
    ending == .interrupted
      ? "; then a focus interrupted after \(ran)" : "; then a focus stopped early after \(ran)"
  }
}
