import CGtk
import Cadence
import CadenceStore
import GtkGlue

/// Adds a breathing pattern of one's own, or changes one's spec: a name, the spec, and a
/// live preview of the breath it makes (its phases in words and its shape drawn), or the
/// reason it is refused, as `cadence pattern add` gives it. Save is enabled only for a
/// pattern the terminal would save.
@MainActor
final class PatternEditor {
  let dialog: MessageDialog
  let name: Entry
  let spec: Entry
  /// The phases and a breath's length, or why the pattern is refused.
  let preview = Label("")
  /// The breath's shape: rising in, level in a hold, falling out.
  let shape: DrawingArea
  private let words: any DesktopWords
  /// The pattern being changed (its name is kept), or nil for a new one.
  let editing: CustomPattern?
  private var pattern: BreathingPattern?

  /// `save` keeps the pattern (the store may still refuse it: a name taken).
  init(
    parent: some Widget, editing: CustomPattern?, words: any DesktopWords,
    save: @escaping @MainActor (CustomPattern) -> Void
  ) {
    self.words = words
    self.editing = editing
    dialog = MessageDialog(
      parent: parent, heading: editing.map { words.editPattern($0.name) } ?? words.addPattern,
      body: words.patternSpecHint,
      responses: [.init(id: "cancel", label: words.cancel), .init(id: "save", label: words.save)])
    dialog.suggest("save")
    name = Entry(placeholder: words.patternNameTitle)
    name.setAccessibleLabel(words.patternNameTitle)
    spec = Entry(placeholder: "4-7-8")
    spec.setAccessibleLabel(words.patternSpecTitle)
    shape = DrawingArea(picture: words.patternSpecTitle)
    let box = Box(vertical: true, spacing: Spacing.regular)
    for (caption, entry) in [(words.patternNameTitle, name), (words.patternSpecTitle, spec)] {
      let label = Label(caption)
      label.setXAlign(0)
      label.addCSSClass("heading")
      box.append(label)
      box.append(entry)
    }
    preview.setWrap(true)
    preview.setXAlign(0)
    preview.addCSSClass("detail")
    box.append(preview)
    shape.setSizeRequest(width: 200, height: 48)
    box.append(shape)
    dialog.setExtraChild(box)
    if let editing {
      name.text = editing.name
      name.setSensitive(false)
      spec.text = editing.spec
    }
    shape.onDraw { [unowned self] painter, width, height in self.draw(painter, width, height) }
    name.onChange { [unowned self] in _ = self.check() }
    spec.onChange { [unowned self] in _ = self.check() }
    dialog.onResponse { [unowned self] response in
      guard response == "save", let saved = self.check() else { return }
      save(saved)
    }
    _ = check()
  }

  /// The pattern as typed, if the terminal would save it; the preview says what it is, or
  /// why not, and Save follows.
  @discardableResult
  func check() -> CustomPattern? {
    let typedName = name.text.trimmingCharacters(in: .whitespaces)
    let typedSpec = spec.text.trimmingCharacters(in: .whitespaces)
    var refusal: String?
    pattern = nil
    if let problem = SafeText.problem(in: typedSpec, as: .patternSpec) {
      refusal = words.settingRefused(.unsafeText(problem, .patternSpec))
    } else if !typedSpec.isEmpty {
      do {
        pattern = try BreathingPattern(parsing: typedSpec)
      } catch {
        refusal = words.patternError(error)
      }
    }
    if refusal == nil, editing == nil, let problem = PatternNameProblem.of(typedName) {
      refusal = typedName.isEmpty && typedSpec.isEmpty ? nil : words.patternNameRefused(problem)
    }
    preview.setWrappedText(refusal ?? pattern.map(words.patternPreview) ?? "")
    refusal == nil ? preview.removeCSSClass("error") : preview.addCSSClass("error")
    shape.queueDraw()
    let valid = refusal == nil && pattern != nil && (editing != nil || !typedName.isEmpty)
    dialog.setEnabled("save", valid)
    guard valid, let pattern else { return nil }
    return CustomPattern(name: editing?.name ?? typedName, spec: pattern.spec)
  }

  /// Why the pattern is refused, or its preview (tests).
  var previewText: String { preview.wrappedText }

  private func draw(_ painter: Painter, _ width: Int, _ height: Int) {
    guard let pattern else { return }
    let total = pattern.cycleDuration / .seconds(1)
    guard total > 0 else { return }
    let top = 4.0
    let bottom = Double(height) - 4
    var x = 2.0
    var level = 0.0
    let scale = (Double(width) - 4) / total
    Theme.paintAccent(painter)
    painter.setLineWidth(3)
    painter.move(x: x, y: bottom)
    for phase in pattern.phases {
      x += phase.duration / .seconds(1) * scale
      switch phase.kind {
      case .inhale: level = 1
      case .exhale: level = 0
      default: break
      }
      painter.line(x: x, y: bottom - level * (bottom - top))
    }
    painter.stroke()
  }

  func present() { dialog.present() }
}
