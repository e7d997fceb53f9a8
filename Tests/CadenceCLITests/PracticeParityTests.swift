import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// One script of actions at the same instants for each practice, driven through its
/// terminal app (keys into the app inside `Recorded`, every wake-up the kernel would make)
/// and the way its desktop page drives it (`PracticeRun` over the shared practice, buttons
/// as actions, a look at each wake-up): both must record the same sessions and write the
/// same store log, `cadence status` rows included. ``TimerParityTests`` does the timer.
@Suite struct PracticeParityTests {
  typealias Recording = TimerParityTests.Recording

  /// The terminal: `script`'s keys at their instants, between them every wake-up, then `q`
  /// at `end` unless the practice ended by itself.
  static func terminal<App: RecordableApp>(
    _ app: App, policy: CheckpointSchedule.Policy = .onTime,
    script: [(at: Duration, key: KeyEvent)], end: Duration
  ) throws -> Recording where App.Command == Never {
    let directory = TemporaryDirectory()
    let spy = SpyStore(
      try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)), logsRunning: true)
    let wall = TimerParityTests.Wall()
    let recorder = SessionRecorder(store: spy, wallClock: wall.read)
    var app = Recorded(app, policy: policy)
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
    for (instant, key) in script {
      wake(until: instant)
      if ending == nil { step(.key(key), at: instant) }
    }
    wake(until: end)
    if ending == nil { step(.key(.character("q")), at: end) }
    wall.now = app.now
    recorder.finish(app.inner.recordedSessions, ending: ending ?? .stopped, at: app.now)
    return try TimerParityTests.recording(of: spy)
  }

  /// The desktop page's way: `script`'s actions at their instants, a look at each wake-up
  /// (the practice's next change `own`, or a checkpoint), and Stop at `end` (`stop` first
  /// does what the Stop button does to the practice) unless it is `over` by then.
  static func desktop<Practice: RecordsSessions>(
    _ practice: Practice, policy: CheckpointSchedule.Policy = .onTime,
    script: [(at: Duration, action: (inout Practice, Duration) -> Void)], end: Duration,
    look: @escaping (inout Practice, Duration) -> Void,
    own: @escaping (Practice, Duration) -> Duration?, over: @escaping (Practice) -> Bool,
    stop: ((inout Practice, Duration) -> Void)? = nil
  ) throws -> Recording {
    let directory = TemporaryDirectory()
    let spy = SpyStore(
      try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)), logsRunning: true)
    let wall = TimerParityTests.Wall()
    let recorder = SessionRecorder(store: spy, wallClock: wall.read)
    var run = PracticeRun(practice, recorder: recorder, policy: policy)
    var now = Duration.zero
    func change(at instant: Duration, _ body: (inout Practice, Duration) -> Void) {
      now = instant
      wall.now = instant
      run.change(at: instant) { body(&$0, instant) }
      recorder.waitUntilWritten()
      if over(run.practice) { run.finish(.stopped, at: instant) }
    }
    func wake(until limit: Duration) {
      while !run.isFinished,
        let deadline = run.nextDeadline(after: now, own: own(run.practice, now)),
        deadline <= limit
      {
        change(at: deadline, look)
      }
    }
    change(at: .zero, look)
    for (instant, action) in script {
      wake(until: instant)
      if !run.isFinished { change(at: instant, action) }
    }
    wake(until: end)
    if !run.isFinished {
      if let stop { change(at: end, stop) }
      wall.now = end
      run.finish(.stopped, at: end)
    }
    return try TimerParityTests.recording(of: spy)
  }

  @Test func thePomodoroRecordsTheSameInBothFrontEnds() throws {
    let plan = PomodoroPlan(
      work: .seconds(60), shortBreak: .seconds(20), longBreak: .seconds(40), longBreakEvery: 2)
    let keys: [(Duration, KeyEvent, PomodoroPractice.Action)] = [
      (.seconds(10), .character(" "), .togglePause), (.seconds(25), .character(" "), .togglePause),
      (.seconds(40), .character("r"), .restart), (.seconds(130), .character("n"), .skip),
      (.seconds(150), .character("n"), .skip), (.seconds(170), .character("r"), .restart),
    ]
    let terminal = try Self.terminal(
      PomodoroApp(cycle: PomodoroCycle(plan: plan), options: .init(label: "essay", quiet: true)),
      script: keys.map { ($0.0, $0.1) }, end: .seconds(260))
    let desktop = try Self.desktop(
      PomodoroPractice(plan: plan, label: "essay"),
      script: keys.map { key in (key.0, { $0.perform(key.2, at: $1) }) }, end: .seconds(260),
      look: { $0.look(at: $1) }, own: { $0.nextVisibleChange(after: $1) }, over: \.isOver)
    #expect(
      terminal.sessions == [
        "focus pomodoro 60000 85000 completed 0", "focus pomodoro 60000 10000 stoppedEarly 0",
        "focus pomodoro 60000 80000 completed 0", "focus pomodoro 60000 10000 stoppedEarly 0",
      ])
    #expect(desktop.sessions == terminal.sessions)
    #expect(desktop.writes == terminal.writes)
    #expect(terminal.writes.contains("show paused 10000"))
    #expect(terminal.writes.last == "clear")
  }

  @Test func aBreathingSessionRecordsTheSameInBothFrontEnds() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-4-4-4"), cycles: 3, countIn: .seconds(3))
    let practice = BreathePractice(session: session, name: "box", program: (id: "calm", step: 1))
    let script: [Duration] = [.seconds(9), .seconds(21)]
    let terminal = try Self.terminal(
      BreatheApp(practice: practice, options: .init(reduceMotion: true)), policy: .onOwnWakeUps,
      script: script.map { ($0, .character(" ")) }, end: .seconds(90))
    let desktop = try Self.desktop(
      practice, policy: .onOwnWakeUps,
      script: script.map { ($0, { $0.perform(.togglePause, at: $1) }) }, end: .seconds(90),
      look: { $0.look(at: $1) }, own: { $0.nextVisibleChange(after: $1) }, over: \.isFinished)
    #expect(terminal.sessions == ["breathing box 48000 48000 completed 3"])
    #expect(desktop.sessions == terminal.sessions)
    #expect(desktop.writes == terminal.writes)
    #expect(terminal.writes.contains("show paused 9000"))
  }

  @Test func aSittingStoppedEarlyRecordsTheSameInBothFrontEnds() throws {
    let sitting = try MeditationSitting(
      length: .seconds(120), warmUp: .seconds(5), intervalBells: .every(.seconds(30)))
    let script: [Duration] = [.seconds(40), .seconds(50)]
    let terminal = try Self.terminal(
      MeditateApp(sitting: sitting, words: EnglishCatalogue()),
      script: script.map { ($0, .character(" ")) }, end: .seconds(100))
    let desktop = try Self.desktop(
      MeditatePractice(sitting: sitting),
      script: script.map { ($0, { _ = $0.togglePause(at: $1) }) }, end: .seconds(100),
      look: { _ = $0.look(at: $1) }, own: { $0.nextVisibleChange(after: $1) }, over: \.isOver)
    #expect(terminal.sessions == ["meditation meditation 120000 85000 stoppedEarly 0"])
    #expect(desktop.sessions == terminal.sessions)
    #expect(desktop.writes == terminal.writes)
  }

  @Test func aStopwatchRecordsTheSameWithLapsAndAReset() throws {
    let keys: [(Duration, KeyEvent, StopwatchPractice.Action)] = [
      (.seconds(3), .character("l"), .lap), (.seconds(8), .character("l"), .lap),
      (.seconds(12), .character("r"), .reset), (.seconds(20), .character(" "), .togglePause),
      (.seconds(26), .character("l"), .lap),
    ]
    let terminal = try Self.terminal(
      StopwatchApp(words: EnglishCatalogue()), script: keys.map { ($0.0, $0.1) },
      end: .seconds(30))
    let desktop = try Self.desktop(
      StopwatchPractice(), script: keys.map { key in (key.0, { $0.perform(key.2, at: $1) }) },
      end: .seconds(30), look: { $0.look(at: $1) }, own: { $0.nextVisibleChange(after: $1) },
      over: { _ in false }, stop: { $0.perform(.stop, at: $1) })
    #expect(
      terminal.sessions == [
        "stopwatch stopwatch - 12000 completed 3", "stopwatch stopwatch - 10000 completed 2",
      ])
    #expect(desktop.sessions == terminal.sessions)
    #expect(desktop.writes == terminal.writes)
  }
}
