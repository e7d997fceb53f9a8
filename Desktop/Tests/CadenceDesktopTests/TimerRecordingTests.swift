import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// The timer page driven in process at chosen instants of its practice time (XCTest runs on
/// the main thread, GTK's; the page's own timeouts never fire, since the main loop does not
/// run): it records as `cadence timer` does, through the shared `TimerPractice`.
///
/// Before the practice layer the page kept a countdown of its own: "−1 min" four minutes
/// into a five-minute run set the plan to the time already run and recorded the run
/// *completed*; a restart kept one session and dropped the time before it; nothing was
/// written until the end (a crash left 0 s) and `cadence status` never saw it.
final class TimerRecordingTests: XCTestCase {
  @MainActor
  private static func page(in directory: String) throws -> (TimerPage, DesktopStore, Window) {
    guard DesktopProcess.hasDisplay, initializeToolkit() else {
      throw XCTSkip("needs a display: run under xvfb-run")
    }
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
    let page = TimerPage(PageContext(store: store, application: nil, words: EnglishCatalogue()))
    let window = Window(application: nil)
    window.setContent(page.root)
    return (page, store, window)
  }

  @MainActor
  private static func sessions(_ store: DesktopStore) throws -> [String] {
    try store.store.sessions(SessionQuery()).sorted { $0.startedAt < $1.startedAt }.map {
      "\($0.status.rawValue) \($0.activeMilliseconds) of \($0.plannedMilliseconds ?? 0)"
    }
  }

  func testAMinuteLessNearTheEndIsRefusedAndNeverCompletesTheRun() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(in: DesktopProcess.dataDirectory())
      defer { window.destroy() }
      page.start(total: .seconds(300), now: .zero)
      page.takeMinute(now: .seconds(240))
      XCTAssertEqual(page.shownDigits, "01:00")
      XCTAssertEqual(page.isRunning, true)
      page.stop(now: .seconds(250))
      XCTAssertEqual(try Self.sessions(store), ["stoppedEarly 250000 of 300000"])
    }
  }

  func testARestartRecordsTheRunBeforeItAsASessionOfItsOwn() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(in: DesktopProcess.dataDirectory())
      defer { window.destroy() }
      page.start(total: .seconds(300), now: .zero)
      page.addMinute(now: .seconds(20))
      page.restart(now: .seconds(100))
      // Back to the length as given, as the terminal's `r` (the shared TimerPractice): the
      // minute added belonged to the run it was pressed in.
      XCTAssertEqual(page.shownDigits, "05:00")
      page.stop(now: .seconds(130))
      XCTAssertEqual(
        try Self.sessions(store), ["stoppedEarly 100000 of 360000", "stoppedEarly 30000 of 300000"])
    }
  }

  func testProgressIsCheckpointedAndShownToCadenceStatusWhileItRuns() throws {
    try MainActor.assumeIsolated {
      let directory = DesktopProcess.dataDirectory()
      let (page, store, window) = try Self.page(in: directory)
      defer { window.destroy() }
      page.start(total: .seconds(300), now: .zero)
      for second in 1...12 { page.update(now: .seconds(Int64(second))) }
      page.waitUntilWritten()
      // Killed now, the store keeps 10 s: the checkpoints at 5 s and 10 s.
      XCTAssertEqual(try Self.sessions(store), ["inProgress 10000 of 300000"])
      let running = SQLiteSessionStore.runningPractices(in: DataDirectory(path: directory))
      XCTAssertEqual(running.map(\.kind), ["timer"])
      XCTAssertEqual(running.first?.planned, .seconds(300))
      page.stop(now: .seconds(13))
      XCTAssertEqual(try Self.sessions(store), ["stoppedEarly 13000 of 300000"])
      XCTAssertTrue(SQLiteSessionStore.runningPractices(in: DataDirectory(path: directory)).isEmpty)
    }
  }

  /// Issue 45: after its end the timer counts on in overtime, `+00:12`, as GNOME Clocks's
  /// does, until Stop (the run complete, its length recorded, overtime excluded) or Restart.
  func testAfterTheEndItCountsOvertimeUntilStoppedAndRecordsTheLength() throws {
    try MainActor.assumeIsolated {
      let words = EnglishCatalogue()
      let (page, store, window) = try Self.page(in: DesktopProcess.dataDirectory())
      defer { window.destroy() }
      page.start(total: .seconds(60), now: .zero, overtime: true)
      page.update(now: .seconds(59.5))
      XCTAssertEqual(page.shownDigits, "00:01")
      page.update(now: .seconds(61))
      XCTAssertTrue(page.isRunning, "the run ended at its end")
      XCTAssertEqual(page.shownDigits, "+00:01")
      XCTAssertEqual(Self.shownHint(page), words.timeIsUp)
      page.update(now: .seconds(72.4))
      XCTAssertEqual(page.shownDigits, "+00:12")
      XCTAssertEqual(page.windowTitle, "+00:12 — Cadence")
      XCTAssertLessThanOrEqual(
        NarrowWindowTests.minimumWidth(window.pointer), NarrowWindowTests.narrow,
        "the sign widened the page")
      page.stop(now: .seconds(73))
      XCTAssertFalse(page.isRunning)
      XCTAssertEqual(page.shownStatus, words.timerEnded)
      XCTAssertEqual(try Self.sessions(store), ["completed 60000 of 60000"])
      // Restart in overtime: a countdown of the length again.
      page.start(total: .seconds(60), now: .zero, overtime: true)
      page.update(now: .seconds(65))
      page.restart(now: .seconds(65))
      page.update(now: .seconds(66))
      XCTAssertEqual(page.shownDigits, "00:59")
      XCTAssertEqual(Self.shownHint(page), words.runningHint)
      page.stop(now: .seconds(67))
    }
  }

  @MainActor
  private static func shownHint(_ page: TimerPage) -> String? {
    let words = EnglishCatalogue()
    return [words.timeIsUp, words.runningHint, words.pausedHint].first {
      WidgetTree(page.root).labels(saying: $0).contains { gtk_widget_get_visible($0) != 0 }
    }
  }

  /// A run started from the command line (`--timer 2 --start`) ends at its end.
  func testWithoutOvertimeTheEndCompletesTheRunWithItsWholeLength() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(in: DesktopProcess.dataDirectory())
      defer { window.destroy() }
      page.start(total: .seconds(60), now: .zero)
      page.update(now: .seconds(61))
      XCTAssertFalse(page.isRunning)
      XCTAssertEqual(page.shownStatus, EnglishCatalogue().timerEnded)
      XCTAssertEqual(try Self.sessions(store), ["completed 60000 of 60000"])
    }
  }
}
