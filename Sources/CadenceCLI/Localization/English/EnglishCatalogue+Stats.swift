import CadencePractice
import CadenceStore
import CadenceWords

extension EnglishCatalogue: StatsWords {
  func lastDays(_ count: Int, range: String) -> String {
    "Last \(Self.counted(count, "day")) (\(range))"
  }

  var allTime: String { "All time" }

  func figure(_ figure: StatsFigure) -> String {
    switch figure {
    case .time: "Time"
    case .sessions: "Sessions"
    case .practiceDays: "Practice days"
    case .currentStreak: "Current streak"
    case .longestStreak: "Longest streak"
    }
  }

  func practiceDays(_ practiced: Int, of count: Int) -> String { "\(practiced) of \(count)" }

  func streak(days: Int) -> String { Self.counted(days, "day") }

  func streakEnding(_ day: String) -> String { ", ending \(day)" }

  func practiceTime(_ time: PracticeTime) -> String {
    switch time {
    case .seconds(let seconds): "\(seconds) s"
    case .minutes(let minutes): "\(minutes) min"
    case .hours(let hours, let minutes): "\(hours) h \(Self.twoDigits(Int(minutes))) min"
    }
  }

  var noSessionsYet: String {
    "No sessions yet. Start one with 'cadence timer 25m' or 'cadence pomodoro'."
  }

  func minutesPerDay(shown: Int, of count: Int) -> String {
    shown < count ? "Minutes per day (the last \(shown) of \(count) days fit)" : "Minutes per day"
  }

  var calendar: String { "Calendar" }
  var noPractice: String { "· no practice" }

  func legend(upTo: [String]) -> [String] {
    let shades = ["░ up to ", "▒ ", "▓ ", "█ "]
    return ["· none"] + zip(shades, upTo).map { $0 + $1 }
  }

  func tallyPattern(_ id: String) -> String { id }

  var sessionsPerPattern: String { "Sessions per pattern" }
  var focusPerLabel: String { "Focus time per label" }
  var noLabel: String { "(no label)" }

  func sessions(_ count: Int) -> String { Self.counted(count, "session") }

  func chartWritten(to path: String) -> String { "Chart written to '\(path)'." }

  func svgTitle(days: Int) -> String { "Minutes per day, last \(Self.counted(days, "day"))" }

  func svgBar(_ day: LocalDay, minutes: String) -> String { "\(day): \(minutes) min" }

  var svgNoDays: String { "No days to show" }
}
