import CAdw
import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Screenshots of the window, its pages and its other windows at 360 px and at 1280 px, in
/// both languages, with the main loop and the frame clock running, for a person to look
/// at. Only when `CADENCE_SHOTS` names a directory to write them into:
/// `CADENCE_SHOTS=/tmp/shots GSK_RENDERER=cairo dbus-run-session -- xvfb-run -a swift test
/// --package-path Desktop --filter ScreenshotTour`.
@MainActor
enum ScreenshotTour {
  static var directory: String? { ProcessInfo.processInfo.environment["CADENCE_SHOTS"] }

  static let widths = [360, 1280]

  /// Runs `body` for each language and width of the tour, once the look is set up: skipped
  /// unless `CADENCE_SHOTS` is set, and without a display.
  static func eachLanguageAndWidth(_ body: (String, any DesktopWords, Int) throws -> Void)
    throws
  {
    guard directory != nil else { throw XCTSkip("CADENCE_SHOTS is not set") }
    try PauseAndStopTests.requireDisplay()
    DesktopApp.setUpLook()
    for (language, words) in languages {
      for width in widths { try body(language, words, width) }
    }
  }

  /// Shows `window` at `width` × `height` (at least its minimum; -1: its natural height), lets it lay out and paint, and
  /// writes it to `directory/name.png`.
  static func shoot(_ window: some Widget, width: Int, height: Int = 720, name: String) {
    guard let directory else { return }
    gtk_window_set_default_size(
      cadence_window(UnsafeMutableRawPointer(window.pointer)), Int32(width), Int32(height))
    gtk_window_present(cadence_window(UnsafeMutableRawPointer(window.pointer)))
    _ = runMainLoop(until: { window.isMapped }, timeoutMicroseconds: 5_000_000)
    _ = runMainLoop(until: { false }, timeoutMicroseconds: 400_000)
    let path = "\(directory)/\(name).png"
    XCTAssertTrue(savePNG(of: window, to: path), "no \(path)")
  }

  static let languages: [(String, any DesktopWords)] = [
    ("en", EnglishCatalogue()), ("zh", ChineseCatalogue()),
  ]
}

final class ScreenshotTourTests: XCTestCase {
  func testTheGnomeConventions() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let store = DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory())
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.history)
        ScreenshotTour.shoot(
          main.window, width: width, name: "history-empty-\(width)-\(language)")
        main.showKeys()
        if let keys = main.shortcutsWindow {
          ScreenshotTour.shoot(keys, width: width, name: "shortcuts-\(width)-\(language)")
          keys.close()
        }
        let about = main.showAbout()
        ScreenshotTour.shoot(about, width: width, name: "about-\(width)-\(language)")
        about.close()
      }
    }
  }

  /// Retention rounds' safety page and setup, in the window as a person reaches them.
  func testRetentionRounds() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let store = DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory())
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.breathe)
        main.breathe.retention.open()
        ScreenshotTour.shoot(
          main.window, width: width, name: "retention-safety-\(width)-\(language)")
        main.breathe.retention.acceptSafety()
        ScreenshotTour.shoot(
          main.window, width: width, name: "retention-setup-\(width)-\(language)")
      }
    }
  }

  func testPreferences() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let store = try XCTUnwrap(
          DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
        try store.store.setSetting("pomodoro.work", to: "50m")
        try store.store.addPattern(CustomPattern(name: "calm", spec: "in 4 hold 2 out 6"))
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        let preferences = main.showPreferences()
        preferences.entries["volume.bells"]?.text = "150"
        ScreenshotTour.shoot(
          preferences.window, width: width, name: "preferences-\(width)-\(language)")
        preferences.showPatterns()
        ScreenshotTour.shoot(
          preferences.window, width: width, name: "patterns-\(width)-\(language)")
        preferences.openEditor(editing: nil)
        if let editor = preferences.editor {
          editor.name.text = "slow"
          editor.spec.text = "in 5 hold 3 out 7 hold 2"
          ScreenshotTour.shoot(
            editor.dialog, width: width, height: -1, name: "pattern-editor-\(width)-\(language)")
          editor.spec.text = "in 5 hold 3"
          ScreenshotTour.shoot(
            editor.dialog, width: width, height: -1, name: "pattern-refused-\(width)-\(language)")
          editor.dialog.respond("cancel")
        }
        preferences.window.close()
      }
    }
  }

  func testJournal() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let store = try XCTUnwrap(
          DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.journal)
        ScreenshotTour.shoot(
          main.window, width: width, name: "journal-empty-\(width)-\(language)")
        main.timer.start(total: .seconds(300), now: .zero)
        main.timer.stop(now: .seconds(65))
        main.timer.driver.waitUntilWritten()
        let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
        try store.addNote("Calmer than before; the shoulders let go.", session: session.id)
        try store.addNote("A loose thought about tomorrow", session: nil)
        main.show(.journal)
        ScreenshotTour.shoot(main.window, width: width, name: "journal-\(width)-\(language)")
        if let entry = main.journal.entries.first {
          main.journal.openEditor(entry)
          if let dialog = main.journal.dialog {
            ScreenshotTour.shoot(
              dialog, width: width, height: -1, name: "journal-edit-\(width)-\(language)")
            dialog.respond("cancel")
          }
        }
      }
    }
  }

  func testTimer() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let store = try XCTUnwrap(
          DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
        let earlier = TimerPage(PageContext(store: store, application: nil, words: words))
        for seconds in [7 * 60, 90] {
          earlier.start(total: .seconds(seconds), now: .zero)
          earlier.stop(now: .seconds(2))
        }
        earlier.driver.waitUntilWritten()
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.timer)
        main.timer.choose(length: .seconds(25 * 60))
        ScreenshotTour.shoot(main.window, width: width, name: "timer-setup-\(width)-\(language)")
      }
    }
  }

  func testStopwatch() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.stopwatch)
        let stopwatch = main.page(StopwatchPage.self)
        let now = stopwatch.now()
        stopwatch.start(now: now)
        stopwatch.lap(now: now + .seconds(62.3))
        stopwatch.lap(now: now + .seconds(121.7))
        stopwatch.togglePause(now: now + .seconds(150.2))
        ScreenshotTour.shoot(main.window, width: width, name: "stopwatch-\(width)-\(language)")
        main.stopPractices()
      }
    }
  }
}
