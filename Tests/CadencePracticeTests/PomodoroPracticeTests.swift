import Cadence
import CadencePractice
import CadenceStore
import Testing

/// The pomodoro's rules, once for every front end: what it shows at exact instants, what a
/// skip and a restart record, its timeline and its end after a set limit.
@Suite struct PomodoroPracticeTests {
  /// 60 s focus, 20 s short break, 40 s long break, a long break after 2 focuses.
  let plan = PomodoroPlan(
    work: .seconds(60), shortBreak: .seconds(20), longBreak: .seconds(40), longBreakEvery: 2)

  @Test func aFocusCompletesAtItsEndWithItsLengthAndTheBreakFollows() {
    var pomodoro = PomodoroPractice(plan: plan, label: "essay")
    #expect(pomodoro.look(at: .milliseconds(59_999)).isEmpty)
    #expect(pomodoro.face.digits == "00:01")
    #expect(pomodoro.nextVisibleChange(after: .milliseconds(59_999)) == .seconds(60))
    let ended = pomodoro.look(at: .seconds(60))
    #expect(ended.map(\.kind) == [.focus])
    #expect(pomodoro.face.segment.kind == .shortBreak)
    #expect(pomodoro.face.digits == "00:20")
    #expect(pomodoro.face.completedFocusCount == 1)
    let sessions = pomodoro.recordedSessions
    #expect(sessions.count == 1)
    #expect(sessions[0].status == .completed)
    #expect(sessions[0].active == .seconds(60))
    #expect(
      sessions[0].session
        == NewSession(kind: .pomodoro, name: "pomodoro", label: "essay", planned: .seconds(60)))
    #expect(pomodoro.liveStatus?.segment == "shortBreak")
  }

  @Test func aRestartKeepsTheFocusSessionAndItsTimeASkipStopsItEarly() {
    var pomodoro = PomodoroPractice(plan: plan)
    pomodoro.perform(.restart, at: .seconds(15))
    #expect(pomodoro.face.digits == "01:00")
    #expect(pomodoro.recordedSessions.map(\.active) == [.seconds(15)])
    pomodoro.look(at: .seconds(75))
    // The restarted focus ran 15 s before and all 60 s after: one completed session.
    #expect(pomodoro.recordedSessions.map(\.status) == [.completed])
    #expect(pomodoro.recordedSessions.map(\.active) == [.seconds(75)])
    // The break, then focus 2, skipped after 10 s: stopped early with 10 s.
    pomodoro.look(at: .seconds(95))
    #expect(pomodoro.face.segment.kind == .focus)
    pomodoro.perform(.skip, at: .seconds(105))
    #expect(pomodoro.face.segment.kind == .longBreak)
    #expect(pomodoro.recordedSessions.map(\.status) == [.completed, .stoppedEarly])
    #expect(pomodoro.recordedSessions.map(\.active) == [.seconds(75), .seconds(10)])
    #expect(pomodoro.completedFocus.count == 1)
  }

  @Test func pausesAreNotFocusTimeAndEmptyTheTimeline() {
    var pomodoro = PomodoroPractice(plan: plan)
    pomodoro.perform(.togglePause, at: .seconds(10))
    #expect(pomodoro.timeline.isEmpty)
    #expect(pomodoro.nextVisibleChange(after: .seconds(10)) == nil)
    #expect(pomodoro.liveStatus?.paused == true)
    pomodoro.perform(.togglePause, at: .seconds(40))
    #expect(pomodoro.recordedSessions.map(\.active) == [.seconds(10)])
    #expect(pomodoro.look(at: .seconds(90)).map(\.kind) == [.focus])
  }

  @Test func theTimelineHoldsTheSetAheadWithItsSegmentStartsAndEnds() {
    var pomodoro = PomodoroPractice(plan: plan, start: .seconds(100))
    pomodoro.look(at: .seconds(110))
    let events = pomodoro.timeline
    let focus1 = plan.segment(0)
    let short = plan.segment(1)
    let focus2 = plan.segment(2)
    let long = plan.segment(3)
    let focus3 = plan.segment(4)
    #expect(
      events == [
        PracticeEvent(.segmentEnd(focus1), at: .seconds(160)),
        PracticeEvent(.segmentStart(short), at: .seconds(160)),
        PracticeEvent(.segmentEnd(short), at: .seconds(180)),
        PracticeEvent(.segmentStart(focus2), at: .seconds(180)),
        PracticeEvent(.segmentEnd(focus2), at: .seconds(240)),
        PracticeEvent(.segmentStart(long), at: .seconds(240)),
        PracticeEvent(.segmentEnd(long), at: .seconds(280)),
        PracticeEvent(.segmentStart(focus3), at: .seconds(280)),
      ])
  }

  /// The segment a start, a skip or Start next begins is in the timeline at that look, so
  /// its bell sounds; at the next look it is not listed again.
  @Test func aSegmentBegunAtThisVeryLookHasItsStartListed() {
    var pomodoro = PomodoroPractice(plan: plan, start: .seconds(100))
    #expect(
      pomodoro.timeline.first == PracticeEvent(.segmentStart(plan.segment(0)), at: .seconds(100)))
    pomodoro.look(at: .seconds(101))
    #expect(
      pomodoro.timeline.first == PracticeEvent(.segmentEnd(plan.segment(0)), at: .seconds(160)))
    pomodoro.perform(.skip, at: .seconds(110))
    #expect(
      Array(pomodoro.timeline.prefix(2)) == [
        PracticeEvent(.segmentStart(plan.segment(1)), at: .seconds(110)),
        PracticeEvent(.segmentEnd(plan.segment(1)), at: .seconds(130)),
      ])
    pomodoro.look(at: .seconds(110.5))
    #expect(
      pomodoro.timeline.first == PracticeEvent(.segmentEnd(plan.segment(1)), at: .seconds(130)))
    // Waiting for the user, Start next begins the next segment at its press.
    var waiting = PomodoroPractice(plan: plan, advance: .waitForUser)
    waiting.look(at: .seconds(65))
    waiting.perform(.startNext, at: .seconds(70))
    #expect(
      waiting.timeline.first == PracticeEvent(.segmentStart(plan.segment(1)), at: .seconds(70)))
  }

  @Test func aSetLimitEndsTheDayAfterItsLongBreak() {
    var pomodoro = PomodoroPractice(plan: plan, setLimit: 1)
    #expect(pomodoro.timeline.last == PracticeEvent(.end, at: .seconds(180)))
    pomodoro.look(at: .seconds(179))
    #expect(!pomodoro.isOver)
    let ended = pomodoro.look(at: .seconds(500))
    #expect(ended.map(\.kind) == [.longBreak])
    #expect(pomodoro.elapsed == .seconds(180))
    #expect(pomodoro.isOver)
    #expect(pomodoro.liveStatus == nil)
    #expect(pomodoro.nextVisibleChange(after: .seconds(500)) == nil)
    #expect(pomodoro.recordedSessions.map(\.status) == [.completed, .completed])
    #expect(pomodoro.perform(.skip, at: .seconds(501)).isEmpty)
  }

  @Test func waitingForTheUserCountsOvertimeUntilStartNext() {
    var pomodoro = PomodoroPractice(plan: plan, advance: .waitForUser)
    #expect(
      pomodoro.timeline == [
        PracticeEvent(.segmentStart(plan.segment(0)), at: .zero),
        PracticeEvent(.segmentEnd(plan.segment(0)), at: .seconds(60)),
      ])
    pomodoro.look(at: .seconds(65))
    #expect(pomodoro.face.isWaiting)
    #expect(pomodoro.face.seconds == 5)
    #expect(pomodoro.face.progress == 1)
    #expect(pomodoro.timeline.isEmpty)
    pomodoro.perform(.startNext, at: .seconds(70))
    #expect(pomodoro.face.segment.kind == .shortBreak)
    #expect(pomodoro.face.digits == "00:20")
  }

  @Test func afterAStallOfManySetsEveryFocusIsStillASession() {
    var pomodoro = PomodoroPractice(plan: plan)
    // Five whole sets (180 s each) but the last long break's final second: ten focuses,
    // of which the cycle lists only the last few.
    pomodoro.look(at: .seconds(899))
    #expect(pomodoro.face.completedFocusCount == 10)
    #expect(pomodoro.recordedSessions.count == 10)
    #expect(
      pomodoro.recordedSessions.allSatisfy { $0.status == .completed && $0.active == .seconds(60) })
  }
}
