import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45 #3: the window could not be narrower than 527 px (507 in Chinese), and four
/// page names were cut. At 360 px (a phone-sized window, GNOME's adaptive minimum) every
/// page works, with the page switcher at the bottom (`AdwViewSwitcherBar`) when narrow.
final class NarrowWindowTests: XCTestCase {
  static let narrow: Int32 = 360

  @MainActor
  static func minimumWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return minimum
  }

  /// The widest leaves under `main`'s content, for the failure message.
  @MainActor
  static func widest(_ main: MainWindow) -> String {
    WidgetTree(main.content).all.filter {
      gtk_widget_get_first_child($0) == nil || WidgetTree.isA($0, gtk_label_get_type())
    }
    .map { widget in
      let text =
        WidgetTree.isA(widget, gtk_label_get_type())
        ? String(cString: gtk_label_get_text(OpaquePointer(widget))) : ""
      let line = text.prefix(30).split(separator: "\n").joined(separator: "/")
      return ("\(String(cString: gtk_widget_get_css_name(widget))) \(line)", minimumWidth(widget))
    }
    .sorted { $0.1 > $1.1 }.prefix(12).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  func testEveryPageFitsA360PixelWindowInBothLanguages() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        for page in DesktopOptions.Page.allCases {
          main.show(page)
          XCTAssertLessThanOrEqual(
            Self.minimumWidth(main.window.pointer), Self.narrow,
            "\(page) setup: \(Self.widest(main))")
        }
        // Every page's running view too: start each practice.
        main.timer.start(total: .seconds(60), now: .zero)
        main.pomodoro.start(plan: PomodoroPlan(), label: nil, now: .zero)
        main.meditate.start(DesktopOptions.twentyMinutes, now: .zero)
        main.page(StopwatchPage.self).start(now: .zero)
        main.page(StopwatchPage.self).lap(now: .seconds(1))
        main.breathe.start(
          BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1),
          name: "4-7-8")
        for page in DesktopOptions.Page.allCases {
          main.show(page)
          XCTAssertLessThanOrEqual(
            Self.minimumWidth(main.window.pointer), Self.narrow,
            "\(page) running: \(Self.widest(main))")
        }
        main.stopPractices()
      }
    }
  }

  /// With sessions in History (its rows' four columns made every page 408 px at least in
  /// English, 425 in Chinese: the pages' stack is as wide as its widest page) and notes in
  /// the journal.
  func testEveryPageWithSessionsAndNotesFitsA360PixelWindow() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let store = try XCTUnwrap(
          DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
        let timer = TimerPage(PageContext(store: store, application: nil, words: words))
        timer.start(total: .seconds(300), now: .zero)
        timer.stop(now: .seconds(65))
        timer.driver.waitUntilWritten()
        let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
        try store.addNote("Calmer than before; the shoulders let go.", session: session.id)
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        for page in DesktopOptions.Page.allCases {
          main.show(page)
          XCTAssertLessThanOrEqual(
            Self.minimumWidth(main.window.pointer), Self.narrow,
            "\(words.language) \(page): \(Self.widest(main))")
        }
      }
    }
  }

  /// Retention rounds' and the sitting's setups at 360 px: each field's name on one line
  /// beside its field. A wrapped label asked for its longest word alone, and got it: 轮数
  /// stood a character a line, "Breaths a round" on two.
  func testTheSetupsFieldNamesStayOnOneLineAt360Pixels() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.window.setDefaultSize(width: Int(Self.narrow), height: 720)
        main.window.present()
        XCTAssertTrue(
          runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
        main.show(.breathe)
        main.breathe.retention.open()
        main.breathe.retention.acceptSafety()
        _ = runMainLoop(until: { false }, timeoutMicroseconds: 300_000)
        XCTAssertEqual(main.breathe.retention.captions.count, 3)
        for caption in main.breathe.retention.captions {
          XCTAssertEqual(caption.lineCount, 1, "\(caption.text) at 360 px")
        }
        // The sitting's setup, built the same way: 静坐时长 stood on two lines (in English,
        // "A bell every (0: none)" is wider than its room at 360 px, and wraps).
        main.show(.meditate)
        _ = runMainLoop(until: { false }, timeoutMicroseconds: 300_000)
        XCTAssertEqual(main.meditate.captions.count, 3)
        for caption in main.meditate.captions where words is ChineseCatalogue {
          XCTAssertEqual(caption.lineCount, 1, "\(caption.text) at 360 px")
        }
      }
    }
  }

  /// The clock pages' digits lie inside their ring. At 360 px the ring is as large as the
  /// height left to it (285 px), and the digits kept their 72 pt: the pomodoro's 24:59 and
  /// the sitting's 19:58 were drawn over the ring's stroke.
  func testTheClockDigitsStayInsideTheRingAtBothWidths() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for width in [Int(Self.narrow), 1280] {
        let main = MainWindow(
          application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
        defer { main.window.destroy() }
        main.window.setDefaultSize(width: width, height: 720)
        main.window.present()
        XCTAssertTrue(
          runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
        main.timer.start(total: .seconds(2 * 3600), now: .zero)
        main.pomodoro.start(plan: PomodoroPlan(), label: nil, now: .zero)
        main.meditate.start(DesktopOptions.twentyMinutes, now: .zero)
        let faces: [(DesktopOptions.Page, ClockFace)] = [
          (.timer, main.timer.face), (.pomodoro, main.pomodoro.face),
          (.meditate, main.meditate.face),
        ]
        for (page, face) in faces {
          main.show(page)
          _ = runMainLoop(until: { false }, timeoutMicroseconds: 300_000)
          let ring = try XCTUnwrap(face.ring.bounds(in: face.ring))
          let geometry = ProgressRing.geometry((ring.width, ring.height))
          let inside = geometry.radius - geometry.lineWidth / 2
          // What is drawn of the digits (centred in their box), from the ring's centre to
          // its farthest corner.
          let box = try XCTUnwrap(face.digits.bounds(in: face.ring))
          let ink = face.digits.inkSize(of: face.digits.text)
          let across = abs(box.x + box.width / 2 - geometry.centerX) + ink.width / 2
          let down = abs(box.y + box.height / 2 - geometry.centerY) + ink.height / 2
          let reach = (across * across + down * down).squareRoot()
          XCTAssertLessThanOrEqual(
            reach, inside,
            "\(page) at \(width) px: \(face.digits.text) \(Int(ink.width)) × "
              + "\(Int(ink.height)) px in a ring \(Int(ring.width)) px wide")
          // Made smaller only as far as the room asks.
          if face.digitsScale < 1 {
            XCTAssertGreaterThan(reach, inside * 0.9, "\(page) at \(width) px")
          }
        }
        main.stopPractices()
      }
    }
  }

  /// On screen at 360 px the pages are switched from a bar at the bottom, which a wide
  /// window does not show (its switcher is in the header).
  func testANarrowWindowSwitchesPagesFromTheBottom() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for (width, bottom) in [(Self.narrow, true), (1000, false)] {
        let main = MainWindow(
          application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
        defer { main.window.destroy() }
        main.window.setDefaultSize(width: Int(width), height: 720)
        main.window.present()
        XCTAssertTrue(
          runMainLoop(until: { main.content.width > 0 }, timeoutMicroseconds: 5_000_000))
        _ = runMainLoop(until: { false }, timeoutMicroseconds: 300_000)
        XCTAssertLessThanOrEqual(main.content.width, Int(width))
        XCTAssertEqual(main.switcherAtTheBottom, bottom, "at \(width) px")
      }
    }
  }

  /// Each page on screen at 360 px with its practice running (the frame clock ticking), in
  /// both languages: nothing is laid out wider than the window, and the switcher is at
  /// the bottom. The pictures are saved (`CADENCE_SCREENSHOTS`, else a temporary
  /// directory) to be looked at.
  func testEveryPageOnA360PixelScreenWithItsPracticeRunning() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let folder =
        ProcessInfo.processInfo.environment["CADENCE_SCREENSHOTS"]
        ?? DesktopProcess.dataDirectory()
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for (language, words) in [
        ("en", EnglishCatalogue() as any DesktopWords), ("zh", ChineseCatalogue()),
      ] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.window.setDefaultSize(width: Int(Self.narrow), height: 720)
        main.window.present()
        XCTAssertTrue(
          runMainLoop(until: { main.content.width > 0 }, timeoutMicroseconds: 5_000_000))
        main.timer.start(total: .seconds(300))
        main.pomodoro.start(plan: PomodoroPlan(), label: nil)
        main.meditate.start(DesktopOptions.twentyMinutes)
        main.breathe.start(
          BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2),
          name: "4-7-8")
        for page in DesktopOptions.Page.allCases {
          main.show(page)
          // The breathing session shows after its count-in's first frames; the rest at once.
          _ = runMainLoop(until: { false }, timeoutMicroseconds: 600_000)
          // The window is 360 px with its frame (10 px under Xvfb without a compositor).
          XCTAssertEqual(main.content.width, Int(Self.narrow), accuracy: 10, "\(language) \(page)")
          XCTAssertTrue(main.switcherAtTheBottom, "\(language) \(page)")
          let wider = WidgetTree(main.content).all.filter {
            gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > Self.narrow
          }
          XCTAssertEqual(
            wider.map { String(cString: gtk_widget_get_css_name($0)) }, [], "\(language) \(page)")
          // Every page's name in the bar whole ("Breathi…", "Pomod…" were cut).
          let bar = try XCTUnwrap(
            WidgetTree(main.content).all.first {
              String(cString: gtk_widget_get_css_name($0)) == "viewswitcherbar"
            })
          let cut = WidgetTree(AnyWidget(bar)).all.filter {
            WidgetTree.isA($0, gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0
              && pango_layout_is_ellipsized(gtk_label_get_layout(OpaquePointer($0))) != 0
          }
          XCTAssertEqual(
            cut.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }, [],
            "\(language) \(page)")
          // A frame may be under way as the page switches (seen under load): the snapshot
          // then has no node yet, and the next frames have one.
          let path = "\(folder)/\(page.rawValue)-360-\(language).png"
          XCTAssertTrue(
            savePNG(of: main.content, to: path)
              || runMainLoop(
                until: { savePNG(of: main.content, to: path) }, timeoutMicroseconds: 3_000_000),
            "\(language) \(page)")
        }
        main.stopPractices()
      }
      print("screenshots in \(folder)")
    }
  }
}
