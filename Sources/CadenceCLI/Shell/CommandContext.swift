import Cadence
import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Somewhere to write text: standard output or error, or a buffer in tests.
public protocol TextOutput: AnyObject {
  /// Writes `text` as it is (the caller supplies line ends).
  func write(_ text: String)
}

/// Monotonic time for the synchronous command loops, and a way to wait for it.
///
/// Times are durations since an arbitrary origin. Loops compute absolute deadlines from
/// a start time and ask to sleep *until* them, so nothing drifts. A sleep may end early
/// (a signal, a spurious wake-up): callers re-check the time, as ``DeadlineWake`` does.
public protocol MonotonicTime: AnyObject {
  /// The current time.
  func now() -> Duration
  /// Blocks until `deadline`, or until a terminating signal arrives.
  /// - Returns: the signal number (`SIGINT`, `SIGTERM`, `SIGHUP`) if one arrived.
  func sleep(until deadline: Duration) -> Int32?
}

/// Everything a command may touch, so commands run the same against a terminal and in a
/// test: output streams, the environment, monotonic time and the local wall clock.
public struct CommandContext {
  /// Standard output.
  public var output: any TextOutput
  /// Standard error.
  public var errorOutput: any TextOutput
  /// The process environment.
  public var environment: [String: String]
  /// Whether standard output is a terminal (full-screen displays need one).
  public var outputIsTerminal: Bool
  /// Monotonic time that keeps counting while the machine sleeps (a real deadline).
  public var time: any MonotonicTime
  /// How long from now until the next occurrence of a local time of day.
  public var durationUntil: (ClockTime) -> Duration
  /// The local time of day now (time since local midnight), for "ends 14:32".
  public var localTimeOfDay: () -> Duration
  /// Runs full-screen apps on the terminal.
  public var fullScreen: any FullScreenLauncher
  /// Wall-clock time, for history timestamps only (never for measuring time).
  public var wallClock: @Sendable () -> Date
  /// Where the data lives: `--data-dir`, `CADENCE_DATA_DIR`, or the platform default.
  /// `--data-dir` anywhere on the command line sets it before the command runs.
  public var dataDirectory: DataDirectory

  /// A context from its parts.
  public init(
    output: any TextOutput,
    errorOutput: any TextOutput,
    environment: [String: String],
    outputIsTerminal: Bool,
    time: any MonotonicTime,
    durationUntil: @escaping (ClockTime) -> Duration,
    localTimeOfDay: @escaping () -> Duration,
    fullScreen: any FullScreenLauncher,
    wallClock: @escaping @Sendable () -> Date = { Date() },
    dataDirectory: DataDirectory? = nil
  ) {
    self.output = output
    self.errorOutput = errorOutput
    self.environment = environment
    self.outputIsTerminal = outputIsTerminal
    self.time = time
    self.durationUntil = durationUntil
    self.localTimeOfDay = localTimeOfDay
    self.fullScreen = fullScreen
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

  /// Opens the store for a practice (a timer, a breathing session): if it cannot be
  /// opened, the practice still runs, with one warning on standard error that it will not
  /// be saved, and an in-memory store stands in.
  public func openStoreForPractice() -> SQLiteSessionStore? {
    do {
      return try openStore()
    } catch {
      errorOutput.write("Warning: this session will not be saved: \(error)\n")
      return try? SQLiteSessionStore.inMemory(now: wallClock)
    }
  }
}
