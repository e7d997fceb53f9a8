import CadencePractice
import CadenceStore

/// What Cadence says when a command fails or warns while it runs (``RuntimeMessage``): a
/// store, a file, the terminal or a saved pattern that let it down. The labels are
/// ``UsageWords/errorLabel`` and ``UsageWords/warningLabel``.
protocol RuntimeWords {
  /// One line for a person, without the label; the language's full stop may be left to
  /// ``Swift/String/endingAsSentence``. File names and the system's reasons are kept as given.
  func runtimeMessage(_ message: RuntimeMessage) -> String
  /// What `pattern add` refuses in a name or a spec, one line without the label (a usage
  /// error: its usage follows).
  func patternProblem(_ problem: PatternCommand.NameProblem) -> String
  /// Why an import refused a file or left a record out: where in the file, then what is
  /// wrong there, without the full stop. Text from the file is escaped (``SafeText``).
  func importProblem(_ problem: ImportProblem) -> String
}
