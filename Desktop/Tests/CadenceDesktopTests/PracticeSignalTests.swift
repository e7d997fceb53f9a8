import CadenceStore
import Foundation
import XCTest

/// Every practice page as a child process: SIGTERM (a logout, `kill`) records the running
/// session as interrupted, with its time, and clears its `cadence status` row; a crash
/// (SIGKILL) keeps the last checkpoint, at most one interval (5 s) behind.
///
/// Before the practice layer only the timer and the sitting recorded this way: a breathing
/// session or a pomodoro killed mid-session left nothing, or 0 s.
final class PracticeSignalTests: XCTestCase {
  /// Each page's arguments to start a ten-minute practice at once, and its session's kind.
  static let practices: [(arguments: [String], kind: SessionKind)] = [
    (["--page", "timer", "--timer", "10m"], .timer),
    (["--page", "pomodoro", "--work", "10m"], .focus),
    (["--page", "meditate", "--sitting", "10m"], .meditation),
    (["--page", "breathe", "--pattern", "box", "--minutes", "10"], .breathing),
  ]

  func testSigtermKeepsTheTimeAndACrashKeepsTheLastCheckpointOnEveryPage() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    // All at once: each waits for its first progress checkpoint, five seconds in.
    var runs: [(Process, String, SessionKind, Int32)] = []
    for (arguments, kind) in Self.practices {
      for signal in [SIGTERM, SIGKILL] {
        let directory = DesktopProcess.dataDirectory()
        let process = try DesktopProcess.start(
          arguments + ["--start", "--data-dir", directory])
        runs.append((process, directory, kind, signal))
      }
    }
    for (process, directory, kind, signal) in runs {
      let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
      let deadline = Date().addingTimeInterval(30)
      while Date() < deadline,
        (try store.sessions(SessionQuery()).first?.activeMilliseconds ?? 0) < 5_000
      {
        usleep(50_000)
      }
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      let sessions = try store.sessions(SessionQuery())
      XCTAssertEqual(sessions.map(\.kind), [kind], "\(kind) \(signal)")
      guard let session = sessions.first else { continue }
      if signal == SIGTERM {
        XCTAssertEqual(session.status, .interrupted, "\(kind)")
        XCTAssertGreaterThanOrEqual(session.activeMilliseconds, 5_000, "\(kind)")
        XCTAssertTrue(
          SQLiteSessionStore.runningPractices(in: DataDirectory(path: directory)).isEmpty,
          "\(kind)")
      } else {
        // The checkpoint at 5 s, taken at the wake-up (a hair late on a real clock).
        XCTAssertEqual(session.status, .inProgress, "\(kind)")
        XCTAssertTrue(
          (5_000..<5_300).contains(session.activeMilliseconds),
          "\(kind) \(session.activeMilliseconds)")
      }
    }
  }
}
