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
    // The restart goes back to the length as given: the minute added was that run's.
    #expect(timer.face.readout == .remaining(seconds: 270))
    #expect(sessions[1].session.planned == .seconds(300))
  }

  /// termdown's `r`: `timer 5m`, `+`, `r` shows 05:00 (it showed 06:00), and a minute taken
  /// is given back; the readout's format follows the length as given.
  @Test func aRestartGoesBackToTheLengthAsGiven() {
    var timer = TimerPractice(total: .seconds(300))
    timer.perform(.addMinute, at: .seconds(1))
    timer.perform(.restart, at: .seconds(2))
    #expect(timer.face.digits == "05:00")
    #expect(timer.countdown.total == .seconds(300))
    timer.perform(.takeMinute, at: .seconds(3))
    timer.perform(.takeMinute, at: .seconds(4))
    timer.perform(.restart, at: .seconds(5))
    #expect(timer.face.digits == "05:00")
    var long = TimerPractice(total: .seconds(3540))
    for second in 1...3 { long.perform(.addMinute, at: .seconds(Int64(second))) }
    #expect(long.face.digits == "1:01:57")
    long.perform(.restart, at: .seconds(4))
    #expect(long.face.digits == "59:00")
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
