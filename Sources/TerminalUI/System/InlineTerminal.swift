import CadenceSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in the normal flow of the shell: keys one at a time, output as it is. What
/// `cadence type` and a one-line question after a practice run on.
///
/// Unlike full raw mode (`cfmakeraw`), output processing (`OPOST`) stays on, so `\n` still
/// moves to the start of the next line, and there is no alternate screen. `ISIG` is off, so
/// Ctrl-C, Ctrl-Z and Ctrl-\ arrive as bytes and the loop decides (Ctrl-\ must not dump
/// core with echo off); `IXON` is off, so Ctrl-S does not freeze the output behind the
/// loop's back.
///
/// Keys come from standard input when it is a terminal, else from `/dev/tty` (so
/// `cat notes | cadence type` can still be skipped), and only while the process is in the
/// terminal's foreground: a background job must not touch the modes or read, which would
/// stop it with `SIGTTOU` / `SIGTTIN`. The `SIGCONT` of a later `fg` brings the keys back.
///
/// With `bracketedPaste`, for a question, pasted text arrives whole as
/// ``KeyEvent/paste(_:)`` (a line break in it is not Enter): the mode is turned on with
/// the key-at-a-time modes and off with them, on every way out and before a stop.
///
/// It is both the device and the event source of its loop (one `poll` on the keyboard and
/// the signal pipe), because which descriptor to poll changes as the job moves between
/// foreground and background.
package final class InlineTerminal: TerminalDevice, FeedingEventSource {
  private let output: Int32
  private let keyboard: Int32
  private let ownsKeyboard: Bool
  private let original: termios?
  private var source: PollEventSource
  private let signals: SignalPipe
  private let clock: SleepClock
  private let bracketedPaste: Bool
  /// Whether the keyboard is in key-at-a-time mode now.
  private var entered = false
  /// The loop's data feed (standard input when it is not the keyboard; -1: none), watched
  /// only while the loop asks (``wait(timeout:watchingFeed:)``).
  package var feed: Int32 = -1 {
    didSet { source.feed = feed }
  }

  /// Opens the keyboard (if there is one) and switches it to key-at-a-time mode when in
  /// the foreground; `bracketedPaste` also asks the terminal to mark pastes, when the
  /// output is that terminal. Wraps `isatty(3)`, `open(2)` and `tcgetattr(3)`.
  package init(
    output: Int32 = STDOUT_FILENO, signals: SignalPipe, clock: SleepClock,
    bracketedPaste: Bool = false
  ) {
    self.output = output
    self.signals = signals
    self.clock = clock
    self.bracketedPaste = bracketedPaste && isatty(output) == 1
    var descriptor = STDIN_FILENO
    var owns = false
    if isatty(STDIN_FILENO) != 1 {
      descriptor = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
      owns = descriptor >= 0
    }
    var modes = termios()
    if descriptor >= 0, tcgetattr(descriptor, &modes) == 0 {
      original = modes
    } else {
      original = nil
      if owns { close(descriptor) }
      owns = false
      descriptor = -1
    }
    keyboard = descriptor
    ownsKeyboard = owns
    source = PollEventSource(input: -1, signals: signals, clock: clock)
    try? resume()
  }

  deinit {
    restore()
    if ownsKeyboard { close(keyboard) }
  }

  /// Whether a keyboard was found at all.
  package var hasKeyboard: Bool { original != nil }

  /// The output terminal's size (0 x 0 when it is not one).
  package func size() throws -> Size {
    TerminalSize.of(output) ?? .zero
  }

  /// Writes bytes as they are. Wraps `write(2)`.
  package func write(_ bytes: [UInt8]) throws {
    try SystemCall.writeAll(output, bytes)
  }

  /// Waits on the keyboard (when read) and the signal pipe.
  package func wait(timeout: Duration?) throws -> [DeviceEvent] {
    try wait(timeout: timeout, watchingFeed: false).events
  }

  /// Waits on the keyboard (when read), the signal pipe and, while `watchingFeed`, the
  /// feed.
  package func wait(
    timeout: Duration?, watchingFeed: Bool
  ) throws -> (events: [DeviceEvent], feed: FeedRead?) {
    do {
      return try source.wait(timeout: timeout, watchingFeed: watchingFeed)
    } catch TerminalError.inputClosed {
      // The terminal hung up: stop reading keys, go on with signals, time and the feed.
      watch(-1)
      return ([], nil)
    }
  }

  /// Polls `keyboard` (-1: no keys) from now on, with the feed.
  private func watch(_ keyboard: Int32) {
    source = PollEventSource(input: keyboard, signals: signals, clock: clock)
    source.feed = feed
  }

  /// Restores the keyboard's modes, then stops this process's group, as the terminal's own
  /// Ctrl-Z would: a writer still feeding the pipe (`slow | cadence type -`) stops too, so
  /// the shell sees the whole job stopped and gives the prompt back (stopping this process
  /// alone left the shell waiting for the writer and the terminal to no one). Wraps
  /// `kill(2)` with `SIGSTOP`.
  package func suspend() throws {
    restore()
    _ = try SystemCall.retrying("kill") { kill(0, SIGSTOP) }
  }

  /// Reads keys again if the process is in the foreground; continued in the background
  /// (`bg`), it goes on without the keyboard. Wraps `tcgetpgrp(3)` and `tcsetattr(3)`.
  package func resume() throws {
    guard let original, tcgetpgrp(keyboard) == getpgrp() else {
      restore()
      watch(-1)
      return
    }
    if !entered {
      var modes = original
      modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
      modes.c_iflag &= ~tcflag_t(IXON)
      withUnsafeMutableBytes(of: &modes.c_cc) { characters in
        characters[Int(VMIN)] = 1
        characters[Int(VTIME)] = 0
      }
      _ = try? SystemCall.retrying("tcsetattr") { tcsetattr(keyboard, TCSANOW, &modes) }
      if bracketedPaste { try? write(Array(ControlSequence.bracketedPasteOn.utf8)) }
      entered = true
    }
    watch(keyboard)
  }

  /// Turns bracketed paste off and puts the keyboard's modes back once the output written
  /// so far has been sent (`TCSADRAIN`); never from the background, where `tcsetattr` would stop the process.
  /// Idempotent. Wraps `tcsetattr(3)`.
  package func restore() {
    guard entered, var modes = original else { return }
    entered = false
    guard tcgetpgrp(keyboard) == getpgrp() else { return }
    if bracketedPaste { try? write(Array(ControlSequence.bracketedPasteOff.utf8)) }
    _ = try? SystemCall.retrying("tcsetattr") { tcsetattr(keyboard, TCSADRAIN, &modes) }
  }

  /// Drops keys typed but not yet read (a space pressed as a practice ended must not
  /// become the first letter of an answer). Wraps `tcflush(3)`.
  package func discardTypeahead() {
    guard original != nil else { return }
    tcflush(keyboard, TCIFLUSH)
  }
}
