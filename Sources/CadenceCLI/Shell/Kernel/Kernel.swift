import Cadence
import CadencePractice
import TerminalUI

/// The one loop every screen and every plain mode runs on: sleep until the earliest of the
/// app's next change, an input byte or a signal; fold what happened into the app; draw or
/// write once; perform the app's effects; repeat until the app ends or the output does.
///
/// No Dispatch, no Swift concurrency: a process that has used either wakes about once a
/// second for libdispatch housekeeping, and a 1 Hz countdown should cost one wake-up per
/// second in all. Time is read from a standard `Clock` (`ContinuousClock` for a real
/// deadline, `SuspendingClock` for practice, `ManualClock` (CadenceTesting) in tests); the kernel
/// blocks in exactly one place, ``TerminalUI/EventSource/wait(timeout:)``.
///
/// - The terminal's size is the first event, before the first frame. It is the one place a
///   reported size becomes an allocation: a window larger than ``drawingLimit``
///   (``TerminalUI/Size/drawingLimit``) is drawn in its top-left corner of that size, with
///   a notice on its last row.
/// - Deadlines are absolute; the timeout given to the source is recomputed from them
///   before each sleep, so sleeps never drift. Rule 4 is ``Cadence/DeadlineWake``: a
///   wake-up a hair early delivers nothing and sleeps again for the rest; after any stall
///   one ``TerminalEvent/deadline`` is delivered, never a burst.
/// - All events that arrived during one sleep cost one frame.
/// - The source's data feed (standard input for `cadence type`) is watched only while the
///   app ``TerminalApp/wantsFeed``: its bytes are events like keys, and a full app stops the
///   reading (backpressure on the writer).
/// - The frame of the app's next deadline is made before the sleep (``FrameAhead``): woken
///   for that deadline alone, the loop writes it at once, and updates nothing first.
/// - A full screen redraws everything after Ctrl-L, a resize and a resume; Ctrl-Z and
///   SIGTSTP suspend on either surface; Ctrl-\ is the SIGQUIT it sends on a cooked
///   terminal.
/// - Every way out is an ``Ending``: the app's own, or ``Ending/outputClosed`` when a
///   write finds the output gone (`EPIPE`). Other device failures are thrown, and the
///   caller records ``Ending/terminalFailed``.
///
/// ```swift
/// var kernel = Kernel(device: terminal, source: events, clock: ContinuousClock())
/// let ending = try kernel.run(&app) { command, now in recorder.perform(command, at: now) }
/// ```
struct Kernel<Device: TerminalDevice, Source: EventSource, C: Clock>
where C.Duration == Duration {
  /// How frames reach the terminal.
  enum Surface {
    /// The alternate screen: the app renders a ``TerminalUI/Buffer``, the kernel writes
    /// the difference.
    case fullScreen
    /// The normal flow of the terminal or a pipe: the app writes text as effects.
    case flow
  }

  /// The terminal the frames go to.
  var device: Device
  /// Where the kernel sleeps and gets input and signals.
  var source: Source
  /// The loop's clock; `now` given to the app is the time since ``run(_:perform:)`` began.
  let clock: C
  /// How frames are written.
  let surface: Surface
  /// How long a lone ESC waits for the rest of a sequence before it is the Escape key.
  var escapeTimeout: Duration = .milliseconds(50)
  /// How long a bracketed paste may take from its start marker to its end marker before
  /// it is ended here (``TerminalUI/InputDecoder/endPaste()``): a terminal sends a whole
  /// paste in milliseconds, so a start whose end has not come in a second never will, and
  /// the keys after it must work again.
  var pasteTimeout: Duration = .seconds(1)
  /// The largest size an app is given and drawn in (tests use a small one).
  var drawingLimit = Size.drawingLimit
  /// Turns frames and text into bytes the terminal shows (its colours, its character
  /// set); keeps the cursor and pen between frames.
  var renderer: ANSIRenderer
  /// Where ``TerminalEffect/notify(_:)`` goes outside the terminal; `nil`: nowhere.
  var notifier: (any Notifier)?
  /// The terminal's own notification sequence, set by the host only for a terminal known
  /// to show one (``TerminalNotification``); `nil` sends none.
  var terminalNotification: TerminalNotification?
  /// Where each frame and each empty wake-up is recorded (`--trace`); `nil`, the usual
  /// case, costs one check per frame.
  var trace: FrameTrace?
  /// The practice's sound: given the app's timeline after every wake-up; while it plays,
  /// the terminal bell is not rung (the cues are the sound). `nil`: no sound.
  var sound: PracticeSound?
  /// Whether the app's ``TerminalApp/terminalTitle`` is written: only on a real terminal's
  /// full screen (``SystemHost``, which saves and restores the title around it), never on
  /// plain lines or in the flow.
  /// The title holds whole seconds, so a frame's title changes at most once a second
  /// (and when the person acts: a pause); it is written only when it changed.
  var writesTitle = false

  var state = KernelState()

  /// A kernel over a device, an event source and a clock.
  init(
    device: Device, source: Source, clock: C, surface: Surface = .fullScreen,
    renderer: ANSIRenderer = .init()
  ) {
    self.device = device
    self.source = source
    self.clock = clock
    self.surface = surface
    self.renderer = renderer
  }

  /// Runs `app` until it ends, performing its commands with `perform` after each frame,
  /// and returns how it ended. The app's final state is left in place for the caller.
  ///
  /// - Throws: errors from the device or the event source other than a closed output (a
  ///   terminal that went away). The caller restores the terminal on every way out.
  mutating func run<App: TerminalApp>(
    _ app: inout App, perform: (App.Command, Duration) -> Void = { _, _ in }
  ) throws -> Ending {
    do {
      return try loop(&app, perform: perform)
    } catch let error as TerminalError where error.isBrokenPipe {
      return .outputClosed
    }
  }

  /// Wait, decide, perform: sleeps until a deadline or an event (``wait(for:app:loop:)``),
  /// decides what the wake-up asks for (``decide(_:at:ahead:)``), and either writes the frame
  /// made ahead or folds the wake-up into the app and draws once.
  private mutating func loop<App: TerminalApp>(
    _ app: inout App, perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    var loop: LoopState<App>
    switch try open(&app, perform: perform) {
    case .ended(let ending): return ending
    case .started(let started): loop = started
    }
    while true {
      let sleep = plan(app, loop: loop)
      let (wake, now) = try wait(for: sleep, app: app, loop: &loop)
      switch decide(wake, at: now, ahead: sleep.ahead) {
      case .writeAhead(let ahead):
        try writeAhead(ahead, woke: now, app: &app, loop: &loop, perform: perform)
      case .update(let events, let feed):
        loop.seen = now
        if let ending = try update(&app, events, feed, appDeadline: sleep.appDeadline, at: now) {
          return try finish(ending, app: app, at: now, perform: perform)
        }
        try drawIfChanged(app, at: now, planned: sleep.appDeadline, loop: &loop, perform: perform)
      }
    }
  }

  /// Draws a frame (``draw(_:at:perform:)``), recording it in the trace when there is one:
  /// what woke the loop, what the app says changed, the draw time (render, diff, write; the
  /// app's commands after it are not counted) and the bytes.
  mutating func frame<App: TerminalApp>(
    _ app: App, at now: Duration, drawn: inout App?, perform: (App.Command, Duration) -> Void
  ) throws {
    guard let trace else { return try draw(app, at: now, perform: perform) }
    let start = clock.now
    let bytes = try render(app, at: now)
    let drawTime = start.duration(to: clock.now)
    trace.record(
      .init(
        planned: state.tracePlanned, woke: now, causes: traceCauses(of: app, since: drawn),
        draw: drawTime, bytes: bytes))
    state.traceCauses = []
    state.tracePlanned = nil
    drawn = app
    performCommands(of: App.self, at: now, perform: perform)
  }

  /// Renders the app (on a full screen) and writes the difference plus pending effects in
  /// one write, then performs the app's commands. Writes nothing when nothing changed.
  mutating func draw<App: TerminalApp>(
    _ app: App, at now: Duration, perform: (App.Command, Duration) -> Void
  ) throws {
    try render(app, at: now)
    performCommands(of: App.self, at: now, perform: perform)
  }

  /// Renders and writes one frame (see ``draw(_:at:perform:)``); returns the bytes written.
  @discardableResult
  private mutating func render<App: TerminalApp>(_ app: App, at now: Duration) throws -> Int {
    let bytes = frameBytes(app, at: now)
    if !bytes.isEmpty { try device.write(bytes) }
    return bytes.count
  }

  /// The bytes of one frame: the screen's difference and the effects asked for, with the
  /// renderer and the state moved past them; nothing is written.
  mutating func frameBytes<App: TerminalApp>(_ app: App, at now: Duration) -> [UInt8] {
    var bytes: [UInt8] = []
    if surface == .fullScreen {
      var next = Buffer(size: state.size, charset: renderer.charset)
      app.render(into: &next)
      if state.window != state.size { Self.drawLimitNotice(into: &next, window: state.window) }
      if let notice = state.soundNotice { Self.soundNotice(notice.text, into: &next) }
      bytes =
        state.needsFullRedraw
        ? renderer.redraw(next) : renderer.render(from: state.previous, to: next)
      state.previous = next
      bytes += titleBytes(of: app)
    }
    bytes += effectBytes(at: now)
    state.needsFullRedraw = false
    state.needsFrame = false
    return bytes
  }

  /// The app's title when it changed since the last written; nothing otherwise: it rides
  /// on a frame drawn anyway, never on a wake-up of its own.
  private mutating func titleBytes<App: TerminalApp>(of app: App) -> [UInt8] {
    guard writesTitle, let title = app.terminalTitle, title != state.title else { return [] }
    state.title = title
    return Array(ControlSequence.setTitle(renderer.charset.displayable(title)).utf8)
  }

  /// Writes what the ending update asked for (a last line, a final bell: never a flash
  /// that would stay on), performs its commands, and stops.
  mutating func finish<App: TerminalApp>(
    _ ending: Ending, app: App, at now: Duration, perform: (App.Command, Duration) -> Void
  ) throws -> Ending {
    state.effects.removeAll {
      if case .flash = $0 { return true }
      return false
    }
    state.flashEnd = nil
    do {
      let bytes = effectBytes(at: now)
      if !bytes.isEmpty { try device.write(bytes) }
    } catch let error as TerminalError where error.isBrokenPipe {
      performCommands(of: App.self, at: now, perform: perform)
      return .outputClosed
    }
    performCommands(of: App.self, at: now, perform: perform)
    return ending
  }

  mutating func performCommands<App: TerminalApp>(
    of app: App.Type, at now: Duration, perform: (App.Command, Duration) -> Void
  ) {
    guard !state.commands.isEmpty else { return }
    let commands = state.commands
    state.commands = []
    for case let command as App.Command in commands { perform(command, now) }
  }

  /// Bell, flash and text bytes requested since the last write.
  mutating func effectBytes(at now: Duration) -> [UInt8] {
    var bytes: [UInt8] = []
    for effect in state.effects {
      switch effect {
      case .bell:
        if sound?.isPlaying != true { bytes += ControlSequence.bell.utf8 }
      case .flash(let length) where surface == .fullScreen:
        if state.flashEnd == nil { bytes += ControlSequence.reverseVideoOn.utf8 }
        state.flashEnd = max(state.flashEnd ?? .zero, now + length)
      case .flash:
        break
      case .write(let text):
        // Text in the flow (a line, a question, typed text) in the terminal's charset too.
        bytes += renderer.charset.displayable(text).utf8
      case .notify(let notice):
        if let terminalNotification {
          bytes += renderer.charset.displayable(terminalNotification.sequence(for: notice)).utf8
        }
        notifier?.post(notice)
      }
    }
    state.effects = []
    if state.flashOffDue {
      bytes += ControlSequence.reverseVideoOff.utf8
      state.flashOffDue = false
    }
    return bytes
  }
}

/// The kernel's memory between iterations.
struct KernelState {
  /// The size the terminal reports.
  var window = Size.zero
  /// The size the app is given and drawn in: ``window`` within the kernel's drawing limit.
  var size = Size.zero
  var previous = Buffer(size: .zero)
  var decoder = InputDecoder()
  var needsFullRedraw = false
  var needsFrame = false
  var awaitingContinue = false
  var escapeDeadline: Duration?
  /// When the paste under way is ended if its end marker has not come.
  var pasteDeadline: Duration?
  var flashEnd: Duration?
  var flashOffDue = false
  /// A sound problem's notice on the screen's last row, and when it goes.
  var soundNotice: (text: String, until: Duration)?
  var effects: [TerminalEffect] = []
  /// The app's commands not yet performed, type-erased (the state is not generic).
  var commands: [Any] = []
  /// While tracing: what the kernel delivered since the last frame (`deadline`, `key`).
  var traceCauses: [String] = []
  /// While tracing: the deadline the coming frame is drawn for, if any.
  var tracePlanned: Duration?
  /// The window title last written; cleared when the terminal comes back from a suspend
  /// (it restored the person's title then).
  var title: String?
}
