import GtkGlue

/// What the clock pages (timer, pomodoro, sitting) are built around, once: the ring with
/// the digits over it, the Start, Pause / Resume and Stop buttons, and the page's two views
/// in its stack.
@MainActor
final class ClockFace {
  let ring: DrawingArea
  let digits: Label
  let start: Button
  let pause: Button
  let stop: Button
  /// The part of the ring still to go (0…1).
  private var left = 1.0
  private let words: any DesktopWords

  init(digits: String, words: any DesktopWords) {
    self.words = words
    ring = DrawingArea(picture: words.ringName)
    self.digits = Label(digits)
    start = Button(words.start)
    pause = PageParts.pauseButton(words)
    stop = Button(words.stop)
    ring.onDraw { [unowned self] painter, width, height in
      ProgressRing.draw(painter, width, height, fraction: self.left)
    }
  }

  /// The ring and its digits, for the running view (once).
  func view() -> AnyWidget { ProgressRing.face(ring: ring, digits: digits) }

  /// Puts `setup` and `running` in `root`, the setup shown.
  static func stack(_ root: Stack, setup: some Widget, running: Box) {
    root.add(setup, name: "setup")
    root.add(running, name: "running")
    root.show("setup")
  }

  /// Shows `digits` and `left` of the ring; the ring is drawn again only when it changed.
  func show(digits text: String, left: Double) {
    digits.text = text
    guard left != self.left else { return }
    self.left = left
    ring.queueDraw()
  }

  /// Shows Pause or Resume.
  func show(paused: Bool) { PageParts.show(paused: paused, on: pause, words) }
}
