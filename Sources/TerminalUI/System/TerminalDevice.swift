/// The terminal as the frame loop uses it: size, one write per frame, stop and re-enter.
///
/// ``POSIXTerminal`` is the real one; tests use a recording fake, so the loop is tested
/// without a terminal.
public protocol TerminalDevice {
  /// The current size in cells.
  func size() throws -> Size
  /// Writes all of `bytes`; the loop calls it at most once per frame.
  mutating func write(_ bytes: [UInt8]) throws
  /// Restores the terminal for the shell (cooked mode, cursor, main screen) and stops the
  /// process; returns once it runs again. The loop then waits for SIGCONT before
  /// ``resume()``.
  mutating func suspend() throws
  /// Re-enters full-screen mode (raw mode, alternate screen, hidden cursor) after a stop.
  mutating func resume() throws
}

/// What an ``EventSource`` observed while the loop slept.
public enum DeviceEvent: Hashable, Sendable {
  /// Bytes read from the terminal.
  case input([UInt8])
  /// A signal was caught (its number), e.g. `SIGWINCH`, `SIGCONT` or `SIGTERM`.
  case signal(Int32)
}

/// Where the frame loop sleeps: the only blocking call in the program.
public protocol EventSource {
  /// Blocks until input or a signal arrives, or until `timeout` has passed (`nil`: no
  /// limit). Returns everything that arrived, in order, or nothing after a timeout. May
  /// return early with nothing (the loop re-checks its deadlines and sleeps again).
  mutating func wait(timeout: Duration?) throws -> [DeviceEvent]
}

/// What the loop's data feed gave in one wait (standard input as a text to type, not keys).
package enum FeedRead: Hashable, Sendable {
  /// A read's bytes, cut anywhere (inside a character too).
  case bytes([UInt8])
  /// The feed reached its end (`error` `nil`) or its read failed with that `errno`.
  case ended(error: Int32?)
}

/// An ``EventSource`` that can also watch the loop's data feed.
///
/// The loop asks for the feed only while its app wants more, so a fast writer waits in its
/// pipe instead of in memory.
package protocol FeedingEventSource: EventSource {
  /// Waits as ``EventSource/wait(timeout:)`` does, and, while `watchingFeed`, for the feed
  /// too; its read, if one was made, comes after the events.
  mutating func wait(
    timeout: Duration?, watchingFeed: Bool
  ) throws -> (events: [DeviceEvent], feed: FeedRead?)
}
