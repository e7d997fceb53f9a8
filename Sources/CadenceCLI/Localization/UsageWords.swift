import CadencePractice

/// What Cadence says about a command line it cannot run: the usage errors, "did you mean",
/// the values refused and what is accepted instead.
protocol UsageWords {
  /// One line for a person, without the error label; the language's full stop may be left
  /// to ``Swift/String/endingAsSentence``.
  func usageError(_ error: UsageError) -> String
  /// What starts an error's line: "Error: ".
  var errorLabel: String { get }
  /// What starts a warning's line: "Warning: ".
  var warningLabel: String { get }
}
