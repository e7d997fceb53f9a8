import Cadence
import CadenceWords

extension MeditatePractice {
  /// The sitting's registry entry.
  public static let descriptor = PracticeDescriptor(
    kind: .meditate, command: "meditate", title: Translated("Meditation", chinese: "冥想"),
    summary: Translated(
      "A silent sitting with a bell to start, interval bells and an end.",
      chinese: "静坐冥想：开始一声钟，中间有间隔钟声，结束三声。"),
    icon: StatusIcon("🧘", ascii: "M"))
}
