import CadencePractice
import CadenceSystem
import TerminalUI

/// Which standard clock a loop runs on.
enum LoopClock: Sendable {
  /// `ContinuousClock`: keeps counting while the machine sleeps (a countdown to a real
  /// deadline).
  case continuous
  /// `SuspendingClock`: stops while the machine sleeps (practice the person was not doing).
  case suspending
}

/// Where a loop's frames go.
enum LoopSurface {
  /// The alternate screen in raw mode.
  case fullScreen
  /// The normal flow of the terminal, keys one at a time (typing, a question).
  case inline
  /// Plain lines to an output that need not be a terminal; no keys, signals only.
  case lines(any TextOutput)
}

/// Runs loops: on the process's terminal, or on a scripted one in tests.
///
/// The one seam between a command and the terminal: a command builds an app and says on
/// which surface and clock it runs; the host makes the devices, runs the ``Kernel`` and
/// restores everything on every way out.
protocol LoopHost {
  /// Runs `app` until it ends and returns how; `perform` carries out its commands.
  ///
  /// - Throws: ``TerminalUI/TerminalError/notATerminal`` when the surface needs a terminal
  ///   and there is none, or the error that broke the terminal (after restoring it).
  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending

  /// Runs `app` as ``run(_:on:clock:perform:)`` does, recording every frame and empty
  /// wake-up in `trace` (`--trace`) when it is given.
  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending

  /// Runs `app` as ``run(_:on:clock:trace:perform:)`` does, playing its timeline through
  /// `sound` when it is given (a full screen or plain lines; never a question).
  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    sound: PracticeSound?, perform: (App.Command, Duration) -> Void
  ) throws -> Ending

  /// Runs `work` that has no loop and nothing to save or restore (a data command reading
  /// or writing the store): a terminating signal that arrives during it ends the process at
  /// once with 128 + n, instead of waiting for `work` to finish (a locked database is
  /// waited on for seconds). One caught before it began ends it before it starts. A loop
  /// run inside `work` (a program's session) takes signals as events again, in order, to
  /// the end of `work`.
  func runInterruptibly(_ work: () -> ExitStatus) -> ExitStatus
}

extension LoopHost {
  /// Runs `work` as it is: a host without the process's signals (a test's) has none to
  /// end it with.
  func runInterruptibly(_ work: () -> ExitStatus) -> ExitStatus {
    work()
  }

  /// Runs `app` untraced: a host that cannot trace.
  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    try run(&app, on: surface, clock: clock, perform: perform)
  }

  /// Runs `app` without sound: a host that plays none (a test's).
  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    sound: PracticeSound?, perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    try run(&app, on: surface, clock: clock, trace: trace, perform: perform)
  }

  /// Runs an app that asks nothing of its runner.
  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock
  ) throws -> Ending where App.Command == Never {
    try run(&app, on: surface, clock: clock, perform: { _, _ in })
  }
}

/// The process's own terminal.
struct SystemHost: LoopHost {
  /// For `NO_COLOR` and the locale's character set (``TerminalUI/Charset``), which every
  /// surface's renderer follows.
  let environment: [String: String]
  /// Where notifications go outside the terminal (`notify-send`, `osascript`).
  var notifier: (any Notifier)?

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    try run(&app, on: surface, clock: clock, trace: nil, perform: perform)
  }

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    try run(&app, on: surface, clock: clock, trace: trace, sound: nil, perform: perform)
  }

  func run<App: TerminalApp>(
    _ app: inout App, on surface: LoopSurface, clock: LoopClock, trace: FrameTrace?,
    sound: PracticeSound?, perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    switch clock {
    case .continuous:
      try run(
        &app, on: surface, clock: ContinuousClock(), sleeping: .continuous, trace: trace,
        sound: sound, perform: perform)
    case .suspending:
      try run(
        &app, on: surface, clock: SuspendingClock(), sleeping: .suspending, trace: trace,
        sound: sound, perform: perform)
    }
  }

  func runInterruptibly(_ work: () -> ExitStatus) -> ExitStatus {
    guard let signals = try? SignalPipe.shared() else { return work() }
    if let caught = signals.exitAtOnce(on: SignalNumber.termination) {
      signals.queue(SignalNumber.termination)
      return ExitStatus.signal(caught)
    }
    defer { signals.queue(SignalNumber.termination) }
    return work()
  }

  private func run<App: TerminalApp, C: Clock>(
    _ app: inout App, on surface: LoopSurface, clock: C, sleeping: SleepClock,
    trace: FrameTrace?, sound: PracticeSound?, perform: (App.Command, Duration) -> Void
  ) throws -> Ending where C.Duration == Duration {
    let signals = try SignalPipe.shared()
    // The loop wakes to write at deadlines beside whatever else runs: a short slice lets it
    // preempt a busy core at once instead of waiting out that program's slice.
    ThreadSlice.request(ThreadSlice.short)
    // A loop ends in order on a signal (the session saved, the terminal restored), so
    // signals are events again, for the rest of any interruptible work around it too.
    signals.queue(SignalNumber.termination)
    switch surface {
    case .fullScreen:
      let terminal = try POSIXTerminal(bracketedPaste: app is any ReadsText)
      try signals.watch(SignalNumber.handledByLoop)
      defer {
        terminal.restore()
        terminal.disarmCrashRestore()
        signals.unwatch(SignalNumber.jobControl)
      }
      try terminal.enter()
      let source = PollEventSource(input: terminal.input, signals: signals, clock: sleeping)
      var kernel = Kernel(
        device: terminal, source: source, clock: clock,
        renderer: ANSIRenderer(environment: environment))
      kernel.notifier = notifier
      kernel.terminalNotification = TerminalNotification(environment: environment)
      kernel.trace = trace
      kernel.sound = sound
      kernel.writesTitle = true
      return try kernel.run(&app, perform: perform)
    case .inline:
      let terminal = InlineTerminal(
        signals: signals, clock: sleeping, bracketedPaste: app is any ReadsText)
      // Keys pressed before the loop began (a space or q as a practice ended) belong to
      // what came before, not to this question or this text.
      terminal.discardTypeahead()
      // Standard input that is not the keyboard is the feed of an app that wants it
      // (`cat notes | cadence type -`): read between keys, never by anyone else.
      if !ProcessSystem.isTerminal(ProcessSystem.standardInput) {
        terminal.feed = ProcessSystem.standardInput
      }
      try signals.watch(SignalNumber.handledByLoop)
      defer {
        terminal.restore()
        signals.unwatch(SignalNumber.jobControl)
      }
      var kernel = Kernel(
        device: terminal, source: terminal, clock: clock, surface: .flow,
        renderer: ANSIRenderer(environment: environment))
      kernel.notifier = notifier
      kernel.terminalNotification = TerminalNotification(environment: environment)
      kernel.trace = trace
      return try kernel.run(&app, perform: perform)
    case .lines(let output):
      var source = PollEventSource(input: -1, signals: signals, clock: sleeping)
      source.watchedOutput = ProcessSystem.standardOutput
      let bell = LinesBell.output(
        standardOutput: output,
        outputIsTerminal: ProcessSystem.isTerminal(ProcessSystem.standardOutput),
        standardError: FileDescriptorOutput(ProcessSystem.standardError),
        errorIsTerminal: ProcessSystem.isTerminal(ProcessSystem.standardError))
      var kernel = Kernel(
        device: LinesDevice(output: output, bell: bell), source: source, clock: clock,
        surface: .flow, renderer: ANSIRenderer(environment: environment))
      // Plain lines may go to a pipe or a file: the desktop's notifier only.
      kernel.notifier = notifier
      kernel.sound = sound
      return try kernel.run(&app, perform: perform)
    }
  }
}

/// Plain lines as a device: text to an output, no size, no job control of its own (a
/// stopped plain loop is stopped by the shell and simply goes on when continued).
struct LinesDevice: TerminalDevice {
  let output: any TextOutput
  /// Where BEL goes (see ``LinesBell``); `nil` drops it.
  var bell: (any TextOutput)?

  init(output: any TextOutput, bell: (any TextOutput)? = nil) {
    self.output = output
    self.bell = bell
  }

  func size() throws -> Size { .zero }

  /// Writes the text, with every BEL taken out and rung on ``bell``; a closed output
  /// (`EPIPE`) ends the loop.
  func write(_ bytes: [UInt8]) throws {
    let bel = ControlSequence.bell.utf8.first
    if let bell, bell === output {
      output.write(String(decoding: bytes, as: UTF8.self))
    } else {
      let text = bytes.filter { $0 != bel }
      if !text.isEmpty { output.write(String(decoding: text, as: UTF8.self)) }
      let rings = bytes.count - text.count
      if rings > 0 { bell?.write(String(repeating: ControlSequence.bell, count: rings)) }
    }
    if output.isClosed { throw TerminalError.brokenPipe }
  }

  func suspend() throws {}

  func resume() throws {}
}
