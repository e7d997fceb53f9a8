/// Runs a ``TerminalApp`` full screen on the process's terminal, and always restores it.
///
/// ```swift
/// var app = CountdownApp(...)
/// let status = try FullScreen.run(&app, time: SystemTimeSource.boottime,
///                                 environment: ProcessInfo.processInfo.environment)
/// exit(status)
/// ```
public enum FullScreen {
  /// Enters raw mode and the alternate screen on stdin/stdout, installs the signal pipe,
  /// runs the frame loop until the app quits, then restores the terminal — also when the
  /// loop throws. Returns the app's exit status.
  ///
  /// - Parameters:
  ///   - app: the app; its final state is left in place for the caller (for a summary).
  ///   - time: the loop's clock (``SystemTimeSource/boottime`` or ``SystemTimeSource/monotonic``).
  ///   - environment: for `NO_COLOR`.
  /// - Throws: ``TerminalError/notATerminal`` when stdin or stdout is not a terminal (use a
  ///   plain mode instead), or the error that ended the loop, after restoring.
  public static func run<App: TerminalApp>(
    _ app: inout App, time: some MonotonicTimeSource = SystemTimeSource.boottime,
    environment: [String: String] = [:]
  ) throws -> Int32 {
    let terminal = try POSIXTerminal()
    let signals = try SignalPipe()
    defer {
      terminal.restore()
      terminal.disarmCrashRestore()
    }
    try terminal.enter()
    var loop = FrameLoop(
      device: terminal,
      source: PollEventSource(
        input: terminal.input, signals: signals.readDescriptor,
        time: time as? SystemTimeSource ?? .monotonic),
      time: time, renderer: ANSIRenderer(environment: environment))
    return try loop.run(&app)
  }
}
