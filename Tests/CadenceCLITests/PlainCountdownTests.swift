import Cadence
import CadenceStore
import Testing

@testable import CadenceCLI

@Suite struct PlainCountdownTests {
  @Test func printsEverySecondOnTheSecondEndingWithZero() {
    let time = ScriptedTime(start: .seconds(500))
    let output = StringOutput()
    #expect(PlainCountdown(total: .seconds(5)).run(time: time, output: output) == .finished)
    #expect(output.lines == ["00:05", "00:04", "00:03", "00:02", "00:01", "00:00"])
    #expect(time.sleeps == (0...5).map { .seconds(500 + $0) })
  }

  @Test func aFractionalDurationTicksOnItsOwnGrid() {
    let time = ScriptedTime(start: .zero)
    let output = StringOutput()
    _ = PlainCountdown(total: .milliseconds(2300)).run(time: time, output: output)
    #expect(output.lines == ["00:03", "00:02", "00:01", "00:00"])
    #expect(time.sleeps == [.zero, .milliseconds(300), .milliseconds(1300), .milliseconds(2300)])
  }

  @Test func hourLongRunsUseHoursFromTheStart() {
    let time = ScriptedTime(start: .zero)
    time.script = [1: .late(.seconds(3597))]
    let output = StringOutput()
    _ = PlainCountdown(total: .seconds(3602)).run(time: time, output: output)
    #expect(output.lines == ["1:00:02", "0:00:04", "0:00:03", "0:00:02", "0:00:01", "0:00:00"])
  }

  @Test func aStallPrintsTheRealValueOnceAndNeverReplays() {
    let time = ScriptedTime(start: .zero)
    // The second sleep (deadline 1 s) comes back 2.7 s late, at 3.7 s.
    time.script = [1: .late(.milliseconds(2700))]
    let output = StringOutput()
    _ = PlainCountdown(total: .seconds(6)).run(time: time, output: output)
    #expect(output.lines == ["00:06", "00:03", "00:02", "00:01", "00:00"])
    #expect(time.sleeps == [.zero, .seconds(1), .seconds(4), .seconds(5), .seconds(6)])
  }

  @Test func anEarlyWakeUpSleepsAgainUntilTheSameDeadline() {
    let time = ScriptedTime(start: .zero)
    time.script = [1: .late(.milliseconds(-1))]
    let output = StringOutput()
    _ = PlainCountdown(total: .seconds(2)).run(time: time, output: output)
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    #expect(time.sleeps == [.zero, .seconds(1), .seconds(1), .seconds(2)])
  }

  @Test func aSignalEndsTheRunWithItsNumber() {
    let time = ScriptedTime(start: .zero)
    time.script = [3: .signal(2)]
    let (context, output, _) = CommandContext.testing(time: time)
    #expect(CadenceCommandLine.run(["timer", "10"], in: context) == 130)
    #expect(output.lines == ["00:10", "00:09", "00:08"])
  }
}

@Suite struct FirstOutputBeforeTheStoreTests {
  @Test func thePlainTimerPrintsItsFirstLineBeforeOpeningTheStore() throws {
    let output = StringOutput()
    nonisolated(unsafe) var linesWhenOpened: [String]?
    let recorder = SessionRecorder(opening: {
      linesWhenOpened = output.lines
      return try SQLiteSessionStore.inMemory()
    })
    _ = PlainCountdown(total: .seconds(2)).run(
      time: ScriptedTime(), output: output, recorder: recorder)
    #expect(linesWhenOpened == ["00:02"])
    #expect(recorder.sessionIDs.count == 1)
  }

  @Test func theFullScreenTimerDrawsItsFirstFrameBeforeOpeningTheStore() throws {
    let screen = ScriptedFullScreen(script: [(at: .milliseconds(1500), step: .type("q"))])
    nonisolated(unsafe) var writesWhenOpened: Int?
    let recorder = SessionRecorder(opening: {
      writesWhenOpened = screen.terminal.writes.count
      return try SQLiteSessionStore.inMemory()
    })
    var app = RecordingApp(TimerApp(total: .seconds(60)), recorder: recorder)
    #expect(try screen.run(&app, clock: .boottime) == 1)
    #expect(writesWhenOpened == 1)
    #expect(recorder.sessionIDs.count == 1)
  }

  @Test func aStoreThatCannotOpenLeavesThePracticeRunningWithOneWarning() {
    struct Refused: Error, CustomStringConvertible { var description: String { "refused" } }
    let output = StringOutput()
    let recorder = SessionRecorder(opening: { throw Refused() })
    #expect(
      PlainCountdown(total: .seconds(2)).run(
        time: ScriptedTime(), output: output, recorder: recorder) == .finished)
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    let errors = StringOutput()
    recorder.reportFailure(to: errors)
    recorder.reportFailure(to: errors)
    #expect(errors.text == "Warning: this session will not be saved: refused\n")
  }
}
