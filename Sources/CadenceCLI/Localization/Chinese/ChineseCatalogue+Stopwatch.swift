import CadencePractice
import CadenceWords

extension ChineseCatalogue: StopwatchWords {
  var stopwatchReady: String { "准备就绪，按空格开始" }
  var lapLabel: String { "计次" }

  func lapMark(_ mark: LapMark) -> String {
    switch mark {
    case .fastest: "最快"
    case .slowest: "最慢"
    }
  }

  func stopwatchTotal(_ time: String, laps: Int) -> String {
    "合计  \(time)" + (laps == 0 ? "" : "（计次 \(laps) 次）")
  }
}
