import CadencePractice
import GtkGlue

/// A practice as the desktop offers it: its registry entry (name, kind, settings), its icon
/// in the page switcher, and how its page is made.
struct DesktopPractice: Sendable {
  /// The practice's registry entry: the page's name (its command) and title come from it.
  let practice: PracticeDescriptor
  /// The symbolic icon of its page in the header's switcher.
  let icon: String
  /// Its page, made from the one context every page is made from.
  let makePage: @MainActor @Sendable (PageContext) -> any PracticePageView

  /// Its page in the window and on the command line (`--page breathe`).
  var page: DesktopOptions.Page { DesktopOptions.Page(known: practice.command) }
}

/// What the window needs of a practice page, whatever its practice: its widgets and its
/// lifecycle.
@MainActor
protocol PracticePageView: AnyObject {
  /// The page's widgets.
  var root: Stack { get }
  /// The practice's lifecycle, for the window's lists (end, title, sound, close, signals).
  var lifecycle: any PageLifecycle { get }
  /// The person ends the practice (Escape): as its Stop button does.
  func stopByPerson()
}

extension PracticePageView {
  /// Stopped early, its time kept: what Stop means for most practices.
  func stopByPerson() { lifecycle.stop(now: nil) }
}

extension BreathePage: PracticePageView {}
extension TimerPage: PracticePageView {}
extension PomodoroPage: PracticePageView {}
extension MeditatePage: PracticePageView {}
extension StopwatchPage: PracticePageView {}

/// The practices the desktop has a page for, in the order of the header's switcher: the one
/// list the window's pages, their titles, Alt+1…, `--page` and `--quit-at-end` are made
/// from.
///
/// ``current`` is task-local, as ``PracticeRegistry/current`` is: a test adds a practice
/// with a page of its own and sees it everywhere the desktop lists pages.
enum DesktopPractices {
  /// The pages in use: ``standard`` unless a caller bound others.
  @TaskLocal static var current = standard

  /// Cadence's own pages.
  static let standard: [DesktopPractice] = [
    DesktopPractice(
      practice: BreathePractice.descriptor, icon: "weather-windy-symbolic",
      makePage: { BreathePage($0) }),
    DesktopPractice(
      practice: TimerPractice.descriptor, icon: "alarm-symbolic", makePage: { TimerPage($0) }),
    DesktopPractice(
      practice: PomodoroPractice.descriptor, icon: "emblem-synchronizing-symbolic",
      makePage: { PomodoroPage($0) }),
    DesktopPractice(
      practice: MeditatePractice.descriptor, icon: "weather-clear-night-symbolic",
      makePage: { MeditatePage($0) }),
    DesktopPractice(
      practice: StopwatchPractice.descriptor, icon: "alarm-symbolic",
      makePage: { StopwatchPage($0) }),
  ]
}
