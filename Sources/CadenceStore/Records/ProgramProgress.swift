/// How far someone has got in a multi-session program.
public struct ProgramProgress: Hashable, Sendable {
  /// The program's identifier (`"calm-30"`).
  public var programID: String
  /// The zero-based step `program continue` starts next.
  public var currentStep: Int
  /// How many steps have been completed in total (repeats included).
  public var completedSteps: Int
  /// When a step of this program was last completed.
  public var lastPracticedAt: Timestamp?

  /// Creates progress from all of its fields.
  public init(
    programID: String, currentStep: Int, completedSteps: Int, lastPracticedAt: Timestamp? = nil
  ) {
    self.programID = programID
    self.currentStep = currentStep
    self.completedSteps = completedSteps
    self.lastPracticedAt = lastPracticedAt
  }

  static let selectColumns =
    "program_id, current_step, completed_steps, last_practiced_at_ms, last_practiced_offset_s"

  init(row: Statement) {
    self.init(
      programID: row.text(0), currentStep: row.int(1), completedSteps: row.int(2),
      lastPracticedAt: row.optionalInt64(3).map {
        Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: Int32(row.int(4)))
      })
  }
}
