import Cadence
import CadencePractice

extension BreathingSession {
  /// The whole session's clock (count-in included, as "time left" counts), and the phase:
  /// `getReady` during the count-in, else the phase's kind.
  func liveStatus(label: String, paused: Bool, at elapsed: Duration) -> LiveStatus? {
    let state = state(at: elapsed)
    guard !state.isFinished else { return nil }
    return LiveStatus(
      kind: "breathe", label: label, paused: paused, elapsed: elapsed, planned: totalDuration,
      phase: state.phase?.kind.rawValue ?? "getReady")
  }
}

extension BreatheApp {
  package var liveStatus: LiveStatus? {
    session.liveStatus(label: recording.name, paused: isPaused, at: elapsed)
  }
}

extension BreatheLines {
  var liveStatus: LiveStatus? {
    session.liveStatus(label: recording.name, paused: false, at: elapsed)
  }
}
