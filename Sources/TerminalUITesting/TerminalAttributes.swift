import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal modes that matter when checking a program restored its terminal.
public struct TerminalAttributes: Hashable, Sendable {
  /// `ECHO`: typed characters are shown.
  public let echo: Bool
  /// `ICANON`: line editing (cooked mode).
  public let canonical: Bool
  /// `ISIG`: Ctrl-C / Ctrl-Z send signals.
  public let signals: Bool
  /// `OPOST`: output processing (`\n` becomes `\r\n`).
  public let outputProcessing: Bool

  /// The modes of the terminal open as `descriptor`.
  /// Wraps `tcgetattr(3)`. Retries on `EINTR`.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when `descriptor` is not a terminal, else
  ///   ``TerminalError/systemCall(_:errno:)``.
  public init(of descriptor: Int32) throws {
    var modes = termios()
    do {
      _ = try SystemCall.retrying("tcgetattr") { tcgetattr(descriptor, &modes) }
    } catch TerminalError.systemCall(_, let code) where code == ENOTTY {
      throw TerminalError.notATerminal
    }
    self.init(modes)
  }

  init(_ modes: termios) {
    echo = modes.c_lflag & tcflag_t(ECHO) != 0
    canonical = modes.c_lflag & tcflag_t(ICANON) != 0
    signals = modes.c_lflag & tcflag_t(ISIG) != 0
    outputProcessing = modes.c_oflag & tcflag_t(OPOST) != 0
  }

  /// True when the terminal is in the usual cooked state a shell expects.
  public var isCooked: Bool { echo && canonical && signals && outputProcessing }
}
