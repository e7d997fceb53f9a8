/// Which frame of a stream plays at which instant of the practice's clock: a line through
/// the server's timing snapshots, its slope the device's own rate.
///
/// Why a rate of its own, not the nominal 48 kHz: a sound device's clock is not the
/// system's (a sound card's crystal is tens of ppm off). Measured here, PulseAudio's null
/// sink made 150–300 frames more a second than `CLOCK_MONOTONIC` has with any two streams
/// playing on it (and wandered: 146–201 ppm from one 30 s to the next; alone, within 1 ppm). Placed at 48,000 frames a second from one anchor, the cues
/// left the screen by that rate, 50 ms over a 5-minute session; the old 20 ms re-anchor
/// then moved them back in steps. So every snapshot is
/// kept, a robust line is fitted through them, and the cues follow the line once it says
/// something the current one does not.
///
/// Why robust (Theil–Sen: the median of the pairwise slopes, then the median offset): a
/// snapshot is the server's own moment, 16–28 µs between snapshots (measured every 0.5 s
/// over 5 minutes on the null sink), but one was seen 3.7 ms off under load. A
/// least-squares line would lean on that one; a median does not. A snapshot beyond 20 ms is not a point at all:
/// ``AnchorWatch`` asks for a second one, and a departure two agree on (a machine that
/// slept, an underrun) starts a new line from there, at the rate followed so far.
///
/// Why it changes only in steps worth making: each change moves the cues not yet heard.
/// The line moves when, at the newest snapshot, it is ``tolerance`` away from the current
/// one, or its rate differs by enough to be that far away one span of snapshots later.
struct OutputClock: Sendable {
  /// One snapshot: the frame heard at an instant of the practice's clock.
  struct Point: Equatable, Sendable {
    var time: Duration
    var frame: Int64
  }

  /// What a snapshot changed.
  enum Change: Equatable, Sendable {
    /// Nothing: the cues stand.
    case none
    /// One snapshot says the stream left the line: ask for a fresh one now.
    case confirm
    /// The cues are placed anew: on the first snapshot, on a departure two snapshots
    /// agree on, or on a better line.
    case moved
  }

  /// The rate a device is said to run at, in frames a second.
  let nominal: Double
  /// The current line passes through `anchor` with a slope of `rate` frames a second.
  private(set) var anchor: Point
  private(set) var rate: Double
  /// Whether ``anchor`` was measured: a guessed one gives way to the first snapshot.
  private(set) var isMeasured: Bool
  /// The snapshots since the last departure, oldest first, at most ``capacity``.
  private(set) var points: [Point] = []
  private var watch: AnchorWatch
  /// How far (in frames) the fitted line must be from the current one to replace it.
  let tolerance: Double

  /// Enough for 10 minutes of snapshots 10 s apart: older ones say nothing the newer
  /// ones do not, on a clock that drifts steadily.
  static let capacity = 60
  /// A fitted rate further than this from the nominal one (2,000 ppm) is a fit gone wrong,
  /// not a device: sound cards keep within about 100 ppm.
  static let plausible = 0.002
  /// How long the snapshots must span before their slope is believed: over less, one
  /// snapshot 0.4 ms off (a loaded machine's; they are tens of µs apart otherwise) is a
  /// rate error of more than 50 ppm.
  static let shortestSpan = Duration.seconds(7)

  /// A line through `anchor` at `rate` frames a second; `measured` when the anchor is a
  /// snapshot, not a guess. `limit` and `agreement` are ``AnchorWatch``'s, in frames;
  /// `tolerance` is in frames too.
  init(
    anchor: Point, rate: Int, measured: Bool, limit: Int64, agreement: Int64,
    tolerance: Double
  ) {
    nominal = Double(rate)
    self.anchor = anchor
    self.rate = Double(rate)
    isMeasured = measured
    points = measured ? [anchor] : []
    watch = AnchorWatch(limit: limit, agreement: agreement)
    self.tolerance = tolerance
  }

  /// How long the snapshots since the last departure span.
  var span: Duration {
    guard let first = points.first, let last = points.last else { return .zero }
    return last.time - first.time
  }

  /// The frame that plays at `time`.
  func frame(at time: Duration) -> Int64 {
    anchor.frame + Int64((rate * (time - anchor.time).inSeconds).rounded())
  }

  /// How far `point` is from the line, in frames (positive: the stream plays later than the
  /// line says).
  func error(of point: Point) -> Int64 { point.frame - frame(at: point.time) }

  /// Takes in a snapshot, `point`, taken at `snapshot` (the server's own stamp: the same
  /// snapshot read twice is one point).
  mutating func observe(_ point: Point, snapshot: Duration) -> Change {
    guard isMeasured else {
      anchor = point
      isMeasured = true
      points = [point]
      return .moved
    }
    switch watch.judge(error(of: point), snapshot: snapshot) {
    case .confirm:
      return .confirm
    case .move:
      anchor = point
      points = [point]
      return .moved
    case .keep:
      break
    }
    guard let last = points.last, point.time > last.time else { return .none }
    if points.count == Self.capacity { points.removeFirst() }
    points.append(point)
    return follow() ? .moved : .none
  }

  /// Replaces the line with the one fitted through ``points`` when that one differs enough.
  private mutating func follow() -> Bool {
    guard points.count >= 3, let first = points.first, let last = points.last,
      last.time - first.time >= Self.shortestSpan,
      let fitted = Self.fit(points)
    else { return false }
    guard abs(fitted.rate / nominal - 1) <= Self.plausible else { return false }
    let span = (last.time - first.time).inSeconds
    let there = fitted.frame(at: last.time)
    let here = Double(frame(at: last.time))
    let apart = abs(there - here)
    let spreading = abs(fitted.rate - rate) * span
    guard apart > tolerance || spreading > tolerance else { return false }
    rate = fitted.rate
    anchor = Point(time: last.time, frame: Int64(there.rounded()))
    return true
  }

  /// The Theil–Sen line through `points`: the median of the slopes between every two of
  /// them, and the median of what each point then says the frame at the first one is.
  static func fit(_ points: [Point]) -> Line? {
    guard let origin = points.first else { return nil }
    let x = points.map { ($0.time - origin.time).inSeconds }
    let y = points.map { Double($0.frame - origin.frame) }
    var slopes: [Double] = []
    slopes.reserveCapacity(points.count * (points.count - 1) / 2)
    for j in x.indices {
      for i in x.indices where i < j && x[j] > x[i] {
        slopes.append((y[j] - y[i]) / (x[j] - x[i]))
      }
    }
    guard let slope = median(slopes) else { return nil }
    guard let intercept = median(zip(x, y).map { $1 - slope * $0 }) else { return nil }
    return Line(time: origin.time, frame: Double(origin.frame) + intercept, rate: slope)
  }

  /// A fitted line: `frame` at `time`, `rate` frames a second.
  struct Line {
    var time: Duration
    var frame: Double
    var rate: Double

    func frame(at instant: Duration) -> Double { frame + rate * (instant - time).inSeconds }
  }

  private static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

extension Duration {
  /// This long in seconds, as a `Double` (exact to the nanosecond over days).
  var inSeconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
