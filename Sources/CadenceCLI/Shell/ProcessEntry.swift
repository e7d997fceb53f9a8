import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real process: builds the context from the system and runs the command line.
public enum ProcessEntry {
  /// Runs `cadence` with the process's arguments and environment; returns the status.
  public static func run() -> Int32 {
    // A closed pipe must not kill us with SIGPIPE before the terminal is restored.
    signal(SIGPIPE, SIG_IGN)
    // Ctrl-C, SIGTERM and SIGHUP become bytes on the one signal pipe for the whole run, so
    // every command ends in order (session saved, terminal restored, 128 + n).
    try? SignalPipe.shared().watch(SignalNumber.termination)
    let environment = processEnvironment()
    let context = CommandContext(
      output: FileDescriptorOutput(STDOUT_FILENO),
      errorOutput: FileDescriptorOutput(STDERR_FILENO),
      environment: environment,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      durationUntil: LocalClock.duration(until:),
      localTimeOfDay: LocalClock.timeOfDay,
      host: SystemHost(environment: environment)
    )
    return CadenceCommandLine.run(Array(CommandLine.arguments.dropFirst()), in: context)
  }

  /// The environment as a dictionary, read from `environ`.
  private static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let equals = pair.firstIndex(of: "=") {
        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}
