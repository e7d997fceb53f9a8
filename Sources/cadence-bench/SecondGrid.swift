/// Lateness of events that should fall on a one-second grid (`t0 + k s`), seen from
/// outside the process, which cannot know `t0` exactly.
///
/// `t0` is taken as the earliest `arrival(k) - k s` over all events: the grid through
/// the best-delivered event. Every lateness is then measured against the same grid, so
/// a slow first event (the reader was still busy spawning the process) cannot make the
/// others look early, and a steady drift shows as a slope (`driftPerMinute`, the
/// least-squares slope of `arrival(k) - k s`, in milliseconds per minute).
struct SecondGrid {
  /// Lateness of each event after the first, in milliseconds.
  let lateness: [Double]
  /// Drift in milliseconds per minute.
  let driftPerMinute: Double

  init(arrivals: [Duration]) {
    let offsets = arrivals.enumerated().map { k, arrival in
      TimerRunBench.milliseconds(arrival) - Double(k) * 1000
    }
    let origin = offsets.min() ?? 0
    lateness = offsets.dropFirst().map { $0 - origin }
    let n = Double(offsets.count)
    guard offsets.count > 2 else {
      driftPerMinute = .nan
      return
    }
    let meanK = (n - 1) / 2
    let meanOffset = offsets.reduce(0, +) / n
    var covariance = 0.0
    var variance = 0.0
    for (k, offset) in offsets.enumerated() {
      covariance += (Double(k) - meanK) * (offset - meanOffset)
      variance += (Double(k) - meanK) * (Double(k) - meanK)
    }
    driftPerMinute = covariance / variance * 60
  }
}
