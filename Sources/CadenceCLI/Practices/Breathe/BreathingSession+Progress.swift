import Cadence
import CadencePractice
import CadenceStore

/// How far a breathing session got, as both of breathe's apps record and summarise it.
extension BreathingSession {
  /// Breathing time at `elapsed`: the count-in and anything past the end excluded.
  func breathingTime(at elapsed: Duration) -> Duration {
    min(max(.zero, elapsed - countIn), breathingDuration)
  }

  /// Cycles fully breathed at `elapsed`.
  func cyclesCompleted(at elapsed: Duration) -> Int {
    cyclesCompleted(in: state(at: elapsed))
  }

  /// Cycles fully breathed in `state`.
  func cyclesCompleted(in state: BreathingState) -> Int {
    switch state.stage {
    case .countIn: return 0
    case .breathing: return state.cycle - 1
    case .finished: return cycleCount
    }
  }

  /// The session as the recorder sees it at `elapsed` (the state worked out once: it is
  /// asked at every wake-up).
  func recorded(as recording: NewSession, at elapsed: Duration) -> RecordedSession {
    let state = state(at: elapsed)
    return RecordedSession(
      recording, active: breathingTime(at: elapsed), cyclesCompleted: cyclesCompleted(in: state),
      reachedEnd: state.isFinished)
  }
}
