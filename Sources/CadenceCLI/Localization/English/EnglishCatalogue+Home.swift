import CadencePractice
import CadenceWords

extension EnglishCatalogue: HomeWords {
  func homeToday(minutes: String, streak: Int) -> String {
    "\(minutes) min today · " + (streak == 0 ? "no streak yet" : "\(streak)-day streak")
  }

  var homeFiguresUnavailable: String { "practice figures unavailable" }
  // The step's title has its own colon ("Day 2: Box breathing"): a middle dot before it,
  // as the Chinese and the breathing titles have, never two colons in a row.
  func homeStartProgram(_ name: String, step: String) -> String { "Start \(name) · \(step)" }
  func homeContinueProgram(_ name: String, step: String) -> String {
    "Continue \(name) · \(step)"
  }
  func homeBreathe(_ pattern: String) -> String { "Breathe: \(pattern)" }

  func homeFocus(minutes: Int?, clock: String) -> String {
    "Focus for \(minutes.map { Self.counted($0, "minute") } ?? clock) (pomodoro)"
  }

  var homeTimer: String { practiceName(.timer) + "…" }
  var homePrograms: String { "Programs" }
  var homeTimerPrompt: String { practiceName(.timer) + " for: " }
  var homeTimerHint: String { "e.g. 25m, 90s, 1h30m or 2:30" }
  var homeOtherPattern: String { "Breathe another pattern…" }
  var homeMeditate: String { "Meditate…" }
  var homeMeditatePrompt: String { "Meditate for: " }
  var homePatternsHeading: String { "Breathing patterns" }
  var homeProgramsHeading: String { "Programs" }
  func homeProgramChoice(_ name: String, standing: String) -> String { "\(name) · \(standing)" }
}
