#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size the kernel keeps for a terminal: the one place `TIOCGWINSZ` is read.
package enum TerminalSize {
  /// The size in cells of the terminal open as `descriptor`. A terminal that does not
  /// know its size reports zero columns and rows.
  /// Wraps `ioctl(2)` with `TIOCGWINSZ`. Retries on `EINTR`.
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)``, with `ENOTTY` when `descriptor` is
  ///   not a terminal (a pipe, a file).
  package static func current(of descriptor: Int32) throws -> Size {
    var window = winsize()
    _ = try SystemCall.retrying("ioctl(TIOCGWINSZ)") {
      withUnsafeMutablePointer(to: &window) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
    }
    return Size(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// The size of the terminal on `descriptor`, or `nil` when it is not a terminal or
  /// reports no columns.
  package static func of(_ descriptor: Int32) -> Size? {
    guard let size = try? current(of: descriptor), size.columns > 0 else { return nil }
    return size
  }
}
