#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal operation failed.
public enum TerminalError: Error, Hashable, CustomStringConvertible {
  /// The file descriptor is not a terminal (output is a pipe or a file): use plain output.
  case notATerminal
  /// The terminal's input reached end of file or failed (the terminal went away).
  case inputClosed
  /// A system call failed: its name and `errno`.
  case systemCall(String, errno: Int32)

  /// A write found its reader gone (`EPIPE`), for devices that do not write through libc.
  public static var brokenPipe: TerminalError { .systemCall("write", errno: EPIPE) }

  /// Whether a write found its reader gone (`EPIPE`): the output was a pipe whose other
  /// end closed (`cadence timer 10 --plain | head -1`).
  public var isBrokenPipe: Bool {
    if case .systemCall("write", EPIPE) = self { return true }
    return false
  }

  /// A one-line explanation for logs and error messages.
  public var description: String {
    switch self {
    case .notATerminal: return "not a terminal"
    case .inputClosed: return "terminal input closed"
    case .systemCall(let name, let code):
      return "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
  }
}
