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

  @Test func tonesGiveEachPhaseKindItsCueAtThePhaseInstant() throws {
    let events = try phases("in 4 hold 4 out 4") + [PracticeEvent(.end, at: .seconds(15))]
    #expect(
      CuePlan().cues(for: events)
        == [
          Cue(.inhale, at: .seconds(3)), Cue(.hold, at: .seconds(7)),
          Cue(.exhale, at: .seconds(11)), Cue(.endChime, at: .seconds(15)),
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
