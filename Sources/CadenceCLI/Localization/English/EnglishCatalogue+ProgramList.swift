import Cadence
import CadencePractice
import CadenceWords

extension EnglishCatalogue: ProgramListWords {
  var builtInPatterns: String { "BUILT-IN PATTERNS:" }
  var yourPatterns: String { "YOUR PATTERNS:" }
  var noSavedPatterns: String { "none yet: add one with 'cadence pattern add <name> <spec>'." }

  func invalidSpec(_ spec: String) -> String { "invalid spec '\(spec)'" }

  func phases(_ phases: [BreathingPhase], seconds: (Duration) -> String) -> String {
    phases.map { "\($0.kind.keyword) " + seconds($0.duration) }.joined(separator: ", ")
  }

  func patternSaved(_ name: String, phases: String) -> String { "Saved '\(name)': \(phases)." }
  func patternReplaced(_ name: String, phases: String) -> String {
    "Replaced '\(name)': \(phases)."
  }
  func patternRemoved(_ name: String) -> String { "Removed '\(name)'." }

  func standing(_ standing: ProgramStanding) -> String {
    switch standing {
    case .notStarted: "not started"
    case .step(let step, let count): "step \(step) of \(count)"
    case .done: "done"
    }
  }

  func stepCount(_ count: Int) -> String { Self.counted(count, "step") }

  var programListFooter: String {
    "Start one with 'cadence program start <id>'.\n"
      + "See where you are with 'cadence program status'."
  }

  var nothingInProgress: String {
    "No program in progress. Start one with 'cadence program start calm-7'."
  }

  var seeAllPrograms: String { "'cadence program list' shows them all." }

  func programTitle(name: String, id: String) -> String { "\(name) (\(id))" }

  func programStatus(_ title: String, standing: String) -> String { "\(title): \(standing)" }

  func statusField(_ field: ProgramStatusField) -> String {
    switch field {
    case .stepsDone: "Steps done:"
    case .nextStep: "Next step:"
    case .lastPractised: "Last practised:"
    case .sessionsCompleted: "Sessions completed:"
    }
  }

  func stepsDone(_ done: Int, of count: Int) -> String { "\(done) of \(count)" }

  var noNextStep: String { "none, all done (start over: --restart)" }
  var notPractisedYet: String { "not yet" }
  var otherPrograms: String { "Other programs:" }

  func lastPractised(_ when: String) -> String { ", last practised " + when }

  func programReset(_ title: String, hadProgress: Bool) -> String {
    hadProgress
      ? "Reset \(title): its progress is cleared; its sessions stay in your history."
      : "\(title) had no progress; nothing to reset."
  }

  func alreadyUnderWay(
    name: String, id: String, step: Int, of count: Int, stepTitle: String
  ) -> String {
    "\(name) is under way: step \(step) of \(count) is next (\(stepTitle)).\n"
      + "Go on with 'cadence program continue \(id)',\n"
      + "or start over with 'cadence program start \(id) --restart'."
  }

  func finished(name: String, id: String, steps: Int, otherUnderWay: String?) -> String {
    let other = otherUnderWay.map { ",\nor go on with 'cadence program continue \($0)'" } ?? ""
    return "You have finished \(name) (all \(steps) steps).\n"
      + "Start it over with 'cadence program start \(id) --restart'\(other)."
  }

  func programStepTitle(name: String, step: Int, of count: Int) -> String {
    "\(name) · step \(step) of \(count)"
  }

  func stepHeader(name: String, step: Int, of count: Int, stepTitle: String) -> String {
    "\(name), step \(step) of \(count): \(stepTitle)"
  }

  func stepNotCompleted(_ step: Int) -> String {
    "Step \(step) was not completed; it stays next for 'cadence program continue'."
  }

  func lastStepDone(name: String) -> String {
    "That was the last step: you have finished \(name)."
  }

  func stepDone(_ step: Int, of count: Int, next: String) -> String {
    "Step \(step) of \(count) done. Next: \(next).\n"
      + "Run 'cadence program continue' when you are ready."
  }
}
