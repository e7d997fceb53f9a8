import Cadence
import CadencePractice
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One script of actions at the same instants, driven through `cadence timer`'s screen (keys
/// into `TimerApp` inside `Recorded`, as the kernel runs it) and through the desktop timer
/// page's way (`PracticeRun` over the shared `TimerPractice`, buttons as actions): both
/// front ends must record the same sessions and show `cadence status` the same rows.
///
/// Before the practice layer the desktop page kept its own countdown: a "−1 min" near the
/// end pushed the plan below the time run and the run was recorded completed, a restart
/// dropped the time before it, and it wrote no checkpoint and no status row.
@Suite struct TimerParityTests {
  enum Action {
    case pause, restart, addMinute, takeMinute

    var key: KeyEvent {
      switch self {
      case .pause: .character(" ")
      case .restart: .character("r")
      case .addMinute: .character("+")
      case .takeMinute: .character("-")
      }
    }

    var practiceAction: TimerPractice.Action {
      switch self {
      case .pause: .togglePause
      case .restart: .restart
      case .addMinute: .addMinute
      case .takeMinute: .takeMinute
      }
    }
  }

  /// A 5-minute timer: a minute more, a pause, a restart (at 6 minutes), a minute less, and
  /// a minute less refused 20 s before the end, which then comes on time.
  static let script: [(at: Duration, action: Action)] = [
    (.seconds(12), .addMinute), (.seconds(30), .pause), (.seconds(45), .pause),
    (.seconds(70), .restart), (.seconds(100), .takeMinute), (.seconds(350), .takeMinute),
    (.seconds(351), .takeMinute),
  ]
  static let total = Duration.seconds(300)
  static let end = Duration.seconds(400)
  static let wall = Date(timeIntervalSince1970: 1_796_000_000)

  /// The wall clock at loop time `now`, so both runs stamp the same instants.
  final class Wall: @unchecked Sendable {
    var now = Duration.zero
    var read: @Sendable () -> Date {
      { [self] in
        let (seconds, attoseconds) = now.components
        return TimerParityTests.wall.addingTimeInterval(
          Double(seconds) + Double(attoseconds) * 1e-18)
      }
    }
  }

  struct Recording: Equatable {
    var writes: [String]
    var sessions: [String]
  }

  static func recording(of spy: SpyStore) throws -> Recording {
    let sessions = try spy.sessions(SessionQuery()).sorted { $0.startedAt < $1.startedAt }
    return Recording(
      writes: spy.writes,
      sessions: sessions.map {
        "\($0.kind.rawValue) \($0.name) \($0.plannedMilliseconds.map(String.init) ?? "-") "
          + "\($0.activeMilliseconds) \($0.status.rawValue) \($0.cyclesCompleted)"
      })
  }

  /// The terminal: each key at its instant, and between them every wake-up the kernel would
  /// make (the app's next deadline, checkpoints included).
  func terminal(in directory: TemporaryDirectory) throws -> Recording {
    let spy = SpyStore(
      try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)), logsRunning: true)
    let wall = Wall()
    let recorder = SessionRecorder(store: spy, wallClock: wall.read)
    var options = TimerApp.Options()
    options.exitAtEnd = true
    var app = Recorded(TimerApp(total: Self.total, options: options))
    var ending: Ending?
    func step(_ event: TerminalEvent, at now: Duration) {
      wall.now = now
      let next = app.update(event, at: now)
      next.commands.forEach { recorder.perform($0, at: now) }
      recorder.waitUntilWritten()
      if let end = next.ending { ending = end }
    }
    func wake(until limit: Duration) {
      while ending == nil, let deadline = app.nextDeadline(after: app.now), deadline <= limit {
        step(.deadline, at: deadline)
      }
    }
    step(.resize(Size(columns: 80, rows: 24)), at: .zero)
    for (instant, action) in Self.script {
      wake(until: instant)
      step(.key(action.key), at: instant)
    }
    wake(until: Self.end)
    #expect(ending == .completed)
    wall.now = app.now
    recorder.finish(app.inner.recordedSessions, ending: ending ?? .stopped, at: app.now)
    return try Self.recording(of: spy)
  }

  /// The desktop page's way: a button is an action on the shared practice; each wake-up (at
  /// the next shown second or checkpoint) is a look; at zero the run ends.
  func desktop(in directory: TemporaryDirectory) throws -> Recording {
    let spy = SpyStore(
      try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)), logsRunning: true)
    let wall = Wall()
    let recorder = SessionRecorder(store: spy, wallClock: wall.read)
    var run = PracticeRun(
      TimerPractice(total: Self.total, countsOvertime: false), recorder: recorder)
    func look(at now: Duration) {
      wall.now = now
      run.change(at: now) { $0.look(at: now) }
      recorder.waitUntilWritten()
      if run.practice.isFinished { run.finish(.stopped, at: now) }
    }
    func wake(until limit: Duration) {
      while !run.isFinished,
        let deadline = run.nextDeadline(
          after: run.practice.now, own: run.practice.nextVisibleChange(after: run.practice.now)),
        deadline <= limit
      {
        look(at: deadline)
      }
    }
    look(at: .zero)
    for (instant, action) in Self.script {
      wake(until: instant)
      wall.now = instant
      run.change(at: instant) { $0.perform(action.practiceAction, at: instant) }
      recorder.waitUntilWritten()
    }
    wake(until: Self.end)
    #expect(run.isFinished)
    return try Self.recording(of: spy)
  }

  @Test func theTerminalAndTheDesktopRecordTheSameSessionsAndStatusRows() throws {
    let terminal = try terminal(in: TemporaryDirectory())
    let desktop = try desktop(in: TemporaryDirectory())
    #expect(
      terminal.sessions == [
        "timer timer 360000 55000 stoppedEarly 0", "timer timer 300000 300000 completed 0",
      ])
    #expect(desktop.sessions == terminal.sessions)
    #expect(desktop.writes == terminal.writes)
    #expect(terminal.writes.filter { $0.hasPrefix("show paused") } == ["show paused 30000"])
    #expect(terminal.writes.last == "clear")
  }
}
