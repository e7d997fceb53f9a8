import Cadence
import CadenceStore
import CadenceWords

/// What every front end says of a recorded session (`cadence history`, the desktop's
/// history page): its kind, what it was, how it ended. One table per language, with the
/// practice names from the registry (``PracticeDescriptor/title``).
public protocol SessionWords: PracticeWords {
  /// A kind of session on its own, for `--kind` filters: "focus", 专注.
  func kindName(_ kind: PracticeKind) -> String
  /// What a session was, from its recorded name (already printable) and kind, naming the
  /// kind once: "pomodoro focus", "box breathing", 番茄钟专注, 盒式呼吸.
  func sessionText(name: String, kind: PracticeKind) -> String
  /// How a session ended: "stopped early", 提前结束.
  func sessionStatus(_ status: SessionStatus) -> String
}
