#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: a ``TerminalDevice`` over a tty's file descriptors.
///
/// Creating it only records the terminal's current modes; ``enter()`` switches to full
/// screen and ``restore()`` puts everything back. Order matters and is symmetric: enter
/// sets raw mode first, then switches screens (so no echo of early typing lands on the
/// alternate screen); restore writes the screen bytes first, then restores the modes with
/// `TCSADRAIN` (so the bytes are processed before cooked mode returns).
public struct POSIXTerminal: TerminalDevice {
  /// Where keys are read from (usually 0).
  public let input: Int32
  /// Where frames are written (usually 1).
  public let output: Int32
  /// Whether pastes arrive as text (``KeyEvent/paste(_:)``) while in full screen: for a
  /// screen with a text field, where a pasted line break must not be Enter.
  public let bracketedPaste: Bool
  private let original: termios

  /// Records the modes of a terminal; installs a crash handler that restores them.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when `input` is not a terminal (a pipe).
  public init(input: Int32 = 0, output: Int32 = 1, bracketedPaste: Bool = false) throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
    self.input = input
    self.output = output
    self.bracketedPaste = bracketedPaste
    self.original = try RawMode.attributes(of: input)
    EmergencyRestore.install(output: output, input: input, original: original)
  }

  /// Raw mode, alternate screen, hidden cursor, the window title saved on xterm's stack (a
  /// practice sets its own; ``restore()`` pops it back), and bracketed paste when asked for.
  public func enter() throws {
    try RawMode.apply(RawMode.raw(from: original), to: input)
    let bytes =
      ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
      + ControlSequence.pushTitle
      + (bracketedPaste ? ControlSequence.bracketedPasteOn : "")
    try SystemCall.writeAll(output, Array(bytes.utf8))
  }

  /// Cursor shown, main screen, normal video, pastes as keys, the title saved on entry,
  /// original modes (cooked, echo). Best effort
  /// and never throws: it runs on every way out, including after errors.
  public func restore() {
    try? SystemCall.writeAll(output, Array(ControlSequence.restoreSequence.utf8))
    try? RawMode.apply(original, to: input)
  }

  /// The size in cells (0 x 0 if the terminal will not say).
  public func size() throws -> Size {
    try TerminalSize.current(of: output)
  }

  /// Writes a frame. Wraps `write(2)`, continuing after partial writes and `EINTR`.
  public func write(_ bytes: [UInt8]) throws {
    try SystemCall.writeAll(output, bytes)
  }

  /// Restores the terminal and stops this process with `SIGSTOP`; returns when continued.
  ///
  /// The process, not its group, is stopped: the shell sees a stopped job either way, and
  /// other members of a pipeline keep their own job control. Resume work happens when the
  /// loop reads SIGCONT from the signal pipe, not here: on a multi-threaded process the
  /// stop may take effect only after `kill` returns.
  /// Wraps `kill(2)`.
  public func suspend() throws {
    restore()
    _ = try SystemCall.retrying("kill") { kill(getpid(), SIGSTOP) }
  }

  /// Re-enters full-screen mode after a stop (the shell may have changed the modes).
  public func resume() throws {
    try enter()
  }

  /// Disarms the crash handler's restore once the terminal was restored normally.
  public func disarmCrashRestore() {
    EmergencyRestore.disarm()
  }
}
