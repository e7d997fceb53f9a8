import Cadence

/// A breathing session printed line by line, one line per phase (`cycle 1/4  inhale 4s`),
/// for `--plain` and for output that is not a terminal. No animation, no keys.
///
/// It sleeps until each phase switch, an absolute deadline from the start, and prints the
/// phase showing at the time it woke: after a stall it skips to the current phase and
/// never prints the missed ones. Progress is saved at least every five seconds.
struct PlainBreathing {
  let session: BreathingSession

  /// Runs the session to its end or to a terminating signal.
  ///
  /// - Returns: how it ended and the active session time reached.
  func run(
    time: any MonotonicTime, output: any TextOutput, recorder: PracticeRecorder?
  ) -> (ending: BreatheApp.Ending, elapsed: Duration) {
    let start = time.now()
    var shown: (stage: BreathingState.Stage, cycle: Int, phase: Int?)?
    var elapsed = Duration.zero
    while true {
      let state = session.state(at: elapsed)
      if state.isFinished { return (.completed, session.totalDuration) }
      if shown == nil || shown! != (state.stage, state.cycle, state.phaseIndex) {
        output.write(Self.line(for: state, countIn: session.countIn) + "\n")
        shown = (state.stage, state.cycle, state.phaseIndex)
      }
      let breathing = min(max(.zero, elapsed - session.countIn), session.breathingDuration)
      recorder?.save(
        active: breathing, cyclesCompleted: Self.cyclesCompleted(state), at: start + elapsed)
      // Wake at the phase switch, or sooner to save progress during a long phase.
      let deadline = min(
        start + (session.nextPhaseSwitch(after: elapsed) ?? elapsed),
        start + elapsed + PracticeRecorder.saveInterval)
      if let signal = time.sleep(until: deadline) {
        return (.signal(signal), max(elapsed, time.now() - start))
      }
      elapsed = max(elapsed, time.now() - start)
    }
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
