import Cadence
import Testing

@Suite struct BreathingPhaseSwitchTests {
  @Test func phaseSwitchesAreEachPhaseStartThenTheEnd() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2, countIn: .seconds(3))
    let switches = Array(session.phaseSwitches.visibleChanges(after: .zero))
    let starts = session.phaseStarts(in: .zero..<session.totalDuration).map(\.at)
    #expect(switches == starts + [session.totalDuration])
    #expect(switches.map { $0 / .seconds(1) } == [3, 7, 14, 22, 26, 33, 41])
    for change in switches.dropLast() {
      #expect(session.state(at: change).step != session.state(at: change - .nanoseconds(1)).step)
    }
  }

  @Test func theStateNamesTheCountInAndTheEnd() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-4"), cycles: 1, countIn: .seconds(3))
    #expect(session.state(at: .seconds(1)).step == .countIn)
    #expect(session.state(at: .seconds(3)).step == .phase(.inhale))
    #expect(session.state(at: .seconds(7)).step == .phase(.exhale))
    #expect(session.state(at: .seconds(11)).step == .finished)
  }

  @Test func thePhaseInProgressIsFoundFromAnyInstantOfIt() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2, countIn: .seconds(3))
    #expect(session.phaseStart(containing: .seconds(2)) == nil)
    #expect(session.phaseStart(containing: .seconds(9))?.at == .seconds(7))
    #expect(session.phaseStart(containing: .seconds(22))?.at == .seconds(22))
    #expect(session.phaseStart(containing: session.totalDuration) == nil)
  }
}
