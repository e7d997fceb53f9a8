import Cadence
import CadencePractice
import Testing

/// The shape the desktop's one page driver runs every practice by: woken only at each next
/// visible change, each practice is over at its own instant, its end reached; an action's
/// report says what the practice's own action says.
@Suite struct DrivenPracticeTests {
  /// Looks at `practice` from zero, then only at each next visible change, until it is
  /// over; the practice and that instant, or nil if it never is.
  static func runToEnd<Practice: DrivenPractice>(_ practice: Practice) -> (Practice, Duration)? {
    var practice = practice
    var now = Duration.zero
    _ = practice.advance(to: now)
    for _ in 0..<1000 {
      if practice.isOver { return (practice, now) }
      guard let next = practice.nextVisibleChange(after: now) else { return nil }
      now = next
      _ = practice.advance(to: now)
    }
    return nil
  }

  @Test func aTimerIsOverAtItsLength() throws {
    let (timer, at) = try #require(
      Self.runToEnd(TimerPractice(total: .seconds(5), countsOvertime: false)))
    #expect(at == .seconds(5))
    #expect(timer.reachedEnd)
  }

  @Test func aPomodoroWithASetLimitIsOverWhenItsLongBreakEnds() throws {
    let plan = PomodoroPlan(
      work: .seconds(2), shortBreak: .seconds(1), longBreak: .seconds(1), longBreakEvery: 1)
    let (pomodoro, at) = try #require(
      Self.runToEnd(PomodoroPractice(plan: plan, label: nil, setLimit: 1)))
    #expect(at == .seconds(3))
    #expect(pomodoro.reachedEnd)
    #expect(pomodoro.recordedSessions.map(\.status) == [.completed])
  }

  @Test func aSittingIsOverAtItsLastStrikeAndItsEndWasReachedAtTheFirst() throws {
    let sitting = MeditatePractice(sitting: try MeditationSitting(length: .seconds(2)))
    let (over, at) = try #require(Self.runToEnd(sitting))
    #expect(at == .seconds(5))
    #expect(over.reachedEnd)
    var closing = sitting
    _ = closing.advance(to: .seconds(2))
    #expect(closing.reachedEnd && !closing.isOver)
    // The end bell has begun: a pause is refused, and the action rings nothing.
    let rung = closing.apply(.togglePause, at: .seconds(2.5))
    #expect(rung.strikes == 0 && rung.bell == nil)
    #expect(!closing.isPaused)
  }

  @Test func aBreathingSessionIsOverAfterItsLastCycle() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "1-1"), cycles: 2, countIn: .zero)
    let (breathed, at) = try #require(
      Self.runToEnd(BreathePractice(session: session, name: "1-1")))
    #expect(at == .seconds(4))
    #expect(breathed.reachedEnd)
  }

  @Test func aLookReportsNothingAndARefusedMinuteIsReported() {
    var timer = TimerPractice(total: .seconds(90), countsOvertime: false)
    #expect(timer.advance(to: .seconds(1)) == nil)
    #expect(timer.apply(.takeMinute, at: .seconds(2)) == .done)
    #expect(timer.apply(.takeMinute, at: .seconds(3)) == .refusedMinute)
    #expect(timer.face.digits == "00:27")
  }
}
