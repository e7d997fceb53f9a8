/// A multi-session breathing course: an ordered list of sessions, one per day or sitting.
///
/// A program is a definition only. Which step a person is on, and when they last
/// practised, is progress that the store keeps; the engine answers what a step is and
/// whether a number of completed steps finishes the course.
///
/// Named `BreathingProgram` rather than `Program` because every step is a breathing
/// session, and so the name cannot collide with the terminal layer's run-loop vocabulary.
public struct BreathingProgram: Hashable, Sendable, Identifiable {
  /// One session of a program.
  public struct Step: Hashable, Sendable {
    /// The ``BreathingPreset/id`` of the pattern to breathe.
    public let patternID: String
    /// How long the session is.
    public let length: BreathingSession.Length
    /// What the step is called in `cadence program status`, e.g. "Day 3: 4-7-8, 6 cycles".
    public let title: String

    /// A step breathing the built-in pattern `patternID` for `length`.
    package init(patternID: String, length: BreathingSession.Length, title: String) {
      self.patternID = patternID
      self.length = length
      self.title = title
    }

    /// The built-in preset this step breathes.
    ///
    /// Every shipped program refers only to built-in presets (a test checks this), so
    /// this is `nil` only for a hand-made step with an unknown id.
    package var preset: BreathingPreset? {
      BreathingPreset.builtIn(named: patternID)
    }

    /// The session to run for this step, with the given count-in; `nil` when the pattern
    /// id is unknown.
    public func session(countIn: Duration = BreathingSession.defaultCountIn) -> BreathingSession? {
      preset.map { BreathingSession(pattern: $0.pattern, length: length, countIn: countIn) }
    }
  }

  /// The stable identifier used by `cadence program start ID` and by stored progress.
  public let id: String
  /// The name shown in lists.
  public let name: String
  /// One line on what the course does.
  public let summary: String
  /// The sessions, in order; never empty.
  public let steps: [Step]

  /// A program of `steps`, in order.
  package init(id: String, name: String, summary: String, steps: [Step]) {
    precondition(!steps.isEmpty, "program \(id) has no steps")
    self.id = id
    self.name = name
    self.summary = summary
    self.steps = steps
  }

  /// The step at 0-based `index`, or `nil` past the end (the course is complete).
  public func step(at index: Int) -> Step? {
    steps.indices.contains(index) ? steps[index] : nil
  }

  /// Whether a person who has completed `completedSteps` steps has finished the course.
  public func isComplete(after completedSteps: Int) -> Bool {
    completedSteps >= steps.count
  }
}
