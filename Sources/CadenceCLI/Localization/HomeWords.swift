import CadencePractice

/// What the home screen says.
protocol HomeWords {
  /// Today's practice: "12 min today · 3-day streak"; `minutes` is `12` or `<1`.
  func homeToday(minutes: String, streak: Int) -> String
  /// The line when the store cannot be read.
  var homeFiguresUnavailable: String { get }
  /// The entry that starts a program: "Start 7-day calm: Day 1: …".
  func homeStartProgram(_ name: String, step: String) -> String
  /// The entry that continues a program.
  func homeContinueProgram(_ name: String, step: String) -> String
  /// The entry that breathes a pattern: "Breathe: Box breathing".
  func homeBreathe(_ pattern: String) -> String
  /// The focus entry: "Focus for 25 minutes (pomodoro)"; `minutes` is `nil` when the
  /// length is not whole minutes, then `clock` (`01:30`) says it.
  func homeFocus(minutes: Int?, clock: String) -> String
  /// The entry that asks for a timer's duration.
  var homeTimer: String { get }
  /// The entry that lists the programs.
  var homePrograms: String { get }
  /// The prompt before the timer's field, with its trailing space.
  var homeTimerPrompt: String { get }
  /// The hint under the empty field.
  var homeTimerHint: String { get }
  /// The entry that lists every breathing pattern, saved ones too.
  var homeOtherPattern: String { get }
  /// The entry that asks for a sitting's length.
  var homeMeditate: String { get }
  /// The prompt before the sitting's field, with its trailing space.
  var homeMeditatePrompt: String { get }
  /// The heading over the list of patterns to breathe.
  var homePatternsHeading: String { get }
  /// The heading over the list of programs to start or continue.
  var homeProgramsHeading: String { get }
  /// A program in the home's chooser: its name and how far along it is (``standing``).
  func homeProgramChoice(_ name: String, standing: String) -> String
}
