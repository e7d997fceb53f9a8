import CadenceSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real ``EventSource``: one `poll` on the terminal, the signal pipe and a deadline
/// timer.
///
/// Why a seam of its own rather than `Clock.sleep(until:)`: a loop must wake for a key or
/// a signal as well as for a deadline, and the standard clocks' sleeps are asynchronous;
/// running them costs Dispatch's housekeeping wake-up every second and 150–290 µs per
/// wake-up (PLATFORM.md), where this blocking `poll` costs one wake-up per change. Time
/// itself is read from the standard `Clock` the loop runs on; this source only sleeps.
///
/// Nothing else wakes the process: no timer thread, no Dispatch. A wait with no input and
/// no signal returns at its deadline with no events; the loop then checks its deadlines.
/// The deadline is a ``DeadlineTimer`` armed at an absolute instant of the loop's own
/// clock (exact to the kernel's 50 µs slack, and right across system sleep on
/// `CLOCK_BOOTTIME`); without one it is a `ppoll` timeout.
package struct PollEventSource: FeedingEventSource {
  /// The terminal input descriptor, or -1 for none (plain lines: signals only).
  package let input: Int32
  /// Where caught signals come from.
  package let signals: SignalPipe
  /// An output to watch for its reader going away (-1: none): a pipe's write end reports
  /// `POLLERR` as soon as the reader closes, so plain lines end at once, not at the next
  /// line a second later.
  package var watchedOutput: Int32 = -1
  /// A data feed (standard input as a text to type; -1: none), polled only in a wait that
  /// asks for it (``wait(timeout:watchingFeed:)``) and read 64 KB at a time when it says it
  /// is readable, so the loop never blocks on it.
  package var feed: Int32 = -1
  private var watchesFeed = false
  private var feedRead: FeedRead?
  private let time: KernelClock
  private let timer: DeadlineTimer?

  /// Creates a source over a terminal input and the signal pipe whose timeouts are
  /// measured on the kernel clock behind the loop's `Clock`: `.continuous` for
  /// `ContinuousClock` (counts through system sleep), `.suspending` for `SuspendingClock`.
  package init(input: Int32, signals: SignalPipe, clock: SleepClock) {
    self.input = input
    self.signals = signals
    self.time = KernelClock(clock)
    self.timer = DeadlineTimer(clock: time.clockID)
  }

  /// Waits for input, a signal or the timeout; returns signals first, then input.
  ///
  /// - Throws: ``TerminalError/inputClosed`` when the terminal reports end of file or
  ///   hang-up and no signal explains it (a SIGHUP, when it comes, is returned first).
  package mutating func wait(timeout: Duration?) throws -> [DeviceEvent] {
    let early = signals.takeLatched()
    if !early.isEmpty { return early.map { .signal($0) } }
    var pollTimeout = timeout
    var timerDescriptor: Int32 = -1
    if let timer, let timeout, timeout > .zero {
      timer.arm(at: time.now() + timeout)
      timerDescriptor = timer.descriptor
      pollTimeout = nil
    } else {
      timer?.disarm()
    }
    // One array of fixed places, made once: the signals, the input, the watched output,
    // the timer and the feed (-1: not polled).
    var descriptors = [
      pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: watchedOutput, events: 0, revents: 0),
      pollfd(fd: timerDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: watchesFeed ? feed : -1, events: Int16(POLLIN), revents: 0),
    ]
    // A firing is not read: the next wait's arming or disarming clears it.
    guard try SystemCall.poll(&descriptors, timeout: pollTimeout) else { return [] }
    if descriptors[2].revents & Int16(POLLERR | POLLHUP) != 0 {
      throw TerminalError.brokenPipe
    }
    var events: [DeviceEvent] = []
    if descriptors[0].revents & Int16(POLLIN) != 0 {
      events += signals.drain().map { .signal($0) }
    }
    let ready = descriptors[1].revents
    if input >= 0, ready & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
      let bytes = (try? SystemCall.readAvailable(input)) ?? []
      if !bytes.isEmpty {
        events.append(.input(bytes))
      } else if events.isEmpty {
        throw TerminalError.inputClosed
      }
    }
    feedRead = readFeed(descriptors[4].revents)
    return events
  }

  /// Waits as ``wait(timeout:)`` does, watching ``feed`` as well when `watchingFeed`.
  package mutating func wait(
    timeout: Duration?, watchingFeed: Bool
  ) throws -> (events: [DeviceEvent], feed: FeedRead?) {
    watchesFeed = watchingFeed && feed >= 0
    defer {
      watchesFeed = false
      feedRead = nil
    }
    let events = try wait(timeout: timeout)
    return (events, feedRead)
  }

  /// The feed's next bytes, its end or its failure, when poll said it is ready (`EAGAIN`,
  /// another reader was first, is nothing).
  private func readFeed(_ ready: Int16) -> FeedRead? {
    guard watchesFeed, ready & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return nil }
    do {
      let bytes = try FileReading.chunk(of: feed)
      return bytes.isEmpty ? .ended(error: nil) : .bytes(bytes)
    } catch {
      return error.code == EAGAIN ? nil : .ended(error: error.code)
    }
  }
}
