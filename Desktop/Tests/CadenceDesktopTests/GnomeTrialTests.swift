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
        let spin = try XCTUnwrap(
          WidgetTree(page.root).all.first { WidgetTree.isA($0, gtk_spin_button_get_type()) })
        let name = try XCTUnwrap(AnyWidget(spin).accessibleLabel)
        XCTAssertTrue(name.contains(words.pageTitle(.timer)), name)
        XCTAssertTrue(name.contains(words.minutesUnit), name)
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
}
