import CadencePractice

/// What `cadence trace FILE` says about a frame trace. The causes (`deadline`, `key`,
/// `digits`) are the trace file's own names and stay as written.
protocol TraceWords {
  /// The name of a figure, without padding: "frames", 帧数.
  func traceLabel(_ label: TraceLabel) -> String
  /// The causes when no frame had one.
  var noCauses: String { get }
  /// The lateness when no frame was drawn for a deadline.
  var noDeadlineFrames: String { get }
  /// Percentiles of a time: "p50 0.153 ms  p99 0.420 ms  max 1.002 ms"; times are readouts.
  func spread(p50: String, p99: String, max: String) -> String
  /// After the lateness: "(12 deadline frames)".
  func deadlineFrames(_ count: Int) -> String
  /// The bytes written: "5400 in all, 450 per frame".
  func bytes(total: Int, perFrame: Int) -> String
  /// After ``bytes(total:perFrame:)``: "; first frame 900".
  func firstFrame(_ bytes: Int) -> String
  /// After ``firstFrame(_:)``: ", then p50 120 max 300".
  func laterFrames(p50: Int, max: Int) -> String
  /// After the count of empty wake-ups: " (first at 1.250 s: key)".
  func firstEmptyWakeUp(at seconds: String, causes: String) -> String
  /// A line of the slowest frames: "  at 1.250 s  draw 0.153 ms  900 bytes  start".
  func slowFrame(at seconds: String, draw: String, bytes: Int, causes: String) -> String
}

/// The figures of a trace summary, in the order it prints them.
enum TraceLabel: CaseIterable, Sendable {
  case frames
  case causes
  case lateness
  case bytes
  case drawTime
  case emptyWakeUps
  case slowestFrames
}
