import Cadence
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// In-process GUI checks: XCTest runs them on the main thread, GTK's thread. (A
/// `@MainActor` test method crashes XCTest's discovery on Linux: the methods assume it.)
final class GlueLeakTests: XCTestCase {
  func testOpeningAndClosingTheWindowManyTimesReleasesEveryCallbackContext() throws {
    try MainActor.assumeIsolated { try Self.openAndCloseManyTimes() }
  }

  @MainActor
  private static func openAndCloseManyTimes() throws {
    guard DesktopProcess.hasDisplay, initializeToolkit() else {
      throw XCTSkip("needs a display: run under xvfb-run")
    }
    let directory = DesktopProcess.dataDirectory()
    drainEvents()
    let before = CallbackContexts.live
    weak var lastWindow: MainWindow?
    for round in 0..<20 {
      let store = DesktopStore.open(dataDirectory: directory)
      let main = MainWindow(
        application: nil, store: store, reduceMotion: false, words: EnglishCatalogue())
      lastWindow = main
      main.window.present()
      XCTAssertTrue(runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      // A running session: a tick callback and, in the count-in, a timeout are installed.
      main.breathe.start(
        BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1), name: "4-7-8")
      main.show(round.isMultiple(of: 2) ? .timer : .history)
      main.timer.start(total: .seconds(60))
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 30_000)
      XCTAssertGreaterThan(CallbackContexts.live, before)
      main.timer.stop()
      main.breathe.stop()
      main.window.destroy()
      drainEvents()
    }
    // GTK finalizes a destroyed window's surface from an idle: give it a moment.
    _ = runMainLoop(until: { CallbackContexts.live == before }, timeoutMicroseconds: 1_000_000)
    XCTAssertNil(lastWindow, "the window's Swift side outlived it")
    XCTAssertEqual(CallbackContexts.live, before, "callback contexts leaked")
  }
}
