import Cadence
import CadenceWords

extension ChineseCatalogue: StatusWords {
  func practiceName(kind: String) -> String {
    switch kind {
    case "timer": "倒计时"
    case "stopwatch": "秒表"
    case "pomodoro": "番茄钟"
    case "breathe": "呼吸"
    case "meditate": "冥想"
    default: kind
    }
  }

  func segmentName(_ kind: PomodoroSegment.Kind) -> String {
    switch kind {
    case .focus: "专注"
    case .shortBreak: "短休息"
    case .longBreak: "长休息"
    }
  }

  var pausedWord: String { "已暂停" }
  var statusSettlingIn: String { "准备" }
}
