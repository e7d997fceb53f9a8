import Cadence
import CadencePractice

extension MeditationSitting {
  /// As the screen counts: the warm-up's time left (phase `settling`), then the sitting's.
  func liveStatus(paused: Bool, at elapsed: Duration) -> LiveStatus? {
    switch stage(at: elapsed) {
    case .warmingUp:
      LiveStatus(
        kind: "meditate", paused: paused, elapsed: elapsed, planned: warmUp, phase: "settling")
    case .sitting:
      LiveStatus(kind: "meditate", paused: paused, elapsed: elapsed - warmUp, planned: length)
    case .finished:
      nil
    }
  }
}

extension MeditateApp {
  var liveStatus: LiveStatus? { sitting.liveStatus(paused: run.state == .paused, at: elapsed) }
}

extension MeditateLines {
  var liveStatus: LiveStatus? { sitting.liveStatus(paused: false, at: now) }
}
