import CadencePractice
import CadenceSystem
import TerminalUI

/// A host that traces one surface's loops (`--trace`): the full screen of a practice, or
/// the flow `cadence type` writes in; the other loops (a note question after a practice)
/// run untraced.
///
/// A command that traces swaps its context's host for this one, so the practice runner
/// and everything else it calls run unchanged.
struct TracingHost: LoopHost {
  /// The host that runs the loops.
  let inner: any LoopHost
  let trace: FrameTrace
  /// Trace the inline surface (typing) instead of the full screen.
  var tracesInline = false

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    try run(&app, on: surface, clock: clock, trace: nil, sound: nil, perform: perform)
  }

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace _: FrameTrace?,
    sound: PracticeSound?, perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    let traced: Bool =
      switch surface {
      case .fullScreen: !tracesInline
      case .inline: tracesInline
      case .lines: false
      }
    return try inner.run(
      &app, on: surface, clock: clock, trace: traced ? trace : nil, sound: sound,
      perform: perform)
  }

  func runInterruptibly(_ work: () -> ExitStatus) -> ExitStatus {
    inner.runInterruptibly(work)
  }
}

extension CommandContext {
  /// Runs `work` with its loops traced to `path` (a new file) when `path` is given; the
  /// trace is closed after `work`. A file that cannot be created is an error (status 1)
  /// before anything runs.
  func tracing(
    to path: String?, name: String, inline: Bool = false,
    _ work: (CommandContext) -> ExitStatus
  ) -> ExitStatus {
    guard let path else { return work(self) }
    // Standard output is the screen (or the plain lines): the trace needs a file of its own.
    // A name like an option (`--trace --plain`) is a slip, not a file to create here.
    guard !path.hasPrefix("-") else {
      let error: UsageError =
        path == "-" ? .traceToStandardOutput : .traceNamedLikeOption(path)
      errorOutput.write(UsageError.report(error.message(in: words), for: nil, words: words))
      return ExitStatus.usage
    }
    if let problem = outputProblem(path, option: "--trace", screen: true) {
      return refuse(problem)
    }
    var created: FrameTrace?
    // Interruptible: opening a FIFO with no reader blocks, and only a signal ends it.
    let opened = host.runInterruptibly {
      do throws(FileReading.Failure) {
        created = try FrameTrace.create(atPath: path, name: "cadence " + name)
        return ExitStatus.success
      } catch {
        errorOutput.write(
          RuntimeMessage.cannotWriteFile(path: path, reason: error.description).line(in: words))
        return ExitStatus.failure
      }
    }
    guard let trace = created else { return opened }
    defer { trace.finish() }
    var context = self
    context.host = TracingHost(inner: host, trace: trace, tracesInline: inline)
    return work(context)
  }
}
