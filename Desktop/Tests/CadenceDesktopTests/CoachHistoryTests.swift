import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import XCTest

@testable import CadenceDesktop

/// Issue 46 in the desktop's History: a retention session shows its holds in the words and
/// format `cadence history` uses, a session with a mood check its answers before → after.
final class CoachHistoryTests: XCTestCase {
  func testARetentionSessionShowsItsHoldsAndAMoodCheckItsAnswers() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let retention = try store.store.beginSession(
        NewSession(kind: .breathe, name: RetentionPractice.name, cyclesPlanned: 2))
      try store.store.setHolds([.milliseconds(83_400), .seconds(101)], for: retention.id)
      _ = try store.store.finishSession(
        retention.id, status: .completed, active: .seconds(400), cyclesCompleted: 2)
      let box = try store.store.beginSession(NewSession(kind: .breathe, name: "box"))
      try store.store.setMood(before: 2, after: 4, for: box.id)
      _ = try store.store.finishSession(
        box.id, status: .completed, active: .seconds(64), cyclesCompleted: 4)
      let skipped = try store.store.beginSession(NewSession(kind: .meditate, name: "20m"))
      try store.store.setMood(before: 3, after: nil, for: skipped.id)
      _ = try store.store.finishSession(
        skipped.id, status: .stoppedEarly, active: .seconds(60), cyclesCompleted: 0)
      let plain = try store.store.beginSession(NewSession(kind: .timer, name: "timer"))
      _ = try store.store.finishSession(
        plain.id, status: .completed, active: .seconds(60), cyclesCompleted: 0)
      let records = try store.store.sessions(SessionQuery())
      @MainActor func what(_ id: UUID, _ words: any DesktopWords) throws -> String {
        HistoryPage.cells(try XCTUnwrap(records.first { $0.id == id }), words: words)[1]
      }
      let english = EnglishCatalogue()
      XCTAssertEqual(try what(retention.id, english), "retention breathing · holds 1:23.4, 1:41.0")
      XCTAssertEqual(try what(box.id, english), "box breathing · mood 2 → 4")
      XCTAssertEqual(try what(skipped.id, english), "20m meditation · mood 3 → –")
      XCTAssertEqual(try what(plain.id, english), "timer")
      let chinese = ChineseCatalogue()
      XCTAssertEqual(try what(retention.id, chinese), "屏息练习 · 屏息 1:23.4、1:41.0")
      XCTAssertEqual(try what(box.id, chinese), "盒式呼吸 · 心情 2 → 4")
    }
  }
}
