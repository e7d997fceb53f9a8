#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text written to an open file descriptor: standard output or standard error.
///
/// A reader that went away is not an error to print but a reason to stop: when a write
/// finds the pipe closed (`EPIPE`, as in `cadence timer 10 --plain | head -1`), ``isClosed``
/// becomes true and every later write is dropped, so the caller can end at once. This needs
/// `SIGPIPE` ignored (the process entry does it); otherwise the signal kills the process
/// before the write returns. Any other failure drops the rest of that one text, as a
/// terminal that went away would.
package final class FileDescriptorOutput {
  /// The descriptor written to.
  package let descriptor: Int32
  /// Whether a write found the reading end closed (`EPIPE`): nothing more will arrive.
  package private(set) var isClosed = false

  /// Output to `descriptor`, which stays open and owned by the caller.
  package init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes all of `text` (the caller supplies line ends); nothing once ``isClosed``.
  /// Wraps `write(2)`, continuing after short writes and `EINTR`, waiting on `EAGAIN`.
  package func write(_ text: String) {
    guard !isClosed, !text.isEmpty else { return }
    do {
      try SystemCall.writeAll(descriptor, Array(text.utf8))
    } catch TerminalError.systemCall(_, errno: EPIPE) {
      isClosed = true
    } catch {
      // Best effort, as for any output the user may have closed or redirected to a full disk.
    }
  }
}
