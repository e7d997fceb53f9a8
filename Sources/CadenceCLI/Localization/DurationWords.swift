import Cadence
import CadencePractice

/// What is said about durations and times of day as typed.
protocol DurationWords {
  /// Why a typed duration or time of day was refused, without the accepted forms.
  func durationError(_ reason: DurationParseError.Reason) -> String
  /// The forms a duration may take, for errors and help.
  var acceptedDurations: String { get }
  /// The forms a time of day may take, for errors and help.
  var acceptedClockTimes: String { get }
}
