import CadencePractice

/// What `cadence type` says about the text it was given.
protocol TypeWords {
  /// The warning when the text is not valid UTF-8, as a whole line without its newline:
  /// "Warning: standard input is not valid UTF-8; invalid bytes are shown as \u{FFFD}."
  func typeInvalidUTF8(_ source: TypeSource) -> String
  /// The error when the text cannot be read, as a whole line without its newline;
  /// `reason` is the system's.
  func typeCannotRead(_ source: TypeSource, reason: String) -> String
  /// The error when standard input is longer than a terminal's typing takes, as a whole line
  /// without its newline.
  func typeStandardInputTooLong(megabytes: Int) -> String
}

/// Where `cadence type` takes its text from.
enum TypeSource: Hashable, Sendable {
  /// The words on the command line.
  case arguments
  case standardInput
  /// A file, by the path given.
  case file(String)
}
