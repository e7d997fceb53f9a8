import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, the stopwatch page (the terminal has one): digits to the tenth, laps newest
/// first with each lap's time and the total, Reset while paused, Stop completing the run,
/// recorded as `cadence stopwatch` records it; it shares the timer's entry in the switcher.
final class StopwatchPageTests: XCTestCase {
  func testLapsAreListedAndTheRunIsRecordedAsTheTerminalRecordsIt() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let page = StopwatchPage(PageContext(store: store, application: nil, words: words))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.start(now: .zero)
      page.update(now: .seconds(1.25))
      XCTAssertEqual(page.shownDigits, "00:01.2")
      page.lap(now: .seconds(2))
      page.lap(now: .seconds(5.5))
      let rows = WidgetTree(page.laps).all.filter {
        WidgetTree.isA($0, gtk_list_box_row_get_type())
      }.compactMap { AnyWidget($0).accessibleLabel }
      XCTAssertEqual(
        rows,
        [
          words.lapRow(2, lap: "00:03.5", total: "00:05.5"),
          words.lapRow(1, lap: "00:02.0", total: "00:02.0"),
        ])
      page.togglePause(now: .seconds(6))
      page.update(now: .seconds(9))
      XCTAssertEqual(page.shownDigits, "00:06.0", "counted while paused")
      page.stop(now: .seconds(9))
      XCTAssertFalse(page.isRunning)
      XCTAssertEqual(page.shownStatus, "Stopped at 00:06.0, 3 laps, saved.")
      page.waitUntilWritten()
      let sessions = try store.store.sessions(SessionQuery())
      XCTAssertEqual(
        sessions.map { "\($0.kind) \($0.status) \($0.activeMilliseconds) \($0.cyclesCompleted)" },
        ["stopwatch completed 6000 3"])
    }
  }

  func testTheStopwatchSharesTheTimersEntryAndTakesTheKeys() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = MainWindow(
        application: nil, store: store, reduceMotion: false, words: EnglishCatalogue())
      defer { main.window.destroy() }
      main.show(.stopwatch)
      XCTAssertEqual(main.visiblePage, .stopwatch)
      main.show(.timer)
      XCTAssertEqual(main.visiblePage, .timer)
      let stopwatch = main.page(StopwatchPage.self)
      main.show(.stopwatch)
      stopwatch.start()
      XCTAssertTrue(main.key(UInt32(GDK_KEY_space), modifiers: 0))
      XCTAssertEqual(main.window.title.hasSuffix("paused — Cadence"), true, main.window.title)
      XCTAssertTrue(main.key(UInt32(GDK_KEY_Escape), modifiers: 0))
      XCTAssertFalse(stopwatch.isRunning)
      // Escape is the person stopping it, as the Stop button: complete, as the terminal's.
      stopwatch.waitUntilWritten()
      XCTAssertEqual(try store.store.sessions(SessionQuery()).map(\.status), [.completed])
    }
  }
}
