import CadencePractice
import CadenceWords

extension EnglishCatalogue: StopwatchWords {
  var stopwatchReady: String { "ready — space to start" }
  var lapLabel: String { "lap" }

  func lapMark(_ mark: LapMark) -> String {
    switch mark {
    case .fastest: "fastest"
    case .slowest: "slowest"
    }
  }

  func stopwatchTotal(_ time: String, laps: Int) -> String {
    "total  \(time)" + (laps == 0 ? "" : " in \(Self.counted(laps, "lap"))")
  }
}
