import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 24 #18: the history's latest sessions are a real list, a row per session named as
/// a whole (when, what, how long, how it ended), so a screen reader reads a session, not a
/// loose cell. Before: a grid of unrelated labels.
final class HistoryListTests: XCTestCase {
  func testTheLatestSessionsAreAListWithARowNamedForEachSession() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let timer = TimerPage(PageContext(store: store, application: nil, words: words))
      for _ in 0..<2 {
        timer.start(total: .seconds(300), now: .zero)
        timer.stop(now: .seconds(65))
      }
      let history = HistoryPage(store: store, words: words)
      let window = try PauseAndStopTests.window(history.root)
      defer { window.destroy() }
      history.reload()
      let lists = WidgetTree(history.root).all.filter {
        WidgetTree.isA($0, gtk_list_box_get_type())
      }
      let list = try XCTUnwrap(lists.first, "the sessions are not a list")
      let rows = WidgetTree(AnyWidget(list)).all.filter {
        WidgetTree.isA($0, gtk_list_box_row_get_type())
      }
      XCTAssertEqual(rows.count, 2)
      for row in rows {
        let name = try XCTUnwrap(AnyWidget(row).accessibleLabel, "a row has no name")
        XCTAssertTrue(name.contains("01:05"), name)
        XCTAssertTrue(name.contains(words.sessionStatus(.stoppedEarly)), name)
      }
    }
  }
}
