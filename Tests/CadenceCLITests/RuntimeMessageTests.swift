import Cadence
import CadencePractice
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runtime failures and warnings read as sentences: capitalised, tokens quoted, a full stop at
/// the end, no SQL.
@Suite struct RuntimeMessageTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var message: RuntimeMessage
    var line: String
    var testDescription: String { line }
  }

  static let overflow = SQLiteError(
    code: 1, extendedCode: 1, message: "integer overflow",
    sql: "SELECT local / 86400000 - (local % 86400000 < 0) AS day, count(*), sum(active_ms) …")

  @Test(arguments: [
    Example(
      message: .storeFailed(StoreError.sqlite(overflow), while: .showStats),
      line: "Error: Cannot show the stats: SQLite reported 'integer overflow' (error 1).\n"),
    Example(
      message: .storeFailed(overflow, while: .importFile("old.json")),
      line: "Error: Cannot import 'old.json': an unexpected SQLiteError was thrown; please "
        + "report this.\n"),
    Example(
      message: .storeFailed(StoreError.busy(path: "/d/cadence.sqlite3"), while: .export),
      line: "Error: The database '/d/cadence.sqlite3' is busy; try again.\n"),
    Example(
      message: .storeFailed(
        StoreError.malformedImport(
          ImportProblem(.field("sessions[1].kind"), .notOneOf(accepted: ["timer"], found: "yoga"))),
        while: .importFile("old.json")),
      line:
        "Error: Cannot import 'old.json': sessions[1].kind: expected one of 'timer', found 'yoga'. "
        + "Nothing was imported; '--skip-invalid' imports the other records.\n"),
    Example(
      message: .storeFailed(
        StoreError.cannotWriteFile(path: "/ro/chart.svg", reason: "Read-only file system"),
        while: .showStats),
      line: "Error: Cannot write '/ro/chart.svg': Read-only file system.\n"),
    Example(
      message: .cannotReadFile(path: "x.json", reason: "No such file or directory"),
      line: "Error: Cannot read 'x.json': No such file or directory.\n"),
    Example(
      message: .terminalFailed(TerminalError.inputClosed),
      line: "Error: The terminal failed: its input was closed.\n"),
    Example(
      message: .terminalFailed(TerminalError.systemCall("tcsetattr", errno: 5)),
      line: "Error: The terminal failed: tcsetattr failed: Input/output error (errno 5).\n"),
    Example(
      message: .cannotSetUpTerminal(TerminalError.notATerminal),
      line: "Error: Cannot set up the terminal: standard output is not an interactive terminal.\n"),
    Example(
      message: .homeNeedsTerminal,
      line: "Error: 'cadence home' needs an interactive terminal; 'cadence --help' lists the "
        + "commands.\n"),
    Example(
      message: .programHasNoStep(program: "Calm in 7 days", step: 9),
      line: "Error: The program 'Calm in 7 days' has no step 9.\n"),
    Example(
      message: .builtInPatternCannotBeRemoved("box"),
      line: "Error: 'box' is a built-in pattern and cannot be removed.\n"),
    Example(
      message: .noSavedPattern("evening"),
      line: "Error: No saved pattern named 'evening'; see 'cadence pattern list'.\n"),
    Example(
      message: .sessionWillNotBeSaved(
        StoreError.dataDirectoryUnwritable(path: "/proc/cadence", reason: "Permission denied")),
      line: "Warning: This session will not be saved: Cannot write to the data directory "
        + "'/proc/cadence': Permission denied.\n"),
    Example(
      message: .sessionNotSavedCompletely(StoreError.sqlite(overflow)),
      line: "Warning: This session was not saved completely: SQLite reported 'integer overflow' "
        + "(error 1).\n"),
    Example(
      message: .noteNotSaved(StoreError.diskFull(path: "/d/cadence.sqlite3")),
      line: "Warning: The note was not saved: The disk holding '/d/cadence.sqlite3' is full; the "
        + "last change was not saved, earlier data is intact.\n"),
    Example(
      message: .invalidUTF8(source: "standard input"),
      line: "Warning: Standard input is not valid UTF-8; invalid bytes are shown as \u{FFFD}.\n"),
  ])
  func eachMessageIsOneSentenceWithItsPrefix(_ example: Example) {
    #expect(example.message.line == example.line)
    #expect(!example.message.message.contains("SELECT"))
  }

  @Test(arguments: [
    (RuntimeMessage.StoreTask.showHistory, "show the history"), (.showStats, "show the stats"),
    (.showJournal, "show the journal"), (.addNote, "add the note"), (.export, "export your data"),
    (.importFile("a b.json"), "import 'a b.json'"),
    (.programs, "read or save your program progress"), (.patterns, "read or save your patterns"),
  ])
  func eachTaskNamesWhatCouldNotBeDone(task: RuntimeMessage.StoreTask, phrase: String) {
    #expect(task.phrase == phrase)
  }

  /// An error no `throws` in the product lets through.
  struct Glitch: Error {}

  /// The cases added when the practices, the runner and the recorder moved to this file:
  /// plain lines that could not go on being written.
  @Test(arguments: [
    Example(
      message: .outputFailed(TerminalError.systemCall("poll", errno: 5)),
      line: "Error: The output failed: poll failed: Input/output error (errno 5).\n"),
    Example(
      message: .outputFailed(TerminalError.systemCall("sigaction", errno: 22)),
      line: "Error: The output failed: sigaction failed: Invalid argument (errno 22).\n"),
    Example(
      message: .outputFailed(Glitch()),
      line: "Error: The output failed: an unexpected Glitch was thrown; please report this.\n"),
  ])
  func eachNewCaseIsOneSentenceWithItsPrefix(_ example: Example) {
    #expect(example.message.line == example.line)
    #expect(!example.message.isWarning)
  }

  /// A host whose every surface fails as a broken terminal (or output) would.
  struct FailingHost: LoopHost {
    var error: TerminalError

    func run<App: TerminalApp>(
      _ app: inout App, on surface: LoopSurface, clock: LoopClock,
      perform: (App.Command, Duration) -> Void
    ) throws -> Ending {
      throw error
    }
  }

  /// The runner words a terminal that fails full screen and an output that fails in plain
  /// lines, each once, and the practice ends as a failed terminal (status 1).
  @Test func theRunnerWordsAFailedTerminalAndAFailedOutput() {
    let practice = TimerInTerminal(total: .seconds(2), options: .init())
    let (screen, _, screenErrors) = CommandContext.testing(
      isTerminal: true, host: FailingHost(error: .systemCall("tcsetattr", errno: 5)))
    let onScreen = PracticeRunner.run(
      practice, plain: false, recorder: SessionRecorder(store: nil), in: screen)
    #expect(onScreen.ending == .terminalFailed)
    #expect(
      screenErrors.text
        == "Error: The terminal failed: tcsetattr failed: Input/output error (errno 5).\n")

    let (lines, _, lineErrors) = CommandContext.testing(
      host: FailingHost(error: .systemCall("poll", errno: 5)))
    let asLines = PracticeRunner.run(
      practice, plain: true, recorder: SessionRecorder(store: nil), in: lines)
    #expect(asLines.ending == .terminalFailed)
    #expect(
      lineErrors.text.hasPrefix(
        "Error: The output failed: poll failed: Input/output error (errno 5).\n"))
  }

  /// Durations no version of Cadence records (an import before its limits) once made every
  /// `stats` fail with SQLite's "integer overflow": each session now counts at most 7 days.
  @Test func durationsStoredBeforeTheLimitsCannotOverflowStats() throws {
    let directory = TemporaryDirectory()
    let noon = Date(timeIntervalSince1970: DataCommandTests.noon)
    let store = try SQLiteSessionStore.open(
      in: DataDirectory(path: directory.path), calendar: .utc, now: { noon })
    for _ in 0..<2 {
      let session = try store.beginSession(NewSession(kind: .meditate, name: "forever"))
      _ = try store.finishSession(
        session.id, status: .completed, active: .seconds(Int64.max / 1999), cyclesCompleted: 0)
    }
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, wallClock: { noon })
    #expect(CadenceCommandLine.run(["stats"], in: context) == ExitStatus.success.code)
    #expect(output.text.contains("  Time            336 h 00 min\n  Sessions        2\n"))
    #expect(errors.text.isEmpty)
  }
}
