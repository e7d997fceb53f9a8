import CGtk
import CadenceWords
import GtkGlue

/// The mood check on a practice page (issue 46, `practice.mood on`): before and after the
/// practice, how the person feels from 1 to 5, one click or one key (1 to 5; Escape or Skip
/// leaves it unanswered), kept with the session as the terminal keeps it.
@MainActor
final class MoodCheck {
  /// The question's view, in its page's stack.
  let view: Box
  private let question = Label("")
  private let words: any DesktopWords
  /// What the answer goes to, while the question is asked.
  private var answered: (@MainActor (Int?) -> Void)?

  init(words: any DesktopWords) {
    self.words = words
    view = Box(vertical: true, spacing: Spacing.regular)
    view.setMargins(Spacing.loose)
    view.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    question.addCSSClass("title-2")
    question.setWrap(true)
    view.append(question)
    let scale = Label(words.moodScale)
    scale.addCSSClass("dim-label")
    view.append(scale)
    let buttons = (1...5).map { value in
      let button = Button("\(value)")
      button.addCSSClass("circular")
      button.onClick { [unowned self] in self.answer(value) }
      return button
    }
    view.append(PageParts.buttonRow(buttons))
    let skip = Button(words.moodSkipButton)
    skip.addCSSClass("flat")
    skip.onClick { [unowned self] in self.answer(nil) }
    view.append(skip)
  }

  /// Whether a question waits for its answer.
  var isAsking: Bool { answered != nil }
  /// The question shown (tests read it).
  var questionText: String { question.text }

  /// Asks before the practice, or `after` it; `then` gets the answer (nil: skipped). The
  /// page shows ``view``.
  func ask(after: Bool, then: @escaping @MainActor (Int?) -> Void) {
    question.text = after ? words.moodAfter : words.moodBefore
    answered = then
  }

  /// Answers the question asked (a button, a key): `nil` skips it.
  func answer(_ value: Int?) {
    guard let answered else { return }
    self.answered = nil
    answered(value.flatMap { (1...5).contains($0) ? $0 : nil })
  }

  /// A key while the question is asked: 1 to 5 answer, Escape skips. Whether it was taken.
  func key(_ keyval: UInt32) -> Bool {
    guard isAsking else { return false }
    let one = UInt32(GDK_KEY_1)
    if (one..<one + 5).contains(keyval) {
      answer(Int(keyval - one) + 1)
      return true
    }
    let keypadOne = UInt32(GDK_KEY_KP_1)
    if (keypadOne..<keypadOne + 5).contains(keyval) {
      answer(Int(keyval - keypadOne) + 1)
      return true
    }
    if keyval == UInt32(GDK_KEY_Escape) {
      answer(nil)
      return true
    }
    return false
  }
}
