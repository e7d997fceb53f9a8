import Testing

@testable import Cadence

@Suite("Breathing phase starts: the timeline an animation and sound start from")
struct BreathingPhaseStartTests {
  let session = BreathingSession(
    pattern: try! BreathingPattern(parsing: "4-7-8"), cycles: 2, countIn: .seconds(3))

  @Test("every phase start, in order, with its duration and the guide's span")
  func everyStart() {
    let starts = session.phaseStarts(in: .zero..<session.totalDuration)
    #expect(starts.map(\.at) == [3, 7, 14, 22, 26, 33].map { Duration.seconds($0) })
    #expect(starts.map(\.duration) == [4, 7, 8, 4, 7, 8].map { Duration.seconds($0) })
    #expect(starts.map(\.cycle) == [1, 1, 1, 2, 2, 2])
    #expect(
      starts.map(\.kind) == [
        .inhale, .holdAfterInhale, .exhale, .inhale, .holdAfterInhale, .exhale,
      ])
    #expect(starts.map(\.guideFrom) == [0, 1, 1, 0, 1, 1])
    #expect(starts.map(\.guideTo) == [1, 1, 0, 1, 1, 0])
  }

  @Test("matches the state: in the phase at its start, in the one before 1 ns earlier")
  func matchesState() {
    for start in session.phaseStarts(in: .zero..<session.totalDuration) {
      let state = session.state(at: start.at)
      #expect(state.phaseIndex == start.phaseIndex && state.cycle == start.cycle)
      #expect(state.guide == start.guideFrom)
      let before = session.state(at: start.at - .nanoseconds(1))
      #expect(before.phaseIndex != start.phaseIndex || before.cycle != start.cycle)
    }
  }

  @Test("the guide along a phase equals the state's at 100 instants")
  func guideAlongPhase() {
    for start in session.phaseStarts(in: .zero..<session.totalDuration) {
      for step in 0..<100 {
        let at = start.at + start.duration * (Double(step) / 100)
        let progress = session.state(at: at).progress
        #expect(start.guide(atProgress: progress) == session.state(at: at).guide)
      }
    }
  }

  @Test("from inside a phase, the next one; none after the last; ranges cut both ends")
  func edges() {
    #expect(session.phaseStart(atOrAfter: .seconds(3))?.at == .seconds(3))
    #expect(session.phaseStart(atOrAfter: .seconds(3) + .nanoseconds(1))?.at == .seconds(7))
    #expect(session.phaseStart(atOrAfter: .seconds(-5))?.at == .seconds(3))
    #expect(session.phaseStart(atOrAfter: .seconds(33) + .nanoseconds(1)) == nil)
    #expect(session.phaseStart(atOrAfter: session.totalDuration) == nil)
    let middle = Duration.seconds(5)..<Duration.seconds(22)
    #expect(session.phaseStarts(in: middle).map(\.at) == [.seconds(7), .seconds(14)])
  }
}
