import Cadence
import CadencePractice
import CadenceStore

/// `program start` and `program continue`: choose the step, then breathe it through the
/// same runner as `cadence breathe`, which records the session and, when it completes,
/// advances the program.
extension ProgramCommand {
  /// Step 1 of `programID`. A program under way (or done) starts over only with
  /// `--restart`, so a stray `start` never throws progress away; a program started but
  /// with no step done yet simply starts again.
  func start(
    _ programID: String, restart: Bool, in store: SQLiteSessionStore, context: CommandContext
  ) throws -> ExitStatus {
    guard let program = BreathingProgram.builtIn(id: programID) else { return ExitStatus.usage }
    let existing = try store.programProgress(program.id)
    if let existing, existing.currentStep > 0, !restart {
      context.errorOutput.write(
        TerminalWidth.wrappedForErrors(
          ProgramReport(words: context.words).alreadyUnderWay(program, progress: existing),
          in: context))
      return ExitStatus.failure
    }
    // A restart keeps the lifetime figures (sessions completed, last practised): only
    // `program reset` forgets them.
    try store.saveProgramProgress(
      ProgramProgress(
        programID: program.id, currentStep: 0, completedSteps: existing?.completedSteps ?? 0,
        lastPracticedAt: existing?.lastPracticedAt))
    return try runStep(0, of: program, in: store, context: context)
  }

  /// The next step of `programID`, or of the program practised last.
  func resume(
    _ programID: String?, in store: SQLiteSessionStore, context: CommandContext
  ) throws -> ExitStatus {
    let program: BreathingProgram
    let progress: ProgramProgress?
    if let programID, let named = BreathingProgram.builtIn(id: programID) {
      program = named
      progress = try store.programProgress(named.id)
    } else if let current = try Self.current(in: store) {
      (program, progress) = current
    } else {
      context.errorOutput.write(ProgramReport(words: context.words).nothingInProgress)
      return ExitStatus.failure
    }
    let next = progress?.currentStep ?? 0
    if program.isComplete(after: next) {
      let others = try store.allProgramProgress().filter { other in
        other.programID != program.id
          && BreathingProgram.builtIn(id: other.programID).map {
            !$0.isComplete(after: other.currentStep)
          } == true
      }
      context.errorOutput.write(
        ProgramReport(words: context.words).finished(
          program, otherUnderWay: others.first?.programID))
      return ExitStatus.failure
    }
    if progress == nil {
      // `continue ID` on a program never started begins it.
      try store.saveProgramProgress(
        ProgramProgress(programID: program.id, currentStep: 0, completedSteps: 0))
    }
    return try runStep(next, of: program, in: store, context: context)
  }

  /// Breathes step `index` of `program`, says what comes next, then runs the end hook (as
  /// `cadence breathe` does: the `breathe.on-end` setting, notifications as `notify` says).
  private func runStep(
    _ index: Int, of program: BreathingProgram, in store: SQLiteSessionStore,
    context: CommandContext
  ) throws -> ExitStatus {
    guard let step = program.step(at: index), let session = step.session() else {
      context.errorOutput.write(
        RuntimeMessage.programHasNoStep(
          program: context.words.programName(of: program), step: index + 1
        ).line(in: context.words))
      return ExitStatus.failure
    }
    try store.setSetting(Self.lastProgramSetting, to: program.id)
    context.output.write(ProgramReport(words: context.words).stepHeader(program, step: index))
    let settings = SettingValues(store: store, warnings: context.errorOutput, words: context.words)
    var options = options
    options.notify = end.notifies(in: settings)
    let heading = context.words.programStepTitle(
      name: context.words.programName(of: program), step: index + 1, of: program.steps.count)
    let result = BreatheRunner.run(
      session: session, patternName: step.patternID, options: options, programID: program.id,
      programStep: index, heading: heading, in: context)
    let after = try store.programProgress(program.id)
    context.output.write(
      ProgramReport(words: context.words).afterStep(index, of: program, progress: after))
    let hookSignal = EndHook.run(
      end.hook(BreathePractice.descriptor.onEnd, in: settings),
      for: result.outcome(of: session, label: step.patternID), in: context)
    return hookSignal.map(ExitStatus.signal) ?? result.exitStatus
  }
}
