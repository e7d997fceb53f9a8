import Cadence
import CadenceStore
import Foundation
import Testing

/// A breathing session is recorded under the name `cadence breathe` gives it: the desktop
/// recorded `--pattern 4-4-4-4` as "4-4-4-4" where the terminal wrote "box", so history
/// named one practice two ways. One real cycle (16 s after the 3 s count-in).
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct PatternNameTests {
  @Test func aBuiltInsSpecIsRecordedUnderTheBuiltInsName() throws {
    let directory = DesktopProcess.dataDirectory()
    let result = try DesktopProcess.run([
      "--data-dir", directory, "--page", "breathe", "--pattern", "4-4-4-4", "--cycles", "1",
      "--start", "--quit-at-end",
    ])
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    let sessions = try store.sessions(SessionQuery())
    #expect(sessions.map(\.name) == ["box"])
    #expect(sessions.map(\.status) == [.completed])
  }
}
