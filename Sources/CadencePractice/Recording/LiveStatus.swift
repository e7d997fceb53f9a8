/// What a running practice shows, as `cadence status` needs it: the practice's own readout
/// reduced to a clock (running or paused, the time it shows, the length it runs to) and the
/// phase or segment it is in, in loop time.
///
/// Practices compute it from their pure state (``RecordsSessions/liveStatus``); a
/// ``CheckpointSchedule`` sends it whenever it stops following from the clock alone
/// (``steady(at:)`` changed), and the ``SessionRecorder`` turns it into a `RunningPractice`
/// on the wall clock.
public struct LiveStatus: Hashable, Sendable {
  /// The command: `timer`, `pomodoro`, `breathe`, `meditate`, `stopwatch`.
  public var kind: String
  /// The title or label, or the breathing pattern's name.
  public var label: String?
  /// Whether its clock stands still.
  public var paused: Bool
  /// The time its clock shows now (counting up; what is left is `planned - elapsed`).
  public var elapsed: Duration
  /// The length the clock runs to; `nil` for a stopwatch.
  public var planned: Duration?
  /// The breathing phase or meditation stage, as a code (`inhale`, `getReady`, `settling`).
  public var phase: String?
  /// The pomodoro segment, as a code (`focus`, `shortBreak`, `longBreak`).
  public var segment: String?

  /// A status with these parts.
  public init(
    kind: String, label: String? = nil, paused: Bool, elapsed: Duration,
    planned: Duration? = nil, phase: String? = nil, segment: String? = nil
  ) {
    self.kind = kind
    self.label = label
    self.paused = paused
    self.elapsed = elapsed
    self.planned = planned
    self.phase = phase
    self.segment = segment
  }

  /// The status with its running clock replaced by the loop time it read zero at, which
  /// stays the same while only time passes: two steady values differ exactly when a
  /// status bar computing from the last one written would show something wrong.
  public func steady(at now: Duration) -> LiveStatus {
    var steady = self
    if !paused { steady.elapsed = now - elapsed }
    return steady
  }
}
