import CadenceStore
import TerminalUI

/// A failure or a warning at run time, carrying what its wording needs; the words live here,
/// in one place, as the usage errors' do in `UsageError+Message.swift`.
///
/// The conventions are ArgumentParser's (STYLE.md §8): one line, a capitalised first word, the
/// user's tokens (paths, names) in single quotes; unlike ArgumentParser, every message ends as
/// a sentence, with a full stop (``Swift/String/endingAsSentence``). A raw
/// error is never printed as `String(describing:)`: a failed SQLite statement reads as what
/// could not be done and SQLite's short reason, never its SQL.
///
/// ```swift
/// context.errorOutput.write(RuntimeMessage.terminalFailed(error).line)
/// ```
enum RuntimeMessage: Sendable {
  /// What a data command was doing when the store failed: "Cannot show the stats".
  enum StoreTask: Equatable, Sendable {
    case showHistory
    case showStats
    case showJournal
    case addNote
    case export
    case importFile(String)
    /// `cadence program …`: progress read or written.
    case programs
    /// `cadence pattern …`: custom patterns read or written.
    case patterns
    /// `cadence config …`: settings read or written.
    case settings
    /// `cadence journal edit`.
    case editNote
    /// `cadence journal remove`.
    case removeNote
    /// `cadence history remove`.
    case removeSession
  }

  // Errors: the command fails with status 1.

  /// The store failed while a command did `task`; `error` is what the store threw.
  case storeFailed(any Error, while: StoreTask)
  /// A file given on the command line cannot be read; `reason` is the system's (`strerror`).
  case cannotReadFile(path: String, reason: String)
  /// A file the command was asked to write (`--trace`) cannot be created; `reason` is the
  /// system's (`strerror`).
  case cannotWriteFile(path: String, reason: String)
  /// `cadence trace` was given a file that is not a frame trace; `problem` says why.
  case notATrace(path: String, problem: String)
  /// `cadence import` rejected the file as a whole: `field` is a path into it.
  case importRejected(path: String, field: String, problem: String)
  /// The full-screen terminal failed in the middle of a practice.
  case terminalFailed(any Error)
  /// The plain lines of a practice could not go on being written (not a closed pipe, which
  /// ends a practice quietly).
  case outputFailed(any Error)
  /// The terminal could not be prepared for `cadence type`.
  case cannotSetUpTerminal(any Error)
  /// `cadence home` was run without a terminal.
  case homeNeedsTerminal
  /// A program's step is missing (`step` counts from 1, as the user does).
  case programHasNoStep(program: String, step: Int)
  /// `cadence pattern remove` was given a built-in pattern's name.
  case builtInPatternCannotBeRemoved(String)
  /// `cadence pattern remove` was given a name that no saved pattern has.
  case noSavedPattern(String)

  // Warnings: the command goes on.

  /// The store could not be opened for a practice; it runs without being saved.
  case sessionWillNotBeSaved(any Error)
  /// A checkpoint or the end of a practice could not be written.
  case sessionNotSavedCompletely(any Error)
  /// The note asked for after a breathing session could not be written.
  case noteNotSaved(any Error)
  /// The text to type is not valid UTF-8: `source` is "standard input", "the text" or a
  /// quoted path.
  case invalidUTF8(source: String)
  /// A stored setting is not a value its key takes (`error` says why, naming the key): the
  /// practice uses the default.
  case settingIgnored(UsageError)

  /// Whether the command fails (`Error: `) or goes on (`Warning: `).
  var isWarning: Bool {
    switch self {
    case .sessionWillNotBeSaved, .sessionNotSavedCompletely, .noteNotSaved, .invalidUTF8,
      .settingIgnored:
      true
    default: false
    }
  }

  /// The line for standard error, with its prefix and newline: `Error: …\n`.
  var line: String {
    (isWarning ? "Warning: " : "Error: ") + message + "\n"
  }

  /// One line for a person, without the `Error: ` or `Warning: ` prefix, ending as a sentence.
  var message: String {
    SafeText.escaped(words.endingAsSentence)  // a name or a path given may hold an escape
  }

  private var words: String {
    switch self {
    case .storeFailed(let error, let task):
      return Self.storeFailure(error, task: task)
    case .cannotReadFile(let path, let reason):
      return "Cannot read '\(path)': \(reason)"
    case .cannotWriteFile(let path, let reason):
      return "Cannot write '\(path)': \(reason)"
    case .notATrace(let path, let problem):
      return "'\(path)' is not a frame trace written by --trace: \(problem)"
    case .importRejected(let path, let field, let problem):
      // A record in a list can be left out; a wrong document cannot.
      let skip = field.contains("[") ? "; '--skip-invalid' imports the other records" : ""
      return "Cannot import '\(path)': \(field): \(problem). Nothing was imported" + skip
    case .terminalFailed(let error):
      return "The terminal failed: " + Self.terminalReason(error)
    case .outputFailed(let error):
      return "The output failed: " + Self.terminalReason(error)
    case .cannotSetUpTerminal(let error):
      return "Cannot set up the terminal: " + Self.terminalReason(error)
    case .homeNeedsTerminal:
      return "'cadence home' needs an interactive terminal; 'cadence --help' lists the commands"
    case .programHasNoStep(let program, let step):
      return "The program '\(program)' has no step \(step)"
    case .builtInPatternCannotBeRemoved(let name):
      return "'\(name)' is a built-in pattern and cannot be removed"
    case .noSavedPattern(let name):
      return "No saved pattern named '\(name)'; see 'cadence pattern list'"
    case .sessionWillNotBeSaved(let error):
      return "This session will not be saved: " + Self.storeReason(error)
    case .sessionNotSavedCompletely(let error):
      return "This session was not saved completely: " + Self.storeReason(error)
    case .noteNotSaved(let error):
      return "The note was not saved: " + Self.storeReason(error)
    case .invalidUTF8(let source):
      return Self.capitalisingFirstLetter(source)
        + " is not valid UTF-8; invalid bytes are shown as \u{FFFD}"
    case .settingIgnored(let error):
      return error.message + " The setting is ignored: the default is used"
    }
  }
}

extension RuntimeMessage.StoreTask {
  /// What could not be done, after "Cannot ": `show the stats`, `import 'old.json'`.
  var phrase: String {
    switch self {
    case .showHistory: "show the history"
    case .showStats: "show the stats"
    case .showJournal: "show the journal"
    case .addNote: "add the note"
    case .export: "export your data"
    case .importFile(let path): "import '\(path)'"
    case .programs: "read or save your program progress"
    case .patterns: "read or save your patterns"
    case .settings: "read or save your settings"
    case .editNote: "edit the note"
    case .removeNote: "remove the note"
    case .removeSession: "remove the session"
    }
  }
}

extension RuntimeMessage {
  /// A data command's failure: the store's own sentence when it names the file and what
  /// happened to it, otherwise what the command could not do and why.
  private static func storeFailure(_ error: any Error, task: StoreTask) -> String {
    guard let error = error as? StoreError else {
      return "Cannot \(task.phrase): " + unexpected(error)
    }
    switch error {
    case .sqlite(let failure):
      return "Cannot \(task.phrase): " + sqliteReason(failure)
    case .malformedImport(let field, let problem):
      if case .importFile(let path) = task {
        return importRejected(path: path, field: field, problem: problem).message
      }
      return storeReason(error)
    case .noRecord(let kind, _):
      return storeReason(error) + "; \(idListing(kind)) shows the ids"
    case .ambiguousID(let kind, _, _):
      return storeReason(error) + " (\(idListing(kind)) shows the ids)"
    default:
      return storeReason(error)
    }
  }

  /// The command that shows the ids of records of `kind`, quoted.
  private static func idListing(_ kind: RecordKind) -> String {
    switch kind {
    case .session: "'cadence history --ids'"
    case .journalEntry: "'cadence journal'"
    }
  }

  /// Why the store failed, as a sentence that can stand alone or follow a colon.
  ///
  /// Each case names the file or field involved and never includes practice data (a note's
  /// text, a label), which SQLite errors never carry either: bound values are not kept.
  static func storeReason(_ error: any Error) -> String {
    guard let error = error as? StoreError else { return unexpected(error) }
    // The store words its own failures (the sentence a library user sees too); the CLI
    // adds what it was doing, above.
    return error.description
  }

  /// `SQLite reported 'integer overflow' (error 1)`: SQLite's own short reason and extended
  /// code, for a bug report; the statement stays out (it is for developers, and long).
  private static func sqliteReason(_ error: SQLiteError) -> String {
    "SQLite reported '\(error.message)' (error \(error.extendedCode))"
  }

  /// Why the terminal (or the output of plain lines) failed, after a colon.
  private static func terminalReason(_ error: any Error) -> String {
    guard let error = error as? TerminalError else { return unexpected(error) }
    switch error {
    case .notATerminal: return "standard output is not an interactive terminal"
    case .inputClosed: return "its input was closed"
    // TerminalUI's wording: the call's name and the system's reason with its errno.
    case .systemCall: return error.description
    }
  }

  /// An error no `throws` here is meant to let through, named by its type for a bug report.
  private static func unexpected(_ error: any Error) -> String {
    "an unexpected \(type(of: error)) was thrown; please report this"
  }

  private static func capitalisingFirstLetter(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
