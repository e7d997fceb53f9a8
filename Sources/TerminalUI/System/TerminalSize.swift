#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal: the one place `TIOCGWINSZ` is read.
public enum TerminalSize {
  /// The size of the terminal on `descriptor`, or `nil` when it is not a terminal or
  /// reports no columns. Wraps `ioctl(2)` with `TIOCGWINSZ`, retrying on `EINTR`.
  public static func of(_ descriptor: Int32) -> Size? {
    var window = winsize()
    let result = try? SystemCall.retrying("ioctl(TIOCGWINSZ)") {
      withUnsafeMutablePointer(to: &window) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    }
    guard result != nil, window.ws_col > 0 else { return nil }
    return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }
}
