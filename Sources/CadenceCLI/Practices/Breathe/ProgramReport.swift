import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// The words of `cadence program`: tables and messages built from programs and their
/// stored progress. Pure, so every line is tested as text; columns are padded by display
/// width, so Chinese names line up.
struct ProgramReport {
  /// The language programs and steps are named in.
  let words: any Catalogue

  /// How far along a program is, in a few words: `not started`, `step 3 of 7`, `done`.
  func progressText(_ program: BreathingProgram, _ progress: ProgramProgress?) -> String {
    guard let progress else { return words.standing(.notStarted) }
    if program.isComplete(after: progress.currentStep) { return words.standing(.done) }
    return words.standing(.step(progress.currentStep + 1, of: program.steps.count))
  }

  /// `program list`: every built-in program, its steps, summary and progress.
  func list(progress: [ProgramProgress]) -> String {
    let programs = BreathingProgram.builtIns
    let idWidth = programs.map { DisplayWidth.of($0.id) }.max() ?? 0
    let nameWidth = programs.map { DisplayWidth.of(words.programName(of: $0)) }.max() ?? 0
    let stepsWidth = max(
      8, programs.map { DisplayWidth.of(words.stepCount($0.steps.count)) }.max() ?? 0)
    let indent = String(repeating: " ", count: 2 + idWidth + 2)
    var text = ""
    for program in programs {
      let saved = progress.first { $0.programID == program.id }
      text +=
        "  " + pad(program.id, idWidth) + "  " + pad(words.programName(of: program), nameWidth)
        + "  " + pad(words.stepCount(program.steps.count), stepsWidth) + "  "
        + progressText(program, saved) + "\n"
      text += wrap(words.programSummary(of: program), width: 80, indent: indent)
    }
    return text + "\n" + words.programListFooter + "\n"
  }

  /// `program status`: the current program in detail, then the others with progress.
  func status(
    current: (program: BreathingProgram, progress: ProgramProgress)?, all: [ProgramProgress]
  ) -> String {
    guard let (program, progress) = current else {
      return nothingInProgress + words.seeAllPrograms + "\n"
    }
    let count = program.steps.count
    let done = min(progress.currentStep, count)
    let title = words.programTitle(name: words.programName(of: program), id: program.id)
    var text = words.programStatus(title, standing: progressText(program, progress)) + "\n"
    let next = program.step(at: progress.currentStep).map(words.stepTitle) ?? words.noNextStep
    text +=
      TextTable(
        rows: [
          [words.statusField(.stepsDone), words.stepsDone(done, of: count)],
          [words.statusField(.nextStep), next],
          [
            words.statusField(.lastPractised),
            progress.lastPracticedAt.map(dateText) ?? words.notPractisedYet,
          ],
          [words.statusField(.sessionsCompleted), "\(progress.completedSteps)"],
        ], indent: "  "
      ).text
    let others = all.compactMap { other -> (BreathingProgram, ProgramProgress)? in
      guard other.programID != program.id,
        let found = BreathingProgram.builtIn(id: other.programID)
      else { return nil }
      return (found, other)
    }
    guard !others.isEmpty else { return text }
    text += "\n" + words.otherPrograms + "\n"
    let idWidth = others.map { DisplayWidth.of($0.0.id) }.max() ?? 0
    let nameWidth = others.map { DisplayWidth.of(words.programName(of: $0.0)) }.max() ?? 0
    for (other, saved) in others {
      let last = saved.lastPracticedAt.map { words.lastPractised(dateText($0)) } ?? ""
      text += "  " + pad(other.id, idWidth) + "  " + pad(words.programName(of: other), nameWidth)
      text += "  " + progressText(other, saved) + last + "\n"
    }
    return text
  }

  /// `program reset`.
  func reset(_ program: BreathingProgram, hadProgress: Bool) -> String {
    let title = words.programTitle(name: words.programName(of: program), id: program.id)
    return words.programReset(title, hadProgress: hadProgress) + "\n"
  }

  /// `continue` with no program started.
  var nothingInProgress: String { words.nothingInProgress + "\n" }

  /// `start` on a program that is under way or done, without `--restart`.
  func alreadyUnderWay(_ program: BreathingProgram, progress: ProgramProgress) -> String {
    guard let next = program.step(at: progress.currentStep) else {
      return finished(program, otherUnderWay: nil)
    }
    return words.alreadyUnderWay(
      name: words.programName(of: program), id: program.id, step: progress.currentStep + 1,
      of: program.steps.count, stepTitle: words.stepTitle(next)) + "\n"
  }

  /// `continue` (or `start`) on a program whose every step is done.
  func finished(_ program: BreathingProgram, otherUnderWay: String?) -> String {
    words.finished(
      name: words.programName(of: program), id: program.id, steps: program.steps.count,
      otherUnderWay: otherUnderWay) + "\n"
  }

  /// The line before a step's session.
  func stepHeader(_ program: BreathingProgram, step index: Int) -> String {
    let title = program.step(at: index).map(words.stepTitle) ?? ""
    return words.stepHeader(
      name: words.programName(of: program), step: index + 1, of: program.steps.count,
      stepTitle: title) + "\n"
  }

  /// The line after a step's session: what is next, judged by the stored progress.
  func afterStep(
    _ index: Int, of program: BreathingProgram, progress: ProgramProgress?
  ) -> String {
    guard let progress, progress.currentStep > index else {
      return words.stepNotCompleted(index + 1) + "\n"
    }
    guard let next = program.step(at: progress.currentStep) else {
      return words.lastStepDone(name: words.programName(of: program)) + "\n"
    }
    return words.stepDone(index + 1, of: program.steps.count, next: words.stepTitle(next)) + "\n"
  }

  /// When it was, the local time where it was recorded: `2026-11-28 08:30`.
  func dateText(_ timestamp: Timestamp) -> String {
    words.dateTime(timestamp)
  }

  /// `text` followed by spaces up to `width` columns.
  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  /// `text` wrapped to `width` columns (at spaces, and between Chinese characters), every
  /// line starting with `indent`.
  func wrap(_ text: String, width: Int, indent: String) -> String {
    TextTable.wrapping(text, toColumns: width - DisplayWidth.of(indent))
      .map { indent + $0 + "\n" }.joined()
  }
}
