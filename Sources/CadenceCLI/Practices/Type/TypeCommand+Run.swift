import Cadence
import CadenceStore
import TerminalUI

extension TypeCommand {
  /// The width used when neither `--wrap` nor a terminal says.
  static let defaultWidth = 80

  func run(in context: CommandContext) -> ExitStatus {
    context.tracing(to: trace, name: Self.name, inline: true) { run(in: $0, system: .process) }
  }

  /// Runs against `system`'s input (tests pass a fake, and a scripted host in `context`).
  func run(in context: CommandContext, system: TypingSystem) -> ExitStatus {
    let text: String
    switch readText(context, system) {
    case .success(let read): text = read
    case .failure(let failure): return failure.status
    }
    let noColor = !(context.environment["NO_COLOR"] ?? "").isEmpty
    let options = TypesetOptions(
      width: wrap ?? (context.outputIsTerminal ? system.outputColumns() : nil) ?? Self.defaultWidth,
      keepsStyles: ansi, dropsStyles: ansi && noColor)
    let resetsStyle = ansi && !noColor
    if !context.outputIsTerminal || instant {
      return writeAtOnce(text, options: options, resetsStyle: resetsStyle, context, system)
    }
    var typewriter = InlineTypewriter(
      source: text, options: options, pacing: pacing(seed: system.randomSeed))
    typewriter.showsCursor = showsCursor
    typewriter.controlsCursor = context.environment["TERM"] != "dumb"
    typewriter.resetsStyle = resetsStyle
    typewriter.followsTerminalWidth = wrap == nil
    if let signal = system.pendingSignal() { return ExitStatus.signal(signal) }
    do {
      return try context.host.run(&typewriter, on: .inline, clock: .suspending).exitStatus
    } catch {
      context.errorOutput.write(RuntimeMessage.cannotSetUpTerminal(error).line(in: context.words))
      return ExitStatus.failure
    }
  }

  /// The reveal's pacing from the options; `seed` is asked only for `--jitter` alone.
  func pacing(seed randomSeed: () -> UInt64) -> TypewriterPacing {
    var pacing: TypewriterPacing =
      switch speed {
      case .charactersPerSecond(let rate): .charactersPerSecond(rate)
      case .duration(let duration): .totalDuration(duration)
      }
    if !pauses { pacing = pacing.withoutPauses }
    if jitter { pacing.variation = .init(seed: seed ?? randomSeed()) }
    return pacing
  }

  /// The text, decoded; invalid UTF-8 becomes U+FFFD with one warning. On failure, the
  /// exit status (after writing the error).
  private func readText(
    _ context: CommandContext, _ system: TypingSystem
  ) -> Result<String, ExitFailure> {
    let bytes: [UInt8]
    let name: TypeSource
    do throws(InputError) {
      switch source {
      case .text(let text):
        if !system.argumentsAreValidUTF8() {
          context.errorOutput.write(context.words.typeInvalidUTF8(.arguments) + "\n")
        }
        return .success(text)
      case .file(let path):
        name = .file(path)
        // Interruptible: opening a FIFO with no writer blocks, and only a signal ends it.
        var read: Result<[UInt8], InputError> = .success([])
        _ = context.host.runInterruptibly {
          do throws(InputError) { read = .success(try system.readFile(path)) } catch {
            read = .failure(error)
          }
          return ExitStatus.success
        }
        bytes = try read.get()
      case .standardInput(let explicit):
        if !explicit, system.standardInputIsTerminal() {
          let message = UsageError.missingArgument("<text>").message(in: context.words)
          context.errorOutput.write(
            UsageError.report(message, for: TypeCommand.self, words: context.words))
          return .failure(ExitFailure(status: ExitStatus.usage))
        }
        name = .standardInput
        bytes = try system.readStandardInput()
      }
    } catch {
      if let signal = error.signal {
        return .failure(ExitFailure(status: ExitStatus.signal(signal)))
      }
      context.errorOutput.write(SafeText.escaped(error.line(in: context.words)) + "\n")
      return .failure(ExitFailure(status: ExitStatus.failure))
    }
    if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
    context.errorOutput.write(SafeText.escaped(context.words.typeInvalidUTF8(name)) + "\n")
    return .success(String(decoding: bytes, as: UTF8.self))
  }

  /// Writes everything at once (`--instant`, `--reduce-motion`, or no terminal), in
  /// large writes; stops between writes when a terminating signal arrives.
  private func writeAtOnce(
    _ text: String, options: TypesetOptions, resetsStyle: Bool, _ context: CommandContext,
    _ system: TypingSystem
  ) -> ExitStatus {
    let (endsInsideLine, stopped) = TypesetText.write(
      text, options: options, to: context.output, shouldStop: { system.pendingSignal() != nil })
    var closing = resetsStyle ? ControlSequence.resetStyle : ""
    if endsInsideLine || stopped { closing += "\n" }
    if !closing.isEmpty { context.output.write(closing) }
    if let signal = system.pendingSignal() { return ExitStatus.signal(signal) }
    return ExitStatus.success
  }
}

/// An exit status carried through a `Result` (a command that stops early).
struct ExitFailure: Error {
  let status: ExitStatus
}
