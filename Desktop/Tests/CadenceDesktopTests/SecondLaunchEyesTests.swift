import CadenceWords
import XCTest

@testable import CadenceDesktop

/// A second launch's `--eyes-closed` closes the eyes of the breathing page in the open
/// window, as the option does at a start. Before, it was dropped: the page stayed as it was.
final class SecondLaunchEyesTests: XCTestCase {
  func testASecondLaunchWithEyesClosedClosesThemAndOneWithoutLeavesThem() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let directory = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
      let words = EnglishCatalogue()
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      var errors: [String] = []
      @MainActor func launch(_ arguments: [String]) -> Int32 {
        SecondLaunch(
          arguments: arguments, printError: { errors.append($0) }, words: words,
          environment: [:]
        ).follow(in: main, dataDirectory: directory)
      }
      XCTAssertFalse(main.breathe.eyesClosed)
      XCTAssertEqual(launch(["--page", "breathe", "--eyes-closed"]), 0)
      XCTAssertTrue(main.breathe.eyesClosed)
      XCTAssertTrue(main.breathe.eyesSwitch.isOn)
      // Only what a line names changes: a line without it leaves the eyes closed.
      XCTAssertEqual(launch(["--cycles", "3"]), 0)
      XCTAssertTrue(main.breathe.eyesClosed)
      XCTAssertEqual(errors, [])
    }
  }
}
