/// A multi-session breathing course: an ordered list of sessions, one per day or sitting.
///
/// A program is a definition only; its name, description and step titles are an app's
/// words, keyed by ``id`` and each step's ``Step/day``, ``Step/patternID`` and
/// ``Step/length``. Which step a person is on, and when they last
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
    /// The step's place in its program, from 1: the day of the course it is meant for.
    public let day: Int

    /// Day `day`'s step, breathing the built-in pattern `patternID` for `length`.
    package init(day: Int, patternID: String, length: BreathingSession.Length) {
      self.day = day
      self.patternID = patternID
      self.length = length
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
  /// The sessions, in order; never empty.
  public let steps: [Step]

  /// A program of `steps`, in order.
  package init(id: String, steps: [Step]) {
    precondition(!steps.isEmpty, "program \(id) has no steps")
    self.id = id
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
