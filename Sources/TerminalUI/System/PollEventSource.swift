#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real ``EventSource``: one `ppoll(2)` on the terminal and the signal pipe.
///
/// Nothing else wakes the process: no timer thread, no Dispatch. A wait with no input and
/// no signal returns after its timeout with no events; the loop then checks its deadlines.
public struct PollEventSource: EventSource {
  /// The terminal input descriptor.
  public let input: Int32
  /// The read end of a ``SignalPipe``.
  public let signals: Int32

  /// Creates a source over a terminal input and a signal pipe's read end.
  public init(input: Int32, signals: Int32) {
    self.input = input
    self.signals = signals
  }

  /// Waits for input, a signal or the timeout; returns signals first, then input.
  ///
  /// - Throws: ``TerminalError/inputClosed`` when the terminal reports end of file or
  ///   hang-up and no signal explains it (a SIGHUP, when it comes, is returned first).
  public mutating func wait(timeout: Duration?) throws -> [DeviceEvent] {
    var descriptors = [
      pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
    ]
    guard try SystemCall.poll(&descriptors, timeout: timeout) else { return [] }
    var events: [DeviceEvent] = []
    if descriptors[0].revents & Int16(POLLIN) != 0 {
      events += try readSignals()
    }
    let ready = descriptors[1].revents
    if ready & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
      let bytes = (try? SystemCall.readAvailable(input)) ?? []
      if !bytes.isEmpty {
        events.append(.input(bytes))
      } else if events.isEmpty {
        throw TerminalError.inputClosed
      }
    }
    return events
  }

  private func readSignals() throws -> [DeviceEvent] {
    var events: [DeviceEvent] = []
    while true {
      let bytes = try SystemCall.readAvailable(signals, capacity: 64)
      if bytes.isEmpty { return events }
      events += bytes.map { .signal(Int32($0)) }
    }
  }
}
