import Cadence
import CadencePractice
import CadenceWords

extension EnglishCatalogue: StatusWords {
  /// In a status line's sentence, lower case: "breathing", "pomodoro".
  func practiceName(kind: String) -> String {
    PracticeRegistry.current.practice(named: kind).map { $0.title(language).lowercased() } ?? kind
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
