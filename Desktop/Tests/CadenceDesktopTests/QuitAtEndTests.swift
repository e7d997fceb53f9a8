import Cadence
import CadenceStore
import Foundation
import Testing

/// `--quit-at-end` on every practice page: the app leaves by itself when the practice it
/// started ends, after recording it. It quit after breathing, a timer and a pomodoro, but a
/// sitting ran on with its window open.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct QuitAtEndTests {
  @Test(arguments: [
    // One 1-1 cycle after the 3 s count-in.
    ["--page", "breathe", "--pattern", "1-1", "--cycles", "1"],
    ["--page", "timer", "--timer", "2"],
    // A focus and its long break, one second each.
    ["--page", "pomodoro", "--work", "1", "--short", "1", "--long", "1", "--every", "1"],
    // Two seconds, then the end bell's three strikes (3 s).
    ["--page", "meditate", "--sitting", "2"],
  ])
  func thePracticeEndsAndTheAppQuitsWithItsSessionRecorded(page: [String]) throws {
    let directory = DesktopProcess.dataDirectory()
    let result = try DesktopProcess.run(
      ["--data-dir", directory] + page + ["--start", "--quit-at-end"], timeLimit: .seconds(40))
    #expect(!result.timedOut, "\(page[1]) still ran after 40 s")
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    #expect(try store.sessions(SessionQuery()).map(\.status) == [.completed])
  }
}
