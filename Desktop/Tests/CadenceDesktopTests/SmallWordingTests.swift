import CGtk
import Cadence
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 24 #19: the small things. Before: "1 of 1 cycles"; "0 min of focus" for 11 s; the
/// timer's field showed 25 again after a `--timer 5m` run; in Chinese 放松 wrapped between
/// its two characters; the digits fell back to a heavier CJK font.
final class SmallWordingTests: XCTestCase {
  func testTheSummariesCountInTheRightNumberAndShowSecondsUnderAMinute() {
    let english = EnglishCatalogue()
    XCTAssertEqual(
      english.breatheSummary(
        completed: true, breathed: .seconds(11), cyclesDone: 1, of: 1, saved: true),
      "Done: 11 s, 1 of 1 cycle, saved.")
    XCTAssertEqual(
      english.breatheSummary(
        completed: false, breathed: .seconds(70), cyclesDone: 2, of: 4, saved: false),
      "Stopped: 1 min 10 s, 2 of 4 cycles (not saved).")
    XCTAssertEqual(
      english.pomodoroSummary(focusSessions: 1, focus: .seconds(11), saved: true),
      "Stopped: 1 focus session, 11 s of focus, saved.")
    XCTAssertEqual(
      english.pomodoroSummary(focusSessions: 2, focus: .seconds(50 * 60), saved: true),
      "Stopped: 2 focus sessions, 50 min of focus, saved.")
    XCTAssertEqual(
      ChineseCatalogue().pomodoroSummary(focusSessions: 1, focus: .seconds(11), saved: true),
      "已结束：专注 1 轮，共 11 秒，已保存。")
  }

  func testTheTimersFieldShowsTheLengthOfTheRunItRan() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let page = TimerPage(PageContext(store: nil, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.start(total: .seconds(5 * 60), now: .zero)
      page.stop(now: .seconds(10))
      XCTAssertEqual(page.fieldLength, .seconds(5 * 60))
      // Five seconds (`--timer 5`): the fields show 00:00:05, and Start runs 5 s again.
      page.start(total: .seconds(5), now: .zero)
      page.update(now: .seconds(6))
      XCTAssertEqual(page.fieldLength, .seconds(5))
      XCTAssertEqual(page.chosenLength, .seconds(5))
    }
  }

  /// A wrapped Chinese line breaks between phrases (after a space or punctuation), never
  /// inside a word: at every width, no line of 4-7-8's summary starts inside 放松 or 呼气.
  func testChineseWrapsBetweenPhrasesNotInsideAWord() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = ChineseCatalogue()
      let text = words.patternSummary(.relaxing)
      let label = Label()
      label.setWrap(true)
      label.setWrappedText(text)
      let layout = try XCTUnwrap(gtk_label_get_layout(OpaquePointer(label.pointer)))
      let shown = String(cString: pango_layout_get_text(layout))
      for width in stride(from: 160, through: 600, by: 4) {
        pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
        var starts: [String] = []
        for index in 0..<Int(pango_layout_get_line_count(layout)) {
          let line = pango_layout_get_line_readonly(layout, Int32(index))!
          let start = Int(line.pointee.start_index)
          let rest = String(decoding: Array(shown.utf8)[start...], as: UTF8.self)
          starts.append(String(rest.unicodeScalars.filter { $0 != "\u{2060}" }.prefix(1)))
        }
        for inside in ["松", "气", "睡"] {
          XCTAssertFalse(starts.contains(inside), "a line starts with \(inside) at \(width) px")
        }
      }
      g_object_unref(g_object_ref_sink(UnsafeMutableRawPointer(label.pointer)))
    }
  }

  /// The digits' font is a Latin one named in the stylesheet, whatever the language: in
  /// Chinese, fontconfig's `sans-serif` is a CJK font, whose digits are heavier.
  func testTheDigitsAreSetInALatinFontInChinese() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      Style.load(css: Theme.css)
      let digits = Label("25:00")
      digits.addCSSClass("digits")
      let window = try PauseAndStopTests.window(digits)
      defer { window.destroy() }
      let context = gtk_widget_get_pango_context(digits.pointer)
      pango_context_set_language(context, pango_language_from_string("zh-cn"))
      window.present()
      XCTAssertTrue(runMainLoop(until: { digits.isMapped }, timeoutMicroseconds: 5_000_000))
      let family = try XCTUnwrap(Self.firstRunFamily(of: digits))
      XCTAssertFalse(
        ["WenQuanYi", "Noto Sans CJK", "Source Han", "Droid Sans Fallback"].contains {
          family.contains($0)
        }, "the digits are set in \(family)")
    }
  }

  @MainActor
  private static func firstRunFamily(of label: Label) -> String? {
    guard let layout = gtk_label_get_layout(OpaquePointer(label.pointer)),
      let iterator = pango_layout_get_iter(layout)
    else { return nil }
    defer { pango_layout_iter_free(iterator) }
    guard let run = pango_layout_iter_get_run_readonly(iterator),
      let font = run.pointee.item.pointee.analysis.font,
      let description = pango_font_describe(font)
    else { return nil }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) }
  }
}
