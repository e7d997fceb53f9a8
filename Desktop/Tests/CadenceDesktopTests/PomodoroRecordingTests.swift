import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// The pomodoro page driven in process at chosen instants of its practice time (XCTest runs
/// on the main thread, GTK's; the page's own timeouts never fire, since the main loop does
/// not run): skip, restart and stop record each focus as `cadence pomodoro` does, through
/// the shared `PomodoroPractice`, with checkpoints and a `cadence status` row.
final class PomodoroRecordingTests: XCTestCase {
  func testSkipRestartAndStopRecordEachFocusAsTheTerminalDoes() throws {
    try MainActor.assumeIsolated { try Self.skipRestartAndStop() }
  }

  @MainActor
  private static func skipRestartAndStop() throws {
    guard DesktopProcess.hasDisplay, initializeToolkit() else {
      throw XCTSkip("needs a display: run under xvfb-run")
    }
    let directory = DesktopProcess.dataDirectory()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
    let page = PomodoroPage(PageContext(store: store, application: nil, words: EnglishCatalogue()))
    let window = Window(application: nil)
    window.setContent(page.root)
    defer {
      window.destroy()
      drainEvents()
    }
    func at(_ seconds: Double) -> Duration { .seconds(seconds) }
    // The store stamps each session with the wall clock, so two begun within the same
    // millisecond of this test tie: compare them as a set, each by what it holds.
    func sessions() throws -> [SessionRecord] {
      page.waitUntilWritten()
      return try store.store.sessions(SessionQuery())
    }
    func summaries() throws -> Set<String> {
      Set(try sessions().map { "\($0.status) \($0.activeMilliseconds)" })
    }
    // 10 s of focus, 3 s short break, 5 s long break, a long break every 2.
    let plan = PomodoroPlan(
      work: .seconds(10), shortBreak: .seconds(3), longBreak: .seconds(5), longBreakEvery: 2)
    page.start(plan: plan, label: "Essay", now: at(0))
    XCTAssertEqual(page.shownText.heading, "Focus 1 of 2")
    XCTAssertEqual(page.shownText.digits, "00:10")
    XCTAssertEqual(try sessions().map(\.status), [.inProgress])

    // Skipped after 4 s: stopped early with 4 s of focus; the short break starts.
    page.skip(now: at(4))
    XCTAssertEqual(page.shownText.heading, "Short break")
    XCTAssertEqual(page.shownText.digits, "00:03")
    XCTAssertEqual(try sessions().map(\.status), [.stoppedEarly])
    XCTAssertEqual(try sessions().map(\.activeMilliseconds), [4000])

    // The break ends at 7 s: the second focus begins its session.
    page.update(now: at(7))
    XCTAssertEqual(page.shownText.heading, "Focus 2 of 2")
    XCTAssertEqual(
      try sessions().map(\.status).sorted { "\($0)" < "\($1)" }, [.inProgress, .stoppedEarly])

    // Restarted 2 s in: the same session, the full length again.
    page.restart(now: at(9))
    XCTAssertEqual(page.shownText.digits, "00:10")
    XCTAssertEqual(try sessions().count, 2)

    // Its time runs out at 19 s: completed with the 2 s before the restart and its 10 s.
    page.update(now: at(19))
    XCTAssertEqual(page.shownText.heading, "Long break")
    XCTAssertEqual(page.shownText.digits, "00:05")
    let recorded = try sessions()
    XCTAssertEqual(try summaries(), ["stoppedEarly 4000", "completed 12000"])
    XCTAssertEqual(Set(recorded.map(\.kind)), [.pomodoro])
    XCTAssertEqual(Set(recorded.map(\.name)), ["pomodoro"])
    XCTAssertEqual(Set(recorded.map(\.label)), ["Essay"])
    XCTAssertEqual(Set(recorded.map(\.plannedMilliseconds)), [10_000])

    // Paused in the long break, then stopped: nothing more is recorded.
    page.togglePause(now: at(20))
    page.stop(now: at(30))
    XCTAssertFalse(page.isRunning)
    XCTAssertEqual(try sessions().count, 2)
    XCTAssertEqual(page.shownText.summary, "Stopped: 2 focus sessions, 16 s of focus, saved.")
  }
}
