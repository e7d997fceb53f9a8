import Cadence
import CadencePractice
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
    if streamsStandardInput(context, system) { return streamStandardInput(context, system) }
    if feedsStandardInput(system) { return typeStandardInput(context, system) }
    let text: String
    switch readText(context, system) {
    case .success(let read): text = read
    case .failure(let failure): return failure.status
    }
    let options = typesetOptions(context, system)
    if !context.outputIsTerminal || instant {
      return writeAtOnce(
        text, options: options, resetsStyle: resetsStyle(context), context, system)
    }
    var typewriter = InlineTypewriter(
      source: text, options: options, pacing: pacing(seed: system.randomSeed))
    configure(&typewriter, context)
    if let signal = system.pendingSignal() { return ExitStatus.signal(signal) }
    return type(&typewriter, context)?.exitStatus ?? ExitStatus.failure
  }

  /// Whether standard input is typed on a terminal as it comes, through the loop's feed:
  /// it is not the keyboard (a pipe, a file), and the output is the terminal.
  private func feedsStandardInput(_ system: TypingSystem) -> Bool {
    guard case .standardInput = source, system.standardInputFeedsTheLoop else { return false }
    return !system.standardInputIsTerminal()
  }

  /// Types standard input as it comes (`(echo hi; sleep 5; echo there) | cadence type -`):
  /// the loop reads it between keys, so `q` works while it waits and nothing waits for the
  /// end of the input. What went wrong with the input is said after the typing, where it
  /// does not break a line of text: one warning for invalid UTF-8, one error for a failed
  /// read (after what came before it) or a `--duration` text over the bound.
  private func typeStandardInput(_ context: CommandContext, _ system: TypingSystem) -> ExitStatus {
    var typewriter = InlineTypewriter(
      feed: typesetOptions(context, system), pacing: pacing(seed: system.randomSeed),
      wholeLimit: system.longestStandardInput)
    configure(&typewriter, context)
    if let signal = system.pendingSignal() { return ExitStatus.signal(signal) }
    guard let ending = type(&typewriter, context) else { return ExitStatus.failure }
    guard let feed = typewriter.feed else { return ending.exitStatus }
    if feed.wasInvalidUTF8 {
      context.errorOutput.write(
        SafeText.escaped(context.words.typeInvalidUTF8(.standardInput)) + "\n")
    }
    guard ending == .completed else { return ending.exitStatus }
    if feed.isTooLong {
      context.errorOutput.write(
        context.words.typeStandardInputTooLong(megabytes: system.longestStandardInput >> 20)
          + "\n")
      return ExitStatus.failure
    }
    if let code = feed.failure {
      let error = InputError(source: .standardInput, code: code)
      context.errorOutput.write(SafeText.escaped(error.line(in: context.words)) + "\n")
      return ExitStatus.failure
    }
    return ending.exitStatus
  }

  /// How the text is laid out: the width given, the terminal's, or 80.
  private func typesetOptions(_ context: CommandContext, _ system: TypingSystem) -> TypesetOptions {
    let noColor = !(context.environment["NO_COLOR"] ?? "").isEmpty
    return TypesetOptions(
      width: wrap ?? (context.outputIsTerminal ? system.outputColumns() : nil) ?? Self.defaultWidth,
      keepsStyles: ansi, dropsStyles: ansi && noColor)
  }

  /// Whether the output ends with an SGR reset: the text's own styles were kept.
  private func resetsStyle(_ context: CommandContext) -> Bool {
    ansi && (context.environment["NO_COLOR"] ?? "").isEmpty
  }

  private func configure(_ typewriter: inout InlineTypewriter, _ context: CommandContext) {
    typewriter.showsCursor = showsCursor
    typewriter.controlsCursor = context.environment["TERM"] != "dumb"
    typewriter.resetsStyle = resetsStyle(context)
    typewriter.followsTerminalWidth = wrap == nil
  }

  /// Runs the typewriter on the terminal; `nil` (after saying why) when there is none.
  private func type(_ typewriter: inout InlineTypewriter, _ context: CommandContext) -> Ending? {
    do {
      return try context.host.run(&typewriter, on: .inline, clock: .suspending)
    } catch {
      context.errorOutput.write(RuntimeMessage.cannotSetUpTerminal(error).line(in: context.words))
      return nil
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
        guard let read = try Self.readStandardInput(system, upTo: system.longestStandardInput)
        else {
          context.errorOutput.write(
            context.words.typeStandardInputTooLong(megabytes: system.longestStandardInput >> 20)
              + "\n")
          return .failure(ExitFailure(status: ExitStatus.failure))
        }
        bytes = read
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

extension TypeCommand {
  /// The most of standard input typed on a terminal when the whole text is needed before
  /// typing (to fit `--duration`; or from the keyboard itself, `cadence type -`): 64 MB,
  /// hours of typing at any speed. Otherwise standard input is typed as it comes, in
  /// bounded memory (``InlineTypewriter/feedBound``), without a bound on its length.
  static let longestStandardInput = 64 << 20

  /// Whether the text is standard input written at once (`--instant`, or not to a
  /// terminal): then it is read and written a chunk at a time as it comes.
  func streamsStandardInput(_ context: CommandContext, _ system: TypingSystem) -> Bool {
    guard case .standardInput(let explicit) = source else { return false }
    if !explicit, system.standardInputIsTerminal() { return false }
    return !context.outputIsTerminal || instant
  }

  /// All of standard input, or `nil` when it holds more than `limit` bytes.
  static func readStandardInput(
    _ system: TypingSystem, upTo limit: Int
  ) throws(InputError) -> [UInt8]? {
    var bytes: [UInt8] = []
    while true {
      let chunk = try system.readStandardInputChunk()
      if chunk.isEmpty { return bytes }
      guard bytes.count + chunk.count <= limit else { return nil }
      bytes += chunk
    }
  }

  /// Standard input written as it comes (`yes | cadence type - | head`): a read at a time,
  /// each cut after its last line break (or its last whole character) so that the wrapper
  /// sees the text as a whole; ends at end of input, when the reader of the output goes, or
  /// on a terminating signal. Memory is a read and a line's end, whatever the input.
  func streamStandardInput(_ context: CommandContext, _ system: TypingSystem) -> ExitStatus {
    let noColor = !(context.environment["NO_COLOR"] ?? "").isEmpty
    let options = TypesetOptions(
      width: wrap ?? Self.defaultWidth, keepsStyles: ansi, dropsStyles: ansi && noColor)
    var pending: [UInt8] = []
    var failure: InputError?
    var warned = false
    let decode = { (bytes: [UInt8]) -> String in
      if let text = String(validating: bytes, as: UTF8.self) { return text }
      if !warned {
        warned = true
        context.errorOutput.write(
          SafeText.escaped(context.words.typeInvalidUTF8(.standardInput)) + "\n")
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    let next = { () -> String? in
      while true {
        let chunk: [UInt8]
        do throws(InputError) { chunk = try system.readStandardInputChunk() } catch {
          failure = error
          return nil
        }
        if chunk.isEmpty {
          defer { pending = [] }
          return pending.isEmpty ? nil : decode(pending)
        }
        pending += chunk
        let cut = StreamCut.end(of: pending)
        guard cut > 0 else { continue }
        defer { pending.removeFirst(cut) }
        return decode(Array(pending[..<cut]))
      }
    }
    let (endsInsideLine, stopped) = TypesetText.write(
      pieces: next, options: options, to: context.output,
      shouldStop: { system.pendingSignal() != nil || context.output.isClosed })
    var closing = ansi && !noColor ? ControlSequence.resetStyle : ""
    if endsInsideLine || (stopped && !context.output.isClosed) { closing += "\n" }
    if !closing.isEmpty { context.output.write(closing) }
    if let signal = system.pendingSignal() ?? failure?.signal { return ExitStatus.signal(signal) }
    if let failure {
      context.errorOutput.write(SafeText.escaped(failure.line(in: context.words)) + "\n")
      return ExitStatus.failure
    }
    return ExitStatus.success
  }
}

/// Where a piece of a stream is cut so that what follows starts clean.
enum StreamCut {
  /// After the last line break of `bytes`; without one, after the last whole UTF-8
  /// character, moved back before an escape near the end (a style sequence is never cut).
  /// 0 when nothing can be cut yet.
  static func end(of bytes: [UInt8]) -> Int {
    if let newline = bytes.lastIndex(of: 0x0A) { return newline + 1 }
    var end = bytes.count
    // Back over an unfinished character: its lead byte and the continuation bytes after it.
    var lead = end
    while lead > 0, lead > end - 4, bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
    if lead > 0, lead > end - 4 {
      let byte = bytes[lead - 1]
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      if length > end - (lead - 1) { end = lead - 1 }
    }
    let window = max(0, end - TextSanitizer.maximumStyleLength - 4)
    if let escape = bytes[window..<end].lastIndex(of: 0x1B) { end = escape }
    return end
  }
}
