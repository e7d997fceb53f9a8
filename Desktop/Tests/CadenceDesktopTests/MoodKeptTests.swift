import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// The mood check of a session the store could not take before its end (another `cadence`
/// held the database): the session is kept in the data directory's `unsaved` folder for the
/// next `cadence` to save, and the answers must wait there with it, as the terminal keeps
/// them (`UnsavedMoodTests`). The desktop asked nothing after such a session, or wrote the
/// answers to a store that had no such session, and they were lost.
final class MoodKeptTests: XCTestCase {
  /// Another program's write transaction on the store, held until ``release()`` (the
  /// `sqlite3` shell, a process of its own as another `cadence` would be).
  final class StoreLock {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(_ path: String) throws {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
      process.arguments = [path]
      process.standardInput = input
      process.standardOutput = output
      try process.run()
      input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'locked';\n".utf8))
      // Taken once the shell says so.
      var said = Data()
      while !String(decoding: said, as: UTF8.self).contains("locked") {
        let more = output.fileHandleForReading.availableData
        guard !more.isEmpty else { break }
        said += more
      }
    }

    func release() {
      guard process.isRunning else { return }
      input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }

    deinit { release() }
  }

  @MainActor
  private static func page() throws -> (BreathePage, DesktopStore, Window) {
    try PauseAndStopTests.requireDisplay()
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else {
      throw XCTSkip("needs sqlite3 to hold the store as another program would")
    }
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
    try store.set(CommonSettings.mood.erased, to: "on")
    let page = BreathePage(PageContext(store: store, application: nil, words: EnglishCatalogue()))
    return (page, store, try PauseAndStopTests.window(page.root))
  }

  /// Breathes one cycle of 1-1 with the store held throughout: kept for later.
  @MainActor
  private static func breatheWhileHeld(_ page: BreathePage) throws {
    page.choose(pattern: nil, cycles: 1, minutes: nil)
    page.startChosen()
    XCTAssertTrue(page.mood.key(UInt32(GDK_KEY_2)))
    // Every breath breathed, on the page's clock.
    let practice = try XCTUnwrap(page.driver.practice)
    page.driver.update(now: page.driver.origin + practice.session.totalDuration)
    XCTAssertFalse(page.isRunning)
    XCTAssertTrue(page.summaryText.contains("kept"), page.summaryText)
  }

  func testTheAnswersWaitWithTheSessionKeptForLater() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page()
      defer { window.destroy() }
      let lock = try StoreLock(store.directory.databasePath)
      try Self.breatheWhileHeld(page)
      XCTAssertEqual(page.root.visibleName, "mood", "no question after a session kept")
      XCTAssertEqual(page.mood.questionText, "And now, how do you feel?")
      XCTAssertTrue(page.mood.key(UInt32(GDK_KEY_4)))
      XCTAssertEqual(page.root.visibleName, "setup")
      XCTAssertFalse(page.summaryText.contains("mood check was not saved"), page.summaryText)
      // The practice's writer gave up; the next `cadence` saves the session, answers too.
      page.lastRecorder?.waitUntilWritten()
      lock.release()
      let session = try XCTUnwrap(
        try SQLiteSessionStore.open(in: store.directory).sessions(SessionQuery()).first)
      XCTAssertEqual(session.status, .completed)
      XCTAssertEqual(session.moodBefore, 2)
      XCTAssertEqual(session.moodAfter, 4)
    }
  }

  /// Another `cadence` saves the kept session while the question is on screen: the answers
  /// go to the store, which has it now.
  func testTheAnswersFollowTheSessionSavedMeanwhile() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page()
      defer { window.destroy() }
      let lock = try StoreLock(store.directory.databasePath)
      try Self.breatheWhileHeld(page)
      XCTAssertEqual(page.root.visibleName, "mood", "no question after a session kept")
      page.lastRecorder?.waitUntilWritten()
      lock.release()
      // Another process opens the store: it saves the kept session and removes its file.
      _ = try SQLiteSessionStore.open(in: store.directory)
      let unsaved = store.directory.unsavedPath
      XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: unsaved), [])
      page.mood.answer(5)
      XCTAssertFalse(page.summaryText.contains("mood check was not saved"), page.summaryText)
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      XCTAssertEqual(session.moodBefore, 2)
      XCTAssertEqual(session.moodAfter, 5)
    }
  }
}
