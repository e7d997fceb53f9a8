import Cadence
import CadenceStore

/// How far a breathing session got, as both of breathe's apps record and summarise it.
extension BreathingSession {
  /// Breathing time at `elapsed`: the count-in and anything past the end excluded.
  func breathingTime(at elapsed: Duration) -> Duration {
    min(max(.zero, elapsed - countIn), breathingDuration)
  }

  /// Cycles fully breathed at `elapsed`.
  func cyclesCompleted(at elapsed: Duration) -> Int {
    let state = state(at: elapsed)
    switch state.stage {
    case .countIn: return 0
    case .breathing: return state.cycle - 1
    case .finished: return cycleCount
    }
  }

  /// The session as the recorder sees it at `elapsed`.
  func recorded(as recording: NewSession, at elapsed: Duration) -> RecordedSession {
    RecordedSession(
      recording, active: breathingTime(at: elapsed), cyclesCompleted: cyclesCompleted(at: elapsed),
      reachedEnd: state(at: elapsed).isFinished)
  }
}
