import CadencePractice

extension StopwatchApp {
  /// The run on the dial; after a reset it stands at zero, paused, until space.
  var liveStatus: LiveStatus? {
    LiveStatus(kind: "stopwatch", paused: run.state == .paused, elapsed: elapsed)
  }
}

extension StopwatchLines {
  var liveStatus: LiveStatus? {
    LiveStatus(kind: "stopwatch", paused: false, elapsed: now)
  }
}
