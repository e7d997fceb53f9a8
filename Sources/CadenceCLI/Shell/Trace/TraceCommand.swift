import CadencePractice
import CadenceSystem
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence trace FILE`: the summary of a frame trace written with `--trace`.
struct TraceCommand: Subcommand, Equatable {
  private enum Argument {
    static let file = ArgumentSpec(
      "<file>", help: "A trace written by a practice's trace option.", completion: .file)
  }

  static let spec = CommandSpec(
    name: "trace", abstract: "Sum up the frame trace a practice wrote (its trace option).",
    arguments: [Argument.file],
    discussion: """
      Every full-screen practice and 'cadence type' take a trace option with a file name:
      each frame is
      written with the instant it was planned for, when the loop woke, what caused it
      (the deadline, a key, a resize, and what changed: digits, bar, disc, phase, text),
      its draw time and its bytes; a wake-up that drew nothing is written too. The file
      is in the Chrome trace event format: Perfetto (ui.perfetto.dev) and
      chrome://tracing open it. This command prints the frames and their causes, the
      lateness (p50, p99, max), the bytes, the empty wake-ups and the slowest frames.

      A trace whose run was killed ends without its closing bracket, perhaps in the middle
      of an event: its complete events are summed up, with a warning that it was cut short.

      EXIT STATUS: 0, or 1 if the file cannot be read, is not a trace or holds no event,
      64 for bad usage.
      """,
    examples: ["cadence timer 1m --trace timer.trace", "cadence trace timer.trace"])

  var file: String

  init(file: String) {
    self.file = file
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    file = try Self.spec.parse(&arguments).required(Argument.file)
  }

  func run(in context: CommandContext) -> ExitStatus {
    var reader = TraceSummary.Reader()
    var summary: TraceSummary?
    // Interruptible: opening a FIFO with no writer blocks, and only a signal ends it. The
    // file is summed up as it is read, so memory stays bounded whatever its size.
    let read = context.host.runInterruptibly {
      do throws(FileReading.ChunkFailure<TraceSummary.Failure>) {
        try FileReading.chunks(atPath: file) { (chunk) throws(TraceSummary.Failure) in
          try reader.feed(chunk)
        }
      } catch {
        let message: RuntimeMessage =
          switch error {
          case .reading(let failure): .cannotReadFile(path: file, reason: failure.description)
          case .stopped(let failure): Self.message(failure, path: file)
          }
        context.errorOutput.write(message.line(in: context.words))
        return ExitStatus.failure
      }
      do throws(TraceSummary.Failure) {
        summary = try reader.finish()
      } catch {
        context.errorOutput.write(Self.message(error, path: file).line(in: context.words))
        return ExitStatus.failure
      }
      return ExitStatus.success
    }
    guard read == ExitStatus.success, let summary else { return read }
    context.output.write(summary.text(in: context.words))
    if summary.isCutShort {
      context.errorOutput.write(
        RuntimeMessage.traceCutShort(path: file, completeEvents: summary.eventCount)
          .line(in: context.words))
    }
    return ExitStatus.success
  }

  /// What to say of a file that is no trace to sum up.
  private static func message(_ failure: TraceSummary.Failure, path: String) -> RuntimeMessage {
    switch failure {
    case .notATrace: .notATrace(path: path)
    case .noEvents: .emptyTrace(path: path)
    case .tooLarge: .traceTooLarge(path: path, mostEvents: TraceSummary.Reader.mostEvents)
    }
  }
}
