import Cadence

/// How far a breathing session got, as every front end records and sums it up.
extension BreathingSession {
  /// Breathing time at `elapsed`: the count-in and anything past the end excluded.
  public func breathingTime(at elapsed: Duration) -> Duration {
    min(max(.zero, elapsed - countIn), breathingDuration)
  }

  /// Cycles fully breathed at `elapsed`.
  public func cyclesCompleted(at elapsed: Duration) -> Int {
    cyclesCompleted(in: state(at: elapsed))
  }

  /// Cycles fully breathed in `state`.
  public func cyclesCompleted(in state: BreathingState) -> Int {
    switch state.stage {
    case .countIn: return 0
    case .breathing: return state.cycle - 1
    case .finished: return cycleCount
    }
  }
}
