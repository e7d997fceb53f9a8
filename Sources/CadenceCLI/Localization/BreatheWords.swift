import Cadence
import CadencePractice

/// What a breathing session says on its screen, its plain lines and its summary.
protocol BreatheWords {
  /// The count-in on the screen: "Get ready 3…".
  func countIn(secondsLeft: Int) -> String
  /// The line under the phase: "cycle 2 of 4 · 01:05 left"; `left` is a readout.
  func cycleDetail(cycle: Int, of count: Int, left: String) -> String
  /// The plain line of the count-in: "get ready 3s"; `seconds` is a decimal (`3`, `5.5`).
  func plainCountIn(seconds: String) -> String
  /// The plain line of a phase: "cycle 1/4  inhale 4s".
  func plainPhase(cycle: Int, of count: Int, _ kind: BreathingPhase.Kind, seconds: String)
    -> String
  /// The summary after a session: "Box breathing · 4-4-4-4: 4 of 4 cycles, 01:04 of
  /// breathing"; `time` is a readout.
  func breatheSummary(
    title: String, cyclesDone: Int, of count: Int, time: String, ending: SessionEnd
  )
    -> String
  /// The question after a session, with the space the answer follows.
  var notePrompt: String { get }
  /// Said when the note is saved.
  var noteSaved: String { get }
  /// Said after Escape or Ctrl-C at the question with a note typed: it was not kept.
  var noteNotKept: String { get }
  /// Before a caution: "Caution: ".
  var cautionLabel: String { get }
}
