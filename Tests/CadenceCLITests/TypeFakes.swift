import Cadence
import CadenceTestSupport
import CadenceWords
import Synchronization
import TerminalUI
import Testing

@testable import CadenceCLI

/// Keeps every write separately, so a test can check what each frame wrote.
final class RecordingOutput: TextOutput {
  private(set) var writes: [String] = []
  func write(_ text: String) { writes.append(text) }
  var text: String { writes.joined() }
}

extension ScriptedHost {
  /// A host for `cadence type`: a terminal `columns` wide whose inline surface gets
  /// `script` (times from the start; nothing by default, not even the Enter a question
  /// gets) and wakes up late or early by `wakeErrors`.
  static func typing(
    columns: Int = 80, script: [(at: Duration, step: ScriptedEventSource.Step)] = [],
    wakeErrors: [Duration] = []
  ) -> ScriptedHost {
    let host = ScriptedHost(size: Size(columns: columns, rows: 24))
    host.inlineScript = script
    host.inlineWakeErrors = wakeErrors
    return host
  }

  /// What the inline surface wrote, one string per write.
  var typedWrites: [String] {
    inlineTerminal.writes.map { String(decoding: $0, as: UTF8.self) }
  }
}

/// A ``TypingSystem`` with no process behind it: given input, a fixed width.
extension TypingSystem {
  static func fake(
    standardInput: [UInt8] = [], standardInputIsTerminal: Bool = false,
    files: [String: [UInt8]] = [:], columns: Int? = nil
  ) -> TypingSystem {
    let input = ChunkFeed([standardInput])
    return TypingSystem(
      standardInputIsTerminal: { standardInputIsTerminal },
      readStandardInputChunk: { input.next() },
      readFile: { path throws(InputError) in
        guard let bytes = files[path] else { throw InputError(source: .file(path), code: 2) }
        return bytes
      },
      outputColumns: { columns },
      pendingSignal: { nil },
      randomSeed: { 7 }
    )
  }
}

/// Runs `cadence type` with `arguments` against fakes; typing goes to `host`'s inline
/// surface, everything else to `output`.
///
/// Builds on `CommandContext.testing` (and replaces only what it needs), so new context
/// fields from other commands do not touch these tests.
func runType(
  _ arguments: [String], isTerminal: Bool = false, environment: [String: String] = [:],
  system: TypingSystem = .fake(), host: ScriptedHost = .typing()
) throws -> (status: Int32, output: RecordingOutput, errors: String) {
  let output = RecordingOutput()
  var (context, _, errors) = CommandContext.testing(isTerminal: isTerminal, host: host)
  context.output = output
  context.environment = environment
  context.language = Language(environment: environment)
  let command = try TypeCommand(parsing: arguments)
  return (command.run(in: context, system: system).code, output, errors.text)
}

/// Standard input as a list of reads, handed out in order, then end of file.
final class ChunkFeed: Sendable {
  private let reads: Mutex<[[UInt8]]>

  init(_ reads: [[UInt8]]) {
    self.reads = Mutex(reads)
  }

  func next() -> [UInt8] {
    reads.withLock { $0.isEmpty ? [] : $0.removeFirst() }
  }
}
