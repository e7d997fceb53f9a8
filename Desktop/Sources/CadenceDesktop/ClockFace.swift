import GtkGlue

/// What the clock pages (timer, pomodoro, sitting) are built around, once: the ring with
/// the digits over it, the Start, Pause / Resume and Stop buttons, and the page's two views
/// in its stack.
@MainActor
final class ClockFace {
  let ring: ProgressRing
  /// The digits: an inscription, so that a new second is only drawn, not laid out (a
  /// label's new text re-lays out the page and the window every second).
  let digits: Inscription
  let start: Button
  let pause: Button
  let stop: Button
  private let words: any DesktopWords

  init(digits: String, words: any DesktopWords) {
    self.words = words
    ring = ProgressRing(name: words.ringName)
    self.digits = Inscription(digits)
    self.digits.addCSSClass("digits")
    start = Button(words.start)
    pause = PageParts.pauseButton(words)
    stop = Button(words.stop)
    ring.onResize = { [weak self] in self?.fitDigits() }
  }

  /// The digits' scale now (1: the size `.digits` gives them).
  private(set) var digitsScale = 1.0

  /// Scales the digits down until they lie inside the ring, never up from their style's size:
  /// at 360 px the ring has 285 px of height, and 72 pt digits (or an hour's) crossed its
  /// stroke. Done when the ring's size or the digits' count changes, not each second.
  private func fitDigits() {
    let inside = ring.insideRadius - Double(Spacing.tight)
    guard inside > 0 else { return }
    let ink = digits.inkSize(of: digits.text)
    let reach = (ink.width * ink.width + ink.height * ink.height).squareRoot() / 2 / digitsScale
    let scale = reach > inside ? inside / reach : 1
    guard abs(scale - digitsScale) > 0.005 else { return }
    digitsScale = scale
    digits.setScale(scale)
  }

  /// The ring and its digits, for the running view (once).
  func view() -> AnyWidget { ring.face(digits: digits) }

  /// Puts `setup` and `running` in `root`, the setup shown.
  static func stack(_ root: Stack, setup: some Widget, running: Box) {
    root.add(setup, name: "setup")
    root.add(running, name: "running")
    root.show("setup")
  }

  /// Shows `digits` and `left` of the ring; each is drawn again only where it changed.
  func show(digits text: String, left: Double) {
    let count = digits.text.count
    digits.text = text
    if text.count != count { fitDigits() }
    ring.show(left)
  }

  /// Shows Pause or Resume.
  func show(paused: Bool) { PageParts.show(paused: paused, on: pause, words) }
}
