import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, GNOME conventions: a primary menu with Preferences, Keyboard Shortcuts, Help
/// and About; a
/// `GtkShortcutsWindow` on Ctrl+?; F1 the manual page; a tooltip on every icon button; an
/// About window with the developers, website and issue link; a status page while History
/// has nothing.
final class GnomeConventionTests: XCTestCase {
  func testThePrimaryMenuHasPreferencesShortcutsHelpAndAbout() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        let items = main.menu.items.flatMap { $0 }
        XCTAssertEqual(
          items.map(\.action), ["win.preferences", "win.keys", "win.help", "win.about"])
        XCTAssertEqual(
          items.map(\.label),
          [words.preferencesItem, words.keysTitle, words.helpItem, words.aboutItem])
        XCTAssertEqual(gtk_menu_button_get_primary(OpaquePointer(main.menu.pointer)), 1)
      }
    }
  }

  func testF1OpensTheManualPageAndCtrlQuestionMarkTheShortcutsWindow() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        var opened: [String] = []
        main.openURI = { opened.append($0) }
        XCTAssertTrue(main.key(UInt32(GDK_KEY_F1), modifiers: 0))
        XCTAssertEqual(opened, ["man:cadence-desktop"])
        XCTAssertNil(main.shortcutsWindow)
        XCTAssertTrue(
          main.key(UInt32(GDK_KEY_question), modifiers: GDK_CONTROL_MASK.rawValue))
        let shortcuts = try XCTUnwrap(main.shortcutsWindow, "no shortcuts window")
        let listed = shortcuts.shortcuts
        XCTAssertEqual(listed.map(\.accelerator), WindowShortcut.allCases.map(\.accelerator))
        XCTAssertEqual(listed.map(\.title), WindowShortcut.allCases.map(words.shortcut))
        XCTAssertEqual(
          WindowShortcut.pages.accelerator,
          "<Alt>1...\(DesktopOptions.Page.allCases.count)")
        shortcuts.close()
        drainEvents()
        XCTAssertNil(main.shortcutsWindow, "kept after it closed")
      }
    }
  }

  /// The keyboard shortcuts window fits a 360 px screen as the main window does: GTK's
  /// section put the two groups side by side, with the pages' range written out
  /// (`Alt + 1 … Alt + 7`) and a 40-character search entry (641 px in English, 552 in
  /// Chinese).
  func testTheShortcutsWindowFitsA360PixelScreenInBothLanguages() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let main = MainWindow(application: nil, store: nil, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        XCTAssertTrue(
          main.key(UInt32(GDK_KEY_question), modifiers: GDK_CONTROL_MASK.rawValue))
        let shortcuts = try XCTUnwrap(main.shortcutsWindow, "no shortcuts window")
        defer { shortcuts.close() }
        XCTAssertTrue(
          runMainLoop(until: { shortcuts.isMapped }, timeoutMicroseconds: 5_000_000))
        _ = runMainLoop(until: { false }, timeoutMicroseconds: 200_000)
        XCTAssertLessThanOrEqual(
          NarrowWindowTests.minimumWidth(shortcuts.pointer), NarrowWindowTests.narrow,
          "\(words.language) \(Self.widest(shortcuts.pointer))")
        // Every key is still listed, each once.
        XCTAssertEqual(shortcuts.shortcuts.count, WindowShortcut.allCases.count)
      }
    }
  }

  /// The widest widgets under `root`, for the failure message.
  @MainActor
  static func widest(_ root: UnsafeMutablePointer<GtkWidget>) -> String {
    WidgetTree(AnyWidget(root)).all.map {
      (
        String(cString: gtk_widget_get_css_name($0))
          + (WidgetTree.isA($0, gtk_label_get_type())
            ? " " + String(cString: gtk_label_get_text(OpaquePointer($0))) : ""),
        NarrowWindowTests.minimumWidth($0)
      )
    }
    .sorted { $0.1 > $1.1 }.prefix(12).map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  /// Every button in the header that shows an icon and no words has a tooltip saying what
  /// it is (and the same accessible name).
  func testEveryIconButtonHasATooltip() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
      defer { main.window.destroy() }
      let all = WidgetTree(main.content).all
      // A menu button's icon (its popover holds the menu's words).
      let menuButtons = all.filter {
        WidgetTree.isA($0, gtk_menu_button_get_type())
          && gtk_menu_button_get_icon_name(OpaquePointer($0)) != nil
      }
      let buttons =
        menuButtons
        + all.filter {
          WidgetTree.isA($0, gtk_button_get_type())
            && WidgetTree.texts(in: $0).allSatisfy(\.isEmpty)
            // GTK's own: a menu button's inner button (the menu button is named), a spin
            // button's − and +, the window's close button.
            && !WidgetTree.isA(gtk_widget_get_parent($0), gtk_menu_button_get_type())
            && !["spinbutton", "windowcontrols"].contains(
              String(cString: gtk_widget_get_css_name(gtk_widget_get_parent($0))))
        }
      XCTAssertGreaterThanOrEqual(buttons.count, 2, "the sound switch and the menu")
      for button in buttons {
        let tooltip = gtk_widget_get_tooltip_text(button).map { String(cString: $0) }
        XCTAssertNotNil(
          tooltip,
          "a \(String(cString: gtk_widget_get_css_name(button))) in a "
            + String(cString: gtk_widget_get_css_name(gtk_widget_get_parent(button)))
            + " without a tooltip")
        XCTAssertEqual(tooltip, AnyWidget(button).accessibleLabel)
      }
    }
  }

  /// An English window with its About shown, both closed after `body`.
  @MainActor static func withAbout(_ body: (MainWindow, AboutWindow) throws -> Void) throws {
    try PauseAndStopTests.requireDisplay()
    let main = MainWindow(
      application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
    defer { main.window.destroy() }
    let about = main.showAbout()
    defer { about.close() }
    try body(main, about)
  }

  func testAboutNamesTheDevelopersTheWebsiteAndWhereToReportAProblem() throws {
    try MainActor.assumeIsolated {
      try Self.withAbout { _, about in
        XCTAssertEqual(about.developer, "The Cadence developers")
        XCTAssertEqual(about.website, "https://cadence.dev/")
        XCTAssertEqual(about.issueURL, "https://github.com/cadence-dev/cadence/issues")
      }
    }
    // The metainfo says the same.
    let metainfo = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/dev.cadence.Desktop.metainfo.xml"),
      encoding: .utf8)
    XCTAssertTrue(metainfo.contains("<developer_name>The Cadence developers</developer_name>"))
    XCTAssertTrue(metainfo.contains("<url type=\"homepage\">https://cadence.dev/</url>"))
  }

  /// Run from the build tree (not installed), About showed GTK's missing-image icon: the
  /// icon theme had no `dev.cadence.Desktop`. It is the package's own, at About's size.
  func testAboutShowsTheAppsIconRunFromTheBuildTree() throws {
    try MainActor.assumeIsolated {
      try Self.withAbout { main, _ in
        let name = MainWindow.aboutDetails(EnglishCatalogue()).icon
        let file = try XCTUnwrap(IconTheme.file(of: name, size: 128), "no file for \(name)")
        XCTAssertEqual(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, name)
        // Shown again, the theme is not given the folder a second time.
        main.showAbout().close()
        XCTAssertEqual(IconTheme.folders.filter { $0 == AppIcon.buildTreeResources }.count, 1)
      }
    }
  }

  func testHistoryWithNoSessionSaysSoOnAStatusPageAndShowsTheListOnceThereIsOne() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let history = HistoryPage(store: store, words: words)
      let window = try PauseAndStopTests.window(history.root)
      defer { window.destroy() }
      XCTAssertTrue(history.showsEmpty)
      XCTAssertEqual(history.empty.title, words.noSessionsTitle)
      XCTAssertFalse(history.sessions.isMapped)
      let timer = TimerPage(PageContext(store: store, application: nil, words: words))
      timer.start(total: .seconds(300), now: .zero)
      timer.stop(now: .seconds(65))
      history.reload()
      XCTAssertFalse(history.showsEmpty)
    }
  }
}
