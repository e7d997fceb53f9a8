import TerminalUI

extension Kernel {
  /// What the loop carries from one wake-up to the next beside ``KernelState``, which a
  /// frame made ahead replaces whole: these outlive it, and the app as drawn is typed.
  struct LoopState<App: TerminalApp> {
    /// The practice's zero on the loop's clock: `now` given to the app is the time since.
    var origin: C.Instant
    /// When the app last saw the time: its next change is asked for after this, not after
    /// the clock's reading now, so a change that fell while the loop was held up after the
    /// frame (a slow command) is drawn late instead of lost (rule 4).
    var seen = Duration.zero
    /// What came while the practice's start waited for its first cue: handled at once,
    /// before the first sleep.
    var early: [DeviceEvent] = []
    /// The app as last drawn, kept only while tracing (to ask what changed since).
    var drawn: App?
  }

  /// What the loop is about to sleep for.
  struct Sleep<App: TerminalApp> {
    /// When the sleep was planned: its timeout runs from here.
    var start: Duration
    /// The app's next change (none while stopped).
    var appDeadline: Duration?
    /// The earliest of the app's deadline and the kernel's own (a lone ESC, a paste, a
    /// flash, a notice); `nil` sleeps until something comes.
    var until: Duration?
    /// The frame of ``appDeadline``, made before the sleep (``FrameAhead``).
    var ahead: FrameAhead<App>?
  }

  /// What ended a sleep.
  enum Wake {
    /// Nothing came: a deadline is due (the app's, a lone ESC's, a paste's, a flash's, a
    /// notice's), or the sleep ended a hair early and rule 4 sleeps again.
    case timeout
    /// Input bytes and signals (a resize is `SIGWINCH`) in the order they came, and the
    /// feed's read.
    case events([DeviceEvent], feed: FeedRead?)
  }

  /// What the loop does about a wake-up.
  enum Decision<App: TerminalApp> {
    /// Woken for the app's deadline alone while its frame made ahead still holds: write it.
    case writeAhead(FrameAhead<App>)
    /// Fold the events, the feed's read and every deadline due into the app, then draw once.
    case update([DeviceEvent], feed: FeedRead?)
  }

  /// The time since the practice's zero, never below it.
  func elapsed(since origin: C.Instant) -> Duration {
    max(.zero, origin.duration(to: clock.now))
  }

  /// The deadlines of the coming sleep, and the frame of the app's deadline made ahead
  /// (never while events that came early wait to be handled).
  mutating func plan<App: TerminalApp>(_ app: App, loop: LoopState<App>) -> Sleep<App> {
    let start = elapsed(since: loop.origin)
    let appDeadline = state.awaitingContinue ? nil : app.nextDeadline(after: loop.seen)
    let until = [
      appDeadline, state.escapeDeadline, state.pasteDeadline, state.flashEnd,
      state.soundNotice?.until,
    ].compactMap { $0 }.min()
    // Woken for the app's deadline alone, the loop's only work at the instant is the write
    // (rule 4 still decides the rest).
    let ahead = loop.early.isEmpty ? appDeadline.flatMap { frameAhead(app, for: $0) } : nil
    return Sleep(start: start, appDeadline: appDeadline, until: until, ahead: ahead)
  }

  /// Sleeps until `sleep`'s deadline or until something comes (not at all when events came
  /// early); returns what woke the loop, and when.
  mutating func wait<App: TerminalApp>(
    for sleep: Sleep<App>, app: App, loop: inout LoopState<App>
  ) throws -> (Wake, Duration) {
    let (events, feed) =
      loop.early.isEmpty
      ? try wait(
        timeout: sleep.until.map { max(.zero, $0 - sleep.start) }, watchingFeed: app.wantsFeed)
      : (loop.early, nil)
    loop.early = []
    let now = elapsed(since: loop.origin)
    return (events.isEmpty && feed == nil ? .timeout : .events(events, feed: feed), now)
  }

  /// Writes the frame made ahead when the wake-up is for it alone and nothing else is due;
  /// otherwise the wake-up is folded into the app as usual.
  func decide<App: TerminalApp>(
    _ wake: Wake, at now: Duration, ahead: FrameAhead<App>?
  ) -> Decision<App> {
    switch wake {
    case .timeout:
      if let ahead, ahead.isDue(at: now), !otherTimerDue(at: now) { return .writeAhead(ahead) }
      return .update([], feed: nil)
    case .events(let events, let feed):
      return .update(events, feed: feed)
    }
  }

  /// Writes the frame made ahead, takes on the app, state and renderer it was made with, and
  /// performs the app's commands after the write.
  mutating func writeAhead<App: TerminalApp>(
    _ ahead: FrameAhead<App>, woke now: Duration, app: inout App, loop: inout LoopState<App>,
    perform: (App.Command, Duration) -> Void
  ) throws {
    let start = trace != nil ? clock.now : nil
    if !ahead.bytes.isEmpty { try device.write(ahead.bytes) }
    let written = start.map { $0.duration(to: clock.now) }
    state = ahead.state
    renderer = ahead.renderer
    app = ahead.app
    loop.seen = ahead.deadline
    if let trace, let written {
      trace.record(
        .init(
          planned: ahead.deadline, woke: now, causes: traceCauses(of: app, since: loop.drawn),
          draw: written, bytes: ahead.bytes.count))
      state.traceCauses = []
      loop.drawn = app
    }
    state.tracePlanned = nil
    performCommands(of: App.self, at: ahead.deadline, perform: perform)
    followSound(app, at: now)
  }

  /// Folds one wake-up into the app: the events in order, the feed's read, then every
  /// deadline due; returns an ending to stop.
  mutating func update<App: TerminalApp>(
    _ app: inout App, _ events: [DeviceEvent], _ feed: FeedRead?, appDeadline: Duration?,
    at now: Duration
  ) throws -> Ending? {
    try handle(events, app: &app, at: now) ?? handle(feed, app: &app, at: now)
      ?? handleTimers(appDeadline: appDeadline, app: &app, at: now)
  }

  /// After an update: the sound follows the app, then one frame when anything changed (none
  /// while stopped); when tracing, a wake-up that drew nothing is recorded as such.
  mutating func drawIfChanged<App: TerminalApp>(
    _ app: App, at now: Duration, planned: Duration?, loop: inout LoopState<App>,
    perform: (App.Command, Duration) -> Void
  ) throws {
    followSound(app, at: now)
    if state.needsFrame && !state.awaitingContinue {
      try frame(app, at: now, drawn: &loop.drawn, perform: perform)
    } else if let trace {
      trace.record(
        .init(planned: planned, woke: now, causes: state.traceCauses, draw: .zero, bytes: 0))
      state.traceCauses = []
    }
  }

  /// What a frame trace names as a frame's causes: what the kernel delivered since the last
  /// frame, then what the app says changed since `drawn`.
  func traceCauses<App: TerminalApp>(of app: App, since drawn: App?) -> [String] {
    var causes = state.traceCauses
    for change in drawn.map({ app.changes(since: $0) }) ?? [] where !causes.contains(change) {
      causes.append(change)
    }
    return causes
  }
}
