import Cadence
import CadenceStore

// TEMPORARY: stands in for the breathe branch's BreatheRunner until it is merged; deleted
// by the merge commit. Records the session as completed at once.
struct BreatheRunner {
  struct Options: Hashable, Sendable {
    var bell = false
    var reduceMotion = false
    var plain = false
    var askForNote = true
  }

  struct Result: Hashable, Sendable {
    var status: Int32
  }

  static func run(
    session: BreathingSession, patternName: String, options: Options,
    programID: String? = nil, programStep: Int? = nil, in context: CommandContext
  ) -> Result {
    guard let store = context.openStoreForPractice() else { return Result(status: 1) }
    let record = try? store.beginSession(
      NewSession(
        kind: .breathing, name: patternName, planned: session.breathingDuration,
        cyclesPlanned: session.cycleCount, programID: programID, programStep: programStep))
    if let record {
      _ = try? store.finishSession(
        record.id, status: .completed, active: session.breathingDuration,
        cyclesCompleted: session.cycleCount)
    }
    return Result(status: 0)
  }
}
