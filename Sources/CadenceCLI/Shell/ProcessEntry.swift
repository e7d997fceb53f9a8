import CadencePractice
import CadenceSystem
import TerminalUI

/// The real process: builds the context from the system and runs the command line.
public enum ProcessEntry {
  /// Runs `cadence` with the process's arguments and environment; returns the status.
  public static func run() -> Int32 {
    // First of all, Ctrl-C, SIGTERM, SIGHUP and SIGQUIT become bytes on the one signal pipe
    // for the whole run, so every command ends in order (session saved, terminal restored,
    // 128 + n): a loop takes one caught at any moment before it as its first event, and
    // a data command ends at once (LoopHost.runInterruptibly). Before this line only
    // the default action can end the process, which has touched nothing yet.
    try? SignalPipe.shared().watch(SignalNumber.termination)
    // A closed pipe must not kill us with SIGPIPE before the terminal is restored.
    ProcessSystem.ignoreBrokenPipes()
    let environment = ProcessSystem.environment()
    let notifier = SystemNotifier(environment: environment)
    // A notifier still running gets the rest of its 2 s, then is killed: never a zombie,
    // never a wait longer than that.
    defer { notifier.finish() }
    var context = CommandContext(
      output: FileDescriptorOutput(ProcessSystem.standardOutput),
      errorOutput: FileDescriptorOutput(ProcessSystem.standardError),
      environment: environment,
      outputIsTerminal: ProcessSystem.isTerminal(ProcessSystem.standardOutput),
      durationUntil: LocalClock.duration(until:),
      localTimeOfDay: LocalClock.timeOfDay,
      host: SystemHost(environment: environment, notifier: notifier)
    )
    context.errorOutputIsTerminal = ProcessSystem.isTerminal(ProcessSystem.standardError)
    context.inputIsTerminal = ProcessSystem.isTerminal(ProcessSystem.standardInput)
    let status = CadenceCommandLine.run(Array(CommandLine.arguments.dropFirst()), in: context)
    if environment["CADENCE_PEAK_MEMORY"] != nil { reportPeakMemory() }
    return status
  }

  /// For `cadence-bench`: the process's peak resident memory (`VmHWM`), as a last line on
  /// standard error. A parent cannot learn it: Linux keeps a process's peak across
  /// `execve`, so a child spawned from the bench (its memory shared until the exec)
  /// reported the bench's own peak for every command.
  private static func reportPeakMemory() {
    guard let status = try? FileReading.contents(atPath: "/proc/self/status") else { return }
    let text = String(decoding: status, as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else {
      return
    }
    FileDescriptorOutput(ProcessSystem.standardError).write("peak memory: " + line + "\n")
  }
}
