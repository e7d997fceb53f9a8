/// The synchronous frame loop: sleep until the next deadline or event, fold events into the
/// app, render one frame, write the difference in one `write(2)`.
///
/// No Dispatch, no Swift concurrency: a process that has used either wakes about once a
/// second for libdispatch housekeeping, and a 1 Hz countdown should cost about one wake-up
/// per second in total. The loop blocks in exactly one place, ``EventSource/wait(timeout:)``.
///
/// - Deadlines are absolute (``TerminalApp/nextDeadline(after:)``); the timeout passed to
///   the source is recomputed from them before each sleep, so sleeps never drift. A wake-up
///   that comes a hair early delivers nothing and sleeps again for the rest.
/// - After any stall, one ``TerminalEvent/deadline`` is delivered, never a burst.
/// - All events that arrived during one sleep cost one frame.
/// - Ctrl-L, a resize and a resume redraw everything; Ctrl-Z and SIGTSTP suspend.
///
/// ```swift
/// var loop = FrameLoop(device: terminal, source: events, time: SystemTimeSource.boottime)
/// let status = try loop.run(&app)
/// ```
public struct FrameLoop<Device: TerminalDevice, Source: EventSource, Time: MonotonicTimeSource> {
  /// The terminal the frames go to.
  public var device: Device
  /// Where the loop sleeps and gets input and signals.
  public var source: Source
  /// The loop's clock; `now` given to the app is `time.now()` minus its value at start.
  public let time: Time
  /// How long a lone ESC waits for the rest of a sequence before it is the Escape key.
  public var escapeTimeout: Duration = .milliseconds(50)
  /// Turns frames into bytes; keeps the cursor and pen between frames.
  public var renderer: ANSIRenderer

  var state = LoopState()

  /// Creates a loop over a device, an event source and a time source.
  public init(device: Device, source: Source, time: Time, renderer: ANSIRenderer = .init()) {
    self.device = device
    self.source = source
    self.time = time
    self.renderer = renderer
  }

  /// Runs `app` until its ``TerminalApp/update(_:at:)`` returns a quit, and returns that
  /// exit status. Draws the first frame in full before the first sleep.
  ///
  /// - Throws: errors from the device or the event source (for example a terminal that
  ///   went away). The caller restores the terminal on every way out.
  public mutating func run<App: TerminalApp>(_ app: inout App) throws -> Int32 {
    let origin = time.now()
    state = LoopState()
    state.size = try device.size()
    state.previous = Buffer(size: state.size)
    state.needsFullRedraw = true
    try draw(app, at: .zero)
    while true {
      let now = time.now() - origin
      let appDeadline = state.awaitingContinue ? nil : app.nextDeadline(after: now)
      let wake = [appDeadline, state.escapeDeadline, state.flashEnd].compactMap { $0 }.min()
      let events = try source.wait(timeout: wake.map { max(.zero, $0 - now) })
      let then = time.now() - origin
      if let status = try handle(events, app: &app, at: then) { return status }
      if let status = try handleTimers(appDeadline: appDeadline, app: &app, at: then) {
        return status
      }
      if state.needsFrame && !state.awaitingContinue { try draw(app, at: then) }
    }
  }

  /// Renders the app into a fresh buffer and writes the difference, plus pending effects,
  /// in one write. Writes nothing when nothing changed.
  mutating func draw<App: TerminalApp>(_ app: App, at now: Duration) throws {
    var next = Buffer(size: state.size)
    app.render(into: &next)
    var bytes =
      state.needsFullRedraw
      ? renderer.redraw(next) : renderer.render(from: state.previous, to: next)
    bytes += effectBytes(at: now)
    if !bytes.isEmpty { try device.write(bytes) }
    state.previous = next
    state.needsFullRedraw = false
    state.needsFrame = false
  }

  /// Bell and flash bytes requested since the last write.
  mutating func effectBytes(at now: Duration) -> [UInt8] {
    var bytes: [UInt8] = []
    for effect in state.effects {
      switch effect {
      case .bell:
        bytes += ControlSequence.bell.utf8
      case .flash(let length):
        if state.flashEnd == nil { bytes += ControlSequence.reverseVideoOn.utf8 }
        state.flashEnd = max(state.flashEnd ?? .zero, now + length)
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

/// The loop's memory between iterations.
struct LoopState {
  var size = Size.zero
  var previous = Buffer(size: .zero)
  var decoder = InputDecoder()
  var needsFullRedraw = false
  var needsFrame = false
  var awaitingContinue = false
  var escapeDeadline: Duration?
  var flashEnd: Duration?
  var flashOffDue = false
  var effects: [TerminalEffect] = []
}
