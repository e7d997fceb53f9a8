import Cadence
import CadenceWords
import XCTest

@testable import CadenceDesktop

/// A session bus without a session manager refuses to inhibit idle (cookie 0), and the end
/// of every breathing session then printed `gtk_application_uninhibit: assertion 'cookie >
/// 0' failed` (seen under Xvfb): a refused inhibition is not let go.
final class RefusedInhibitTests: XCTestCase {
  @MainActor
  final class RefusingInhibitor: IdleInhibitor {
    private(set) var asked = 0
    private(set) var letGo: [UInt32] = []
    func inhibitIdle(reason: String) -> UInt32 {
      asked += 1
      return 0
    }
    func uninhibit(_ cookie: UInt32) { letGo.append(cookie) }
  }

  func testARefusedInhibitionIsNeverLetGo() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let inhibitor = RefusingInhibitor()
      let page = BreathePage(
        store: nil, reduceMotion: false, words: EnglishCatalogue(), inhibitor: inhibitor)
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.start(
        BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2), name: "4-7-8")
      page.togglePause()
      page.togglePause()
      page.stop()
      XCTAssertEqual(inhibitor.asked, 2, "asked at the start and at the resume")
      XCTAssertEqual(inhibitor.letGo, [], "a refused cookie let go")
    }
  }
}
