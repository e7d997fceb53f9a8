import Cadence
import CadenceWords

extension EnglishCatalogue: StatusWords {
  func practiceName(kind: String) -> String {
    switch kind {
    case "breathe": "breathing"
    case "meditate": "meditation"
    default: kind
    }
  }

  func segmentName(_ kind: PomodoroSegment.Kind) -> String {
    switch kind {
    case .focus: "focus"
    case .shortBreak: "short break"
    case .longBreak: "long break"
    }
  }

  var pausedWord: String { "paused" }
  var statusSettlingIn: String { "settling in" }
}
