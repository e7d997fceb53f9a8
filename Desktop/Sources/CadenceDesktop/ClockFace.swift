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
    digits.text = text
    ring.show(left)
  }

  /// Shows Pause or Resume.
  func show(paused: Bool) { PageParts.show(paused: paused, on: pause, words) }
}
