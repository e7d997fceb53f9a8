import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// The mood check on the breathe page (`practice.mood on`): a question before what Start
/// begins and one after it ends, answered by a key 1 to 5 (Escape skips), kept with the
/// session as `cadence --mood` keeps it.
final class CoachMoodTests: XCTestCase {
  @MainActor
  private static func page(moodOn: Bool) throws -> (BreathePage, DesktopStore, Window) {
    try PauseAndStopTests.requireDisplay()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
    if moodOn { try store.set(CommonSettings.mood.erased, to: "on") }
    let page = BreathePage(PageContext(store: store, application: nil, words: EnglishCatalogue()))
    let window = Window(application: nil)
    window.setContent(page.root)
    return (page, store, window)
  }

  func testRetentionRoundsAskBeforeAndAfterAndKeepBothAnswers() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(moodOn: true)
      defer { window.destroy() }
      page.retention.acceptSafety()
      page.retention.choose(rounds: 1, breaths: 1, maxHold: "1m")
      page.retention.startChosen(now: .zero)
      XCTAssertEqual(page.root.visibleName, "mood")
      XCTAssertEqual(page.mood.questionText, "How do you feel now?")
      XCTAssertFalse(page.lifecycle.isRunning, "the rounds wait for the answer")
      XCTAssertTrue(page.mood.key(UInt32(GDK_KEY_2)))
      XCTAssertEqual(page.root.visibleName, "retention")
      XCTAssertTrue(page.lifecycle.isRunning)
      // The hold from 6 s ended at 10 s; the recovery is over at 25 s.
      page.retention.endHold(now: .seconds(10))
      page.retention.update(now: .seconds(25))
      XCTAssertEqual(page.root.visibleName, "mood")
      XCTAssertEqual(page.mood.questionText, "And now, how do you feel?")
      XCTAssertTrue(page.mood.key(UInt32(GDK_KEY_4)))
      XCTAssertEqual(page.root.visibleName, "retention-setup")
      XCTAssertFalse(page.mood.key(UInt32(GDK_KEY_3)), "no question is asked now")
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      XCTAssertEqual(session.holds, [.seconds(4)])
      XCTAssertEqual(session.moodBefore, 2)
      XCTAssertEqual(session.moodAfter, 4)
    }
  }

  func testEscapeSkipsAQuestionAndTheOtherAnswerIsKept() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(moodOn: true)
      defer { window.destroy() }
      page.choose(pattern: nil, cycles: 1, minutes: nil)
      page.startChosen()
      XCTAssertEqual(page.root.visibleName, "mood")
      XCTAssertTrue(page.mood.key(UInt32(GDK_KEY_Escape)))
      XCTAssertTrue(page.lifecycle.isRunning)
      page.stop()
      XCTAssertEqual(page.root.visibleName, "mood")
      page.mood.answer(5)
      XCTAssertEqual(page.root.visibleName, "setup")
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      XCTAssertNil(session.moodBefore)
      XCTAssertEqual(session.moodAfter, 5)
    }
  }

  func testOffByDefaultStartBeginsAtOnce() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(moodOn: false)
      defer { window.destroy() }
      page.startChosen()
      XCTAssertTrue(page.lifecycle.isRunning)
      XCTAssertFalse(page.mood.isAsking)
      page.stop()
      XCTAssertEqual(page.root.visibleName, "setup")
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      XCTAssertNil(session.moodBefore)
      XCTAssertNil(session.moodAfter)
    }
  }
}
