/// A full-screen terminal program in the Elm style: state, a pure update, a pure render.
///
/// The ``FrameLoop`` owns every effect. It feeds events into ``update(_:at:)``, renders the
/// whole screen into a fresh buffer after each batch of events, writes only the difference,
/// and sleeps until ``nextDeadline(after:)`` or the next key, signal or resize. An app never
/// reads a clock or the terminal: `now` is an argument, so the same app runs under a fake
/// clock in tests.
///
/// ```swift
/// struct Hello: TerminalApp {
///   var presses = 0
///   mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
///     if case .key(.character("q")) = event { return .quit(0) }
///     if case .key = event { presses += 1 }
///     return .continue
///   }
///   func render(into buffer: inout Buffer) {
///     buffer.put("pressed \(presses) keys, q quits", at: 0, row: 0)
///   }
///   func nextDeadline(after now: Duration) -> Duration? { nil }
/// }
/// ```
public protocol TerminalApp {
  /// Folds one event into the state. Pure: no I/O, no clocks.
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - now: monotonic time since the loop started (the loop's ``MonotonicTimeSource``);
  ///     not wall-clock time.
  /// - Returns: whether to go on, quit with a status, and any bell or flash to emit.
  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult

  /// Draws the whole screen into `buffer`, which is fresh (all blanks) and has the
  /// terminal's current size (possibly 0x0 or 1x1). Pure.
  func render(into buffer: inout Buffer)

  /// The next instant, on the same time base as `now`, at which the picture changes on its
  /// own (the next whole second of a countdown), or `nil` if it only changes on input.
  ///
  /// The loop sleeps until then and delivers one ``TerminalEvent/deadline``, however late
  /// it woke: a stall skips values, it never replays them.
  func nextDeadline(after now: Duration) -> Duration?
}

/// Something that happened, as the loop tells an app.
public enum TerminalEvent: Hashable, Sendable {
  /// A key press. Ctrl-Z and Ctrl-L are handled by the loop and never arrive here.
  case key(KeyEvent)
  /// The terminal now has this size; a full redraw follows.
  case resize(Size)
  /// The deadline the app asked for has passed (possibly long ago, after a stall): look
  /// at the clock. It may also come when nothing is due any more (a key in the same
  /// wake-up paused the timer), so derive the state from `now`, never count deadlines.
  case deadline
  /// The process is about to stop (Ctrl-Z or SIGTSTP): the terminal is being restored.
  case suspended
  /// The process was continued (SIGCONT) and the screen is being redrawn.
  case resumed
  /// SIGTERM, SIGHUP or SIGINT arrived from outside. By convention an app quits with
  /// status 128 + signal number (143, 129, 130).
  case signal(Int32)
  /// The user asked for a full redraw (Ctrl-L); it happens whatever the app does.
  case redrawRequested
}

/// A terminal effect an app can ask for without doing I/O.
public enum TerminalEffect: Hashable, Sendable {
  /// Ring the terminal bell (BEL), written with the next frame.
  case bell
  /// Flash the whole screen in reverse video (DECSCNM) for this long.
  case flash(Duration)
}

/// What ``TerminalApp/update(_:at:)`` decided.
public struct UpdateResult: Hashable, Sendable {
  /// When set, the loop stops and returns this process exit status.
  public var exitStatus: Int32?
  /// Effects written together with the next frame (or before quitting).
  public var effects: [TerminalEffect]

  /// Creates a result; prefer ``continue``, ``quit(_:)`` and ``effects(_:)``.
  public init(exitStatus: Int32? = nil, effects: [TerminalEffect] = []) {
    self.exitStatus = exitStatus
    self.effects = effects
  }

  /// Keep running.
  public static let `continue` = UpdateResult()

  /// Stop the loop; ``FrameLoop/run(_:)`` returns `status`.
  public static func quit(_ status: Int32) -> UpdateResult {
    UpdateResult(exitStatus: status)
  }

  /// Keep running and emit these effects with the next frame.
  public static func effects(_ effects: TerminalEffect...) -> UpdateResult {
    UpdateResult(effects: effects)
  }
}
