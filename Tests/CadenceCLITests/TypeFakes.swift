import Cadence
import TerminalUI
import Testing

@testable import CadenceCLI

/// Keeps every write separately, so a test can check what each frame wrote.
final class RecordingOutput: TextOutput {
  private(set) var writes: [String] = []
  func write(_ text: String) { writes.append(text) }
  var text: String { writes.joined() }
}

/// A typing device on scripted time: each wait jumps to its deadline (optionally late or
/// early), or returns scripted keys and signals after a scripted delay. Nothing sleeps.
final class ScriptedTypingDevice: TypingDevice {
  /// What happens on the n-th wait (from 0).
  enum Step {
    /// Wake this much after the deadline (negative: before it).
    case late(Duration)
    /// These events arrive this long after the wait began (before the deadline).
    case events([TypingEvent], after: Duration)
  }

  private(set) var current: Duration
  private(set) var deadlines: [Duration?] = []
  private(set) var suspends = 0
  private(set) var resumes = 0
  private(set) var restores = 0
  var script: [Int: Step] = [:]
  /// What ``columns()`` answers.
  var width: Int?

  init(start: Duration = .seconds(1000)) {
    current = start
  }

  func now() -> Duration { current }

  func wait(until deadline: Duration?) -> [TypingEvent] {
    let step = script[deadlines.count]
    deadlines.append(deadline)
    switch step {
    case .events(let events, let delay):
      current += delay
      return events
    case .late(let lateness):
      if let deadline { current = max(current, deadline + lateness) }
    case nil:
      guard let deadline else {
        Issue.record("waited with no deadline and nothing scripted")
        return [.signal(SignalNumber.terminate)]
      }
      current = max(current, deadline)
    }
    return []
  }

  func suspend() { suspends += 1 }
  func resume() { resumes += 1 }
  func restore() { restores += 1 }
  func columns() -> Int? { width }
}

/// A ``TypingSystem`` with no process behind it: given input, a fixed width, a device.
extension TypingSystem {
  static func fake(
    standardInput: [UInt8] = [], standardInputIsTerminal: Bool = false,
    files: [String: [UInt8]] = [:], columns: Int? = nil,
    device: ScriptedTypingDevice = ScriptedTypingDevice()
  ) -> TypingSystem {
    TypingSystem(
      standardInputIsTerminal: { standardInputIsTerminal },
      readStandardInput: { standardInput },
      readFile: { path throws(InputError) in
        guard let bytes = files[path] else { throw InputError(source: "'\(path)'", code: 2) }
        return bytes
      },
      outputColumns: { columns },
      pendingSignal: { nil },
      makeDevice: { device },
      randomSeed: { 7 }
    )
  }
}

/// Runs `cadence type` with `arguments` against fakes.
///
/// Builds on ``CommandContext/testing(time:isTerminal:untilDuration:)`` (and replaces only
/// what it needs), so new context fields from other commands do not touch these tests.
func runType(
  _ arguments: [String], isTerminal: Bool = false, environment: [String: String] = [:],
  system: TypingSystem = .fake()
) throws -> (status: Int32, output: RecordingOutput, errors: String) {
  let output = RecordingOutput()
  var (context, _, errors) = CommandContext.testing(isTerminal: isTerminal)
  context.output = output
  context.environment = environment
  let command = try TypeCommand(parsing: arguments)
  return (command.run(in: context, system: system), output, errors.text)
}
