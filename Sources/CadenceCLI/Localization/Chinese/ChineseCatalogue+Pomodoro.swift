import Cadence
import CadencePractice
import CadenceWords

extension ChineseCatalogue: PomodoroWords {

  func pomodoroRunning(
    _ segment: PomodoroSegment, next: PomodoroSegment, nextLength: String, done: Int
  ) -> String {
    "\(segmentTitle(segment)) · 接下来：\(segmentName(next)) \(nextLength) · 已完成 \(done) 轮"
  }

  func pomodoroRunningShort(_ segment: PomodoroSegment, done: Int) -> String {
    "\(segmentTitle(segment)) · 已完成 \(done) 轮"
  }

  func pomodoroPaused(_ segment: PomodoroSegment) -> String {
    "‖ \(segmentTitle(segment)) 已暂停，按空格继续"
  }

  func pomodoroWaiting(_ segment: PomodoroSegment, next: PomodoroSegment) -> String {
    "\(segmentTitle(segment)) 已结束，按回车开始\(segmentName(next))"
  }

  func pomodoroWaitingShort(next: PomodoroSegment) -> String {
    "按回车开始\(segmentName(next))"
  }

  func pomodoroSummary(completed count: Int, time: String) -> String {
    "完成 \(count) 轮专注，共专注 \(time)"
  }

  func pomodoroUnfinishedFocus(ran: String, ending: SessionEnd) -> String {
    ending == .interrupted ? "；随后一轮专注在 \(ran) 时中断" : "；随后一轮专注在 \(ran) 时提前结束"
  }
}
