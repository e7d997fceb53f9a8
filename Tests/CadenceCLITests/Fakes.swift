import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceTesting
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
  /// After this many writes the reader is gone, as `head -1` closes a pipe.
  var closesAfterWrites: Int?
  private(set) var writeCount = 0
  var isClosed: Bool { closesAfterWrites.map { writeCount >= $0 } ?? false }
  func write(_ text: String) {
    guard !isClosed else { return }
    self.text += text
    writeCount += 1
  }
  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}

/// Runs loops on a recording terminal with scripted keys, signals and time: what the real
/// host does, minus the real terminal. Time is a ``Cadence/ManualClock`` that the scripted
/// source moves to each deadline (optionally late or early), so nothing sleeps.
///
/// Without a terminal (``noTerminal``) a full screen or a question throws `notATerminal`,
/// as the real host does in a pipe; plain lines always run, on the same script.
final class ScriptedHost: LoopHost {
  /// The full screen's terminal; `nil` when there is none.
  let terminal: RecordingTerminal?
  /// The terminal the inline surface (the note question) writes to.
  let inlineTerminal: RecordingTerminal
  let clock = ManualClock()
  /// Keys, signals and resizes for full screens and plain lines, at loop times.
  var script: [(at: Duration, step: ScriptedEventSource.Step)]
  /// When not empty, the scripts of the next full screens in turn (the home screen, the
  /// practice it starts, the home screen again); each run takes the first, and ``script``
  /// plays once they are all used.
  var fullScreenScripts: [[(at: Duration, step: ScriptedEventSource.Step)]] = []
  /// Keys, signals and resizes for the inline surface (typing, the question after a
  /// practice), at times on ``clock``.
  var inlineScript: [(at: Duration, step: ScriptedEventSource.Step)] = [(.zero, .type("\r"))]
  /// Late or early wake-ups on the inline surface, as ``wakeErrors``.
  var inlineWakeErrors: [Duration] = []
  /// The timeouts of the inline surface's waits, one per wake-up.
  private(set) var inlineTimeouts: [Duration?] = []
  /// Whether each of the inline surface's waits watched the feed.
  private(set) var inlineFeedWatches: [Bool] = []
  /// Late (positive) or early (negative) wake-ups, one per timed-out wait, in order.
  var wakeErrors: [Duration] = []
  private(set) var clocksUsed: [LoopClock] = []
  private(set) var timeouts: [Duration?] = []
  /// What each inline run wrote first: the questions asked, in order.
  private(set) var notePrompts: [String] = []
  /// The environment the renderers follow (`NO_COLOR`, the locale's character set), as
  /// ``SystemHost`` follows the process's; ``CommandContext/testing`` passes its own.
  var environment = utf8Environment
  /// Where plain lines ring the bell, as the real host chooses with ``LinesBell``; `nil`
  /// drops it (the real host's choice when neither output is a terminal).
  var linesBell: (any TextOutput)?
  /// A terminating signal caught before interruptible work (a data command) begins.
  var signalBeforeWork: Int32?
  /// How many times interruptible work ran.
  private(set) var interruptibleWorkCount = 0
  /// The frame trace of the loop running now (full screen and inline), if it has one.
  private var trace: FrameTrace?
  /// The desktop notifications the full screens posted.
  let notifier = RecordingNotifier()

  init(
    size: Size = Size(columns: 80, rows: 24),
    script: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) {
    terminal = RecordingTerminal(size: size)
    inlineTerminal = RecordingTerminal(size: size)
    self.script = script
  }

  /// A host with no terminal: only plain lines run.
  init(noTerminal script: [(at: Duration, step: ScriptedEventSource.Step)]) {
    terminal = nil
    inlineTerminal = RecordingTerminal(size: .zero)
    self.script = script
  }

  /// How the question after a practice is answered.
  var noteReply: NoteReply {
    get { .skipped }
    set {
      switch newValue {
      case .text(let text): inlineScript = [(.zero, .type(text + "\r"))]
      case .skipped: inlineScript = [(.zero, .type("\r"))]
      case .discarded: inlineScript = [(.zero, .type("x")), (.milliseconds(1), .input([0x1B]))]
      case .interrupted: inlineScript = [(.zero, .input([0x03]))]
      }
    }
  }

  func runInterruptibly(_ work: () -> ExitStatus) -> ExitStatus {
    interruptibleWorkCount += 1
    if let signal = signalBeforeWork { return ExitStatus.signal(signal) }
    return work()
  }

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    self.trace = trace
    defer { self.trace = nil }
    return try run(&app, on: surface, clock: clock, perform: perform)
  }

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock kind: LoopClock,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    clocksUsed.append(kind)
    switch surface {
    case .fullScreen:
      guard let terminal else { throw TerminalError.notATerminal }
      let script = fullScreenScripts.isEmpty ? script : fullScreenScripts.removeFirst()
      var source = ScriptedEventSource(clock: clock, terminal: terminal, script: script)
      source.wakeErrors = wakeErrors
      var kernel = Kernel(
        device: terminal, source: source, clock: clock,
        renderer: ANSIRenderer(environment: environment))
      kernel.trace = trace
      kernel.notifier = notifier
      defer { timeouts += kernel.source.timeouts }
      return try kernel.run(&app, perform: perform)
    case .inline:
      guard terminal != nil else { throw TerminalError.notATerminal }
      let before = inlineTerminal.writes.count
      var source = ScriptedEventSource(
        clock: clock, terminal: inlineTerminal, script: inlineScript)
      source.wakeErrors = inlineWakeErrors
      var kernel = Kernel(
        device: inlineTerminal, source: source, clock: clock, surface: .flow,
        renderer: ANSIRenderer(environment: environment))
      kernel.trace = trace
      defer {
        inlineTimeouts += kernel.source.timeouts
        inlineFeedWatches += kernel.source.feedWatches
        if inlineTerminal.writes.count > before {
          notePrompts.append(String(decoding: inlineTerminal.writes[before], as: UTF8.self))
        }
      }
      return try kernel.run(&app, perform: perform)
    case .lines(let output):
      var scripted = ScriptedEventSource(clock: clock, script: script)
      scripted.wakeErrors = wakeErrors
      let source = OutputWatch(source: scripted, output: output)
      var kernel = Kernel(
        device: LinesDevice(output: output, bell: linesBell), source: source, clock: clock,
        surface: .flow, renderer: ANSIRenderer(environment: environment))
      defer { timeouts += kernel.source.source.timeouts }
      return try kernel.run(&app, perform: perform)
    }
  }
}

/// What the real host's poll does for plain lines: a reader that went away ends the wait
/// at once (`POLLERR` on the watched output), not at the next line.
struct OutputWatch: EventSource {
  var source: ScriptedEventSource
  let output: any TextOutput

  mutating func wait(timeout: Duration?) throws -> [DeviceEvent] {
    if output.isClosed { throw TerminalError.brokenPipe }
    return try source.wait(timeout: timeout)
  }
}

/// A UTF-8 locale: what tests run in unless they say otherwise (with no locale at all, as
/// under `LANG=C`, everything is drawn in ASCII).
let utf8Environment = ["LANG": "C.UTF-8"]

extension CommandContext {
  /// A context writing into buffers, with a scripted host, a fixed local time of day, a
  /// UTF-8 locale (`environment` adds to it or overrides it) and the real store in
  /// `dataDirectory` (by default one shared temporary directory per test run, so no test
  /// writes to the user's own data).
  static func testing(
    isTerminal: Bool = false,
    untilDuration: Duration = .seconds(90), host: any LoopHost = ScriptedHost(noTerminal: []),
    dataDirectory: String? = nil, environment: [String: String] = [:],
    wallClock: @escaping @Sendable () -> Date = { Date() }
  ) -> (CommandContext, output: StringOutput, errors: StringOutput) {
    let (output, errors) = (StringOutput(), StringOutput())
    let environment = utf8Environment.merging(environment) { $1 }
    // The host sees the same environment as the command, as the real process's does.
    (host as? ScriptedHost)?.environment = environment
    let context = CommandContext(
      output: output, errorOutput: errors, environment: environment,
      outputIsTerminal: isTerminal, durationUntil: { _ in untilDuration },
      localTimeOfDay: { .seconds(14 * 3600 + 30 * 60) }, host: host,
      wallClock: wallClock,
      dataDirectory: DataDirectory(path: dataDirectory ?? TemporaryDirectory.shared.path))
    return (context, output, errors)
  }
}
