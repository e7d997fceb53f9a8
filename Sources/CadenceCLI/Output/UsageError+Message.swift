import CadencePractice
import CadenceStore
import CadenceWords

/// A usage error as a line for a person: worded by the language of the catalogue it is
/// printed in (``UsageWords``), each ending as a sentence.
extension UsageError {
  /// One line for a person, in English, without the `Error: ` prefix (for a library user
  /// and tests; the command line prints ``message(in:)`` in its language).
  var message: String {
    message(in: EnglishCatalogue())
  }

  /// One line in the language of `words`, without the error label, ending as a sentence; the
  /// user's text in it has its control characters escaped (``SafeText/escaped(_:)``), so that
  /// an argument holding an escape sequence is shown, never obeyed.
  func message(in words: any UsageWords) -> String {
    SafeText.escaped(words.usageError(self).endingAsSentence)
  }
}

extension UsageError {
  /// What a usage error writes on standard error, in the language of `words`: the error
  /// label, `message` and the usage of `command` (of `cadence` itself when `nil`), for one
  /// found only when a command runs and worded by its own type, such as a breathing pattern
  /// that names nothing.
  /// `width`: how wide the usage lines may be (standard error's terminal, within the
  /// language's own width; `nil` for a pipe or a file).
  static func report(
    _ message: String, for command: (any Subcommand.Type)?, words: any Catalogue,
    width: Int? = nil
  ) -> String {
    words.errorLabel + SafeText.escaped(message.endingAsSentence) + "\n"
      + HelpText.usageReminder(for: command, words: words, width: width)
  }
}
