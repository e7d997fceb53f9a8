import CadencePractice
import GtkGlue

/// What every practice page is made from: one entry point, so a list of practices can make
/// its pages alike.
@MainActor
struct PageContext {
  var store: DesktopStore?
  var application: Application?
  var words: any DesktopWords
  /// Text cues in place of motion (`--reduce-motion`, or the desktop's animations off).
  var reduceMotion = false
}

/// A practice's page: its widgets over a ``PracticeDriver`` that holds the lifecycle.
@MainActor
protocol PracticePage: AnyObject {
  associatedtype Practice: DrivenPractice
  init(_ context: PageContext)
  /// The page's widgets (its setup and its running view).
  var root: Stack { get }
  /// The practice's lifecycle: start, wakes, recording, end, sound.
  var driver: PracticeDriver<Practice> { get }
}

/// The window's view of a practice page, whatever its practice.
@MainActor
protocol PageLifecycle: AnyObject {
  var isRunning: Bool { get }
  var windowTitle: String? { get }
  var onTitleChange: (@MainActor () -> Void)? { get set }
  var onEnd: (@MainActor () -> Void)? { get set }
  var quitAtEnd: (@MainActor () -> Void)? { get set }
  var notifies: Bool { get set }
  var makeSound: @MainActor () -> PageSound? { get set }
  func togglePause()
  func stop(now: Duration?)
  func interrupt(now: Duration?)
  func silence()
}

extension PracticeDriver: PageLifecycle {}

extension PracticePage {
  /// The lifecycle, for the window's lists of pages.
  var lifecycle: any PageLifecycle { driver }
  var isRunning: Bool { driver.isRunning }
  /// What the window's title shows for this page while it runs.
  var windowTitle: String? { driver.windowTitle }
  var onTitleChange: (@MainActor () -> Void)? {
    get { driver.onTitleChange }
    set { driver.onTitleChange = newValue }
  }
  var onEnd: (@MainActor () -> Void)? {
    get { driver.onEnd }
    set { driver.onEnd = newValue }
  }
  var notifies: Bool {
    get { driver.notifies }
    set { driver.notifies = newValue }
  }
  var makeSound: @MainActor () -> PageSound? {
    get { driver.makeSound }
    set { driver.makeSound = newValue }
  }
  /// Silences the practice's sound now (the Sound switch turned off).
  func silence() { driver.silence() }
  /// Waits until every write asked for so far is made (tests look at the store).
  func waitUntilWritten() { driver.waitUntilWritten() }
}

/// A page on a ``PageClock`` (timer, pomodoro, sitting): its actions take an instant of
/// the page's time, which tests give.
@MainActor
protocol ClockPage: PracticePage {}

extension ClockPage {
  /// The practice's time now.
  func now() -> Duration { driver.now() }
  /// Looks at the practice at `now`: what a wake does.
  func update(now: Duration? = nil) { driver.update(now: now) }
  /// Stops the run now, recorded as stopped early (the Stop key, the window closed).
  func stop(now: Duration? = nil) { driver.stop(now: now) }
  /// Ends the run as the system asked (SIGTERM, a logout): recorded as interrupted.
  func interrupt(now: Duration? = nil) { driver.interrupt(now: now) }
}
