import Cadence
import CadenceStore

/// The words of `cadence program`: tables and messages built from programs and their
/// stored progress. Pure, so every line is tested as text.
struct ProgramReport {
  /// The language programs and steps are named in.
  let words: any Catalogue

  /// How far along a program is, in a few words: `not started`, `step 3 of 7`, `done`.
  func progressText(_ program: BreathingProgram, _ progress: ProgramProgress?) -> String {
    guard let progress else { return "not started" }
    if program.isComplete(after: progress.currentStep) { return "done" }
    return "step \(progress.currentStep + 1) of \(program.steps.count)"
  }

  /// `program list`: every built-in program, its steps, summary and progress.
  func list(progress: [ProgramProgress]) -> String {
    let programs = BreathingProgram.builtIns
    let idWidth = programs.map(\.id.count).max() ?? 0
    let nameWidth = programs.map { words.programName(of: $0).count }.max() ?? 0
    let indent = String(repeating: " ", count: 2 + idWidth + 2)
    var text = ""
    for program in programs {
      let saved = progress.first { $0.programID == program.id }
      let steps = "\(program.steps.count) steps"
      text +=
        "  " + program.id.padding(to: idWidth) + "  "
        + words.programName(of: program).padding(to: nameWidth)
        + "  " + steps.padding(to: 8) + "  " + progressText(program, saved) + "\n"
      text += wrap(words.programSummary(of: program), width: 80, indent: indent)
    }
    text += "\nStart one with 'cadence program start <id>'.\n"
    text += "See where you are with 'cadence program status'.\n"
    return text
  }

  /// `program status`: the current program in detail, then the others with progress.
  func status(
    current: (program: BreathingProgram, progress: ProgramProgress)?, all: [ProgramProgress]
  ) -> String {
    guard let (program, progress) = current else {
      return nothingInProgress + "'cadence program list' shows them all.\n"
    }
    let count = program.steps.count
    let done = min(progress.currentStep, count)
    var text =
      "\(words.programName(of: program)) (\(program.id)): \(progressText(program, progress))\n"
    text += "  Steps done:          \(done) of \(count)\n"
    if let next = program.step(at: progress.currentStep) {
      text += "  Next step:           \(words.stepTitle(next))\n"
    } else {
      text += "  Next step:           none, all done (start over: --restart)\n"
    }
    text += "  Last practised:      \(progress.lastPracticedAt.map(dateText) ?? "not yet")\n"
    text += "  Sessions completed:  \(progress.completedSteps)\n"
    let others = all.compactMap { other -> (BreathingProgram, ProgramProgress)? in
      guard other.programID != program.id,
        let found = BreathingProgram.builtIn(id: other.programID)
      else { return nil }
      return (found, other)
    }
    guard !others.isEmpty else { return text }
    text += "\nOther programs:\n"
    let idWidth = others.map(\.0.id.count).max() ?? 0
    let nameWidth = others.map { words.programName(of: $0.0).count }.max() ?? 0
    for (other, saved) in others {
      let last = saved.lastPracticedAt.map { ", last practised " + dateText($0) } ?? ""
      text +=
        "  " + other.id.padding(to: idWidth) + "  "
        + words.programName(of: other).padding(to: nameWidth)
      text += "  " + progressText(other, saved) + last + "\n"
    }
    return text
  }

  /// `program reset`.
  func reset(_ program: BreathingProgram, hadProgress: Bool) -> String {
    hadProgress
      ? "Reset \(words.programName(of: program)) (\(program.id)): its progress is cleared; its sessions stay in "
        + "your history.\n"
      : "\(words.programName(of: program)) (\(program.id)) had no progress; nothing to reset.\n"
  }

  /// `continue` with no program started.
  let nothingInProgress =
    "No program in progress. Start one with 'cadence program start calm-7'.\n"

  /// `start` on a program that is under way or done, without `--restart`.
  func alreadyUnderWay(_ program: BreathingProgram, progress: ProgramProgress) -> String {
    guard let next = program.step(at: progress.currentStep) else {
      return finished(program, otherUnderWay: nil)
    }
    return
      "\(words.programName(of: program)) is under way: step \(progress.currentStep + 1) of "
      + "\(program.steps.count) is next (\(words.stepTitle(next))).\n"
      + "Go on with 'cadence program continue \(program.id)',\n"
      + "or start over with 'cadence program start \(program.id) --restart'.\n"
  }

  /// `continue` (or `start`) on a program whose every step is done.
  func finished(_ program: BreathingProgram, otherUnderWay: String?) -> String {
    let other = otherUnderWay.map { ",\nor go on with 'cadence program continue \($0)'" } ?? ""
    return
      "You have finished \(words.programName(of: program)) (all \(program.steps.count) steps).\n"
      + "Start it over with 'cadence program start \(program.id) --restart'\(other).\n"
  }

  /// The line before a step's session.
  func stepHeader(_ program: BreathingProgram, step index: Int) -> String {
    let title = program.step(at: index).map(words.stepTitle) ?? ""
    return
      "\(words.programName(of: program)), step \(index + 1) of \(program.steps.count): \(title)\n"
  }

  /// The line after a step's session: what is next, judged by the stored progress.
  func afterStep(
    _ index: Int, of program: BreathingProgram, progress: ProgramProgress?
  ) -> String {
    guard let progress, progress.currentStep > index else {
      return "Step \(index + 1) was not completed; it stays next for 'cadence program "
        + "continue'.\n"
    }
    guard let next = program.step(at: progress.currentStep) else {
      return "That was the last step: you have finished \(words.programName(of: program)).\n"
    }
    return "Step \(index + 1) of \(program.steps.count) done. Next: \(words.stepTitle(next)).\n"
      + "Run 'cadence program continue' when you are ready.\n"
  }

  /// `2026-11-28 08:30`, the local time where it was recorded.
  func dateText(_ timestamp: Timestamp) -> String {
    let time = timestamp.localTime
    return "\(time.day) \(twoDigits(time.hour)):\(twoDigits(time.minute))"
  }

  private func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// `text` wrapped at spaces to `width` columns, every line starting with `indent`.
  func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { indent + $0 + "\n" }.joined()
  }
}
