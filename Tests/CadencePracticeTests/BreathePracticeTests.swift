import Cadence
import CadencePractice
import CadenceStore
import Testing

/// The breathing session's rules, once for every front end: the session it records, its
/// status, and a timeline of phase starts from the same arithmetic as its display.
@Suite struct BreathePracticeTests {
  /// 4-7-8, two cycles, a 3 s count-in: 3 + 2 × 19 = 41 s.
  let session = BreathingSession(
    pattern: try! BreathingPattern(parsing: "4-7-8"), cycles: 2, countIn: .seconds(3))

  @Test func breathingTimeExcludesTheCountInAndPausesAndCyclesAreWhole() {
    var breathe = BreathePractice(
      session: session, name: "relax", program: (id: "sleep", step: 2), start: .seconds(10))
    #expect(breathe.recordedSessions[0].active == .zero)
    #expect(breathe.liveStatus?.phase == "getReady")
    breathe.perform(.togglePause, at: .seconds(20))  // 10 s in: the first inhale is over
    breathe.perform(.togglePause, at: .seconds(50))
    breathe.look(at: .seconds(62))  // 22 s of session time: cycle 2's inhale
    let recorded = breathe.recordedSessions[0]
    #expect(recorded.active == .seconds(19))
    #expect(recorded.cyclesCompleted == 1)
    #expect(!recorded.reachedEnd)
    #expect(
      recorded.session
        == NewSession(
          kind: .breathe, name: "relax", planned: .seconds(38), cyclesPlanned: 2,
          programID: "sleep", programStep: 2))
    #expect(
      breathe.liveStatus
        == LiveStatus(
          kind: "breathe", label: "relax", paused: false, elapsed: .seconds(22),
          planned: .seconds(41), phase: "inhale"))
  }

  @Test func itReachesItsEndOnceTheLastCycleIsBreathed() {
    var breathe = BreathePractice(session: session, name: "4-7-8")
    breathe.look(at: .seconds(41) - .nanoseconds(1))
    #expect(!breathe.isFinished)
    #expect(breathe.recordedSessions[0].cyclesCompleted == 1)
    breathe.look(at: .seconds(41))
    #expect(breathe.isFinished)
    #expect(breathe.recordedSessions[0].reachedEnd)
    #expect(breathe.recordedSessions[0].active == .seconds(38))
    #expect(breathe.liveStatus == nil)
    #expect(breathe.timeline.isEmpty)
  }

  /// The start is listed through the count-in, at the instant the practice began (a pause
  /// moves what is ahead, not what has been), and not once the first phase has begun.
  @Test func theTimelineHoldsTheStartUntilTheFirstPhase() {
    var breathe = BreathePractice(session: session, name: "4-7-8", start: .seconds(100))
    #expect(
      breathe.timeline(within: .seconds(5)).map(\.kind) == [
        .start, .phase(session.phaseStart(atOrAfter: .zero)!),
      ])
    #expect(breathe.timeline.first == PracticeEvent(.start, at: .seconds(100)))
    breathe.perform(.pause, at: .seconds(101))
    breathe.perform(.resume, at: .seconds(110))
    #expect(breathe.timeline.first == PracticeEvent(.start, at: .seconds(100)))
    #expect(breathe.timeline.dropFirst().first?.at == .seconds(112))
    breathe.look(at: .seconds(112))
    #expect(breathe.timeline.first?.kind != .start)
  }

  @Test func theTimelineHoldsEachPhaseStartInPracticeTimeAndTheEnd() {
    var breathe = BreathePractice(session: session, name: "4-7-8", start: .seconds(100))
    breathe.perform(.togglePause, at: .seconds(105))
    #expect(breathe.timeline.isEmpty)
    breathe.perform(.togglePause, at: .seconds(115))
    // 5 s of session time at 115: the inhale began at 3 s (113, moved by the pause) and is
    // under way, listed at 115; the hold begins at 7 s (117).
    let events = breathe.timeline
    #expect(events.map(\.at) == [115, 117, 124, 132, 136, 143, 151].map { Duration.seconds($0) })
    guard case .phaseUnderWay(let inhale) = events[0].kind, case .phase(let hold) = events[1].kind
    else {
      Issue.record("not the phase under way and the next: \(events.prefix(2))")
      return
    }
    #expect(inhale.kind == .inhale && inhale.at == .seconds(113) && inhale.duration == .seconds(4))
    #expect(hold.kind == .holdAfterInhale && hold.duration == .seconds(7) && hold.cycle == 1)
    #expect(events.last?.kind == .end)
    #expect(
      breathe.timeline(within: .seconds(20)).map(\.at) == [
        .seconds(115), .seconds(117), .seconds(124), .seconds(132),
      ])
    #expect(breathe.nextPhaseSwitch(after: .seconds(115)) == .seconds(117))
  }
}
