import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// The meditate page driven in process at chosen instants of its practice time: its
/// bells, its face and its recording are the shared `MeditatePractice`'s, as
/// `cadence meditate` has them. (The page's own timeouts never fire: the loop does not run.)
final class MeditateRecordingTests: XCTestCase {
  func testASittingRingsItsBellsShowsWhatComesNextAndIsRecorded() throws {
    try MainActor.assumeIsolated { try Self.sitting() }
  }

  @MainActor
  private static func sitting() throws {
    guard DesktopProcess.hasDisplay, initializeToolkit() else {
      throw XCTSkip("needs a display: run under xvfb-run")
    }
    let directory = DesktopProcess.dataDirectory()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
    let words = EnglishCatalogue()
    let page = MeditatePage(PageContext(store: store, application: nil, words: words))
    let window = Window(application: nil)
    window.setContent(page.root)
    defer { window.destroy() }
    func sessions() throws -> [String] {
      try store.store.sessions(SessionQuery()).map {
        "\($0.kind.rawValue) \($0.status.rawValue) \($0.activeMilliseconds)"
      }
    }
    // 10 s to settle in, a 60 s sitting, a bell every 20 s.
    page.start(
      try MeditationSitting(
        length: .seconds(60), warmUp: .seconds(10), intervalBells: .every(.seconds(20))),
      now: .zero)
    XCTAssertEqual(page.shownText.digits, "00:10")
    XCTAssertEqual(page.shownText.next, words.settlingIn)
    page.update(now: .seconds(10))
    XCTAssertEqual(page.strikesSounded, 1)
    XCTAssertEqual(page.shownText.digits, "01:00")
    XCTAssertEqual(page.shownText.next, words.nextBellIn("00:20"))
    page.togglePause(now: .seconds(15))
    XCTAssertEqual(page.shownText.next, words.pausedStatus)
    page.togglePause(now: .seconds(25))
    page.update(now: .seconds(40))  // The first interval bell: 20 s sat after the start.
    XCTAssertEqual(page.strikesSounded, 2)
    // The end bell at 80 s (70 s and the 10 s paused), its strikes 1.5 s apart.
    page.update(now: .seconds(80))
    XCTAssertEqual(page.strikesSounded, 3)
    XCTAssertTrue(page.isRunning)
    page.togglePause(now: .seconds(80.5))  // Refused: the end bell has begun.
    page.update(now: .seconds(81.5))
    page.update(now: .seconds(83))
    XCTAssertEqual(page.strikesSounded, 5)
    XCTAssertFalse(page.isRunning)
    XCTAssertEqual(page.shownText.status, words.sittingOver)
    XCTAssertEqual(try sessions(), ["meditation completed 60000"])
  }

  func testStoppedBeforeTheEndItIsStoppedEarlyWithTheTimeSat() throws {
    try MainActor.assumeIsolated {
      guard DesktopProcess.hasDisplay, initializeToolkit() else {
        throw XCTSkip("needs a display: run under xvfb-run")
      }
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let page = MeditatePage(
        PageContext(store: store, application: nil, words: EnglishCatalogue()))
      let window = Window(application: nil)
      window.setContent(page.root)
      defer { window.destroy() }
      page.start(try MeditationSitting(length: .seconds(600), warmUp: .seconds(5)), now: .zero)
      page.update(now: .seconds(5))
      page.stop(now: .seconds(65))
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      XCTAssertEqual(session.status, .stoppedEarly)
      XCTAssertEqual(session.activeMilliseconds, 60_000)
      XCTAssertEqual(session.plannedMilliseconds, 600_000)
    }
  }
}
