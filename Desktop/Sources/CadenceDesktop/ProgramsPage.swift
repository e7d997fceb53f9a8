import CGtk
import Cadence
import CadenceStore
import GtkGlue

/// The programs page: each built-in program with its progress from the store (shared with
/// `cadence program`), and "Continue" to breathe its current step. The store advances the
/// program when that session completes, as it does for the terminal app.
@MainActor
final class ProgramsPage {
  let root = Box(vertical: true, spacing: Spacing.regular)
  private let store: DesktopStore?
  /// Starts a breathing session for a program's step.
  var onContinue: (@MainActor (BreathingSession, _ program: String, _ step: Int) -> Void)?
  private var rows: [(program: BreathingProgram, label: Label, button: Button)] = []

  init(store: DesktopStore?) {
    self.store = store
    root.setMargins(Spacing.loose)
    let title = Label("Programs")
    title.addCSSClass("title-1")
    root.append(title)
    for program in BreathingProgram.builtIns {
      let row = Box(vertical: false, spacing: Spacing.regular)
      let label = Label("")
      label.setExpand(horizontal: true)
      label.setXAlign(0)
      let button = Button("Continue")
      row.append(label)
      row.append(button)
      root.append(row)
      rows.append((program, label, button))
      button.onClick { [unowned self] in self.continueProgram(program) }
    }
    reload()
  }

  private func currentStep(of program: BreathingProgram) -> Int {
    (try? store?.store.programProgress(program.id))??.currentStep ?? 0
  }

  func reload() {
    for row in rows {
      let step = currentStep(of: row.program)
      let done = row.program.isComplete(after: step)
      row.label.text =
        "\(row.program.id): "
        + (done ? "finished" : "step \(step + 1) of \(row.program.steps.count)")
      row.button.setSensitive(!done)
    }
  }

  private func continueProgram(_ program: BreathingProgram) {
    let index = currentStep(of: program)
    guard let step = program.step(at: index), let session = step.session() else { return }
    onContinue?(session, program.id, index)
  }
}
