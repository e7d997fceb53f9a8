import CGtk
import Cadence
import CadencePractice
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// A practice no other file of the desktop knows of, with a page of its own, added to the
/// desktop's list alone: the window's pages, their titles, Alt+digits, `--page`, the keys
/// and every lifecycle list (quit at end, close, signals) must hold it. A page list kept by
/// hand anywhere leaves it out, and the test fails.
final class RegisteredPracticePageTests: XCTestCase {
  static let qigong = PracticeDescriptor(
    kind: PracticeKind(storedName: "qigong-session"), command: "qigong",
    title: Translated("Qigong", chinese: "气功"),
    summary: Translated("Slow standing movements, breath led.", chinese: "随呼吸的站桩慢动作。"),
    icon: StatusIcon("🌀", ascii: "Q"))

  /// A page that only counts what the window asks of it.
  @MainActor final class QigongPage: PracticePageView, PageLifecycle {
    let root = Stack()
    var lifecycle: any PageLifecycle { self }
    var isRunning = false
    var windowTitle: String?
    var onTitleChange: (@MainActor () -> Void)?
    var onEnd: (@MainActor () -> Void)?
    var quitAtEnd: (@MainActor () -> Void)?
    var notifies = true
    var makeSound: @MainActor () -> PageSound? = { nil }
    var toggled = 0
    var stopped = 0
    var interrupted = 0
    func togglePause() { toggled += 1 }
    func stop(now: Duration?) { stopped += 1 }
    func interrupt(now: Duration?) { interrupted += 1 }
    func silence() {}
  }

  func testAPracticeAddedToTheListHasItsPageEverywhereTheWindowListsPages() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let added = DesktopPractice(
        practice: Self.qigong, icon: "weather-fog-symbolic", makePage: { _ in QigongPage() })
      try DesktopPractices.$current.withValue(DesktopPractices.standard + [added]) {
        XCTAssertEqual(
          DesktopOptions.Page.allCases.map(\.rawValue),
          [
            "breathe", "timer", "pomodoro", "meditate", "stopwatch", "qigong", "history",
            "programs", "journal",
          ])
        let options = try DesktopOptions(arguments: ["--page", "qigong"])
        XCTAssertEqual(options.page, added.page)
        XCTAssertEqual(ChineseCatalogue().pageTitle(added.page), "气功")
        XCTAssertEqual(EnglishCatalogue().pageTitle(added.page), "Qigong")

        let main = MainWindow(
          application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
        defer { main.window.destroy() }
        let page = try XCTUnwrap(main.practicePages.last?.page as? QigongPage)
        XCTAssertTrue(main.key(UInt32(GDK_KEY_6), modifiers: GDK_ALT_MASK.rawValue))
        XCTAssertEqual(main.visiblePage, added.page)

        // Space and Escape go to its practice while it runs, and only then.
        XCTAssertFalse(main.key(UInt32(GDK_KEY_space), modifiers: 0))
        page.isRunning = true
        XCTAssertTrue(main.key(UInt32(GDK_KEY_space), modifiers: 0))
        XCTAssertTrue(main.key(UInt32(GDK_KEY_Escape), modifiers: 0))
        XCTAssertEqual([page.toggled, page.stopped], [1, 1])
        XCTAssertTrue(main.isPractising)

        // Its title shows while it runs; --quit-at-end, closing and signals reach it.
        page.windowTitle = "05:00 · Qigong"
        page.onTitleChange?()
        XCTAssertEqual(main.window.title, "05:00 · Qigong")
        var quit = false
        main.quitAtEnd { quit = true }
        page.quitAtEnd?()
        XCTAssertTrue(quit)
        main.stopPractices()
        main.interruptPractices()
        XCTAssertEqual([page.stopped, page.interrupted], [2, 1])
      }
    }
  }

  func testWithoutItTheWindowHasOnlyItsOwnPages() throws {
    XCTAssertEqual(
      DesktopOptions.Page.allCases.map(\.rawValue),
      ["breathe", "timer", "pomodoro", "meditate", "stopwatch", "history", "programs", "journal"])
    XCTAssertThrowsError(try DesktopOptions(arguments: ["--page", "qigong"]))
  }
}
