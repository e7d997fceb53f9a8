import Cadence

extension ChineseCatalogue: PomodoroWords {
  func segmentTitle(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "专注 第 \(segment.positionInSet) 轮，共 \(segment.setSize) 轮"
    case .shortBreak: "短休息"
    case .longBreak: "长休息"
    }
  }

  /// A segment's kind alone, for "next": 专注, 短休息, 长休息.
  private func segmentName(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "专注"
    case .shortBreak: "短休息"
    case .longBreak: "长休息"
    }
  }

  var pomodoroTitle: String { "番茄钟" }

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
    "\(segmentTitle(segment)) 已结束，按 Enter 开始\(segmentName(next))"
  }

  func pomodoroWaitingShort(next: PomodoroSegment) -> String {
    "按 Enter 开始\(segmentName(next))"
  }

  func pomodoroSummary(completed count: Int, time: String) -> String {
    "完成 \(count) 轮专注，共专注 \(time)"
  }
}
