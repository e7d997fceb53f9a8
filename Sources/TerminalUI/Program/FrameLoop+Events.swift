extension FrameLoop {
  /// Folds one sleep's worth of events into the app; returns an exit status to stop.
  mutating func handle<App: TerminalApp>(
    _ events: [DeviceEvent], app: inout App, at now: Duration
  ) throws -> Int32? {
    for (index, event) in events.enumerated() {
      let status: Int32?
      switch event {
      case .signal(SignalNumber.terminalStop)
      where events[(index + 1)...].contains(.signal(SignalNumber.continue)):
        // Stopped and continued before the loop saw either: stopping now would wait for a
        // SIGCONT that has already come and gone.
        continue
      case .input(let bytes):
        guard !state.awaitingContinue else { continue }
        status = try handleKeys(state.decoder.feed(bytes), app: &app, at: now)
        state.escapeDeadline = state.decoder.hasPendingEscape ? now + escapeTimeout : nil
      case .signal(let number):
        status = try handleSignal(number, app: &app, at: now)
      }
      if let status { return try finish(status, at: now) }
    }
    return nil
  }

  /// Delivers the app's deadline, a timed-out lone ESC and the end of a flash.
  mutating func handleTimers<App: TerminalApp>(
    appDeadline: Duration?, app: inout App, at now: Duration
  ) throws -> Int32? {
    if let escape = state.escapeDeadline, now >= escape {
      state.escapeDeadline = nil
      let keys = state.decoder.flushPendingEscape()
      if let status = try handleKeys(keys, app: &app, at: now) {
        return try finish(status, at: now)
      }
    }
    if let deadline = appDeadline, now >= deadline, !state.awaitingContinue {
      if let status = deliver(.deadline, to: &app, at: now) { return try finish(status, at: now) }
    }
    if let end = state.flashEnd, now >= end {
      state.flashEnd = nil
      state.flashOffDue = true
      state.needsFrame = true
    }
    return nil
  }

  private mutating func handleKeys<App: TerminalApp>(
    _ keys: [KeyEvent], app: inout App, at now: Duration
  ) throws -> Int32? {
    for key in keys {
      let status: Int32?
      switch key {
      case .control("z"):
        status = try suspend(app: &app, at: now)
      case .control("l"):
        state.needsFullRedraw = true
        status = deliver(.redrawRequested, to: &app, at: now)
      default:
        status = deliver(.key(key), to: &app, at: now)
      }
      if let status { return status }
      if state.awaitingContinue { return nil }
    }
    return nil
  }

  private mutating func handleSignal<App: TerminalApp>(
    _ number: Int32, app: inout App, at now: Duration
  ) throws -> Int32? {
    switch number {
    case SignalNumber.windowChange:
      return try refreshSize(app: &app, at: now)
    case SignalNumber.terminalStop:
      return state.awaitingContinue ? nil : try suspend(app: &app, at: now)
    case SignalNumber.continue:
      try device.resume()
      state.awaitingContinue = false
      renderer.invalidate()
      if let status = try refreshSize(app: &app, at: now) { return status }
      return deliver(.resumed, to: &app, at: now)
    case SignalNumber.terminate, SignalNumber.hangUp, SignalNumber.interrupt:
      return deliver(.signal(number), to: &app, at: now)
    default:
      return nil
    }
  }

  /// Re-reads the size; tells the app if it changed; always redraws in full (a terminal
  /// may have reflowed or cleared the screen while resizing).
  private mutating func refreshSize<App: TerminalApp>(
    app: inout App, at now: Duration
  ) throws -> Int32? {
    let size = try device.size()
    state.needsFullRedraw = true
    state.needsFrame = true
    guard size != state.size else { return nil }
    state.size = size
    return deliver(.resize(size), to: &app, at: now)
  }

  private mutating func suspend<App: TerminalApp>(
    app: inout App, at now: Duration
  ) throws -> Int32? {
    if let status = deliver(.suspended, to: &app, at: now) { return status }
    try device.suspend()
    state.awaitingContinue = true
    state.escapeDeadline = nil
    state.flashEnd = nil
    state.effects = []
    renderer.invalidate()
    return nil
  }

  private mutating func deliver<App: TerminalApp>(
    _ event: TerminalEvent, to app: inout App, at now: Duration
  ) -> Int32? {
    let result = app.update(event, at: now)
    state.effects += result.effects
    state.needsFrame = true
    return result.exitStatus
  }

  /// Writes any effects the quitting update asked for (a final bell), then stops.
  private mutating func finish(_ status: Int32, at now: Duration) throws -> Int32 {
    state.flashEnd = nil
    let bytes = effectBytes(at: now).filter { $0 == 0x07 }
    if !bytes.isEmpty { try device.write(bytes) }
    return status
  }
}
