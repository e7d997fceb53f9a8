import Cadence
import CadenceStore
import Foundation
import Testing

@testable import CadenceCLI

/// Issue 41, item 19: `stats` rounded what `history` cut: a 7.6-second session was "8 s" in
/// one and 00:07 in the other. Under a minute both cut to the whole second.
@Suite struct StatsTruncationTests {
  let directory = TemporaryDataDirectory()

  func run(_ arguments: [String]) -> String {
    let (context, output, _) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "80"])
    _ = CadenceCommandLine.run(arguments, in: context)
    return output.text
  }

  func seed(active: Duration) throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    let begun = try store.beginSession(
      NewSession(kind: .timer, name: "timer", planned: .seconds(10)))
    _ = try store.finishSession(begun.id, status: .stoppedEarly, active: active, cyclesCompleted: 0)
  }

  @Test func statsAndHistoryCountTheSameWholeSeconds() throws {
    try seed(active: .milliseconds(7600))
    #expect(run(["history", "--all"]).contains("00:07"))
    let stats = run(["stats"])
    #expect(stats.contains("7 s"), "\(stats)")
    #expect(!stats.contains("8 s"), "\(stats)")
  }

  @Test func secondsAreCutAndMinutesRounded() {
    #expect(PracticeTime(milliseconds: 7600) == .seconds(7))
    #expect(PracticeTime(milliseconds: 59_900) == .seconds(59))
    #expect(PracticeTime(milliseconds: 60_000) == .minutes(1))
    #expect(PracticeTime(milliseconds: 150_000) == .minutes(3))
    #expect(PracticeTime(milliseconds: 3_659_000) == .hours(1, minutes: 1))
  }
}
