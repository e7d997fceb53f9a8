import Cadence
import CadencePractice
import TerminalUI

extension Kernel {
  /// Folds one sleep's worth of events into the app; returns an ending to stop.
  mutating func handle<App: TerminalApp>(
    _ events: [DeviceEvent], app: inout App, at now: Duration
  ) throws -> Ending? {
    for (index, event) in events.enumerated() {
      let ending: Ending?
      switch event {
      case .signal(SignalNumber.terminalStop)
      where events[(index + 1)...].contains(.signal(SignalNumber.continue)):
        // Stopped and continued before the loop saw either: stopping now would wait for a
        // SIGCONT that has already come and gone.
        continue
      case .input(let bytes):
        guard !state.awaitingContinue else { continue }
        ending = try handleKeys(state.decoder.feed(bytes), app: &app, at: now)
        state.escapeDeadline = state.decoder.hasPendingEscape ? now + escapeTimeout : nil
        state.pasteDeadline =
          state.decoder.isInPaste ? state.pasteDeadline ?? now + pasteTimeout : nil
      case .signal(let number):
        ending = try handleSignal(number, app: &app, at: now)
      }
      if let ending { return ending }
    }
    return nil
  }

  /// One sleep: the source's events, and the feed's read when the app wants more and the
  /// source has a feed (``TerminalUI/FeedingEventSource``); other sources wait as always.
  mutating func wait(
    timeout: Duration?, watchingFeed: Bool
  ) throws -> (events: [DeviceEvent], feed: FeedRead?) {
    guard watchingFeed, var feeding = source as? any FeedingEventSource else {
      return (try source.wait(timeout: timeout), nil)
    }
    // A source that is a value (a test's) keeps what the wait changed.
    defer { if let waited = feeding as? Source { source = waited } }
    return try feeding.wait(timeout: timeout, watchingFeed: true)
  }

  /// Delivers the feed's read after the sleep's other events; it comes even while stopped
  /// (the bytes have been read, and the app keeps them).
  mutating func handle<App: TerminalApp>(
    _ feed: FeedRead?, app: inout App, at now: Duration
  ) -> Ending? {
    switch feed {
    case .bytes(let bytes): deliver(.feed(bytes), to: &app, at: now)
    case .ended(let error): deliver(.feedEnded(error: error), to: &app, at: now)
    case nil: nil
    }
  }

  /// Delivers the app's deadline (rule 4, through ``Cadence/DeadlineWake``), a timed-out
  /// lone ESC, a paste whose end never came and the end of a flash.
  mutating func handleTimers<App: TerminalApp>(
    appDeadline: Duration?, app: inout App, at now: Duration
  ) throws -> Ending? {
    if let paste = state.pasteDeadline, now >= paste {
      state.pasteDeadline = nil
      let keys = state.decoder.endPaste()
      if let ending = try handleKeys(keys, app: &app, at: now) { return ending }
    }
    if let escape = state.escapeDeadline, now >= escape {
      state.escapeDeadline = nil
      let keys = state.decoder.flushPendingEscape()
      if let ending = try handleKeys(keys, app: &app, at: now) { return ending }
    }
    if let deadline = appDeadline, !state.awaitingContinue {
      let schedule = { (after: Duration) -> Duration? in
        app.nextDeadline(after: after).flatMap { $0 > after ? $0 : nil }
      }
      switch DeadlineWake.decide(deadline: deadline, now: now, next: schedule) {
      case .rearm:
        break
      case .fire:
        if trace != nil { state.tracePlanned = deadline }
        if let ending = deliver(.deadline, to: &app, at: now) { return ending }
      }
    }
    if let notice = state.soundNotice, now >= notice.until {
      state.soundNotice = nil
      state.needsFrame = true
    }
    if let end = state.flashEnd, now >= end {
      state.flashEnd = nil
      state.flashOffDue = true
      state.needsFrame = true
      if trace != nil { state.traceCauses.append("flash") }
    }
    return nil
  }

  private mutating func handleKeys<App: TerminalApp>(
    _ keys: [KeyEvent], app: inout App, at now: Duration
  ) throws -> Ending? {
    for key in keys {
      let ending: Ending?
      switch key {
      case .control("z"):
        ending = try suspend(app: &app, at: now)
      case .control("l") where surface == .fullScreen:
        state.needsFullRedraw = true
        ending = deliver(.redrawRequested, to: &app, at: now)
      case .control("\\"):
        // With `ISIG` off Ctrl-\ is a byte: it quits as the SIGQUIT it would have sent.
        ending = deliver(.signal(SignalNumber.quit), to: &app, at: now)
      default:
        ending = deliver(.key(key), to: &app, at: now)
      }
      if let ending { return ending }
      if state.awaitingContinue { return nil }
    }
    return nil
  }

  private mutating func handleSignal<App: TerminalApp>(
    _ number: Int32, app: inout App, at now: Duration
  ) throws -> Ending? {
    switch number {
    case SignalNumber.windowChange:
      return try refreshSize(app: &app, at: now)
    case SignalNumber.terminalStop:
      return state.awaitingContinue ? nil : try suspend(app: &app, at: now)
    case SignalNumber.continue:
      try device.resume()
      state.awaitingContinue = false
      state.title = nil
      renderer.invalidate()
      if let ending = try refreshSize(app: &app, at: now) { return ending }
      return deliver(.resumed, to: &app, at: now)
    case SignalNumber.terminate, SignalNumber.hangUp, SignalNumber.interrupt, SignalNumber.quit:
      return deliver(.signal(number), to: &app, at: now)
    default:
      return nil
    }
  }

  /// Re-reads the size; tells the app if it changed; always redraws in full (a terminal
  /// may have reflowed or cleared the screen while resizing).
  private mutating func refreshSize<App: TerminalApp>(
    app: inout App, at now: Duration
  ) throws -> Ending? {
    state.window = try device.size()
    let size = state.window.clamped(to: drawingLimit)
    state.needsFullRedraw = true
    state.needsFrame = true
    guard size != state.size else { return nil }
    state.size = size
    return deliver(.resize(size), to: &app, at: now)
  }

  private mutating func suspend<App: TerminalApp>(
    app: inout App, at now: Duration
  ) throws -> Ending? {
    if let ending = deliver(.suspended, to: &app, at: now) { return ending }
    // What a flow app wrote before stopping (its leaving bytes) goes out first; a full
    // screen's pending effects are dropped below (the screen is redrawn on resume).
    if surface == .flow {
      let bytes = effectBytes(at: now)
      if !bytes.isEmpty { try device.write(bytes) }
    }
    try device.suspend()
    state.awaitingContinue = true
    state.escapeDeadline = nil
    state.flashEnd = nil
    state.effects = []
    renderer.invalidate()
    return nil
  }

  mutating func deliver<App: TerminalApp>(
    _ event: TerminalEvent, to app: inout App, at now: Duration
  ) -> Ending? {
    let result = app.update(event, at: now)
    if trace != nil, !state.traceCauses.contains(event.traceCause) {
      state.traceCauses.append(event.traceCause)
    }
    state.effects += result.effects
    state.commands += result.commands.map { $0 as Any }
    state.needsFrame = true
    return result.ending
  }
}

extension TerminalEvent {
  /// How a frame trace names this event as a frame's cause.
  var traceCause: String {
    switch self {
    case .key: "key"
    case .resize: "resize"
    case .deadline: "deadline"
    case .suspended: "suspend"
    case .resumed: "resume"
    case .signal: "signal"
    case .redrawRequested: "redraw"
    case .feed, .feedEnded: "feed"
    }
  }
}
