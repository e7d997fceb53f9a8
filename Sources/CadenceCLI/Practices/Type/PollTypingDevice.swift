import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real ``TypingDevice``: one `ppoll(2)` on the keyboard and a signal pipe.
///
/// Time is `CLOCK_MONOTONIC`, which stops while the machine sleeps: typing resumes where
/// it was after a closed lid instead of dumping the rest. Signals (`SIGINT`, `SIGTERM`,
/// `SIGHUP`, `SIGTSTP`, `SIGCONT`, `SIGWINCH`) arrive through TerminalUI's `SignalPipe`, so one that
/// lands just before the wait still wakes it. Keys are read in ``KeyboardMode`` when there
/// is a terminal to read them from (in the foreground); otherwise the loop only waits.
final class PollTypingDevice: TypingDevice {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

  private let clock = SuspendingClock()
  private let origin: SuspendingClock.Instant
  private let signalPipe: SignalPipe
  private var source: PollEventSource
  private var keyboard: KeyboardMode?
  private var decoder = InputDecoder()
  private var early: [TypingEvent] = []
  /// Whether the keyboard is in ``KeyboardMode`` now (not while stopped or in the background).
  private var entered = false

  /// Installs the signal pipe and switches the keyboard (if any) to ``KeyboardMode``.
  ///
  /// - Throws: when the signal pipe cannot be created.
  init() throws {
    origin = clock.now
    signalPipe = try SignalPipe.shared()
    try signalPipe.watch(Self.signals)
    keyboard = KeyboardMode.open()
    source = PollEventSource(input: -1, signals: signalPipe, clock: .suspending)
    resume()
  }

  deinit {
    restore()
    keyboard?.close()
    signalPipe.unwatch(SignalNumber.jobControl)
  }

  func now() -> Duration {
    origin.duration(to: clock.now)
  }

  func wait(until deadline: Duration?) -> [TypingEvent] {
    if !early.isEmpty {
      defer { early = [] }
      return early
    }
    let timeout = deadline.map { max(.zero, $0 - now()) }
    let happened: [DeviceEvent]
    do {
      happened = try source.wait(timeout: timeout)
    } catch {
      // The terminal hung up or its input failed: stop reading keys, keep typing.
      keyboard?.close()
      keyboard = nil
      source = PollEventSource(input: -1, signals: signalPipe, clock: .suspending)
      return []
    }
    var events: [TypingEvent] = []
    for event in happened {
      switch event {
      case .signal(let number):
        events.append(.signal(number))
      case .input(let bytes):
        events += decoder.feed(bytes).map { .key($0) }
      }
    }
    return events
  }

  /// Restores the keyboard's modes, then stops this process.
  /// Wraps `kill(2)` with `SIGSTOP`.
  func suspend() {
    restore()
    kill(getpid(), SIGSTOP)
  }

  /// Reads keys again if the process is in the foreground. Continued in the background
  /// (`bg`), it goes on typing without touching the keyboard, which would stop it with
  /// `SIGTTIN` or `SIGTTOU`; the `SIGCONT` of a later `fg` brings the keys back.
  func resume() {
    guard let keyboard else { return }
    if keyboard.isForeground {
      if !entered { keyboard.enter() }
      entered = true
      source = PollEventSource(input: keyboard.descriptor, signals: signalPipe, clock: .suspending)
    } else {
      restore()
      source = PollEventSource(input: -1, signals: signalPipe, clock: .suspending)
    }
  }

  func columns() -> Int? {
    TerminalSize.of(STDOUT_FILENO)?.columns
  }

  /// Restores the keyboard's modes if they were changed (never from the background, where
  /// `tcsetattr` would stop the process).
  func restore() {
    guard entered, let keyboard else { return }
    entered = false
    if keyboard.isForeground { keyboard.restore() }
  }
}
