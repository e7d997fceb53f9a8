import Cadence
import CadenceStore
import CadenceWords

extension EnglishCatalogue: SessionWords {
  public func kindName(_ kind: PracticeKind) -> String { kind.rawValue }

  public func sessionText(name: String, kind: PracticeKind) -> String {
    name == kind.rawValue || name.isEmpty ? kind.rawValue : name + " " + kind.rawValue
  }

  public func sessionStatus(_ status: SessionStatus) -> String {
    switch status {
    case .inProgress: "in progress"
    case .completed: "completed"
    case .stoppedEarly: "stopped early"
    case .interrupted: "interrupted"
    }
  }
}
