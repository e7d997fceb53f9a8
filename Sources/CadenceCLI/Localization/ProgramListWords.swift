import Cadence
import CadencePractice

/// What `pattern list | add | remove` and `program list | status | reset` say, and the
/// lines around a program's step.
protocol ProgramListWords {
  /// The heading of the built-in patterns.
  var builtInPatterns: String { get }
  /// The heading of the person's own patterns.
  var yourPatterns: String { get }
  /// In place of the person's patterns when there are none, with how to add one.
  var noSavedPatterns: String { get }
  /// A saved pattern whose spec no longer parses; `spec` is printable.
  func invalidSpec(_ spec: String) -> String
  /// A pattern's phases: "in 4, hold 7, out 8"; `seconds` formats a phase's length.
  func phases(_ phases: [BreathingPhase], seconds: (Duration) -> String) -> String
  /// `pattern add`: "Saved 'calm': in 4, out 6.".
  func patternSaved(_ name: String, phases: String) -> String
  /// `pattern add --replace` over a saved pattern.
  func patternReplaced(_ name: String, phases: String) -> String
  /// `pattern remove`.
  func patternRemoved(_ name: String) -> String

  /// The top line of a program step's screen, before the pattern's title: "7-day calm ·
  /// step 2 of 7", so a person breathing sees which program and how far along.
  func programStepTitle(name: String, step: Int, of count: Int) -> String

  /// How far along a program is: "not started", "step 3 of 7", "done".
  func standing(_ standing: ProgramStanding) -> String
  /// How many steps a program has: "7 steps".
  func stepCount(_ count: Int) -> String
  /// The lines under `program list`: how to start one, how to see where you are.
  var programListFooter: String { get }
  /// `program status` and `continue` with no program started: how to start one.
  var nothingInProgress: String { get }
  /// After ``nothingInProgress`` in `program status`.
  var seeAllPrograms: String { get }
  /// A program named with its id: "7-day calm (calm-7)".
  func programTitle(name: String, id: String) -> String
  /// The first line of `program status`: "7-day calm (calm-7): step 3 of 7".
  func programStatus(_ title: String, standing: String) -> String
  /// A label of `program status`, with its colon.
  func statusField(_ field: ProgramStatusField) -> String
  /// Steps done: "3 of 7".
  func stepsDone(_ done: Int, of count: Int) -> String
  /// The next step of a program whose steps are all done.
  var noNextStep: String { get }
  /// A program never practised.
  var notPractisedYet: String { get }
  /// The heading of the other programs under way.
  var otherPrograms: String { get }
  /// After another program's standing: ", last practised 2026-11-28 08:30".
  func lastPractised(_ when: String) -> String
  /// `program reset`; `title` is ``programTitle(name:id:)``.
  func programReset(_ title: String, hadProgress: Bool) -> String
  /// `start` on a program under way: the step next, and how to go on or start over.
  func alreadyUnderWay(
    name: String, id: String, step: Int, of count: Int, stepTitle: String
  ) -> String
  /// `continue` on a program whose every step is done, and the one to go on with instead.
  func finished(name: String, id: String, steps: Int, otherUnderWay: String?) -> String
  /// The line before a step's session.
  func stepHeader(name: String, step: Int, of count: Int, stepTitle: String) -> String
  /// After a step that was not completed.
  func stepNotCompleted(_ step: Int) -> String
  /// After the last step of a program.
  func lastStepDone(name: String) -> String
  /// After a step, with the one next.
  func stepDone(_ step: Int, of count: Int, next: String) -> String
}

/// How far along a program is.
enum ProgramStanding: Hashable, Sendable {
  case notStarted
  /// Step `step` (from 1) of `count` is next.
  case step(Int, of: Int)
  case done
}

/// The labels of `program status`.
enum ProgramStatusField: CaseIterable, Sendable {
  case stepsDone
  case nextStep
  case lastPractised
  case sessionsCompleted
}
