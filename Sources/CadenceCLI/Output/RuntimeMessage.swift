import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords
import TerminalUI

/// A failure or a warning at run time, carrying what its wording needs; it is worded by the catalogue of the language it is printed in (``RuntimeWords``), as usage
/// errors are.
///
/// In English the conventions are ArgumentParser's (STYLE.md §8): one line, a capitalised
/// first word, the user's tokens (paths, names) in single quotes; in Chinese, full-width
/// punctuation (错误：无法读取 “a.json”：No such file or directory。). Every message ends as
/// a sentence, with a full stop (``Swift/String/endingAsSentence``). A raw
/// error is never printed as `String(describing:)`: a failed SQLite statement reads as what
/// could not be done and SQLite's short reason, never its SQL.
///
/// ```swift
/// context.errorOutput.write(RuntimeMessage.terminalFailed(error).line(in: context.words))
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
    /// `cadence status`: the practices running now read.
    case status
    /// `cadence sync …`: sync's state read or written.
    case sync
  }

  // Errors: the command fails with status 1.

  /// The store failed while a command did `task`; `error` is what the store threw.
  case storeFailed(any Error, while: StoreTask)
  /// A file given on the command line cannot be read; `reason` is the system's (`strerror`).
  case cannotReadFile(path: String, reason: String)
  /// A file the command was asked to write (`--trace`) cannot be created; `reason` is the
  /// system's (`strerror`).
  case cannotWriteFile(path: String, reason: String)
  /// `cadence import` was given a CSV export: that is for spreadsheets, import reads JSON.
  case csvIsNotImported(path: String)
  /// `cadence trace` was given a file that is not a frame trace (not a JSON array of trace
  /// events).
  case notATrace(path: String)
  /// `cadence trace` was given a trace with no event at all (`[`, `[]`).
  case emptyTrace(path: String)
  /// `cadence trace` read more events than any run writes (`mostEvents`), or one event
  /// longer than a run writes: an endless input, refused instead of read on.
  case traceTooLarge(path: String, mostEvents: Int)
  /// `cadence import` rejected the file as a whole: where in it, and what is wrong there.
  case importRejected(path: String, ImportProblem)
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
  /// `cadence pattern add` was given a name already saved, without `--replace`.
  case patternExists(String)

  // Warnings: the command goes on.

  /// The store could not be opened for a practice; it runs without being saved.
  case sessionWillNotBeSaved(any Error)
  /// A checkpoint or the end of a practice could not be written.
  case sessionNotSavedCompletely(any Error)
  /// The database at `path` was found damaged before and still is: what can be read is
  /// shown, and nothing is written to it.
  case damagedDatabaseRead(path: String)
  /// The store did not take the practice's sessions before its end (`because`); they are
  /// kept in the file at `path` for the next `cadence` to save.
  case sessionKeptForLater(path: String, because: any Error)
  /// The note asked for after a breathing session could not be written.
  case noteNotSaved(any Error)
  /// The rate `breathe resonance --find` found (`rate`, `5.5`) could not be kept as
  /// `setting`.
  case rateNotSaved(rate: String, setting: String, any Error)
  /// The mood check's answers could not be kept with the session.
  case moodNotSaved(any Error)
  /// The text to type is not valid UTF-8: `source` is "standard input", "the text" or a
  /// quoted path.
  case invalidUTF8(source: String)
  /// A stored setting is not a value its key takes (`error` says why, naming the key): the
  /// practice uses the default.
  case settingIgnored(UsageError)
  /// `cadence trace` summed up a trace that ends before its closing `]` (the run writing it
  /// was stopped) from its `completeEvents`.
  case traceCutShort(path: String, completeEvents: Int)
  /// The practice played no sound, or stopped playing (`problem` says why): it went on as
  /// before, with the terminal bell.
  case noSound(SoundProblem)

  /// Whether the command fails (`Error: `) or goes on (`Warning: `).
  var isWarning: Bool {
    switch self {
    case .sessionWillNotBeSaved, .sessionNotSavedCompletely, .sessionKeptForLater,
      .damagedDatabaseRead,
      .noteNotSaved, .moodNotSaved, .invalidUTF8,
      .settingIgnored, .traceCutShort, .noSound:
      true
    default: false
    }
  }

  /// The line for standard error in the language of `words`, with its label and newline:
  /// `Error: …\n`, `错误：…\n`.
  func line(in words: any Catalogue) -> String {
    (isWarning ? words.warningLabel : words.errorLabel) + message(in: words) + "\n"
  }

  /// One line in the language of `words`, without the label, ending as a sentence; a name or
  /// a path given may hold an escape, so control characters are shown, never obeyed.
  func message(in words: any Catalogue) -> String {
    SafeText.escaped(words.runtimeMessage(self).endingAsSentence)
  }

  /// The English line, for a library user and tests; commands print ``line(in:)``.
  var line: String { line(in: EnglishCatalogue()) }

  /// The English message, for a library user and tests; commands print ``message(in:)``.
  var message: String { message(in: EnglishCatalogue()) }
}

extension RuntimeMessage.StoreTask {
  /// What could not be done, after "Cannot ", in English: `show the stats`,
  /// `import 'old.json'`.
  /// Whether the task only reads the store.
  var onlyReads: Bool {
    switch self {
    case .showHistory, .showStats, .showJournal, .export, .status: true
    default: false
    }
  }

  /// The screens that show what every device did: they read the sync folder as they open.
  var mergesSync: Bool {
    switch self {
    case .showHistory, .showStats, .showJournal, .programs: true
    default: false
    }
  }

  /// The tasks after which this device may have something to tell the others.
  var changesData: Bool {
    switch self {
    case .addNote, .importFile, .programs, .patterns, .editNote, .removeNote, .removeSession:
      true
    default: false
    }
  }

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
    case .status: "show what runs now"
    case .sync: "read or save the sync settings"
    }
  }
}
