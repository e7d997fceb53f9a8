import CGtk
import Cadence
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45 #4, the small findings of a GNOME user's trial: a refused −1 min said nothing
/// (its line was on the hidden setup view), the sitting had no Space / Escape hint, the
/// timer's field was named only "minutes", and the numbers and the phase had sizes in
/// pixels, which do not grow with Large Text. In process, with the window on screen.
final class GnomeTrialTests: XCTestCase {
  /// The labels under `root` that are on screen and say `text`.
  @MainActor
  static func shown(_ text: String, under root: some Widget) -> Int {
    WidgetTree(root).labels(saying: text).filter { gtk_widget_get_mapped($0) != 0 }.count
  }

  @MainActor
  static func onScreen(_ root: some Widget) throws -> Window {
    let window = try PauseAndStopTests.window(root)
    window.present()
    XCTAssertTrue(runMainLoop(until: { root.isMapped }, timeoutMicroseconds: 5_000_000))
    return window
  }

  func testARefusedMinuteSaysSoOnTheRunningTimer() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let page = TimerPage(PageContext(store: nil, application: nil, words: words))
      let window = try Self.onScreen(page.root)
      defer { window.destroy() }
      page.start(total: .seconds(90), now: .zero)
      page.takeMinute(now: .seconds(40))
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 100_000)
      XCTAssertEqual(Self.shown(words.minuteRefused, under: page.root), 1)
      XCTAssertEqual(page.shownDigits, "00:50", "refused: nothing taken")
      // The next action puts the hint back.
      page.togglePause(now: .seconds(41))
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 100_000)
      XCTAssertEqual(Self.shown(words.minuteRefused, under: page.root), 0)
      XCTAssertEqual(Self.shown(words.pausedHint, under: page.root), 1)
      page.stop(now: .seconds(42))
    }
  }

  func testASittingShowsTheSpaceAndEscapeHint() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let page = MeditatePage(PageContext(store: nil, application: nil, words: words))
      let window = try Self.onScreen(page.root)
      defer { window.destroy() }
      page.start(try MeditationSitting(length: .seconds(60)), now: .zero)
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 100_000)
      XCTAssertEqual(Self.shown(words.runningHint, under: page.root), 1)
      page.togglePause(now: .seconds(1))
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 100_000)
      XCTAssertEqual(Self.shown(words.pausedHint, under: page.root), 1)
      page.stop(now: .seconds(2))
    }
  }

  func testTheTimersFieldIsNamedForWhatItSets() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let page = TimerPage(PageContext(store: nil, application: nil, words: words))
        // Hours, minutes and seconds since issue 45's Clocks-like entry.
        let names = WidgetTree(page.root).all.filter {
          WidgetTree.isA($0, gtk_spin_button_get_type())
        }.map { AnyWidget($0).accessibleLabel }
        XCTAssertEqual(names, TimerField.allCases.map(words.timerFieldName))
        for name in names.compactMap({ $0 }) {
          XCTAssertTrue(name.contains(words.pageTitle(.timer)), name)
        }
        XCTAssertTrue(names[1]?.contains(words.minutesUnit) == true)
      }
    }
  }

  /// Large Text (GNOME's text scaling, which GTK reads as `gtk-xft-dpi`): the digits, the
  /// seconds and the phase grow with it, as the interface's text does.
  func testTheNumbersAndThePhaseGrowWithLargeText() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let settings = try XCTUnwrap(gtk_settings_get_default())
      @MainActor func setDPI(_ dpi: Int32) {
        var value = GValue()
        g_value_init(&value, GType(6 << 2))  // G_TYPE_INT
        g_value_set_int(&value, dpi * 1024)
        g_object_set_property(
          UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi",
          &value)
        g_value_unset(&value)
      }
      @MainActor func heights() throws -> [String: Int32] {
        var found: [String: Int32] = [:]
        for style in ["phase", "seconds", "digits", "big-number"] {
          let label = Label("12:34")
          label.addCSSClass(style)
          var minimum: Int32 = 0
          var natural: Int32 = 0
          gtk_widget_measure(
            label.pointer, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
          found[style] = natural
        }
        return found
      }
      defer { setDPI(96) }
      setDPI(96)
      let normal = try heights()
      setDPI(120)
      let large = try heights()
      for (style, height) in normal {
        let grown = Double(large[style] ?? 0) / Double(height)
        XCTAssertGreaterThan(grown, 1.15, "\(style): \(height) → \(large[style] ?? 0) px")
      }
    }
  }

  /// Today's 17 s: "<1" minutes, as `cadence` says it, not "0" beside a bar for today.
  func testUnderAMinuteTodayIsLessThanOneNotZero() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let timer = TimerPage(PageContext(store: store, application: nil, words: words))
      timer.start(total: .seconds(300), now: .zero)
      timer.stop(now: .seconds(17))
      let history = HistoryPage(store: store, words: words)
      let tree = WidgetTree(history.root)
      XCTAssertEqual(tree.labels(saying: "<1").count, 1)
      XCTAssertEqual(tree.labels(saying: "0").count, 0)
    }
  }

  /// In a 1280 px window the history and the programs keep a readable width: a program's
  /// Continue button was 900 px from its text.
  func testTheListsKeepAReadableWidthInAWideWindow() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let words = EnglishCatalogue()
      let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      main.window.setDefaultSize(width: 1280, height: 800)
      main.show(.programs)
      main.window.present()
      XCTAssertTrue(
        runMainLoop(until: { main.content.width > 1000 }, timeoutMicroseconds: 5_000_000))
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 200_000)
      let buttons = WidgetTree(main.programs.root).buttons(saying: words.continueProgram)
      XCTAssertEqual(buttons.count, 3)
      for button in buttons {
        let row = try XCTUnwrap(gtk_widget_get_parent(button))
        XCTAssertLessThanOrEqual(gtk_widget_get_width(row), 640)
      }
      main.show(.history)
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 200_000)
      XCTAssertLessThanOrEqual(main.history.sessions.width, 640)
    }
  }

  /// History switched to from the header (as a person does) while a practice runs shows it:
  /// it was read once, when the window opened.
  func testHistoryShownDuringAPracticeShowsIt() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      main.window.setDefaultSize(width: 1000, height: 800)
      main.show(.timer)
      main.window.present()
      XCTAssertTrue(runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      main.timer.start(total: .seconds(300))
      main.timer.waitUntilWritten()
      let switcher = WidgetTree(main.content).all.filter {
        WidgetTree.isA($0, gtk_toggle_button_get_type()) && gtk_widget_get_mapped($0) != 0
          && WidgetTree.texts(in: $0).contains(words.pageTitle(.history))
      }
      let history = try XCTUnwrap(switcher.first, "no History in the switcher")
      gtk_toggle_button_set_active(
        UnsafeMutableRawPointer(history).assumingMemoryBound(to: GtkToggleButton.self), 1)
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 100_000)
      XCTAssertEqual(main.visiblePage, .history)
      let rows = WidgetTree(main.history.sessions).all.filter {
        WidgetTree.isA($0, gtk_list_box_row_get_type())
      }
      XCTAssertEqual(rows.count, 1, "the running timer is not listed")
      main.stopPractices()
    }
  }

  /// History in view during a practice is read again as it runs (a practice started with
  /// History in view, by a second launch or a program, showed only at its end).
  func testHistoryInViewUpdatesWhileAPracticeRuns() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      main.historyRefresh = .milliseconds(300)
      main.show(.history)
      main.window.present()
      XCTAssertTrue(
        runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      main.timer.start(total: .seconds(300))
      main.timer.waitUntilWritten()
      @MainActor func rows() -> Int {
        WidgetTree(main.history.sessions).all.filter {
          WidgetTree.isA($0, gtk_list_box_row_get_type())
        }.count
      }
      XCTAssertTrue(
        runMainLoop(until: { rows() == 1 }, timeoutMicroseconds: 2_000_000),
        "the running timer is not listed")
      main.stopPractices()
    }
  }
}
