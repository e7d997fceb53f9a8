import Cadence
import CadenceTesting
import TerminalUI

/// An ``EventSource`` that hands out scripted events at scripted times and, instead of
/// sleeping, moves a `ManualClock` (CadenceTesting) to the time the loop asked to wake: the one
/// test clock, for async engine code and the synchronous loop kernel alike.
///
/// When the script ends and the loop asks to wait with no deadline, `wait` throws
/// ``ScriptEnded``, which ends the test's loop run: no test can hang.
public struct ScriptedEventSource: FeedingEventSource {
  /// One scripted happening.
  public enum Step: Sendable {
    /// Bytes typed.
    case input([UInt8])
    /// Text typed (its UTF-8 bytes).
    case type(String)
    /// A signal caught.
    case signal(Int32)
    /// The terminal is resized, then SIGWINCH arrives.
    case resize(Size)
    /// Bytes on the loop's data feed: held back (as a pipe holds them) until a wait
    /// watches the feed.
    case feed([UInt8])
    /// The data feed's end (`error` `nil`) or a failed read, held back as ``feed(_:)`` is.
    case feedEnd(error: Int32?)

    /// Whether the step waits for the loop to watch the feed.
    var isFeed: Bool {
      switch self {
      case .feed, .feedEnd: true
      default: false
      }
    }
  }

  /// Thrown when the loop waits forever after the last scripted step.
  public struct ScriptEnded: Error {}

  private let clock: ManualClock
  private let terminal: RecordingTerminal?
  private var script: [(at: Duration, step: Step)]
  /// The timeouts the loop asked for, one per wait: the number of wake-ups.
  public private(set) var timeouts: [Duration?] = []
  /// Whether each wait watched the feed, one per wait.
  public private(set) var feedWatches: [Bool] = []
  /// Errors added to timed-out waits, one per wait in order, then none: positive for a
  /// late wake-up (a stall), negative for one that comes early.
  public var wakeErrors: [Duration] = []

  /// A source over `script` (times on `clock`), resizing `terminal` for `.resize` steps.
  public init(
    clock: ManualClock, terminal: RecordingTerminal? = nil,
    script: [(at: Duration, step: Step)]
  ) {
    self.clock = clock
    self.terminal = terminal
    self.script = script.sorted { $0.at < $1.at }
  }

  public mutating func wait(timeout: Duration?) throws -> [DeviceEvent] {
    try wait(timeout: timeout, watchingFeed: false).events
  }

  /// Waits as ``wait(timeout:)`` does; feed steps come only to a wait that watches the feed
  /// (one that came while it was not watched comes at the next that is, at once).
  package mutating func wait(
    timeout: Duration?, watchingFeed: Bool
  ) throws -> (events: [DeviceEvent], feed: FeedRead?) {
    timeouts.append(timeout)
    feedWatches.append(watchingFeed)
    let wake = timeout.map { clock.now.offset + $0 }
    let comes = { (step: Step) in watchingFeed || !step.isFeed }
    if let next = script.first(where: { comes($0.step) }), wake.map({ next.at <= $0 }) ?? true {
      let now = max(next.at, clock.now.offset)
      clock.advance(to: .init(offset: now))
      let due = script.filter { $0.at <= now && comes($0.step) }
      script.removeAll { $0.at <= now && comes($0.step) }
      var events: [DeviceEvent] = []
      var feed: FeedRead?
      var later: [(at: Duration, step: Step)] = []
      for step in due {
        switch step.step {
        // One read a wait, as a pipe's: a later one waits for the next wait.
        case .feed(let bytes) where feed == nil: feed = .bytes(bytes)
        case .feedEnd(let error) where feed == nil: feed = .ended(error: error)
        case .feed, .feedEnd: later.append(step)
        default: events.append(event(for: step.step))
        }
      }
      script = later + script
      return (events, feed)
    }
    guard let wake else { throw ScriptEnded() }
    let error = wakeErrors.isEmpty ? .zero : wakeErrors.removeFirst()
    clock.advance(to: .init(offset: wake + error))
    return ([], nil)
  }

  private func event(for step: Step) -> DeviceEvent {
    switch step {
    case .input(let bytes): return .input(bytes)
    case .type(let text): return .input(Array(text.utf8))
    case .signal(let number): return .signal(number)
    case .feed, .feedEnd: preconditionFailure("a feed step is a FeedRead, not an event")
    case .resize(let size):
      terminal?.resize(to: size)
      return .signal(SignalNumber.windowChange)
    }
  }
}
