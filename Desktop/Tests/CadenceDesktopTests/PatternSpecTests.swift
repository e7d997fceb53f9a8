import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45 #5: `--pattern 2-2` (a spec, not a built-in's name) without `--start` was
/// silently replaced by the default: the chooser showed 4-7-8 and Start breathed and
/// recorded 4-7-8. A spec is now offered in the chooser, shown, and breathed by Start.
final class PatternSpecTests: XCTestCase {
  func testTheChooserShowsASpecGivenOnTheCommandLine() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    let directory = DesktopProcess.dataDirectory()
    let result = try DesktopProcess.run([
      "--data-dir", directory, "--screenshot", directory + "/shot.png", "--page", "breathe",
      "--pattern", "2-2",
    ])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(result.output.contains(" pattern 2-2 "), result.output)
  }

  func testStartBreathesAndRecordsTheSpecTheChooserShows() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      let options = try DesktopOptions(arguments: ["--pattern", "2-2"])
      let chosen = try XCTUnwrap(DesktopApp.pattern(options, in: main.breathe))
      main.breathe.choose(pattern: chosen, cycles: nil, minutes: nil)
      XCTAssertEqual(main.breathe.chosenPatternText, "2-2")
      let tree = WidgetTree(main.breathe.root)
      WidgetTree.click(try XCTUnwrap(tree.buttons(saying: words.start).first))
      XCTAssertEqual(main.breathe.driver.practice?.session.pattern.spec, "2-2")
      WidgetTree.click(try XCTUnwrap(tree.buttons(saying: words.stop).first))
      main.breathe.waitUntilWritten()
      XCTAssertEqual(try store.store.sessions(SessionQuery()).map(\.name), ["2-2"])
    }
  }
}
