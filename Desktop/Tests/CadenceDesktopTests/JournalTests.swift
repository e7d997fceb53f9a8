import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, notes: the note after a breathing session is saved with that session, and a
/// Journal page reads the notes back with the session each belongs to, changes and removes
/// them (by the note's whole id, as `cadence journal edit` / `remove` do).
final class JournalTests: XCTestCase {
  /// A store with a timer session stopped at 1:05 and a note about it, and a note about
  /// no session, written after it.
  @MainActor
  private static func storeWithNotes() throws -> (DesktopStore, session: SessionRecord) {
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
    let timer = TimerPage(PageContext(store: store, application: nil, words: EnglishCatalogue()))
    timer.start(total: .seconds(300), now: .zero)
    timer.stop(now: .seconds(65))
    timer.driver.waitUntilWritten()
    let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
    try store.addNote("Calmer than before", session: session.id)
    try store.addNote("A loose thought", session: nil)
    return (store, session)
  }

  func testTheJournalReadsBackEachNoteWithItsSession() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let (store, session) = try Self.storeWithNotes()
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.journal)
        XCTAssertEqual(main.visiblePage, .journal)
        let journal = main.journal
        XCTAssertFalse(journal.showsEmpty)
        // Newest first; the two were written within the same millisecond, maybe.
        XCTAssertEqual(
          Set(journal.entries.map(\.text)), ["A loose thought", "Calmer than before"])
        let named = WidgetTree(journal.notes).all.filter {
          WidgetTree.isA($0, gtk_list_box_row_get_type())
        }.compactMap { AnyWidget($0).accessibleLabel }
        XCTAssertEqual(named.count, 2)
        let rows = named.sorted()
        let about = HistoryPage.cells(session, words: words).dropFirst().joined(separator: ", ")
        XCTAssertTrue(rows[1].hasPrefix("Calmer than before, "), rows[1])
        XCTAssertTrue(rows[1].contains(about), "\(rows[1]) does not name \(about)")
        XCTAssertTrue(rows[1].contains("01:05"), rows[1])
        XCTAssertTrue(
          rows[0].hasSuffix(words.noteDetail(written: "", session: nil)), rows[0])
      }
    }
  }

  func testANoteIsChangedAndRemovedInTheStore() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let (store, session) = try Self.storeWithNotes()
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      let journal = main.journal
      let about = try XCTUnwrap(journal.entries.first { $0.sessionID == session.id })
      journal.openEditor(about)
      let field = try XCTUnwrap(journal.editorField)
      let dialog = try XCTUnwrap(journal.dialog)
      XCTAssertEqual(field.text, "Calmer than before")
      field.text = "   "
      XCTAssertFalse(dialog.isEnabled("save"), "an empty note can be saved")
      field.text = "Calmer, and warm"
      XCTAssertTrue(dialog.isEnabled("save"))
      dialog.respond("save")
      let edited = try XCTUnwrap(try store.store.journalEntries().first { $0.id == about.id })
      XCTAssertEqual(edited.text, "Calmer, and warm")
      XCTAssertEqual(edited.sessionID, session.id, "the note left its session")
      XCTAssertNotNil(edited.editedAt)
      XCTAssertTrue(journal.entries.contains { $0.text == "Calmer, and warm" })
      // Removing asks first; Cancel keeps it.
      journal.askRemove(edited)
      try XCTUnwrap(journal.dialog).respond("cancel")
      XCTAssertEqual(try store.store.journalEntries().count, 2)
      journal.askRemove(edited)
      try XCTUnwrap(journal.dialog).respond("remove")
      XCTAssertEqual(try store.store.journalEntries().map(\.text), ["A loose thought"])
      XCTAssertNotNil(try store.store.session(session.id), "the session went with its note")
      XCTAssertEqual(journal.entries.map(\.text), ["A loose thought"])
      journal.remove(try XCTUnwrap(journal.entries.first))
      XCTAssertEqual(try store.store.journalEntries(), [])
      XCTAssertTrue(journal.showsEmpty, "no status page with no note")
    }
  }

  /// The note the breathing page asks for after a session is saved with that session, and
  /// the journal shows it at once.
  func testTheNoteAfterABreathingSessionIsSavedWithIt() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      try store.store.addPattern(CustomPattern(name: "quick", spec: "1-1"))
      let main = MainWindow(application: nil, store: store, reduceMotion: true, words: words)
      defer { main.window.destroy() }
      main.show(.breathe)
      main.window.present()
      XCTAssertTrue(
        runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      let quick = try XCTUnwrap(main.breathe.patterns.first { $0.name == "quick" })
      main.breathe.choose(pattern: quick, cycles: 1, minutes: nil)
      main.breathe.start(main.breathe.session(for: quick), name: "quick")
      XCTAssertTrue(
        runMainLoop(until: { !main.breathe.isRunning }, timeoutMicroseconds: 10_000_000))
      main.breathe.waitUntilWritten()
      XCTAssertTrue(main.breathe.note.isMapped, "no note asked for")
      main.breathe.note.text = "Slower now"
      cadence_emit(UnsafeMutableRawPointer(main.breathe.note.pointer), "activate")
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      let notes = try store.store.journalEntries()
      XCTAssertEqual(notes.map(\.text), ["Slower now"])
      XCTAssertEqual(notes.first?.sessionID, session.id)
      XCTAssertEqual(main.journal.entries.map(\.text), ["Slower now"])
    }
  }

  func testTheJournalWithNotesFitsA360PixelWindowInBothLanguages() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let (store, _) = try Self.storeWithNotes()
        try store.addNote(String(repeating: "A long note that goes on ", count: 8), session: nil)
        let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
        defer { main.window.destroy() }
        main.show(.journal)
        XCTAssertLessThanOrEqual(
          NarrowWindowTests.minimumWidth(main.window.pointer), NarrowWindowTests.narrow,
          NarrowWindowTests.widest(main))
      }
    }
  }
}
