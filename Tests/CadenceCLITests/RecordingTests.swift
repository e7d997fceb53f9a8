import Cadence
import CadencePractice
import CadenceStore
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// Timers and pomodoros record their sessions in the real store, on scripted time.
@Suite struct RecordingTests {
  let directory = TemporaryDirectory()

  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)]? = nil,
    plainScript: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) -> (status: Int32, output: String, errors: String) {
    let host: any LoopHost =
      script.map { ScriptedHost(script: $0) } ?? ScriptedHost(noTerminal: plainScript)
    let (context, output, errors) = CommandContext.testing(
      isTerminal: script != nil, host: host, dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// Runs `app` full screen on `screen`, recorded into `spy`, as the practice runner does.
  func runRecorded<App: RecordableApp>(_ app: App, on screen: ScriptedHost, _ spy: SpyStore)
    throws -> Ending where App.Command == Never
  {
    let recorder = SessionRecorder(store: spy)
    var recorded = Recorded(app)
    let ending = try screen.run(&recorded, on: .fullScreen, clock: .continuous) {
      checkpoint, now in recorder.perform(checkpoint, at: now)
    }
    recorder.finish(recorded.inner.recordedSessions, ending: ending, at: recorded.now)
    return ending
  }

  /// The stored sessions, newest first, as `status active-ms`.
  func stored() throws -> [String] {
    try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .sessions(SessionQuery()).map { "\($0.status.rawValue) \($0.activeMilliseconds)" }
  }

  func spy() throws -> SpyStore {
    SpyStore(try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)))
  }

  // MARK: Full screen

  @Test func aTimerQuitBeforeTheEndIsStoppedEarlyWithItsActiveTime() throws {
    let result = run(
      ["timer", "12", "--title", "Tea"], script: [(.milliseconds(7500), .type("q"))])
    #expect(result.status == 1)
    let sessions = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .sessions(SessionQuery())
    #expect(sessions.count == 1)
    let session = try #require(sessions.first)
    #expect(session.kind == .timer)
    #expect(session.name == "timer")
    #expect(session.label == "Tea")
    #expect(session.plannedMilliseconds == 12_000)
    #expect(session.activeMilliseconds == 7500)
    #expect(session.status == .stoppedEarly)
  }

  @Test func aTimerThatRunsOutIsCompleted() throws {
    #expect(run(["timer", "3", "--exit"], script: []).status == 0)
    #expect(try stored() == ["completed 3000"])
  }

  @Test func overtimeIsNotActiveTimeAndAnyKeyCompletes() throws {
    #expect(run(["timer", "2"], script: [(.seconds(9), .type("x"))]).status == 0)
    #expect(try stored() == ["completed 2000"])
  }

  @Test(arguments: [(Int32(15), "interrupted 2000"), (Int32(1), "interrupted 2000")])
  func terminationSignalsMarkTheSessionInterrupted(signal: Int32, expected: String) throws {
    let result = run(["timer", "30"], script: [(.seconds(2), .signal(signal))])
    #expect(result.status == 128 + signal)
    #expect(try stored() == [expected])
  }

  @Test func ctrlCStopsItEarly() throws {
    #expect(run(["timer", "30"], script: [(.seconds(4), .input([0x03]))]).status == 130)
    #expect(try stored() == ["stoppedEarly 4000"])
  }

  @Test func checkpointsEveryFiveSecondsAndNoneWhilePausedOnceSaved() throws {
    let spy = try spy()
    let screen = ScriptedHost(script: [
      (.milliseconds(7500), .type(" ")), (.seconds(60), .type("q")),
    ])
    #expect(try runRecorded(TimerApp(total: .seconds(60)), on: screen, spy) == .stopped)
    #expect(spy.writes == ["begin", "update 5000", "update 7500", "finish stoppedEarly 7500"])
    // After the pause: one wake-up at 10 s to save 7.5 s, then sleep until the key.
    #expect(screen.timeouts.suffix(2) == [.milliseconds(2500), nil])
  }

  @Test func aRestartEndsTheSessionAndBeginsAnother() throws {
    let spy = try spy()
    let screen = ScriptedHost(script: [(.seconds(3), .type("r")), (.seconds(4), .type("q"))])
    #expect(try runRecorded(TimerApp(total: .seconds(5)), on: screen, spy) == .stopped)
    #expect(
      spy.writes == ["begin", "finish stoppedEarly 3000", "begin", "finish stoppedEarly 1000"])
  }

  @Test func aPomodoroRecordsEachFocusAndNoBreaks() throws {
    let arguments = ["pomodoro", "--work", "3s", "--short", "2s", "--long", "4s", "--every", "2"]
    let result = run(arguments + ["--label", "essay"], script: [(.milliseconds(6500), .type("q"))])
    // q in a focus segment stops it early: 1 (issue 24, item 3).
    #expect(result.status == 1)
    let sessions = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .sessions(SessionQuery())
    #expect(sessions.map(\.status) == [.stoppedEarly, .completed])
    #expect(sessions.map(\.activeMilliseconds) == [1500, 3000])
    #expect(sessions.allSatisfy { $0.kind == .pomodoro && $0.name == "pomodoro" })
    #expect(sessions.allSatisfy { $0.label == "essay" && $0.plannedMilliseconds == 3000 })
  }

  @Test func aSkippedFocusIsStoppedEarlyAndARestartedOneKeepsItsTime() throws {
    let spy = try spy()
    let plan = PomodoroPlan(
      work: .seconds(3), shortBreak: .seconds(2), longBreak: .seconds(4), longBreakEvery: 2)
    let pomodoro = PomodoroApp(cycle: PomodoroCycle(plan: plan), options: .init(quiet: true))
    var app = Recorded(pomodoro)
    let recorder = SessionRecorder(store: spy)
    // Focus 0–1 skipped; break 1–3; focus 3–4, restarted, 4–7; long break; quit at 8.
    let screen = ScriptedHost(script: [
      (.seconds(1), .type("n")), (.seconds(4), .type("r")), (.seconds(8), .type("q")),
    ])
    let ending = try screen.run(&app, on: .fullScreen, clock: .suspending) { checkpoint, now in
      recorder.perform(checkpoint, at: now)
    }
    #expect(ending == .closed)
    recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
    #expect(
      spy.writes == ["begin", "finish stoppedEarly 1000", "begin", "finish completed 4000"])
  }

  @Test func aQuitInTheWakeUpThatEndsAFocusStillCompletesIt() throws {
    let spy = try spy()
    let plan = PomodoroPlan(
      work: .seconds(3), shortBreak: .seconds(2), longBreak: .seconds(4), longBreakEvery: 2)
    var app = Recorded(PomodoroApp(cycle: PomodoroCycle(plan: plan)))
    let recorder = SessionRecorder(store: spy)
    app.update(.resize(Size(columns: 80, rows: 24)), at: .zero).commands.forEach {
      recorder.perform($0, at: .zero)
    }
    let result = app.update(.key(.character("q")), at: .milliseconds(3200))
    result.commands.forEach { recorder.perform($0, at: .milliseconds(3200)) }
    #expect(result.ending == .closed)
    recorder.finish(app.inner.recordedSessions, ending: .closed, at: .milliseconds(3200))
    #expect(spy.writes == ["begin", "finish completed 3000"])
  }

  @Test func withoutATerminalTheSessionBegunForTheFullScreenGoesOnInPlainLines() throws {
    let (context, output, _) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(noTerminal: []), dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["timer", "2"], in: context) == 0)
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    #expect(try stored() == ["completed 2000"])
  }

  // MARK: Plain

  @Test func aPlainTimerIsRecordedWithCheckpoints() throws {
    let result = run(["timer", "10", "--plain"], plainScript: [(.milliseconds(6500), .signal(2))])
    #expect(result.status == 130)
    #expect(try stored() == ["stoppedEarly 6500"])
  }

  @Test func aPlainTimerThatRunsOutIsCompleted() throws {
    #expect(run(["timer", "3", "--plain", "--title", "Tea"]).status == 0)
    let sessions = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .sessions(SessionQuery())
    #expect(sessions.map(\.status) == [.completed])
    #expect(sessions.map(\.label) == ["Tea"])
  }

  @Test func plainLoopsWakeForCheckpointsOnlyWhenTheyAreDue() throws {
    let spy = try spy()
    let plan = PomodoroPlan(work: .seconds(120), shortBreak: .seconds(60))
    var app = Recorded(PomodoroLines(plan: plan, label: nil, words: EnglishCatalogue()))
    let recorder = SessionRecorder(store: spy)
    let host = ScriptedHost(noTerminal: [(.seconds(131), .signal(15))])
    let ending = try host.run(&app, on: .lines(StringOutput()), clock: .suspending) {
      checkpoint, now in recorder.perform(checkpoint, at: now)
    }
    recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
    #expect(ending == .signal(15))
    // Minute lines at 0, 60; checkpoints every 5 s during the focus; none in the break
    // (the last wait, from 120 s to the break's end at 180 s, is cut short by the signal).
    #expect(host.timeouts.dropLast().allSatisfy { $0 == .seconds(5) })
    #expect(host.timeouts.count == 25)
    #expect(host.timeouts.last == .seconds(60))
    #expect(spy.writes.first == "begin")
    #expect(spy.writes.filter { $0.hasPrefix("update") }.count == 23)
    #expect(spy.writes.last == "finish completed 120000")
  }

  @Test func plainPomodoroSessionsArePureInTheStatus() {
    let plan = PomodoroPlan(work: .seconds(10), shortBreak: .seconds(5))
    var plain = PomodoroLines(plan: plan, label: "x", words: EnglishCatalogue())
    func sessions(at now: Duration) -> [RecordedSession] {
      _ = plain.update(.deadline, at: now)
      return plain.recordedSessions
    }
    #expect(sessions(at: .seconds(4)).map(\.active) == [.seconds(4)])
    #expect(sessions(at: .seconds(12)).map(\.status) == [.completed])
    let later = sessions(at: .seconds(17))
    #expect(later.map(\.status) == [.completed, .inProgress])
    #expect(later.map(\.active) == [.seconds(10), .seconds(2)])
  }

  /// The timer runs; its status says the session was not saved (issue 41, item 1: a
  /// completed practice whose session the store did not take no longer exits 0).
  @Test func anUnwritableDataDirectoryWarnsOnceAndTheTimerStillRuns() {
    let (context, output, errors) = CommandContext.testing(dataDirectory: "/proc/cadence")
    #expect(CadenceCommandLine.run(["timer", "2"], in: context) == 1)
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    // The plain lines' summary, then the one warning.
    #expect(
      errors.lines == [
        "Timer: 00:02 of 00:02",
        "Warning: This session will not be saved: Cannot write to the data directory "
          + "'/proc/cadence': No such file or directory.",
      ])
  }
}
