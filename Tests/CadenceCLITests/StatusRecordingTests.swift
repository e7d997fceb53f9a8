import Cadence
import CadencePractice
import CadenceStore
import CadenceSystem
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A wall clock a test moves in step with the loop's time.
private final class SteppedWallClock: Sendable {
  let start = Date(timeIntervalSince1970: 1_796_000_000)
  private let offset = Locked(Duration.zero)

  func set(_ loopTime: Duration) { offset.withLock { $0 = loopTime } }

  var now: @Sendable () -> Date {
    { [self] in
      let (seconds, attoseconds) = offset.withLock { $0 }.components
      return start.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    }
  }
}

/// What `cadence status` shows follows a real practice through the recorder: written when
/// it begins and at once at a pause, a resume, a minute more or a restart, not only at the
/// five-second checkpoints; and gone when the practice ends.
@Suite struct StatusRecordingTests {
  let directory = TemporaryDirectory()
  private let wall = SteppedWallClock()

  func status(at loopTime: Duration, _ template: String = "{icon} {remaining} {elapsed}")
    -> String
  {
    let (seconds, attoseconds) = loopTime.components
    let now = wall.start.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    let (context, output, _) = CommandContext.testing(
      dataDirectory: directory.path, wallClock: { now })
    #expect(CadenceCommandLine.run(["status", "--format", template], in: context) == 0)
    return output.text
  }

  @Test func pauseResumeAMinuteAndRestartShowAtOnce() throws {
    let spy = SpyStore(
      try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)), logsRunning: true)
    let recorder = SessionRecorder(store: spy, wallClock: wall.now)
    var app = Recorded(TimerApp(total: .seconds(1500)))
    func step(_ event: TerminalEvent, at now: Duration) {
      wall.set(now)
      app.update(event, at: now).commands.forEach { recorder.perform($0, at: now) }
      recorder.waitUntilWritten()
    }
    step(.resize(Size(columns: 80, rows: 24)), at: .zero)
    #expect(spy.writes == ["begin", "show running"])
    #expect(status(at: .milliseconds(2_500)) == "⏳ 24:58 00:02\n")
    step(.deadline, at: .seconds(3))
    #expect(spy.writes.count == 2)  // Only time passed: nothing to write.
    step(.key(.character(" ")), at: .milliseconds(3_200))
    #expect(spy.writes.last == "show paused 3200")
    #expect(status(at: .seconds(60)) == "⏸ 24:57 00:03\n")
    step(.key(.character(" ")), at: .seconds(60))
    #expect(spy.writes.last == "show running")
    #expect(status(at: .milliseconds(61_300)) == "⏳ 24:56 00:04\n")
    step(.key(.character("+")), at: .milliseconds(61_500))
    #expect(status(at: .milliseconds(61_500)) == "⏳ 25:56 00:04\n")
    step(.key(.character("-")), at: .seconds(62))
    step(.key(.character("-")), at: .milliseconds(62_100))
    #expect(status(at: .milliseconds(62_100)) == "⏳ 23:55 00:05\n")
    // A restart goes back to the 25 minutes given (issue 24, item 1).
    step(.key(.character("r")), at: .seconds(70))
    #expect(status(at: .seconds(70)) == "⏳ 25:00 00:00\n")
    #expect(status(at: .milliseconds(75_001)) == "⏳ 24:55 00:05\n")
    recorder.finish(app.inner.recordedSessions, ending: .stopped, at: .seconds(80))
    #expect(spy.writes.last == "clear")
    #expect(status(at: .seconds(80)) == "")
  }

  @Test func aPomodoroShowsItsBreaksWhichAreNoSessions() throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    let recorder = SessionRecorder(store: store, wallClock: wall.now)
    let plan = PomodoroPlan(work: .seconds(60), shortBreak: .seconds(30))
    var app = Recorded(PomodoroApp(cycle: PomodoroCycle(plan: plan)))
    for second in 0...75 {
      let now = Duration.seconds(second)
      wall.set(now)
      let event: TerminalEvent = second == 0 ? .resize(Size(columns: 80, rows: 24)) : .deadline
      app.update(event, at: now).commands.forEach { recorder.perform($0, at: now) }
    }
    recorder.waitUntilWritten()
    #expect(status(at: .seconds(75), "{segment} {remaining}") == "short break 00:15\n")
    #expect(try store.sessions(SessionQuery()).map(\.status) == [.completed])
  }
}
