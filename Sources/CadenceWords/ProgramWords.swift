import Cadence

/// What is said about the built-in programs (courses).
public protocol ProgramWords {
  /// A built-in program's name.
  func programName(_ program: BuiltInProgram) -> String
  /// A built-in program's one-line description.
  func programSummary(_ program: BuiltInProgram) -> String
  /// A step's title: "Day 3: 4-7-8 relaxing breath, 6 cycles".
  func stepTitle(_ step: BreathingProgram.Step) -> String
}
