import Cadence
import CadencePractice
import CadenceStore
import Testing

/// The timer's rules, once for every front end: what it shows at exact instants, what a
/// minute more or less and a restart do, its timeline and the sessions it records.
@Suite struct TimerPracticeTests {
  @Test func showsTheCeilingOfWhatIsLeftAndChangesOnTheSecond() {
    var timer = TimerPractice(total: .seconds(90))
    #expect(timer.face.readout == .remaining(seconds: 90))
    #expect(timer.face.digits == "01:30")
    timer.look(at: .milliseconds(999))
    #expect(timer.face.readout == .remaining(seconds: 90))
    #expect(timer.nextVisibleChange(after: .milliseconds(999)) == .seconds(1))
    timer.look(at: .seconds(1))
    #expect(timer.face.readout == .remaining(seconds: 89))
    #expect(abs(timer.face.progress - 1.0 / 90) < 1e-12)
    timer.look(at: .seconds(90))
    #expect(timer.face.readout == .remaining(seconds: 0))
    #expect(timer.face.isFinished)
    timer.look(at: .seconds(91))
    #expect(timer.face.readout == .overtime(seconds: 1))
  }

  @Test func aMinuteLessWithAMinuteOrLessLeftIsRefusedAndNeverCompletesTheRun() {
    var timer = TimerPractice(total: .seconds(120), countsOvertime: false)
    #expect(timer.perform(.takeMinute, at: .seconds(10)) == .done)
    #expect(timer.countdown.total == .seconds(60))
    // 50 s left: refused, however often it is asked.
    for second in 11...20 {
      #expect(timer.perform(.takeMinute, at: .seconds(Int64(second))) == .refusedMinute)
    }
    #expect(timer.countdown.total == .seconds(60))
    #expect(!timer.isFinished)
    #expect(timer.recordedSessions.map(\.reachedEnd) == [false])
    #expect(timer.perform(.addMinute, at: .seconds(21)) == .done)
    #expect(timer.countdown.total == .seconds(120))
  }

  @Test func aRestartRecordsTheRunBeforeItStoppedEarly() {
    var timer = TimerPractice(total: .seconds(300), title: "tea")
    timer.perform(.addMinute, at: .seconds(5))
    timer.perform(.togglePause, at: .seconds(20))
    timer.perform(.togglePause, at: .seconds(30))
    timer.perform(.restart, at: .seconds(50))
    timer.look(at: .seconds(80))
    let sessions = timer.recordedSessions
    #expect(sessions.count == 2)
    #expect(sessions[0].status == .stoppedEarly)
    #expect(sessions[0].active == .seconds(40))
    #expect(sessions[0].session.planned == .seconds(360))
    #expect(sessions[0].session.label == "tea")
    #expect(sessions[1].status == .inProgress)
    #expect(sessions[1].active == .seconds(30))
    // The restart starts from the length the countdown has now.
    #expect(timer.face.readout == .remaining(seconds: 330))
  }

  @Test func theTimelineHoldsTheEndWhileItRunsAndNothingWhilePaused() {
    var timer = TimerPractice(total: .seconds(60))
    #expect(timer.timeline == [PracticeEvent(.end, at: .seconds(60))])
    timer.perform(.pause, at: .seconds(10))
    #expect(timer.timeline.isEmpty)
    #expect(timer.nextVisibleChange(after: .seconds(10)) == nil)
    timer.perform(.resume, at: .seconds(25))
    #expect(timer.timeline == [PracticeEvent(.end, at: .seconds(75))])
    timer.perform(.addMinute, at: .seconds(30))
    #expect(timer.timeline == [PracticeEvent(.end, at: .seconds(135))])
    timer.look(at: .seconds(135))
    #expect(timer.timeline.isEmpty)
  }

  @Test func activeTimeExcludesOvertimeAndTheStatusCountsIt() {
    var timer = TimerPractice(total: .seconds(10), title: "x")
    timer.look(at: .seconds(15))
    #expect(timer.recordedSessions.map(\.active) == [.seconds(10)])
    #expect(timer.recordedSessions.map(\.reachedEnd) == [true])
    #expect(
      timer.liveStatus
        == LiveStatus(
          kind: "timer", label: "x", paused: false, elapsed: .seconds(15), planned: .seconds(10)))
  }

  @Test func timeNeverRunsBackward() {
    var timer = TimerPractice(total: .seconds(10))
    timer.look(at: .seconds(5))
    timer.look(at: .seconds(3))
    #expect(timer.now == .seconds(5))
  }
}

/// The end's one rule: a session still running at the end is completed only if it reached
/// its planned end; otherwise interrupted or stopped early by how the run ended.
@Suite struct RunEndTests {
  @Test func theStatusOfASessionStillRunning() {
    #expect(RunEnd.stopped.status(reachedEnd: true) == .completed)
    #expect(RunEnd.interrupted.status(reachedEnd: true) == .completed)
    #expect(RunEnd.stopped.status(reachedEnd: false) == .stoppedEarly)
    #expect(RunEnd.interrupted.status(reachedEnd: false) == .interrupted)
  }
}
