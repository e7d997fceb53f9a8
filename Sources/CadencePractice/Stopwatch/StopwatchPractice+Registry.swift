import Cadence
import CadenceWords

extension StopwatchPractice {
  /// The stopwatch's registry entry.
  public static let descriptor = PracticeDescriptor(
    kind: .stopwatch, command: "stopwatch", title: Translated("Stopwatch", chinese: "秒表"),
    summary: Translated("A stopwatch with laps.", chinese: "带计次的秒表。"),
    icon: StatusIcon("⏱", ascii: "S"))
}
