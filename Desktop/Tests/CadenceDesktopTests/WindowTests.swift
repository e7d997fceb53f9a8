import CAdw
import CGtk
import Cadence
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 24 #17, the window: it follows the system's light or dark style (it forced dark),
/// fits half of a 1366-pixel screen (its minimum width was 769 px, 909 px in this run),
/// switches pages with Alt and a digit (the keys and the help: `GnomeConventionTests`), and
/// has an About window with the version.
final class WindowTests: XCTestCase {
  func testTheStyleFollowsTheSystem() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      XCTAssertEqual(Style.colorScheme, ADW_COLOR_SCHEME_DEFAULT)
    }
  }

  func testTheWindowFitsHalfOfA1366PixelScreen() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        // Every page's running view too: start each practice.
        main.timer.start(total: .seconds(60), now: .zero)
        main.pomodoro.start(plan: PomodoroPlan(), label: nil, now: .zero)
        main.meditate.start(DesktopOptions.twentyMinutes, now: .zero)
        main.breathe.start(
          BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1),
          name: "4-7-8")
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(
          main.window.pointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        XCTAssertLessThanOrEqual(minimum, 683, "the window's minimum width")
        main.stopPractices()
      }
    }
  }

  func testAltAndADigitShowsAPage() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
      defer { main.window.destroy() }
      let alt = GDK_ALT_MASK.rawValue
      for (index, page) in DesktopOptions.Page.allCases.enumerated() {
        XCTAssertTrue(main.key(UInt32(GDK_KEY_1) + UInt32(index), modifiers: alt))
        XCTAssertEqual(main.visiblePage, page)
      }
    }
  }

  func testAboutShowsTheVersionTheTerminalAppSays() throws {
    try MainActor.assumeIsolated {
      try GnomeConventionTests.withAbout { _, about in
        XCTAssertEqual(about.version, DesktopApp.version)
      }
    }
    // One version for both apps: the terminal's, in CadenceCLI's help text.
    let help = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/CadenceCLI/Output/HelpText.swift")
    let text = try String(contentsOf: help, encoding: .utf8)
    XCTAssertTrue(text.contains("static let version = \"\(DesktopApp.version)\""))
  }
}
