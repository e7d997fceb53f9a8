import Cadence
import CadenceStore

/// Why a value was refused, as data: the language the error is printed in words it
/// (the terminal's usage words, the desktop's own), so parsing needs no language.
public enum ValueProblem: Hashable, Sendable {
  /// A duration that does not parse; the message adds the forms a duration takes.
  case duration(DurationParseError.Reason)
  /// A bare number where minutes are what a person means (`pomodoro.work 50`): seconds
  /// would be taken silently, so the unit is asked for.
  case durationNeedsUnit(String)
  /// A time of day that does not parse; the message adds the forms a time takes.
  case clockTime(DurationParseError.Reason)
  /// One of meditate's `--bells` times does not parse.
  case bellTimes(DurationParseError.Reason)
  /// Text `SafeText` refuses as `field` (a label, a name, a note).
  case unsafeText(SafeText.Problem, SafeText.Field)
  /// Not a whole number in the range; the message names the default, if there is one,
  /// rather than an example the person might take for the only good value.
  case wholeNumber(ClosedRange<Int>, defaultValue: Int?)
  /// Not one of `accepted`, which are of the kind `kind`.
  /// `suggestion`: the accepted word it is a slip of (`tone` for `tones`), if one is close.
  case notOneOf(ValueKind, accepted: [String], suggestion: String? = nil)
  /// A setting's time of day, `HH:MM`.
  case dayBoundary
  /// The data directory given as an empty text.
  case emptyPath
  /// A journal note given as an empty or blank text (`journal add ""`).
  case emptyNote
  /// A device's name given as an empty or blank text (`sync name ""`).
  case emptyName
  /// Not a number of minutes from 0.1 to 600 (breathe's `--minutes`).
  case breathingMinutes
  /// Not a resonance rate: 3 to 10 breaths a minute in steps of 0.1 (breathe's `--bpm`).
  case breathsPerMinute
  /// Not an inhale:exhale ratio of whole numbers from 1 to 10 (breathe's `--ratio`).
  case breathRatio
  /// Not a number of seconds from 0 to 60; `defaultValue` is the option's default.
  case countIn(defaultValue: Int)
  /// Not a program id; `suggestion` is a close one, `known` every id.
  case unknownProgram(suggestion: String?, known: [String])
  /// A meditation sitting the engine refuses.
  case sitting(MeditationSittingError)
  /// A number of characters per second that is no number (`isNumber` false) or out of range.
  case charactersPerSecond(isNumber: Bool)
  /// `--seed`: not a 64-bit whole number.
  case seed
  /// `--wrap`: not a number of columns.
  case columns
  /// Meditation bells closer together than `seconds` (`--bell-every 0.001s` rang a
  /// thousand bells a second).
  case bellsTooClose(seconds: Int)
  /// Not a session's or a note's id (hexadecimal digits); `listing` is the command that
  /// shows them (`cadence journal`).
  case recordID(listing: String)
  /// A `cadence status --format` template that does not parse; `fields` are the accepted
  /// fields as written in a template (`{kind}`).
  case statusTemplate(StatusTemplateProblem, fields: [String])
}

/// What is wrong with a status template.
public enum StatusTemplateProblem: Hashable, Sendable {
  /// A `{` without its `}`.
  case unclosedBrace
  /// A `}` without a `{` before it.
  case strayClosingBrace
  /// `{name}` names no field.
  case unknownField(String)
}

/// What a list of accepted words stands for, in a ``ValueProblem/notOneOf(_:accepted:suggestion:)``.
public enum ValueKind: Hashable, Sendable, CaseIterable {
  /// An export's format (`json`, `csv`).
  case format
  /// What `pattern list` or `program list` shows.
  case list
  /// A shell, for completions.
  case shell
  /// A language of messages.
  case language
  /// A practice, for `history --kind`.
  case sessionKind
  /// `on` or `off`.
  case onOff
  /// A set of breathing cues.
  case cueSet
  /// `open` or `closed`: how a breathing session is followed.
  case eyes
}
