import Cadence
import CadencePractice
import CadenceStore

/// `cadence breathe resonance --find`: the engine's ``Cadence/ResonanceAssessment`` on the
/// terminal. Each rate is an ordinary breathing session run by ``BreatheRunner`` (its
/// screen, sound, keys and summary), a rest screen (``FindRestApp``) goes before every rate
/// but the first, and the question (``FindQuestionApp``) follows the last; the answer
/// becomes the `breathe.bpm` setting, which `breathe resonance` breathes at.
///
/// Each rate is recorded as a session of its own, under its pace's name (`resonance 6.5`):
/// it is a resonance session like any other, history and stats count its time as breathing
/// at that rate, and a protocol stopped at its third rate keeps the two it finished as
/// complete. One session for the whole would mix five patterns under one name, which
/// nothing else in the store does.
enum ResonanceFind {
  /// How the protocol ended.
  struct Outcome {
    /// The command's status: 0 answered (or none chosen), else the ending of what stopped it.
    var exitStatus: ExitStatus
    /// The last rate breathed and how its session went, for the end hook.
    var last: (step: ResonanceAssessment.Step, result: BreatheRunner.Result)?
    /// The rate chosen, once it is kept.
    var chosen: ResonancePace?
  }

  /// Runs `assessment` full screen: every rate with `options` (no note is asked between
  /// them), each with a sound of its own from `sound`; then the question.
  static func run(
    _ assessment: ResonanceAssessment, options: BreatheRunner.Options,
    sound: () -> PracticeSound?, in context: CommandContext
  ) -> Outcome {
    var context = context
    // Five rates are one protocol: no mood check around each (nor a note between them).
    context.moodCheck = false
    var options = options
    options.askForNote = false
    let words = context.words
    let steps = assessment.steps
    var outcome = Outcome(exitStatus: ExitStatus.success)
    for (index, step) in steps.enumerated() {
      if index > 0 {
        var rest = FindRestApp(
          nextRate: step.pace.rate, length: assessment.rest, language: context.language)
        let ending: Ending
        do {
          ending = try context.host.run(&rest, on: .fullScreen, clock: .suspending)
        } catch {
          context.errorOutput.write(RuntimeMessage.terminalFailed(error).line(in: words))
          outcome.exitStatus = ExitStatus.failure
          return outcome
        }
        guard ending == .completed else {
          context.output.write(words.findStopped + "\n")
          outcome.exitStatus = ending.exitStatus
          return outcome
        }
      }
      context.sound = sound()
      let result = BreatheRunner.run(
        session: step.session, patternName: step.pace.name, options: options,
        heading: words.findStepHeading(step: index + 1, of: steps.count), in: context)
      outcome.last = (step, result)
      guard result.completed, result.ending == .completed else {
        context.output.write(words.findStopped + "\n")
        outcome.exitStatus = result.exitStatus
        return outcome
      }
    }
    return ask(steps.map(\.pace), outcome: outcome, in: context)
  }

  /// Which rate felt easiest: the answer kept as `breathe.bpm` and said in one line.
  private static func ask(
    _ paces: [ResonancePace], outcome: Outcome, in context: CommandContext
  ) -> Outcome {
    var outcome = outcome
    let words = context.words
    let setting = BreathePractice.Settings.breathsPerMinute
    var question = FindQuestionApp(rates: paces.map(\.rate), language: context.language)
    let ending: Ending
    do {
      ending = try context.host.run(&question, on: .fullScreen, clock: .suspending)
    } catch {
      context.errorOutput.write(RuntimeMessage.terminalFailed(error).line(in: words))
      outcome.exitStatus = ExitStatus.failure
      return outcome
    }
    guard let choice = question.choice else {
      if case .signal = ending {
        outcome.exitStatus = ending.exitStatus
        return outcome
      }
      let current = SettingValues.read(in: context).value(setting)
      let rate = current.map { "\($0 / 10).\($0 % 10)" } ?? setting.defaultText
      context.output.write(words.findNoneChosen(setting: setting.key, current: rate) + "\n")
      return outcome
    }
    let pace = paces[choice]
    do {
      try context.openStore().setSetting(setting.storedKey, to: pace.rate)
    } catch {
      context.errorOutput.write(
        RuntimeMessage.rateNotSaved(rate: pace.rate, setting: setting.key, error).line(in: words))
      outcome.exitStatus = ExitStatus.failure
      return outcome
    }
    outcome.chosen = pace
    context.output.write(words.findChosen(rate: pace.rate, setting: setting.key) + "\n")
    return outcome
  }
}
