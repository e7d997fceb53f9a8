import TerminalUI

extension Kernel {
  /// How the loop's start went.
  enum Opening<App: TerminalApp> {
    /// The app ended on its first event, its size.
    case ended(Ending)
    /// The first frame is drawn: the loop goes on from `LoopState`.
    case started(LoopState<App>)
  }

  /// Everything before the first sleep: the sound opened beside the practice, the terminal's
  /// size as the app's first event, and the first frame.
  ///
  /// Sound opens on a thread of its own and a time base of its own: the first frame, the keys
  /// and the signals never wait for a sound server. Only a cue on the practice's first instant
  /// may hold that instant back (``holdForFirstCue(_:sound:opening:readying:loop:perform:)``).
  mutating func open<App: TerminalApp>(
    _ app: inout App, perform: (App.Command, Duration) -> Void
  ) throws -> Opening<App> {
    let clock = self.clock
    state = KernelState()
    let opening = clock.now
    let readying =
      sound?.open(
        clock: { @Sendable in opening.duration(to: clock.now) }, preparing: app.soundPreparation)
      ?? .zero
    state.window = try device.size()
    state.size = state.window.clamped(to: drawingLimit)
    state.previous = Buffer(size: state.size)
    state.needsFullRedraw = true
    if let ending = deliver(.resize(state.size), to: &app, at: .zero) {
      return .ended(try finish(ending, app: app, at: .zero, perform: perform))
    }
    // The cues go out before the practice's zero, so the one on it is placed on its frame.
    var loop = LoopState<App>(origin: readying > .zero ? opening.advanced(by: readying) : clock.now)
    sound?.start(at: opening.duration(to: loop.origin))
    followSound(app, at: .zero)
    if let sound, readying > .zero {
      try holdForFirstCue(
        app, sound: sound, opening: opening, readying: readying, loop: &loop, perform: perform)
      state.traceCauses = ["sound"]
    } else {
      state.traceCauses = ["start"]
    }
    try frame(app, at: .zero, drawn: &loop.drawn, perform: perform)
    return .started(loop)
  }

  /// A cue on the practice's first instant: the first frame is drawn at once (with a notice on
  /// its last row on a full screen), and the practice's zero waits for the sound, at most
  /// until `loop.origin` (``CadenceSound/TimelineSound/firstCueWait``). What comes meanwhile
  /// (a key, a signal, a resize) starts the practice at once and is handled right after;
  /// sound given up (a refused connection) starts it too.
  private mutating func holdForFirstCue<App: TerminalApp>(
    _ app: App, sound: PracticeSound, opening: C.Instant, readying: Duration,
    loop: inout LoopState<App>, perform: (App.Command, Duration) -> Void
  ) throws {
    let planned = loop.origin
    if surface == .fullScreen, let text = sound.gettingReady {
      state.soundNotice = (text, readying)
    }
    state.traceCauses = ["start"]
    try frame(app, at: .zero, drawn: &loop.drawn, perform: perform)
    while loop.early.isEmpty, sound.isOpening || sound.isPlaying, clock.now < planned {
      loop.early += try source.wait(
        timeout: min(.milliseconds(10), clock.now.duration(to: planned)))
    }
    if clock.now < planned {
      loop.origin = clock.now
      sound.start(at: opening.duration(to: loop.origin))
      followSound(app, at: .zero)
    }
    state.soundNotice = nil
    state.needsFrame = true
  }
}
