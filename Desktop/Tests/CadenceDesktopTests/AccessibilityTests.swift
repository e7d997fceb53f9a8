import CGtk
import Cadence
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 24 #18: what Orca can say. Every control has a name (a visible label of its own,
/// or an accessible name), no two on a page alike (three "Continue" buttons were); the
/// disc, the rings and the chart are pictures with a name, and the disc's description
/// follows the phase, changing once per phase, never per frame; the screen is kept from
/// blanking while a breathing session runs, and only then.
final class AccessibilityTests: XCTestCase {
  /// Whether `widget` is a control a person operates.
  @MainActor
  static func isControl(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    [
      gtk_button_get_type(), gtk_spin_button_get_type(), gtk_drop_down_get_type(),
      gtk_entry_get_type(), gtk_check_button_get_type(), gtk_switch_get_type(),
    ].contains { WidgetTree.isA(widget, $0) }
  }

  /// The name a screen reader gives `control`: its accessible name, else (a button) the
  /// text of its label.
  @MainActor
  static func name(of control: UnsafeMutablePointer<GtkWidget>) -> String? {
    if let label = AnyWidget(control).accessibleLabel, !label.isEmpty { return label }
    guard WidgetTree.isA(control, gtk_button_get_type()) else { return nil }
    let texts = WidgetTree.texts(in: control).filter { !$0.isEmpty }
    return texts.count == 1 ? texts[0] : nil
  }

  /// The controls under `root`, not those inside another control (a drop-down's own
  /// button, a spin button's text).
  @MainActor
  static func controls(under root: some Widget) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
      if isControl(widget) {
        found.append(widget)
        return
      }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        walk(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    walk(root.pointer)
    return found
  }

  func testEveryControlOnEveryPageHasANameOfItsOwn() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(
          application: nil, store: DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()),
          reduceMotion: false, words: words)
        defer { main.window.destroy() }
        let pages: [(String, any Widget)] = [
          ("breathe", main.breathe.root), ("timer", main.timer.root),
          ("pomodoro", main.pomodoro.root), ("meditate", main.meditate.root),
          ("history", main.history.root), ("programs", main.programs.root),
          ("journal", main.journal.root), ("stopwatch", main.page(StopwatchPage.self).root),
        ]
        for (page, root) in pages {
          let controls = Self.controls(under: root)
          XCTAssertTrue(
            !controls.isEmpty || ["history", "journal"].contains(page), "\(page): no controls found"
          )
          let names = controls.map(Self.name(of:))
          for (control, name) in zip(controls, names) where name == nil {
            let type = String(cString: g_type_name(typeOf(control)))
            XCTFail("\(page): a \(type) has no name")
          }
          let named = names.compactMap { $0 }
          XCTAssertEqual(Set(named).count, named.count, "\(page): names alike: \(named)")
        }
      }
    }
  }

  func testTheDrawingsArePicturesAndTheDiscSaysThePhaseOncePerPhase() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      for drawing: any Widget in [main.breathe.disc, main.timer.ring, main.history.chart] {
        XCTAssertNotNil(drawing.accessibleLabel)
        XCTAssertEqual(
          gtk_accessible_get_accessible_role(OpaquePointer(drawing.pointer)),
          GTK_ACCESSIBLE_ROLE_IMG)
      }
      let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2)
      var descriptions: [String?] = []
      // 60 frames a second through the count-in and the first inhale and hold.
      for frame in 0..<(10 * 60) {
        _ = main.breathe.showFixed(session, at: .milliseconds(Int64(frame) * 1000 / 60))
        let description = main.breathe.disc.accessibleDescription
        if description != descriptions.last { descriptions.append(description) }
      }
      XCTAssertEqual(
        descriptions,
        [
          "\(words.getReady), \(words.cycle(1, of: 2))",
          "\(words.phase(.inhale)), \(words.cycle(1, of: 2))",
          "\(words.phase(.holdAfterInhale)), \(words.cycle(1, of: 2))",
        ])
      XCTAssertEqual(main.breathe.discDescriptionUpdates, 3, "described per frame")
    }
  }
}

@MainActor
private func typeOf(_ widget: UnsafeMutablePointer<GtkWidget>) -> GType {
  UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class
    .pointee.g_type
}

/// Counts what the breathe page asks of the session.
@MainActor
final class RecordingInhibitor: IdleInhibitor {
  private(set) var held: Set<UInt32> = []
  private(set) var asked = 0

  func inhibitIdle(reason: String) -> UInt32 {
    asked += 1
    held.insert(UInt32(asked))
    return UInt32(asked)
  }

  func uninhibit(_ cookie: UInt32) { held.remove(cookie) }
}

extension AccessibilityTests {
  func testTheScreenIsKeptOnWhileBreathingAndLetGoWhenPausedOrStopped() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let inhibitor = RecordingInhibitor()
      let page = BreathePage(
        store: nil, reduceMotion: false, words: EnglishCatalogue(), inhibitor: inhibitor)
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      XCTAssertTrue(inhibitor.held.isEmpty)
      page.start(
        BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2), name: "4-7-8")
      XCTAssertEqual(inhibitor.held.count, 1)
      page.togglePause()
      XCTAssertTrue(inhibitor.held.isEmpty, "paused, the screen may blank")
      page.togglePause()
      XCTAssertEqual(inhibitor.held.count, 1)
      page.stop()
      XCTAssertTrue(inhibitor.held.isEmpty, "still inhibited after the session")
    }
  }
}
