import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45 #6: store reads that failed were swallowed (`try?`): History showed an empty
/// page, the chooser lacked the person's patterns, with nothing said. A page now says why
/// it has nothing, as the terminal app does. The reads are made to fail by dropping the
/// tables under the open store (`sqlite3`, another connection).
final class StoreReadFailureTests: XCTestCase {
  /// A store whose tables are gone (nil without `sqlite3`).
  @MainActor
  static func brokenStore() throws -> DesktopStore? {
    let sqlite = "/usr/bin/sqlite3"
    guard FileManager.default.isExecutableFile(atPath: sqlite) else { return nil }
    let directory = DesktopProcess.dataDirectory()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
    let drop = Process()
    drop.executableURL = URL(fileURLWithPath: sqlite)
    drop.arguments = [
      store.directory.databasePath,
      "DROP TABLE IF EXISTS sessions; DROP TABLE IF EXISTS patterns;"
        + " DROP TABLE IF EXISTS program_progress;",
    ]
    try drop.run()
    drop.waitUntilExit()
    XCTAssertEqual(drop.terminationStatus, 0)
    return store
  }

  /// Whether `text` is `message` of some error: its words before and after the error's.
  static func says(_ text: String, _ message: (any Error) -> String) -> Bool {
    struct Marker: Error, CustomStringConvertible { var description: String { "\u{1}" } }
    let parts = message(Marker()).components(separatedBy: "\u{1}")
    return parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1])
      && text.count > parts[0].count + parts[1].count
  }

  func testHistorySaysItsStoreCouldNotBeRead() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        guard let store = try Self.brokenStore() else { throw XCTSkip("needs sqlite3") }
        let history = HistoryPage(store: store, words: words)
        let shown = WidgetTree(history.root).all.compactMap { widget -> String? in
          guard WidgetTree.isA(widget, gtk_label_get_type()), gtk_widget_get_visible(widget) != 0
          else { return nil }
          // Without the word joiners a wrapped label puts between Han characters.
          let text = String(cString: gtk_label_get_text(OpaquePointer(widget)))
          return String(text.unicodeScalars.filter { $0 != "\u{2060}" })
        }
        XCTAssertTrue(
          shown.contains { Self.says($0, words.historyNotRead) && $0.contains("no such table") },
          "\(shown)")
      }
    }
  }

  func testEachProgramSaysItsProgressCouldNotBeReadAndCannotBeContinued() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      guard let store = try Self.brokenStore() else { throw XCTSkip("needs sqlite3") }
      let programs = ProgramsPage(store: store, words: words)
      let tree = WidgetTree(programs.root)
      let rows = tree.all.filter { WidgetTree.isA($0, gtk_label_get_type()) }.map {
        String(cString: gtk_label_get_text(OpaquePointer($0)))
      }.filter { $0.contains("no such table") }
      XCTAssertEqual(rows.count, BreathingProgram.builtIns.count, "\(rows)")
      for row in rows {
        XCTAssertTrue(
          Self.says(String(row.split(separator: "\n").last ?? ""), words.programNotRead))
      }
      let buttons = tree.buttons(saying: words.continueProgram)
      XCTAssertEqual(buttons.map { gtk_widget_get_sensitive($0) }, buttons.map { _ in 0 })
    }
  }

  func testTheChooserSaysThePersonsPatternsCouldNotBeRead() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      guard let store = try Self.brokenStore() else { throw XCTSkip("needs sqlite3") }
      let page = BreathePage(store: store, reduceMotion: false, words: words)
      XCTAssertTrue(Self.says(page.summaryText, words.patternsNotRead), page.summaryText)
      XCTAssertTrue(page.summaryText.contains("no such table"), page.summaryText)
    }
  }

  /// A store that could not be opened says why (a data directory under a regular file).
  func testHistorySaysWhyTheStoreCouldNotBeOpened() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let file = DesktopProcess.dataDirectory() + "/file"
      XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: Data()))
      let opened = DesktopStore.opening(dataDirectory: file + "/data")
      guard case .failure(let problem) = opened else { return XCTFail("opened under a file") }
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: words, storeProblem: problem)
      defer { main.window.destroy() }
      let shown = WidgetTree(main.history.root).all.filter {
        WidgetTree.isA($0, gtk_label_get_type()) && gtk_widget_get_visible($0) != 0
      }.map { String(cString: gtk_label_get_text(OpaquePointer($0))) }
      XCTAssertTrue(
        shown.contains { Self.says($0, words.storeUnavailable(because:)) && $0.contains(file) },
        "\(shown)")
    }
  }
}
