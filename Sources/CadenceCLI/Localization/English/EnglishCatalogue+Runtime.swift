import CadencePractice
import CadenceSound
import CadenceStore
import CadenceSystem
import CadenceWords
import TerminalUI

/// ArgumentParser's conventions: a capital first word, the user's tokens in single quotes. A
/// failed SQLite statement reads as what could not be done and SQLite's short reason.
extension EnglishCatalogue: RuntimeWords {
  func runtimeMessage(_ message: RuntimeMessage) -> String {
    switch message {
    case .storeFailed(let error, let task):
      return storeFailure(error, task: task)
    case .cannotReadFile(let path, let reason):
      return "Cannot read '\(path)': \(reason)"
    case .cannotWriteFile(let path, let reason):
      return "Cannot write '\(path)': \(reason)"
    case .csvIsNotImported(let path):
      return "'\(path)' is a CSV export, which is for spreadsheets; import reads the JSON"
        + " export ('cadence export -o cadence.json'), and nothing was written"
    case .notATrace(let path):
      return "'\(path)' is not a frame trace written by --trace: not a JSON array of trace events"
    case .emptyTrace(let path):
      return "'\(path)' holds no trace events: there is nothing to sum up"
    case .traceTooLarge(let path, let most):
      return "'\(path)' is not a frame trace written by --trace: it holds more than \(most) "
        + "events, or an event longer than 64 KB"
    case .traceCutShort(let path, let count):
      return "'\(path)' ends before its closing ']', as a trace does when the run writing it is "
        + "stopped; this summary is of its \(count) complete event\(count == 1 ? "" : "s")"
    case .noSound(.noLibrary):
      return "No sound: libpulse.so.0 (PulseAudio's client library) is not installed; "
        + "the terminal bell rings instead"
    case .noSound(.noServer(let reason)):
      return "No sound: there is no sound server (\(reason)); the terminal bell rings instead"
    case .noSound(.streamFailed(let reason)):
      return "No sound: the sound server refused the stream (\(reason)); "
        + "the terminal bell rings instead"
    case .noSound(.noVoice):
      return "No voice: libespeak-ng.so.1 (eSpeak NG) is not installed; the tones play instead"
    case .noSound(.serverGone):
      return "The sound server went away: the practice goes on without sound"
    case .noSound(.noAnswer):
      return "No sound: the sound server did not answer within a second; "
        + "the practice goes on with the terminal bell"
    case .noSound(.badConfiguration(let path)):
      return "No sound: PULSE_CLIENTCONFIG names '\(path)', which is not a small regular file; "
        + "the terminal bell rings instead"
    case .importRejected(let path, let problem):
      // A record in a list can be left out; a wrong document cannot.
      let skip = problem.isInRecord ? "; '--skip-invalid' imports the other records" : ""
      return "Cannot import '\(path)': \(importProblem(problem)). Nothing was imported" + skip
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
    case .patternExists(let name):
      return "A pattern named '\(name)' already exists; add --replace to replace it"
    case .sessionWillNotBeSaved(let error):
      return "This session will not be saved: " + Self.storeReason(error)
    case .sessionNotSavedCompletely(let error):
      return "This session was not saved completely: " + Self.storeReason(error)
    case .sessionKeptForLater(let path, StoreError.busy(let database)):
      return "The database '\(database)' was busy until the end (another program held it): "
        + "this session is kept in '\(path)', and the next 'cadence' saves it"
    case .sessionKeptForLater(let path, let error):
      return "This session is not in the database (" + Self.storeReason(error)
        + "): it is kept in '\(path)', and the next 'cadence' that can write the database "
        + "saves it"
    case .damagedDatabaseRead(let path):
      return "'\(path)' is damaged (SQLite found it corrupt): what can be read is shown, and "
        + "Cadence writes nothing to it any more. Export what can be read ('cadence export -o "
        + "FILE'), move the file aside, then 'cadence import FILE' into the new one"
    case .noteNotSaved(let error):
      return "The note was not saved: " + Self.storeReason(error)
    case .moodNotSaved(let error):
      return "The mood check was not saved: " + Self.storeReason(error)
    case .rateNotSaved(let rate, let setting, let error):
      return "\(rate) breaths a minute could not be kept as \(setting): " + Self.storeReason(error)
    case .invalidUTF8(let source):
      return source.prefix(1).uppercased() + source.dropFirst()
        + " is not valid UTF-8; invalid bytes are shown as \u{FFFD}"
    case .settingIgnored(let error):
      return error.message(in: self) + " The setting is ignored: the default is used"
    }
  }

  func patternProblem(_ problem: PatternCommand.NameProblem) -> String {
    let longest = PatternCommand.longestName
    switch problem {
    case .unsafeName(let name, let problem):
      return "Invalid pattern name '\(name)': it \(problem); expected a letter, then "
        + "letters, digits, '-' or '_', up to \(longest) characters, like calm"
    case .builtInName(let name):
      return "'\(name)' is the name of a built-in pattern: choose another name"
    case .patternWord(let name):
      return "'\(name)' is a word of the pattern language"
    case .invalidName(let name):
      return "Invalid pattern name '\(name)': expected a letter, then letters, digits, "
        + "'-' or '_', up to \(longest) characters, like calm or evening-4-6"
    case .unsafeSpec(let spec, let problem):
      return "Invalid pattern '\(spec)': it \(problem); expected "
        + SafeText.expected(.patternSpec)
    }
  }

  /// A data command's failure: the store's own sentence when it names the file and what
  /// happened to it, otherwise what the command could not do and why.
  private func storeFailure(_ error: any Error, task: RuntimeMessage.StoreTask) -> String {
    guard let error = error as? StoreError else {
      return "Cannot \(task.phrase): " + Self.unexpected(error)
    }
    switch error {
    case .sqlite(let failure):
      return "Cannot \(task.phrase): "
        + "SQLite reported '\(failure.message)' (error \(failure.extendedCode))"
    case .malformedImport(let problem):
      if case .importFile(let path) = task {
        return RuntimeMessage.importRejected(path: path, problem).message(in: self)
      }
      return importProblem(problem) + ". Nothing was imported"
    case .noRecord(let kind, _):
      return Self.storeReason(error) + "; \(Self.idListing(kind)) shows the ids"
    case .ambiguousID(let kind, _, _):
      return Self.storeReason(error) + " (\(Self.idListing(kind)) shows the ids)"
    default:
      return Self.storeReason(error)
    }
  }

  /// The command that shows the ids of records of `kind`, quoted.
  private static func idListing(_ kind: RecordKind) -> String {
    switch kind {
    case .session: "'cadence history --ids'"
    case .journalEntry: "'cadence journal'"
    }
  }

  /// Why the store failed, as a sentence that can stand alone or follow a colon: the store
  /// words its own failures (the sentence a library user sees too), naming the file or field
  /// and never practice data.
  private static func storeReason(_ error: any Error) -> String {
    guard let error = error as? StoreError else { return unexpected(error) }
    return error.description
  }

  /// Why the terminal (or the output of plain lines) failed, after a colon.
  private static func terminalReason(_ error: any Error) -> String {
    // A thread or a child process that could not start fails in the system floor.
    if let error = error as? SystemCallError { return error.description }
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
}
