import Cadence
import CadenceStore
import CadenceTestSupport
import TerminalUI

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Collects written text.
final class StringOutput: TextOutput {
  private(set) var text = ""
  func write(_ text: String) { self.text += text }
  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// Monotonic time that jumps to each deadline asked for, instantly, optionally late,
/// early or interrupted — so a loop's logic is tested without real sleeping.
final class ScriptedTime: MonotonicTime {
  /// What happens on the n-th sleep (from 0): arrive this much late (negative: early),
  /// or deliver a signal instead of sleeping.
  enum Step {
    case late(Duration)
    case signal(Int32)
  }

  private(set) var current: Duration
  private(set) var sleeps: [Duration] = []
  private(set) var wakes: [Duration] = []
  var script: [Int: Step] = [:]
  /// A signal that arrives at a time rather than at a numbered sleep: the first sleep
  /// whose deadline is after `at` ends there with `signal`.
  var interruption: (at: Duration, signal: Int32)?

  init(start: Duration = .seconds(1000)) {
    current = start
  }

  func now() -> Duration { current }

  func sleep(until deadline: Duration) -> Int32? {
    let step = script[sleeps.count]
    sleeps.append(deadline)
    if let interruption, deadline > interruption.at {
      current = max(current, interruption.at)
      return interruption.signal
    }
    switch step {
    case .signal(let number):
      return number
    case .late(let lateness):
      current = max(current, deadline + lateness)
    case nil:
      current = max(current, deadline)
    }
    wakes.append(current)
    return nil
  }
}

/// Runs full-screen apps on a recording terminal with scripted keys and time: what the
/// real launcher does, minus the real terminal.
final class ScriptedFullScreen: FullScreenLauncher {
  let terminal: RecordingTerminal
  let clock = ManualTimeSource()
  let script: [(at: Duration, step: ScriptedEventSource.Step)]
  private(set) var clocksUsed: [LoopClock] = []
  private(set) var timeouts: [Duration?] = []
  /// The answer to a note question after the session (see ``NotePrompting``).
  var noteReply = NoteReply.skipped
  /// The note questions asked, in order.
  private(set) var notePrompts: [String] = []

  init(
    size: Size = Size(columns: 80, rows: 24),
    script: [(at: Duration, step: ScriptedEventSource.Step)]
  ) {
    terminal = RecordingTerminal(size: size)
    self.script = script
  }

  func run<App: TerminalApp>(_ app: inout App, clock kind: LoopClock) throws -> Int32 {
    clocksUsed.append(kind)
    let source = ScriptedEventSource(clock: clock, terminal: terminal, script: script)
    var loop = FrameLoop(device: terminal, source: source, time: clock)
    defer { timeouts = loop.source.timeouts }
    return try loop.run(&app)
  }
}

extension ScriptedFullScreen: NotePrompting {
  func askForNote(prompt: String, output: any TextOutput) -> NoteReply {
    notePrompts.append(prompt)
    output.write(prompt)
    return noteReply
  }
}

/// A launcher for contexts that must not go full screen.
struct NoTerminal: FullScreenLauncher {
  func run<App: TerminalApp>(_ app: inout App, clock: LoopClock) throws -> Int32 {
    throw TerminalError.notATerminal
  }
}

extension CommandContext {
  /// A context writing into buffers, with scripted time, a fixed local time of day and the
  /// real store in `dataDirectory` (by default one shared temporary directory per test run,
  /// so no test writes to the user's own data).
  static func testing(
    time: ScriptedTime = ScriptedTime(), isTerminal: Bool = false,
    untilDuration: Duration = .seconds(90), fullScreen: any FullScreenLauncher = NoTerminal(),
    dataDirectory: String? = nil, environment: [String: String] = [:],
    wallClock: @escaping @Sendable () -> Date = { Date() }
  ) -> (CommandContext, output: StringOutput, errors: StringOutput) {
    let (output, errors) = (StringOutput(), StringOutput())
    let context = CommandContext(
      output: output, errorOutput: errors, environment: environment,
      outputIsTerminal: isTerminal, time: time, durationUntil: { _ in untilDuration },
      localTimeOfDay: { .seconds(14 * 3600 + 30 * 60) }, fullScreen: fullScreen,
      wallClock: wallClock,
      dataDirectory: DataDirectory(path: dataDirectory ?? TemporaryDirectory.shared.path))
    return (context, output, errors)
  }
}
