import CGtk

/// A launch's command line as the running app receives it (`GApplicationCommandLine`): its
/// own launch's, or a second launch's, sent over the session bus.
@MainActor
public struct LaunchCommandLine {
  let raw: UnsafeMutablePointer<GApplicationCommandLine>

  /// The arguments, without the program's name.
  public var arguments: [String] {
    var count: Int32 = 0
    guard let argv = g_application_command_line_get_arguments(raw, &count) else { return [] }
    defer { g_strfreev(argv) }
    return (0..<Int(count)).dropFirst().compactMap { argv[$0].map { String(cString: $0) } }
  }

  /// Whether a second launch sent it (its process waits for the answer, then exits).
  public var isRemote: Bool { g_application_command_line_get_is_remote(raw) != 0 }

  /// Prints `line` and a newline on the standard error of the launch that sent it.
  public func printError(_ line: String) {
    cadence_command_line_printerr(raw, line + "\n")
  }
}

private typealias CommandLineAction = @MainActor (LaunchCommandLine) -> Int32

private let commandLineThunk:
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutablePointer<GApplicationCommandLine>?,
    UnsafeMutableRawPointer?
  ) -> Int32 = {
    _, line, data in
    let context = CallbackContext<CommandLineAction>.from(data)
    // GApplication emits it on the main thread, where the line is used and let go.
    guard let line else { return 1 }
    nonisolated(unsafe) let unsafeLine = line
    return MainActor.assumeIsolated { context.action(LaunchCommandLine(raw: unsafeLine)) }
  }

private let releaseCommandLine:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<CommandLineAction>.release(data) }

extension Application {
  /// Runs `action` for each launch's command line, this one's first; what it returns is that
  /// launch's exit status (a second launch's process exits with it).
  public func onCommandLine(_ action: @escaping @MainActor (LaunchCommandLine) -> Int32) {
    let context = CallbackContext<CommandLineAction>(action)
    _ = cadence_signal_connect(
      raw, "command-line", unsafeBitCast(commandLineThunk, to: GCallback.self),
      context.retainedPointer(), releaseCommandLine)
  }
}
