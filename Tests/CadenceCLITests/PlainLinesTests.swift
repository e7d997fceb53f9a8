import Cadence
import CadencePractice
import CadenceStore
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs a plain-lines app on a scripted host (no terminal), as the practice runner does.
func runLines<App: TerminalApp>(
  _ app: inout App, script: [(at: Duration, step: ScriptedEventSource.Step)] = [],
  wakeErrors: [Duration] = [], output: StringOutput = StringOutput()
) -> (ending: Ending?, output: StringOutput, timeouts: [Duration?]) where App.Command == Never {
  let host = ScriptedHost(noTerminal: script)
  host.wakeErrors = wakeErrors
  let ending = try? host.run(&app, on: .lines(output), clock: .continuous)
  return (ending, output, host.timeouts)
}

@Suite struct TimerLinesTests {
  @Test func printsEverySecondOnTheSecondEndingWithZero() {
    var app = TimerLines(total: .seconds(5), words: EnglishCatalogue())
    let run = runLines(&app)
    #expect(run.ending == .completed)
    #expect(run.output.lines == ["00:05", "00:04", "00:03", "00:02", "00:01", "00:00"])
    #expect(run.timeouts == Array(repeating: .seconds(1), count: 5))
  }

  @Test func aFractionalDurationTicksOnItsOwnGrid() {
    var app = TimerLines(total: .milliseconds(2300), words: EnglishCatalogue())
    let run = runLines(&app)
    #expect(run.output.lines == ["00:03", "00:02", "00:01", "00:00"])
    #expect(run.timeouts == [.milliseconds(300), .seconds(1), .seconds(1)])
  }

  @Test func hourLongRunsUseHoursFromTheStart() {
    var app = TimerLines(total: .seconds(3602), words: EnglishCatalogue())
    let run = runLines(&app, wakeErrors: [.seconds(3597)])
    #expect(run.output.lines == ["1:00:02", "0:00:04", "0:00:03", "0:00:02", "0:00:01", "0:00:00"])
  }

  @Test func aStallPrintsTheRealValueOnceAndNeverReplays() {
    var app = TimerLines(total: .seconds(6), words: EnglishCatalogue())
    // The first sleep (deadline 1 s) comes back 2.7 s late, at 3.7 s.
    let run = runLines(&app, wakeErrors: [.milliseconds(2700)])
    #expect(run.output.lines == ["00:06", "00:03", "00:02", "00:01", "00:00"])
    #expect(run.timeouts == [.seconds(1), .milliseconds(300), .seconds(1), .seconds(1)])
  }

  @Test func anEarlyWakeUpSleepsAgainUntilTheSameDeadline() {
    var app = TimerLines(total: .seconds(2), words: EnglishCatalogue())
    let run = runLines(&app, wakeErrors: [.milliseconds(-1)])
    #expect(run.output.lines == ["00:02", "00:01", "00:00"])
    #expect(run.timeouts == [.seconds(1), .milliseconds(1), .seconds(1)])
  }

  @Test func aSignalEndsTheRunWithItsNumber() {
    let host = ScriptedHost(noTerminal: [(.milliseconds(2500), .signal(2))])
    let (context, output, _) = CommandContext.testing(host: host)
    #expect(CadenceCommandLine.run(["timer", "10"], in: context) == 130)
    #expect(output.lines == ["00:10", "00:09", "00:08"])
  }
}

/// `cadence timer 10 --plain | head -1`: the reader goes, the practice ends at once with
/// 141 and is recorded stopped, never completed.
@Suite struct ClosedOutputTests {
  func run(_ arguments: [String]) throws -> (
    status: Int32, lines: [String], session: SessionRecord?
  ) {
    let directory = TemporaryDataDirectory()
    let (context, output, _) = CommandContext.testing(dataDirectory: directory.path)
    output.closesAfterWrites = 1
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.lines, try directory.store().sessions(SessionQuery()).first)
  }

  @Test func aClosedOutputEndsThePlainTimerAndRecordsItStopped() throws {
    let result = try run(["timer", "10", "--plain"])
    #expect(result.status == 141)
    #expect(result.lines == ["00:10"])
    #expect(result.session?.status == .stoppedEarly)
    #expect(result.session?.activeMilliseconds == 0)
  }

  @Test func aClosedOutputEndsThePlainPomodoroAndRecordsItStopped() throws {
    let result = try run(["pomodoro", "--plain"])
    #expect(result.status == 141)
    #expect(result.session?.status == .stoppedEarly)
  }

  @Test func aClosedOutputEndsThePlainBreathingAndRecordsItStopped() throws {
    let result = try run(["breathe", "box", "--plain", "--no-note"])
    #expect(result.status == 141)
    #expect(result.session?.status == .stoppedEarly)
  }

  @Test func aClosedOutputEndsThePlainSittingAtOnceNotAtTheNextBell() throws {
    let result = try run(["meditate", "20m", "--plain"])
    #expect(result.status == 141)
    #expect(result.lines == ["start  20:00 left"])
    #expect(result.session?.status == .stoppedEarly)
    #expect(result.session?.activeMilliseconds == 0)
  }

  @Test func aClosedOutputEndsThePlainStopwatch() throws {
    let result = try run(["stopwatch", "--plain"])
    #expect(result.status == 141)
    #expect(result.lines == ["00:00"])
  }

  @Test func termDumbGetsPlainLinesWithNoEscapeByte() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    let (context, output, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path,
      environment: ["TERM": "dumb"])
    #expect(CadenceCommandLine.run(["timer", "2"], in: context) == 0)
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    #expect(!output.text.contains("\u{1B}"))
    #expect(host.terminal?.writes.isEmpty == true)
  }
}

@Suite struct FirstOutputBeforeTheStoreTests {
  /// A recorder that opens an in-memory store (on its writer's thread, when it first
  /// writes), and the loop's output as its first checkpoint reached it: the store is opened
  /// for that checkpoint and never before it.
  private func recorder() -> SessionRecorder {
    SessionRecorder(
      opening: { try SQLiteSessionStore.inMemory() }, wallClock: { Date() },
      databasePath: ":memory:")
  }

  @Test func thePlainTimerPrintsItsFirstLineBeforeOpeningTheStore() throws {
    let output = StringOutput()
    var linesAtFirstCheckpoint: [String]?
    let recorder = recorder()
    var app = Recorded(TimerLines(total: .seconds(2), words: EnglishCatalogue()))
    let ending = try ScriptedHost(noTerminal: []).run(
      &app, on: .lines(output), clock: .continuous
    ) { checkpoint, now in
      if linesAtFirstCheckpoint == nil { linesAtFirstCheckpoint = output.lines }
      recorder.perform(checkpoint, at: now)
    }
    recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
    #expect(linesAtFirstCheckpoint == ["00:02"])
    #expect(recorder.sessionIDs.count == 1)
  }

  @Test func theFullScreenTimerDrawsItsFirstFrameBeforeOpeningTheStore() throws {
    let screen = ScriptedHost(script: [(at: .milliseconds(1500), step: .type("q"))])
    var writesAtFirstCheckpoint: Int?
    let recorder = recorder()
    var app = Recorded(TimerApp(total: .seconds(60)))
    let ending = try screen.run(&app, on: .fullScreen, clock: .continuous) { checkpoint, now in
      if writesAtFirstCheckpoint == nil { writesAtFirstCheckpoint = screen.terminal?.writes.count }
      recorder.perform(checkpoint, at: now)
    }
    #expect(ending == .stopped)
    recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
    #expect(writesAtFirstCheckpoint == 1)
    #expect(recorder.sessionIDs.count == 1)
  }

  @Test func aStoreThatCannotOpenLeavesThePracticeRunningWithOneWarning() {
    let recorder = SessionRecorder(
      opening: {
        throw StoreError.dataDirectoryUnwritable(path: "/ro/cadence", reason: "Permission denied")
      }, wallClock: { Date() }, databasePath: "/ro/cadence/cadence.sqlite3")
    let (context, output, errors) = CommandContext.testing()
    let run = PracticeRunner.run(
      TimerInTerminal(total: .seconds(2), options: .init()), plain: true, recorder: recorder,
      in: context)
    #expect(run.ending == .completed)
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    recorder.reportFailure(to: errors)
    // The summary after plain lines is on standard error, before the warning.
    #expect(
      errors.text
        == "Timer: 00:02 of 00:02\n"
        + "Warning: This session will not be saved: Cannot write to the data directory "
        + "'/ro/cadence': Permission denied.\n")
  }
}
