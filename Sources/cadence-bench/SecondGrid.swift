/// Lateness of events that should fall on a one-second grid (`t0 + k s`), seen from
/// outside the process, which cannot know `t0` exactly.
///
/// `t0` is taken as the earliest `arrival(k) - k s` over all events: the grid through
/// the best-delivered event. Every lateness is then measured against the same grid, so
/// a slow first event (the reader was still busy spawning the process) cannot make the
/// others look early, and a steady drift shows as a slope (`driftPerMinute`, the
/// least-squares slope of `arrival(k) - k s`, in milliseconds per minute). The slope
/// leaves out the first event too, for the same reason: a first line that waited for the
/// process's start (the store opened, the first frame's code paged in) is not drift, and
/// 7 ms of it tilted a 21-line run's slope by −5 ms a minute.
struct SecondGrid {
  /// Lateness of each event after the first, in milliseconds.
  let lateness: [Double]
  /// Drift in milliseconds per minute.
  let driftPerMinute: Double

  /// The grid through `arrivals`, one every `period` (a breathing phase's 4 s, say).
  init(arrivals: [Duration], period: Duration = .seconds(1)) {
    let step = TimerRunBench.milliseconds(period)
    let offsets = arrivals.enumerated().map { k, arrival in
      TimerRunBench.milliseconds(arrival) - Double(k) * step
    }
    let origin = offsets.min() ?? 0
    lateness = offsets.dropFirst().map { $0 - origin }
    let steady = offsets.dropFirst()
    let n = Double(steady.count)
    guard steady.count > 2 else {
      driftPerMinute = .nan
      return
    }
    let meanK = Double(steady.startIndex + steady.endIndex - 1) / 2
    let meanOffset = steady.reduce(0, +) / n
    var covariance = 0.0
    var variance = 0.0
    for (k, offset) in zip(steady.indices, steady) {
      covariance += (Double(k) - meanK) * (offset - meanOffset)
      variance += (Double(k) - meanK) * (Double(k) - meanK)
    }
    driftPerMinute = covariance / variance * 60
  }
}
