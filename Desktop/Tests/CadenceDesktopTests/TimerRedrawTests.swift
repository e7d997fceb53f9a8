import CGtk
import Cadence
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, the timer page's CPU beside GNOME Clocks: a running timer page draws once a
/// second and never lays the window out again. Its digits were a label, whose new text
/// re-laid out every widget up to the window each second, and the narrow header (the
/// default window's) showed the same time in a label that did the same. On Xvfb's frame
/// clock, in process.
final class TimerRedrawTests: XCTestCase {
  /// What the window's frame clock did while a 5-minute timer ran for `seconds`, `page`
  /// in view (after a second: the page's switch is animated).
  @MainActor
  static func countFrames(
    seconds: Int, _ main: MainWindow, page: DesktopOptions.Page = .timer,
    during run: (() -> Void)? = nil
  ) throws -> (paints: Int, layouts: Int) {
    main.window.present()
    XCTAssertTrue(runMainLoop(until: { main.content.width > 0 }, timeoutMicroseconds: 5_000_000))
    main.show(.timer)
    main.timer.start(total: .seconds(300))
    main.show(page)
    _ = runMainLoop(until: { false }, timeoutMicroseconds: 1_000_000)
    let clock = try XCTUnwrap(main.window.frameClock)
    var paints = 0
    var layouts = 0
    let painted = main.window.onObject(UnsafeMutableRawPointer(clock), "paint") { paints += 1 }
    let laidOut = main.window.onObject(UnsafeMutableRawPointer(clock), "layout") {
      layouts += 1
    }
    defer {
      painted.disconnect()
      laidOut.disconnect()
    }
    run?()
    _ = runMainLoop(until: { false }, timeoutMicroseconds: seconds * 1_000_000)
    XCTAssertTrue(main.timer.isRunning)
    return (paints, layouts)
  }

  func testARunningTimerPageDrawsOnceASecondAndNeverLaysTheWindowOut() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
      defer { main.window.destroy() }
      let frames = try Self.countFrames(seconds: 10, main)
      main.stopPractices()
      // A frame at each new second (ten or eleven in ten seconds), none between.
      XCTAssertLessThanOrEqual(frames.paints, 11)
      XCTAssertGreaterThanOrEqual(frames.paints, 9, "the digits stopped")
      // Before: 11 layouts in 10 s (the digits' label, and the header's title in the
      // default window, narrow enough to show it).
      XCTAssertEqual(frames.layouts, 0, "the window was laid out again while the timer ran")
    }
  }

  /// A wide window shows the pages' switcher in its header, not the title: a running
  /// timer's title, new every second, is kept until the header shows it, and History in
  /// view is neither drawn nor laid out again each second.
  func testAWideWindowOnAnotherPageIsLeftAloneWhileTheTimerRuns() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
      defer { main.window.destroy() }
      main.window.setDefaultSize(width: 1000, height: 720)
      let frames = try Self.countFrames(seconds: 3, main, page: .history)
      XCTAssertFalse(main.switcherAtTheBottom)
      XCTAssertTrue(main.window.title.hasSuffix(" — Cadence"), main.window.title)
      main.stopPractices()
      XCTAssertEqual(frames.layouts, 0, "laid out again for a title not shown")
      XCTAssertEqual(frames.paints, 0)
    }
  }
}
