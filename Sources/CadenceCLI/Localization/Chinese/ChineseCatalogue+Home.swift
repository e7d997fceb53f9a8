import CadencePractice
import CadenceWords

extension ChineseCatalogue: HomeWords {
  func homeToday(minutes: String, streak: Int) -> String {
    "今天 \(minutes) 分钟 · " + (streak == 0 ? "还没有连续练习" : "连续练习 \(streak) 天")
  }

  var homeFiguresUnavailable: String { "暂时无法读取练习记录" }
  func homeStartProgram(_ name: String, step: String) -> String { "开始「\(name)」· \(step)" }
  func homeContinueProgram(_ name: String, step: String) -> String { "继续「\(name)」· \(step)" }
  func homeBreathe(_ pattern: String) -> String { "呼吸：\(pattern)" }

  func homeFocus(minutes: Int?, clock: String) -> String {
    "专注 \(minutes.map { "\($0) 分钟" } ?? clock)（\(practiceName(.pomodoro))）"
  }

  var homeTimer: String { practiceName(.timer) + "…" }
  var homePrograms: String { "课程" }
  var homeTimerPrompt: String { practiceName(.timer) + "时长：" }
  var homeTimerHint: String { "例如 25m、90s、1h30m、2:30 或 25分钟" }
  var homeOtherPattern: String { "选择其他呼吸法…" }
  var homeMeditate: String { practiceName(.meditate) + "…" }
  var homeMeditatePrompt: String { practiceName(.meditate) + "时长：" }
  var homePatternsHeading: String { "呼吸法" }
  var homeProgramsHeading: String { "课程" }
  func homeProgramChoice(_ name: String, standing: String) -> String { "\(name) · \(standing)" }
}
