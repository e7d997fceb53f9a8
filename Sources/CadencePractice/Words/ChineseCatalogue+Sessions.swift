import Cadence
import CadenceStore
import CadenceWords

extension ChineseCatalogue: SessionWords {
  /// The practice's name, but a focus session is 专注 (a pomodoro's).
  public func kindName(_ kind: PracticeKind) -> String {
    if kind == .pomodoro { return "专注" }
    return practiceName(kind)
  }

  /// A built-in pattern by its Chinese name (盒式呼吸 says the kind already), retention
  /// rounds as 屏息练习, a pomodoro's focus as 番茄钟专注, else the name before the kind:
  /// calm 呼吸, 20m 冥想.
  public func sessionText(name: String, kind: PracticeKind) -> String {
    if name == kind.rawValue || name.isEmpty { return kindName(kind) }
    if kind == .breathe, patternName(id: name) != name { return patternName(id: name) }
    // Retention rounds are a practice of their own, never "retention 呼吸".
    if kind == .breathe, name == RetentionPractice.name { return retentionListTitle }
    if kind == .pomodoro, name == "pomodoro" {
      return practiceName(.pomodoro) + kindName(.pomodoro)
    }
    return name + " " + kindName(kind)
  }

  public func sessionStatus(_ status: SessionStatus) -> String {
    switch status {
    case .inProgress: "进行中"
    case .completed: "已完成"
    case .stoppedEarly: "提前结束"
    case .interrupted: "中断"
    }
  }
}
