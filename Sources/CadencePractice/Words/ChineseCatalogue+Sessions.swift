import CadenceStore
import CadenceWords

extension ChineseCatalogue: SessionWords {
  /// The practice's name, but a focus session is 专注 (a pomodoro's).
  public func kindName(_ kind: SessionKind) -> String {
    if kind == .focus { return "专注" }
    return kind.practice.map(practiceName) ?? kind.rawValue
  }

  /// A built-in pattern by its Chinese name (盒式呼吸 says the kind already), a pomodoro's
  /// focus as 番茄钟专注, else the name before the kind: calm 呼吸, 20m 冥想.
  public func sessionText(name: String, kind: SessionKind) -> String {
    if name == kind.rawValue || name.isEmpty { return kindName(kind) }
    if kind == .breathing, patternName(id: name) != name { return patternName(id: name) }
    if kind == .focus, name == PracticeKind.pomodoro.rawValue {
      return practiceName(.pomodoro) + kindName(.focus)
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
