import Cadence
import CadenceStore

/// A breathing session printed line by line, one line per phase (`cycle 1/4  inhale 4s`),
/// for `--plain` and for output that is not a terminal. No animation, no keys.
///
/// It sleeps until each phase switch, an absolute deadline from the start, and prints the
/// phase showing at the time it woke: after a stall it skips to the current phase and
/// never prints the missed ones. Progress is saved at least every five seconds.
struct PlainBreathing {
  let session: BreathingSession
  /// What the session is recorded as.
  let recording: NewSession

  /// Runs the session to its end or to a terminating signal, and records it: begun at the
  /// start, saved at each checkpoint (waking for one during a long phase), finished at the
  /// end.
  ///
  /// - Returns: how it ended and the active session time reached.
  func run(
    time: any MonotonicTime, output: any TextOutput, recorder: SessionRecorder?
  ) -> (ending: BreatheApp.Ending, elapsed: Duration) {
    let start = time.now()
    var shown: (stage: BreathingState.Stage, cycle: Int, phase: Int?)?
    var elapsed = Duration.zero
    recorder?.record(recorded(at: elapsed), at: start)
    while true {
      let state = session.state(at: elapsed)
      if state.isFinished {
        recorder?.finish(recorded(at: elapsed), exitStatus: ExitStatus.success, at: start + elapsed)
        return (.completed, session.totalDuration)
      }
      if shown == nil || shown! != (state.stage, state.cycle, state.phaseIndex) {
        output.write(Self.line(for: state, countIn: session.countIn) + "\n")
        shown = (state.stage, state.cycle, state.phaseIndex)
      }
      recorder?.record(recorded(at: elapsed), at: start + elapsed)
      // Wake at the phase switch, or sooner for a checkpoint during a long phase.
      let phaseSwitch = start + (session.nextPhaseSwitch(after: elapsed) ?? elapsed)
      let deadline = min(phaseSwitch, recorder?.nextCheckpoint(idle: false) ?? phaseSwitch)
      if let signal = time.sleep(until: deadline) {
        elapsed = max(elapsed, time.now() - start)
        recorder?.finish(
          recorded(at: elapsed), exitStatus: ExitStatus.signal(signal), at: start + elapsed)
        return (.signal(signal), elapsed)
      }
      elapsed = max(elapsed, time.now() - start)
    }
  }

  /// The session as the recorder sees it at `elapsed`.
  func recorded(at elapsed: Duration) -> [RecordedSession] {
    let state = session.state(at: elapsed)
    return [
      RecordedSession(
        recording, active: Self.breathingTime(at: elapsed, of: session),
        cyclesCompleted: Self.cyclesCompleted(state), reachedEnd: state.isFinished)
    ]
  }

  /// Breathing time at `elapsed`: the count-in and anything past the end excluded.
  static func breathingTime(at elapsed: Duration, of session: BreathingSession) -> Duration {
    min(max(.zero, elapsed - session.countIn), session.breathingDuration)
  }

  /// Cycles fully done at a state.
  static func cyclesCompleted(_ state: BreathingState) -> Int {
    switch state.stage {
    case .countIn: 0
    case .breathing: state.cycle - 1
    case .finished: state.cycleCount
    }
  }

  /// `get ready 3s`, `cycle 1/4  inhale 4s`, `cycle 1/4  hold 7s`, `cycle 1/4  exhale 8s`.
  static func line(for state: BreathingState, countIn: Duration) -> String {
    guard state.stage == .breathing, let phase = state.phase else {
      return "get ready " + seconds(countIn)
    }
    let word =
      switch phase.kind {
      case .inhale: "inhale"
      case .holdAfterInhale, .holdAfterExhale: "hold"
      case .exhale: "exhale"
      }
    return "cycle \(state.cycle)/\(state.cycleCount)  \(word) " + seconds(phase.duration)
  }

  /// Seconds as the shortest decimal to the millisecond: `4s`, `5.5s`, `0.25s`.
  static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    var milliseconds = (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    var wholeSeconds = whole
    if milliseconds == 1000 {
      wholeSeconds += 1
      milliseconds = 0
    }
    guard milliseconds > 0 else { return "\(wholeSeconds)s" }
    var digits = String(milliseconds)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(wholeSeconds).\(digits)s"
  }
}
