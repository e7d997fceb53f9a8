import CadencePractice
import CadenceSystem
import TerminalUI

/// The sounds of a process's practices still ringing after they ended, waited for once,
/// just before the process exits (``CadenceCommandLine/run(_:in:)``): an exit cuts a sound
/// off where it is (the server drops a stream whose client has gone).
///
/// Why at the exit and not at each practice's end: the session is recorded and the summary
/// shown the moment a practice ends (a SIGKILL during the chime loses nothing); what comes
/// next (a note's question, the home screen) goes on while the chime rings; only the exit
/// must not come before the chime's end.
///
/// - A natural end's ring-out (the end chime, the last bowl) is waited for with the
///   terminal in raw mode, so a key typed meanwhile never reaches the shell: any key ends
///   it (a fade), a signal ends it at once with 128 + n.
/// - A stop's fade (q, Ctrl-C, a signal during the practice) lasts the sink's latency and
///   20 ms, and is waited for plainly, at most ``fadeLimit``.
final class RingingSounds {
  private struct Ringing {
    var sound: PracticeSound
    var until: ContinuousClock.Instant
    /// A natural end's ring-out (a key may end it), not a stop's fade.
    var ringOut: Bool
  }

  private var ringing: [Ringing] = []
  private let clock = ContinuousClock()

  /// The longest a stop's fade is waited for: the terminal is back by then.
  static let fadeLimit = Duration.milliseconds(150)

  /// `sound`, just finished, rings for `duration` more: a natural end's ring-out, or a
  /// stop's fade.
  func add(_ sound: PracticeSound, ringsFor duration: Duration, ringOut: Bool) {
    guard duration > .zero else { return }
    ringing.append(Ringing(sound: sound, until: clock.now + duration, ringOut: ringOut))
  }

  /// Waits for what still rings, on `host`'s terminal (raw mode, keys, signals) when
  /// `terminal` says there is one to read keys from; returns `status`, or 128 + n when a
  /// signal ended the wait.
  func waitOut(after status: ExitStatus, host: any LoopHost, terminal: Bool) -> ExitStatus {
    let now = clock.now
    let left = ringing.filter { $0.until > now }
    defer { ringing = [] }
    guard let latest = left.map(\.until).max() else { return status }
    guard left.contains(where: \.ringOut) else {
      sleepThread(for: min(Self.fadeLimit, now.duration(to: latest)))
      return status
    }
    var app = RingOutApp(end: now.duration(to: latest))
    // No terminal after all (the inline surface refused): signals alone, on no output.
    let ending =
      (terminal ? try? host.run(&app, on: .inline, clock: .continuous) : nil)
      ?? (try? host.run(&app, on: .lines(SilentOutput()), clock: .continuous)) ?? .completed
    if case .signal(let number) = ending { return ExitStatus.signal(number) }
    guard ending != .completed else { return status }
    // A key before the end: what rings fades out, and the process waits for the fade.
    let fade = left.map { $0.sound.silence() }.max() ?? .zero
    sleepThread(for: min(Self.fadeLimit, fade))
    return status
  }
}

/// The wait for a ring-out: it ends at its end, on any key (``Ending/stopped``), or on a
/// signal (Ctrl-C as SIGINT); it draws nothing.
struct RingOutApp: TerminalApp {
  /// When the last sound is silent, in the loop's time.
  let end: Duration

  mutating func update(_ event: TerminalEvent, at now: Duration) -> Next<Never> {
    if let leaving = Ending.leaving(on: event, quit: .stopped) { return .quit(leaving) }
    switch event {
    case .key: return .quit(.stopped)
    default: return now >= end ? .quit(.completed) : .continue
    }
  }

  func nextDeadline(after now: Duration) -> Duration? { now < end ? end : nil }
}

/// An output that keeps nothing: plain lines with nothing to say.
private final class SilentOutput: TextOutput {
  func write(_ text: String) {}
}
