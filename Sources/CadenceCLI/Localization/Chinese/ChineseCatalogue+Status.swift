import Cadence
import CadencePractice
import CadenceWords

extension ChineseCatalogue: StatusWords {
  func practiceName(kind: String) -> String {
    PracticeRegistry.current.practice(named: kind).map { $0.title(language) } ?? kind
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
