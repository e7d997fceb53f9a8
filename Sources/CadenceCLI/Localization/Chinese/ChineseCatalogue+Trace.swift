import CadencePractice
import CadenceWords

extension ChineseCatalogue: TraceWords {
  func traceLabel(_ label: TraceLabel) -> String {
    switch label {
    case .frames: "帧数"
    case .causes: "原因"
    case .lateness: "延迟"
    case .bytes: "字节"
    case .drawTime: "绘制时间"
    case .emptyWakeUps: "空唤醒"
    case .slowestFrames: "最慢的帧"
    }
  }

  var noCauses: String { "无" }
  var noDeadlineFrames: String { "没有按截止时刻绘制的帧" }

  func spread(p50: String, p99: String, max: String) -> String {
    "p50 \(p50)  p99 \(p99)  最大 \(max)"
  }

  func deadlineFrames(_ count: Int) -> String { "（\(count) 帧按截止时刻绘制）" }

  func bytes(total: Int, perFrame: Int) -> String { "共 \(total)，每帧 \(perFrame)" }

  func firstFrame(_ bytes: Int) -> String { "；首帧 \(bytes)" }

  func laterFrames(p50: Int, max: Int) -> String { "，之后 p50 \(p50) 最大 \(max)" }

  func firstEmptyWakeUp(at seconds: String, causes: String) -> String {
    "（首次在 \(seconds) 秒：\(causes)）"
  }

  func slowFrame(at seconds: String, draw: String, bytes: Int, causes: String) -> String {
    "  \(seconds) 秒  绘制 \(draw)  \(bytes) 字节  \(causes)"
  }
}
