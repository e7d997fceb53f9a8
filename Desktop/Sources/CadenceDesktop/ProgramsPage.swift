import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue

/// The programs page: each built-in program with its progress from the store (shared with
/// `cadence program`), and "Continue" to breathe its current step. The store advances the
/// program when that session completes, as it does for the terminal app.
@MainActor
final class ProgramsPage {
  let root = Box(vertical: true, spacing: Spacing.regular)
  private let store: DesktopStore?
  /// Starts a breathing session for a program's step.
  var onContinue:
    (@MainActor (BreathingSession, _ pattern: String, _ program: String, _ step: Int) -> Void)?
  private var rows: [(program: BreathingProgram, label: Label, button: Button)] = []

  private let words: any DesktopWords

  init(store: DesktopStore?, words: any DesktopWords) {
    self.store = store
    self.words = words
    root.setMargins(Spacing.loose)
    let title = Label(words.pageTitle(.programs))
    title.addCSSClass("title-1")
    root.append(title)
    for program in BreathingProgram.builtIns {
      let row = Box(vertical: false, spacing: Spacing.regular)
      let label = Label("")
      label.setExpand(horizontal: true)
      label.setXAlign(0)
      // Wrapped: a narrow window (360 px) keeps the Continue button beside it.
      label.setWrap(true)
      let button = Button(words.continueProgram)
      // Three "Continue" buttons: each named by its program for a screen reader.
      button.setAccessibleLabel(words.continueProgramName(words.programName(of: program)))
      row.append(label)
      row.append(button)
      root.append(row)
      rows.append((program, label, button))
      button.onClick { [unowned self] in self.continueProgram(program) }
    }
    reload()
  }

  /// The step `program` is at (its first without a store); a failed read throws, so a
  /// program never restarts from its first step by mistake.
  private func currentStep(of program: BreathingProgram) throws -> Int {
    try store?.store.programProgress(program.id)?.currentStep ?? 0
  }

  func reload() {
    for row in rows {
      let step: Int
      do {
        step = try currentStep(of: row.program)
      } catch {
        row.label.setWrappedText(
          words.programName(of: row.program) + "\n" + words.programNotRead(error))
        row.button.setSensitive(false)
        continue
      }
      let done = row.program.isComplete(after: step)
      let count = row.program.steps.count
      let next = done ? nil : row.program.step(at: step)
      row.label.setWrappedText(
        words.programName(of: row.program) + " · "
          + words.programProgress(step: done ? count + 1 : step + 1, of: count)
          + (next.map { "\n" + words.stepTitle($0) } ?? ""))
      row.button.setSensitive(!done)
    }
  }

  private func continueProgram(_ program: BreathingProgram) {
    guard let index = try? currentStep(of: program) else { return reload() }
    guard let step = program.step(at: index), let session = step.session() else { return }
    onContinue?(session, step.patternID, program.id, index)
  }
}
