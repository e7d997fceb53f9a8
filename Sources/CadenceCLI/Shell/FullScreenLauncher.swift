import TerminalUI

/// Which monotonic clock a full-screen app runs on.
public enum LoopClock: Sendable {
  /// Keeps counting while the machine sleeps: a countdown to a real deadline.
  case boottime
  /// Stops while the machine sleeps: practice the user was not doing.
  case monotonic
}

/// Runs a full-screen app on the terminal, or on a fake one in tests.
public protocol FullScreenLauncher {
  /// Runs `app` until it quits and returns its exit status; the terminal is restored on
  /// every way out. Throws `TerminalError.notATerminal` without a terminal.
  func run<App: TerminalApp>(_ app: inout App, clock: LoopClock) throws -> Int32
}

/// The process's own terminal.
struct SystemFullScreen: FullScreenLauncher {
  let environment: [String: String]

  func run<App: TerminalApp>(_ app: inout App, clock: LoopClock) throws -> Int32 {
    switch clock {
    case .boottime:
      try FullScreen.run(&app, time: SystemTimeSource.boottime, environment: environment)
    case .monotonic:
      try FullScreen.run(&app, time: SystemTimeSource.monotonic, environment: environment)
    }
  }
}
