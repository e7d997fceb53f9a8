import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, the timer GNOME Clocks users expect: a length set as hours, minutes and
/// seconds, presets of 1, 2, 3, 5, 15, 30 and 45 minutes and an hour that start at once, and
/// the lengths used lately.
final class TimerPresetTests: XCTestCase {
  func testAPresetStartsItsLengthAtOnce() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let page = TimerPage(PageContext(store: nil, application: nil, words: words))
        let window = try PauseAndStopTests.window(page.root)
        defer { window.destroy() }
        let tree = WidgetTree(page.root)
        for length in TimerPage.presets {
          XCTAssertEqual(tree.buttons(saying: words.presetLabel(length)).count, 1, "\(length)")
        }
        XCTAssertEqual(
          TimerPage.presets.map(words.presetLabel),
          words.language == .english
            ? ["1 min", "2 min", "3 min", "5 min", "15 min", "30 min", "45 min", "1 h"]
            : ["1 分钟", "2 分钟", "3 分钟", "5 分钟", "15 分钟", "30 分钟", "45 分钟", "1 小时"])
        let five = try XCTUnwrap(tree.buttons(saying: words.presetLabel(.seconds(300))).first)
        XCTAssertEqual(
          AnyWidget(five).accessibleLabel, words.startPreset(words.presetLabel(.seconds(300))))
        WidgetTree.click(five)
        XCTAssertTrue(page.isRunning)
        XCTAssertEqual(page.shownDigits, "05:00")
        page.stop()
      }
    }
  }

  func testTheLengthIsSetInHoursMinutesAndSeconds() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let page = TimerPage(PageContext(store: nil, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.choose(length: .seconds(3600 + 30 * 60 + 5))
      XCTAssertEqual(page.fieldLength, .seconds(5405))
      page.start(total: page.chosenLength, now: .zero)
      XCTAssertEqual(page.shownDigits, "1:30:05")
      page.stop(now: .seconds(1))
      page.choose(length: .zero)
      let start = try XCTUnwrap(WidgetTree(page.root).buttons(saying: "Start").first)
      XCTAssertEqual(gtk_widget_get_sensitive(start), 0, "a timer of nothing can be started")
    }
  }

  func testTheLengthsUsedLatelyAreOffered() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let context = PageContext(store: store, application: nil, words: words)
      let earlier = TimerPage(context)
      for seconds in [7 * 60, 300, 90, 7 * 60] {
        earlier.start(total: .seconds(seconds), now: .zero)
        earlier.stop(now: .seconds(2))
      }
      earlier.driver.waitUntilWritten()
      let page = TimerPage(context)
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      // Newest first, each once, no preset again.
      XCTAssertEqual(page.recentLengths(), [.seconds(420), .seconds(90)])
      let tree = WidgetTree(page.root)
      XCTAssertEqual(tree.buttons(saying: "7 min").count, 1)
      XCTAssertEqual(tree.buttons(saying: "1 min 30 s").count, 1)
      XCTAssertEqual(tree.buttons(saying: "5 min").count, 1, "a preset offered twice")
    }
  }
}
