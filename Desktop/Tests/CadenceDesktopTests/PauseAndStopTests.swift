import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 24 #15: a mouse or touch user can pause and stop every practice, a paused timer
/// says so (its hint and the window's title), and the buttons never move when a label
/// changes. In process, on XCTest's main thread (GTK's).
///
/// Before: breathing had no buttons at all (Space and Escape only); the timer's hint kept
/// "Space pauses" and its title the bare time while paused; Pause → Resume widened the
/// button and shifted the row.
final class PauseAndStopTests: XCTestCase {
  @MainActor
  static func requireDisplay() throws {
    guard DesktopProcess.hasDisplay, initializeToolkit() else {
      throw XCTSkip("needs a display: run under xvfb-run")
    }
  }

  @MainActor
  static func window(_ root: some Widget) throws -> Window {
    let window = Window(application: nil)
    window.setContent(root)
    return window
  }

  func testBreathingHasPauseAndStopButtons() throws {
    try MainActor.assumeIsolated {
      try Self.requireDisplay()
      let words = EnglishCatalogue()
      let directory = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
      let page = BreathePage(store: store, reduceMotion: false, words: words)
      let window = try Self.window(page.root)
      defer { window.destroy() }
      page.start(
        BreathingSession(pattern: try BreathingPattern(parsing: "4-4-4-4"), cycles: 4), name: "box",
        now: monotonicMicroseconds())
      let tree = WidgetTree(page.root)
      let pause = try XCTUnwrap(tree.buttons(saying: words.pause).first, "no Pause button")
      WidgetTree.click(pause)
      XCTAssertTrue(page.isPaused)
      XCTAssertFalse(tree.labels(saying: words.pausedHint).isEmpty)
      WidgetTree.click(pause)
      XCTAssertFalse(page.isPaused)
      let stop = try XCTUnwrap(tree.buttons(saying: words.stop).first, "no Stop button")
      WidgetTree.click(stop)
      XCTAssertFalse(page.isRunning)
      let sessions = try store.store.sessions(SessionQuery())
      XCTAssertEqual(sessions.map(\.status), [.stoppedEarly])
    }
  }

  func testAPausedTimerSaysSoInItsHintAndTheTitle() throws {
    try MainActor.assumeIsolated {
      try Self.requireDisplay()
      let words = EnglishCatalogue()
      let page = TimerPage(PageContext(store: nil, application: nil, words: words))
      let window = try Self.window(page.root)
      defer { window.destroy() }
      page.start(total: .seconds(300), now: .zero)
      XCTAssertEqual(page.windowTitle, "05:00 — Cadence")
      page.togglePause(now: .seconds(10))
      let tree = WidgetTree(page.root)
      XCTAssertFalse(tree.labels(saying: words.pausedHint).isEmpty, "the hint while paused")
      XCTAssertTrue(tree.labels(saying: words.runningHint).isEmpty, "the hint while paused")
      XCTAssertEqual(page.windowTitle, words.pausedWindowTitle("04:50"))
      page.togglePause(now: .seconds(20))
      XCTAssertFalse(tree.labels(saying: words.runningHint).isEmpty)
      XCTAssertEqual(page.windowTitle, "04:50 — Cadence")
      let stop = try XCTUnwrap(tree.buttons(saying: words.stop).first, "no Stop button")
      WidgetTree.click(stop)
      XCTAssertFalse(page.isRunning)
    }
  }

  func testThePauseButtonsKeepTheirWidthWhenTheirLabelChanges() throws {
    try MainActor.assumeIsolated {
      try Self.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let timer = TimerPage(PageContext(store: nil, application: nil, words: words))
        let window = try Self.window(timer.root)
        defer { window.destroy() }
        timer.start(total: .seconds(300), now: .zero)
        let tree = WidgetTree(timer.root)
        let pause = try XCTUnwrap(tree.buttons(saying: words.pause).first)
        let widths =
          tree.buttons(saying: words.restart).map(WidgetTree.naturalWidth)
          + [WidgetTree.naturalWidth(pause)]
        timer.togglePause(now: .seconds(1))
        XCTAssertEqual(
          tree.buttons(saying: words.restart).map(WidgetTree.naturalWidth)
            + [WidgetTree.naturalWidth(pause)], widths, "the row moved")
        timer.stop(now: .seconds(2))
      }
    }
  }
}
