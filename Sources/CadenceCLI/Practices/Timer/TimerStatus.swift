import CadencePractice

extension TimerApp {
  /// The countdown's clock: overtime is an elapsed time past the plan.
  var liveStatus: LiveStatus? {
    LiveStatus(
      kind: "timer", label: options.title, paused: run.state == .paused, elapsed: elapsed,
      planned: countdown.total)
  }
}

extension TimerLines {
  var liveStatus: LiveStatus? {
    LiveStatus(kind: "timer", label: title, paused: false, elapsed: now, planned: countdown.total)
  }
}
