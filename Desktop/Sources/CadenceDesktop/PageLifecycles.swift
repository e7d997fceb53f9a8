/// One page's several practices as the window sees one: the breathe page runs a breathing
/// session or retention rounds, never both. What the window sets reaches each; what it
/// does (pause, stop, a signal's end) goes to the one running.
@MainActor
final class PageLifecycles: PageLifecycle {
  private let all: [any PageLifecycle]

  init(_ all: [any PageLifecycle]) { self.all = all }

  /// The practice running, if any.
  private var running: (any PageLifecycle)? { all.first { $0.isRunning } }

  var isRunning: Bool { running != nil }
  var windowTitle: String? { all.lazy.compactMap(\.windowTitle).first }
  var onTitleChange: (@MainActor () -> Void)? {
    didSet { for each in all { each.onTitleChange = onTitleChange } }
  }
  var onEnd: (@MainActor () -> Void)? {
    didSet { for each in all { each.onEnd = onEnd } }
  }
  var quitAtEnd: (@MainActor () -> Void)? {
    didSet { for each in all { each.quitAtEnd = quitAtEnd } }
  }
  var notifies = true {
    didSet { for each in all { each.notifies = notifies } }
  }
  var makeSound: @MainActor () -> PageSound? = { nil } {
    didSet { for each in all { each.makeSound = makeSound } }
  }
  func togglePause() { running?.togglePause() }
  func stop(now: Duration?) { running?.stop(now: now) }
  func interrupt(now: Duration?) { running?.interrupt(now: now) }
  func silence() { for each in all { each.silence() } }
}
