import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Somewhere to write text: standard output or error, or a buffer in tests.
public protocol TextOutput: AnyObject {
  /// Writes `text` as it is (the caller supplies line ends).
  func write(_ text: String)
  /// Whether the reader has gone (a closed pipe): a loop writing here should end.
  var isClosed: Bool { get }
}

extension TextOutput {
  public var isClosed: Bool { false }
}

/// Everything a command may touch, so commands run the same against a terminal and in a
/// test: output streams, the environment, the terminal loops run on and the local wall
/// clock.
public struct CommandContext {
  /// Standard output, for text people read: in ASCII when the locale's character set is
  /// not UTF-8 (``charset``).
  public var output: any TextOutput
  /// Standard error, in the locale's character set as ``output``.
  public var errorOutput: any TextOutput
  /// Standard output as it is, for data formats (JSON, CSV) that must reach a file or a
  /// program unchanged whatever the locale.
  public var dataOutput: any TextOutput
  /// The process environment.
  public var environment: [String: String]
  /// What the terminal can show, decided once from the locale in ``environment``: the
  /// text outputs follow it, and the host's renderers follow the same environment.
  public let charset: Charset
  /// The language messages are in: from the locale (``Language/init(environment:)``),
  /// then `--lang` or the `language` setting.
  var language: Language
  /// Every message in ``language``.
  var words: any Catalogue { language.catalogue }
  /// The stored settings as the command line read them for the `language` setting, so the
  /// command that follows reads the database once, not twice; `nil` means "read them
  /// now" (a command run later in the same process, from the home screen, reads afresh).
  var storedSettings: [String: String]?
  /// Whether standard output is a terminal (full-screen displays need one).
  public var outputIsTerminal: Bool
  /// Whether standard error is a terminal: then a message of several lines is wrapped at
  /// spaces to its width (``TerminalWidth/forErrors(in:)``), never cut mid-word by it.
  public var errorOutputIsTerminal = false
  /// Whether standard input is a terminal: a chime ringing out as the process exits is then
  /// waited for in raw mode, so the keys typed meanwhile never reach the shell.
  public var inputIsTerminal = false
  /// How long from now until the next occurrence of a local time of day.
  public var durationUntil: (ClockTime) -> Duration
  /// The local time of day now (time since local midnight), for "ends 14:32".
  public var localTimeOfDay: () -> Duration
  /// Runs loops (full screen, inline, plain lines) on the terminal.
  var host: any LoopHost
  /// The sound of the practice a command is about to run (`--sound`, the `sound` setting);
  /// `nil`: none. Set by the command, played by ``PracticeRunner``'s loop.
  var sound: PracticeSound?
  /// Whether ``PracticeRunner`` asks the mood check before and after the practice: `true`
  /// for `--mood`; `nil`: the `practice.mood` setting decides.
  var moodCheck: Bool?
  /// The practices' sounds still ringing after they ended, waited for as the process exits
  /// (shared by every copy of the context: a reference).
  var ringing = RingingSounds()
  /// Wall-clock time, for history timestamps only (never for measuring time).
  public var wallClock: @Sendable () -> Date
  /// Where the data lives: `--data-dir`, `CADENCE_DATA_DIR`, or the platform default.
  /// `--data-dir` anywhere on the command line sets it before the command runs.
  public var dataDirectory: DataDirectory

  /// A context from its parts.
  init(
    output: any TextOutput,
    errorOutput: any TextOutput,
    environment: [String: String],
    outputIsTerminal: Bool,
    durationUntil: @escaping (ClockTime) -> Duration,
    localTimeOfDay: @escaping () -> Duration,
    host: any LoopHost,
    wallClock: @escaping @Sendable () -> Date = { Date() },
    dataDirectory: DataDirectory? = nil
  ) {
    charset = Charset(environment: environment)
    language = Language(environment: environment)
    self.output = charset == .ascii ? ASCIIOutput(output) : output
    self.errorOutput = charset == .ascii ? ASCIIOutput(errorOutput) : errorOutput
    dataOutput = output
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.durationUntil = durationUntil
    self.localTimeOfDay = localTimeOfDay
    self.host = host
    self.wallClock = wallClock
    self.dataDirectory =
      dataDirectory ?? DataDirectory.resolve(explicit: nil, environment: environment)
  }

  /// Opens the store in ``dataDirectory`` (creating it if needed).
  ///
  /// - Throws: `StoreError` — for commands that read or manage data, a failure is the
  ///   command's failure (exit 1 with the error's message).
  public func openStore() throws -> SQLiteSessionStore {
    try SQLiteSessionStore.open(in: dataDirectory, now: wallClock)
  }

  /// Opens the store for a command that only reads: a data directory its owner made
  /// read-only is read where it is (``SQLiteSessionStore/openForReading(in:calendar:now:)``).
  public func openStoreForReading() throws -> SQLiteSessionStore {
    try SQLiteSessionStore.openForReading(in: dataDirectory, now: wallClock)
  }

  /// ``openStore()`` as a value another thread may call: a practice's writer opens its own
  /// store with it, off the frame loop.
  var storeOpener: @Sendable () throws -> any SessionStore {
    { [dataDirectory, wallClock] in try SQLiteSessionStore.open(in: dataDirectory, now: wallClock) }
  }

}
