import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, the timer GNOME Clocks users expect: when a timer started in the window runs
/// out while the window is behind others, one notice says so with Stop and Restart, which
/// run `app.timer-stop` and `app.timer-restart`; it is taken back when the window comes to
/// the front or the run is stopped or restarted. With the window in front, no notice (the
/// page says it). The real notice (GNotification) does not block without a notification
/// server.
final class TimerNoticeTests: XCTestCase {
  /// What the page sent and took back.
  @MainActor
  final class NoticeRecorder: Notifier {
    var sent: [Notice] = []
    var withdrawn: [String] = []
    func send(_ notice: Notice) { sent.append(notice) }
    func withdrawNotification(id: String) { withdrawn.append(id) }
  }

  @MainActor
  private static func window() throws -> (MainWindow, NoticeRecorder) {
    try PauseAndStopTests.requireDisplay()
    let store = DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory())
    let main = MainWindow(
      application: nil, store: store, reduceMotion: false, words: EnglishCatalogue())
    let recorder = NoticeRecorder()
    main.timer.notifier = recorder
    main.show(.timer)
    return (main, recorder)
  }

  /// A one-minute timer started in the window 61 s ago, looked at now: in overtime.
  @MainActor
  private static func runOut(_ main: MainWindow) {
    main.timer.start(total: .seconds(60), now: main.timer.now() - .seconds(61), overtime: true)
    main.timer.update()
  }

  static let notice = Notice(
    id: "timer", title: "Time is up", body: "01:00 done.",
    buttons: [
      .init(label: "Stop", action: "app.timer-stop"),
      .init(label: "Restart", action: "app.timer-restart"),
    ])

  /// Presents the window and waits until it is in front (Xvfb gives it the focus).
  @MainActor
  private static func bringToFront(_ main: MainWindow) {
    main.window.present()
    XCTAssertTrue(runMainLoop(until: { main.window.isActive }, timeoutMicroseconds: 5_000_000))
  }

  /// Another window in front of the app's.
  @MainActor
  private static func putBehindAnother(_ main: MainWindow) -> Window {
    bringToFront(main)
    let other = Window(application: nil)
    other.present()
    XCTAssertTrue(runMainLoop(until: { !main.window.isActive }, timeoutMicroseconds: 5_000_000))
    return other
  }

  func testTheEndBehindAnotherWindowSendsOneNoticeWithStopAndRestart() throws {
    try MainActor.assumeIsolated {
      let (main, recorder) = try Self.window()
      defer { main.window.destroy() }
      let other = Self.putBehindAnother(main)
      defer { other.destroy() }
      Self.runOut(main)
      XCTAssertEqual(recorder.sent, [Self.notice])
      XCTAssertEqual(main.timer.shownDigits, "+00:01", "in overtime")
      main.timer.update(now: main.timer.now() + .seconds(5))
      XCTAssertEqual(recorder.sent.count, 1, "one notice for one end")
      XCTAssertEqual(recorder.withdrawn, [])
      // Back in front: the notice is taken back; the page says it.
      Self.bringToFront(main)
      XCTAssertEqual(recorder.withdrawn, ["timer"])
      XCTAssertTrue(main.timer.driver.isRunning, "counting on in overtime")
      // Stopped, so that its wake does not fire in a later test, after the page is gone.
      main.timer.stop()
    }
  }

  func testTheNoticesRestartAndStopRunTheTimersOwn() throws {
    try MainActor.assumeIsolated {
      let (main, recorder) = try Self.window()
      defer { main.window.destroy() }
      let other = Self.putBehindAnother(main)
      defer { other.destroy() }
      let application = Application(id: "dev.cadence.Desktop.NoticeTests", unique: false)
      NoticeAction.add(to: application) { main }
      Self.runOut(main)
      XCTAssertEqual(recorder.sent.map(\.buttons), [Self.notice.buttons])
      application.activateAction("timer-restart")
      XCTAssertTrue(main.timer.driver.isRunning)
      XCTAssertEqual(main.timer.shownDigits, "01:00", "a countdown from its length again")
      XCTAssertEqual(recorder.withdrawn, ["timer"])
      // It runs out again behind the other window: a new notice; Stop ends the run.
      main.timer.update(now: main.timer.now() + .seconds(61))
      XCTAssertEqual(recorder.sent.count, 2)
      application.activateAction("timer-stop")
      XCTAssertFalse(main.timer.driver.isRunning)
      XCTAssertEqual(recorder.withdrawn, ["timer", "timer"])
      main.timer.driver.waitUntilWritten()
      XCTAssertEqual(main.timer.shownStatus, EnglishCatalogue().timerEnded)
    }
  }

  func testWithTheWindowInFrontThereIsNoNotice() throws {
    try MainActor.assumeIsolated {
      let (main, recorder) = try Self.window()
      defer { main.window.destroy() }
      Self.bringToFront(main)
      Self.runOut(main)
      XCTAssertTrue(main.timer.driver.isRunning)
      XCTAssertEqual(recorder.sent, [])
      main.timer.stop()
      XCTAssertEqual(recorder.withdrawn, [], "nothing to take back")
    }
  }

  func testTheRealNoticeDoesNotWaitForANotificationServer() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let application = Application(id: "dev.cadence.Desktop.NoticeServerTests", unique: false)
      guard application.register() else { throw XCTSkip("no session bus to register on") }
      // dbus-run-session has no notification server: the call must not wait for one.
      let start = monotonicMicroseconds()
      application.send(Self.notice)
      application.withdrawNotification(id: Self.notice.id)
      let took = monotonicMicroseconds() - start
      print("a notice sent and withdrawn in \(took) µs")
      XCTAssertLessThan(took, 50_000)
      drainEvents()
    }
  }
}
