import CadencePractice
import CadenceWords

extension EnglishCatalogue: TraceWords {
  func traceLabel(_ label: TraceLabel) -> String {
    switch label {
    case .frames: "frames"
    case .causes: "causes"
    case .lateness: "lateness"
    case .bytes: "bytes"
    case .drawTime: "draw time"
    case .emptyWakeUps: "empty wake-ups"
    case .slowestFrames: "slowest frames"
    }
  }

  var noCauses: String { "none" }
  var noDeadlineFrames: String { "no frame was drawn for a deadline" }

  func spread(p50: String, p99: String, max: String) -> String {
    "p50 \(p50)  p99 \(p99)  max \(max)"
  }

  func deadlineFrames(_ count: Int) -> String { "(\(Self.counted(count, "deadline frame")))" }

  func bytes(total: Int, perFrame: Int) -> String { "\(total) in all, \(perFrame) per frame" }

  func firstFrame(_ bytes: Int) -> String { "; first frame \(bytes)" }

  func laterFrames(p50: Int, max: Int) -> String { ", then p50 \(p50) max \(max)" }

  func firstEmptyWakeUp(at seconds: String, causes: String) -> String {
    " (first at \(seconds) s: \(causes))"
  }

  func slowFrame(at seconds: String, draw: String, bytes: Int, causes: String) -> String {
    "  at \(seconds) s  draw \(draw)  \(bytes) bytes  \(causes)"
  }
}
