import Cadence
import CadencePractice
import CadenceSystem
import TerminalUI

/// The local wall clock, for `--until` and "ends 14:32": the engine's ``ClockTime`` on
/// TerminalUI's ``LocalTime``.
enum LocalClock {
  /// Time since local midnight.
  static func timeOfDay() -> Duration {
    LocalTime.timeOfDay()
  }

  /// How long from now until the next `time` in the local time zone, DST included.
  static func duration(until time: ClockTime) -> Duration {
    LocalTime.duration(untilHour: time.hour, minute: time.minute, second: time.second)
  }
}
