import CadencePractice
import TerminalUI

/// A program the loop kernel runs, in the Elm style: state, a pure update, a pure render.
///
/// The ``Kernel`` owns every effect. It delivers the terminal's size first, then feeds
/// events into ``update(_:at:)``; on a full screen it renders the whole screen into a fresh
/// buffer after each batch of events and writes only the difference; in the normal flow
/// (plain lines, typing, a question) it writes the text the app asks for. It sleeps until
/// ``nextDeadline(after:)``, the next key or the next signal. An app never reads a clock,
/// never writes and never touches the store: `now` is an argument and what it wants done
/// comes back as values, so the same app runs under a `ManualClock` (CadenceTesting) in tests.
///
/// ```swift
/// struct Hello: TerminalApp {
///   var presses = 0
///   mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
///     if case .key(.character("q")) = event { return .quit(.stopped) }
///     if case .key = event { presses += 1 }
///     return .continue
///   }
///   func render(into buffer: inout Buffer) {
///     buffer.put("pressed \(presses) keys, q quits", at: 0, row: 0)
///   }
///   func nextDeadline(after now: Duration) -> Duration? { nil }
/// }
/// ```
package protocol TerminalApp {
  /// What the app asks its runner to do beyond the terminal (save a checkpoint): performed
  /// by the kernel after the frame, through the runner's handler. `Never` for most apps.
  associatedtype Command = Never

  /// Folds one event into the state. Pure: no I/O, no clocks, no shared objects.
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - now: monotonic time since the kernel started, on the loop's `Clock`; not
  ///     wall-clock time.
  mutating func update(_ event: TerminalEvent, at now: Duration) -> Next<Command>

  /// Draws the whole screen into `buffer`, which is fresh (all blanks) and has the
  /// terminal's current size (possibly 0x0 or 1x1). Pure. Apps in the normal flow draw
  /// nothing and write through ``TerminalEffect/write(_:)`` instead.
  func render(into buffer: inout Buffer)

  /// The next instant, on the same time base as `now`, at which the app changes on its own
  /// (the next whole second of a countdown), or `nil` if it only changes on input.
  ///
  /// The kernel sleeps until then and delivers one ``TerminalEvent/deadline``, however late
  /// it woke (``Cadence/DeadlineWake``): a stall skips values, it never replays them.
  func nextDeadline(after now: Duration) -> Duration?

  /// The parts of the screen that look different from `previous` (this app as it was at
  /// the last frame), by name (`digits`, `bar`, `disc`, `phase`, `text`), for a frame
  /// trace (`--trace`). Asked only while tracing. By default none are named, and the
  /// trace gives the frame's event alone (`deadline`, `key`, `resize`).
  func changes(since previous: Self) -> [String]

  /// The practice's events ahead of now, in loop time, for its sound (``PracticeSound``):
  /// read by the kernel after each wake-up only when the practice plays sound. None by
  /// default.
  var soundTimeline: [PracticeEvent] { get }

  /// Events of every kind the practice can sound, read once as the sound opens: their
  /// voices are made then, before the practice's clock starts, never inside its lead or
  /// between two frames. ``soundTimeline`` by default; an app whose timeline looks only a
  /// horizon ahead gives the whole one (a breath's end chime is minutes away).
  var soundPreparation: [PracticeEvent] { get }

  /// The window title while the app runs full screen on a terminal: a practice's time left
  /// (and its phase or segment), `04:59 · Tea`. The kernel writes it (OSC 2) only when it
  /// changed, at most once a second, with a frame drawn anyway; `nil` (the default) sets none.
  var terminalTitle: String? { get }

  /// Whether the app wants more of the loop's data feed now (standard input as it comes,
  /// for `cadence type`): the kernel watches the feed only while this holds, so an app with
  /// enough waiting leaves the rest in the pipe and its writer waits. Asked before each
  /// sleep. An app must stop wanting once ``TerminalEvent/feedEnded(error:)`` came. `false`
  /// by default: the feed is never read.
  var wantsFeed: Bool { get }
}

extension TerminalApp {
  package func render(into buffer: inout Buffer) {}
  package func changes(since previous: Self) -> [String] { [] }
  package var soundTimeline: [PracticeEvent] { [] }
  package var soundPreparation: [PracticeEvent] { soundTimeline }
  package var terminalTitle: String? { nil }
  package var wantsFeed: Bool { false }
}

/// Something that happened, as the kernel tells an app.
package enum TerminalEvent: Hashable, Sendable {
  /// A key press. On a full screen, Ctrl-Z and Ctrl-L are handled by the kernel and never
  /// arrive here; in the flow Ctrl-Z suspends too. Ctrl-\ arrives as SIGQUIT's
  /// ``signal(_:)`` on both.
  case key(KeyEvent)
  /// The terminal has this size: always the first event, before the first frame, then
  /// after every change (a full redraw follows).
  case resize(Size)
  /// The deadline the app asked for has passed (possibly long ago, after a stall): look
  /// at the clock. It may also come when nothing is due any more (a key in the same
  /// wake-up paused the timer), so derive the state from `now`, never count deadlines.
  case deadline
  /// The process is about to stop (Ctrl-Z or SIGTSTP): the terminal is being restored.
  case suspended
  /// The process was continued (SIGCONT) and the screen is being redrawn.
  case resumed
  /// SIGTERM, SIGHUP, SIGINT or SIGQUIT arrived from outside; apps end with
  /// ``Ending/signal(_:)``.
  case signal(Int32)
  /// The user asked for a full redraw (Ctrl-L); it happens whatever the app does.
  case redrawRequested
  /// Bytes of the data feed, read while the app wanted more (``TerminalApp/wantsFeed``); a
  /// read's worth, cut anywhere (inside a character too).
  case feed([UInt8])
  /// The data feed ended (`error` `nil`) or could not be read (that `errno`).
  case feedEnded(error: Int32?)
}

/// A terminal effect an app can ask for without doing I/O.
package enum TerminalEffect: Hashable, Sendable {
  /// Ring the terminal bell (BEL), written with the next frame.
  case bell
  /// Flash the whole screen in reverse video (DECSCNM) for this long (full screen only).
  case flash(Duration)
  /// Write text in the normal flow (plain lines, typing); written after the frame.
  case write(String)
  /// Tell the person outside the terminal (a practice or a segment ended): the terminal's
  /// own notification sequence where it is known to show one (full screen and the flow of
  /// a terminal, never plain lines), and the desktop's notifier (``Notifier``).
  case notify(Notice)
}

/// What ``TerminalApp/update(_:at:)`` decided.
package struct Next<Command> {
  /// When set, the kernel stops and returns this ending.
  package var ending: Ending?
  /// Effects written with the next frame (or before stopping).
  package var effects: [TerminalEffect]
  /// Work for the runner, performed after the frame in order.
  package var commands: [Command]

  /// Creates a result; prefer ``continue``, ``quit(_:)`` and ``effects(_:)``.
  package init(ending: Ending? = nil, effects: [TerminalEffect] = [], commands: [Command] = []) {
    self.ending = ending
    self.effects = effects
    self.commands = commands
  }

  /// Keep running.
  package static var `continue`: Next { Next() }

  /// Stop the kernel; ``Kernel/run(_:perform:)`` returns `ending`.
  package static func quit(_ ending: Ending) -> Next { Next(ending: ending) }

  /// Keep running and emit these effects with the next frame.
  package static func effects(_ effects: TerminalEffect...) -> Next { Next(effects: effects) }
}

extension Next: Equatable where Command: Equatable {}

/// The result of an app that asks nothing of its runner.
package typealias UpdateResult = Next<Never>
