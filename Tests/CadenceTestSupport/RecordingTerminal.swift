import TerminalUI

/// A ``TerminalDevice`` that keeps every write and replays it into a ``HeadlessScreen``,
/// so a test can check both the exact bytes and what a person would see.
///
/// A class, so the test and a ``ScriptedEventSource`` (which resizes it) share it with
/// the loop kernel that owns it.
public final class RecordingTerminal: TerminalDevice {
  /// Every `write` call's bytes, in order: one entry per frame.
  public private(set) var writes: [[UInt8]] = []
  /// The screen as the bytes left it.
  public private(set) var screen: HeadlessScreen
  /// How many times the loop suspended / resumed the terminal.
  public private(set) var suspendCount = 0
  /// How many times the loop re-entered full-screen mode after a stop.
  public private(set) var resumeCount = 0
  private var currentSize: Size

  /// A terminal of `size`.
  public init(size: Size) {
    currentSize = size
    screen = HeadlessScreen(size: size)
  }

  /// Changes the size, as a window resize would (the caller sends SIGWINCH).
  public func resize(to size: Size) {
    currentSize = size
    screen.resize(to: size)
  }

  /// All bytes written, concatenated.
  public var output: [UInt8] { writes.flatMap { $0 } }

  /// The last write as text, for exact-byte assertions.
  public var lastWrite: String { String(decoding: writes.last ?? [], as: UTF8.self) }

  public func size() -> Size { currentSize }

  public func write(_ bytes: [UInt8]) {
    writes.append(bytes)
    screen.apply(bytes)
  }

  public func suspend() { suspendCount += 1 }

  public func resume() { resumeCount += 1 }
}
