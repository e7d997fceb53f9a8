import Cadence
import CadencePractice
import Testing

@testable import CadenceSound

@Suite struct CuePlanTests {
  /// The phases of one cycle of `spec` (after a 3 s count-in), as the engine makes them.
  private func phases(_ spec: String) throws -> [PracticeEvent] {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: spec), cycles: 1, countIn: .seconds(3))
    return session.phaseStarts(in: Duration.zero..<Duration.seconds(100)).map {
      PracticeEvent(.phase($0), at: $0.at)
    }
  }

  /// With closed eyes: the start chime on the start, and a tick at each of a hold's last
  /// three seconds, strictly inside it (a hold of 2.5 s: two), never on its first instant.
  @Test func eyesClosedMarksTheStartAndCountsAHoldsEndDown() throws {
    let plan = CuePlan().eyesClosed(holdTicks: true)
    let events =
      [PracticeEvent(.start, at: .zero)] + (try phases("in 4 hold 2.5 out 4 hold 7"))
      + [PracticeEvent(.end, at: .milliseconds(20_500))]
    #expect(
      plan.cues(for: events)
        == [
          Cue(.startChime, at: .zero, mayBeLate: CuePlan.startChimeLateness),
          Cue(.inhale, at: .seconds(3)), Cue(.hold, at: .seconds(7)),
          Cue(.tick, at: .milliseconds(7_500)), Cue(.tick, at: .milliseconds(8_500)),
          Cue(.exhale, at: .milliseconds(9_500)), Cue(.hold, at: .milliseconds(13_500)),
          Cue(.tick, at: .milliseconds(17_500)), Cue(.tick, at: .milliseconds(18_500)),
          Cue(.tick, at: .milliseconds(19_500)), Cue(.endChime, at: .milliseconds(20_500)),
        ])
    // Every second ticking already (`sound.ticks`): no second tick on the same instants.
    var ticking = plan
    ticking.ticks = true
    let ticks = ticking.cues(for: events).filter { $0.kind == .tick }.map(\.at)
    #expect(Set(ticks).count == ticks.count)
    // Not asked for: no start chime, no hold ticks.
    #expect(!CuePlan().cues(for: events).contains { $0.kind == .startChime || $0.kind == .tick })
  }

  /// A phase's ticks are still planned once it has begun: the timeline read in the middle
  /// of a hold (as every front end reads it, once a second) keeps the ticks it has left,
  /// moved by a pause, and not its own cue. (They were lost: each look after a phase began
  /// planned it without them, and the stream took them back before they sounded, so
  /// `sound.ticks` was never heard.)
  @Test func aPhaseUnderWayKeepsItsTicksAhead() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1, countIn: .seconds(3))
    var practice = BreathePractice(session: session, name: "4-7-8")
    practice.look(at: .milliseconds(8_500))  // 1.5 s into the 7 s hold
    let ticking = CuePlan(ticks: true).cues(for: practice.timeline(within: .seconds(30)))
    #expect(
      ticking.filter { $0.at < .seconds(14) }
        == (9...13).map { Cue(.tick, at: .seconds($0)) })
    let counting = CuePlan().eyesClosed(holdTicks: true).cues(for: practice.timeline)
    #expect(
      counting.filter { $0.at < .seconds(14) } == (11...13).map { Cue(.tick, at: .seconds($0)) })
    // Paused 2 s: what is left moves on by the pause.
    practice.perform(.pause, at: .milliseconds(8_500))
    practice.perform(.resume, at: .milliseconds(10_500))
    let moved = CuePlan().eyesClosed(holdTicks: true).cues(for: practice.timeline)
    #expect(
      moved.filter { $0.at < .seconds(16) } == (13...15).map { Cue(.tick, at: .seconds($0)) })
  }

  @Test func tonesGiveEachPhaseKindItsCueAtThePhaseInstant() throws {
    let events = try phases("in 4 hold 4 out 4") + [PracticeEvent(.end, at: .seconds(15))]
    #expect(
      CuePlan().cues(for: events)
        == [
          Cue(.inhale, at: .seconds(3)), Cue(.hold, at: .seconds(7)),
          Cue(.exhale, at: .seconds(11)), Cue(.endChime, at: .seconds(15)),
        ])
  }

  /// Resonance at 5.5 a minute, 4:6, paused 2 s in its second breath: each cue is at the
  /// first nanosecond at or after its phase's exact instant (3 s + k × 60/5.5 s split 4:6),
  /// moved by the pause, as the screen switches.
  @Test func resonanceCuesFallOnTheExactPhaseInstantsOfTheRate() throws {
    let pace = try #require(ResonancePace(tenthsPerMinute: 55, inhale: 4, exhale: 6))
    let session = BreathingSession(pattern: pace.pattern, cycles: 3, countIn: .seconds(3))
    var practice = BreathePractice(session: session, name: pace.name)
    practice.perform(.pause, at: .seconds(15))
    practice.perform(.resume, at: .seconds(17))
    let cues = CuePlan().cues(for: practice.timeline)
    // Tenths of a breath: 4 in, 6 out; a breath is 120 000 000 000 / 11 ns.
    let instants = [14, 20, 24, 30].map { tenths in
      Duration.seconds(5) + .nanoseconds((Int64(tenths) * 12_000_000_000 + 10) / 11)
    }
    #expect(instants.last == .seconds(5) + .nanoseconds(32_727_272_728))
    #expect(cues.map(\.at) == instants)
    #expect(cues.map(\.kind) == [.exhale, .inhale, .exhale, .endChime])
  }

  /// A pause moves every cue on by its length, as it moves the screen's switches: the cue
  /// is at the event's practice time, not at the phase's session time (which a pause
  /// leaves where it was, so the cues after a pause were planned in the past and lost).
  @Test func afterAPauseTheCuesMoveOnByThePause() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-4"), cycles: 2, countIn: .seconds(3))
    var practice = BreathePractice(session: session, name: "4-4")
    practice.perform(.pause, at: .seconds(5))
    practice.perform(.resume, at: .seconds(35))
    let cues = CuePlan(ticks: true).cues(for: practice.timeline)
    // The inhale under way (2 s of it breathed before the pause) ticks at 35 and 36 s.
    #expect(Array(cues.prefix(2)) == [Cue(.tick, at: .seconds(35)), Cue(.tick, at: .seconds(36))])
    #expect(cues.first { $0.kind != .tick } == Cue(.exhale, at: .seconds(37)))
    #expect(cues.contains(Cue(.tick, at: .seconds(38), gain: 1 - 0.65 / 3)))
    #expect(cues.filter { $0.kind != .tick }.map(\.at) == [37, 41, 45, 49].map(Duration.seconds))
  }

  /// Cyclic sighing's top-up is a phase of its own, so it has its own cue at its instant.
  @Test func cyclicSighingCuesBothInhalesAndTheExhale() throws {
    let pattern = try #require(BreathingPreset.builtIn(named: "sighing")).pattern
    let session = BreathingSession(pattern: pattern, cycles: 1, countIn: .seconds(3))
    let events = session.phaseStarts(in: .zero..<session.totalDuration).map {
      PracticeEvent(.phase($0), at: $0.at)
    }
    #expect(
      CuePlan().cues(for: events)
        == [
          Cue(.inhale, at: .seconds(3)), Cue(.inhale, at: .seconds(5)),
          Cue(.exhale, at: .seconds(6)),
        ])
  }

  @Test func strikesAreOneForInhaleTwoForExhaleNoneForAHold() throws {
    let events = try phases("in 4 hold 4 out 4")
    #expect(
      CuePlan(set: .strikes).cues(for: events)
        == [
          Cue(.strike, at: .seconds(3)), Cue(.strike, at: .seconds(11)),
          Cue(.strike, at: .seconds(11) + .milliseconds(250)),
        ])
  }

  @Test func ticksFallOnEachWholeSecondInsideAPhaseAndWindDownOnTheExhale() throws {
    let exhale = try phases("in 2 out 4")[1]
    let cues = CuePlan(ticks: true).cues(for: [exhale])
    #expect(cues.map(\.at) == [5, 6, 7, 8].map { .seconds($0) })
    let gains = cues.dropFirst().map(\.gain)
    #expect(gains == gains.sorted(by: >))
    #expect(abs(gains.last! - CuePlan.windDownFloor) < 1e-9)
    let steady = CuePlan(ticks: true).cues(for: [try phases("in 5.5 out 5.5")[0]])
    #expect(steady.dropFirst().map(\.at) == [4, 5, 6, 7, 8].map { .seconds($0) })
    #expect(steady.allSatisfy { $0.gain == 1 })
  }

  @Test func aSittingsBellsAreBowlsAndItsEndIsTheEndBellNotAChimeToo() {
    let events = [
      PracticeEvent(.bell(.start, strike: 0), at: .seconds(10)),
      PracticeEvent(.bell(.interval(index: 0), strike: 0), at: .seconds(70)),
      PracticeEvent(.bell(.end, strike: 0), at: .seconds(130)),
      PracticeEvent(.end, at: .seconds(130)),
      PracticeEvent(.bell(.end, strike: 1), at: .seconds(134)),
    ]
    #expect(
      CuePlan().cues(for: events)
        == [10, 70, 130, 134].map { Cue(.bowl, at: .seconds($0)) })
  }

  @Test func aPomodoroSoundsFocusAndBreakStartsDifferently() {
    let plan = PomodoroPlan()
    let focus = plan.segment(0)
    let rest = plan.segment(1)
    let cues = CuePlan().cues(for: [
      PracticeEvent(.segmentEnd(focus), at: .seconds(1500)),
      PracticeEvent(.segmentStart(rest), at: .seconds(1500)),
      PracticeEvent(.stepStart(index: 1, count: 3), at: .seconds(1800)),
    ])
    #expect(cues == [Cue(.breakStart, at: .seconds(1500)), Cue(.focusStart, at: .seconds(1800))])
  }

  @Test func aTimelineMeditatePracticeGivesBowlsAtItsBellInstants() throws {
    let sitting = try MeditationSitting(
      length: .seconds(180), warmUp: .seconds(5), intervalBells: .every(.seconds(60)))
    let practice = MeditatePractice(sitting: sitting)
    let bowls = CuePlan().cues(for: practice.timeline).filter { $0.kind == .bowl }
    #expect(bowls.first?.at == .seconds(5))
    #expect(bowls.count >= 5)
  }
}
