extension ChineseCatalogue: PracticeNames {
  public func practiceName(_ kind: PracticeKind) -> String {
    switch kind {
    case .timer: "倒计时"
    case .stopwatch: "秒表"
    case .pomodoro: "番茄钟"
    case .breathe: "呼吸"
    case .meditate: "冥想"
    }
  }
}
