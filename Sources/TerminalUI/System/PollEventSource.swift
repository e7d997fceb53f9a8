#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real ``EventSource``: one `poll` on the terminal, the signal pipe and a deadline
/// timer.
///
/// Nothing else wakes the process: no timer thread, no Dispatch. A wait with no input and
/// no signal returns at its deadline with no events; the loop then checks its deadlines.
/// The deadline is a ``DeadlineTimer`` armed at an absolute instant of the loop's own
/// clock (exact to the kernel's 50 µs slack, and right across system sleep on
/// `CLOCK_BOOTTIME`); without one it is a `ppoll` timeout.
public struct PollEventSource: EventSource {
  /// The terminal input descriptor.
  public let input: Int32
  /// The read end of a ``SignalPipe``.
  public let signals: Int32
  private let time: SystemTimeSource
  private let timer: DeadlineTimer?

  /// Creates a source over a terminal input and a signal pipe's read end, whose timeouts
  /// are measured on `time` (the frame loop's clock).
  public init(input: Int32, signals: Int32, time: SystemTimeSource = .monotonic) {
    self.input = input
    self.signals = signals
    self.time = time
    self.timer = DeadlineTimer(clock: time.clockID)
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
    var pollTimeout = timeout
    if let timer, let timeout, timeout > .zero {
      timer.arm(at: time.now() + timeout)
      descriptors.append(pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0))
      pollTimeout = nil
    } else {
      timer?.disarm()
    }
    guard try SystemCall.poll(&descriptors, timeout: pollTimeout) else { return [] }
    if descriptors.count > 2, descriptors[2].revents & Int16(POLLIN) != 0 {
      timer?.drain()
    }
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
