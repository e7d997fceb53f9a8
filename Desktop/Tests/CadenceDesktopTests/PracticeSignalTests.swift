import Cadence
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
  /// Each page's arguments to start a ten-minute practice at once, its session's kind, and
  /// the active time of its first checkpoint that holds at least 5 s (breathing time leaves
  /// out the 3 s count-in: the checkpoint at 10 s holds 7 s).
  static let practices: [(arguments: [String], kind: PracticeKind, checkpoint: Int)] = [
    (["--page", "timer", "--timer", "10m"], .timer, 5_000),
    (["--page", "pomodoro", "--work", "10m"], .pomodoro, 5_000),
    (["--page", "meditate", "--sitting", "10m"], .meditate, 5_000),
    (["--page", "breathe", "--pattern", "box", "--minutes", "10"], .breathe, 7_000),
  ]

  func testSigtermKeepsTheTimeAndACrashKeepsTheLastCheckpointOnEveryPage() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    // All at once: each waits for its first progress checkpoint, five seconds in.
    var runs: [(Process, String, PracticeKind, Int, Int32)] = []
    for (arguments, kind, checkpoint) in Self.practices {
      for signal in [SIGTERM, SIGKILL] {
        let directory = DesktopProcess.dataDirectory()
        let process = try DesktopProcess.start(
          arguments + ["--start", "--data-dir", directory])
        runs.append((process, directory, kind, checkpoint, signal))
      }
    }
    for (process, directory, kind, checkpoint, signal) in runs {
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
        // The checkpoint, taken at the wake-up (a hair late on a real clock).
        XCTAssertEqual(session.status, .inProgress, "\(kind)")
        XCTAssertTrue(
          (Int64(checkpoint)..<Int64(checkpoint) + 300).contains(session.activeMilliseconds),
          "\(kind) \(session.activeMilliseconds)")
      }
    }
  }
}
