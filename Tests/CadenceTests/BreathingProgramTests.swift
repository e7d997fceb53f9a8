import Testing

@testable import Cadence

@Suite struct BreathingProgramTests {
  @Test func builtInProgramsAreUniqueAndEveryStepCanBeBreathed() throws {
    let programs = BreathingProgram.builtIns
    #expect(programs.map(\.id) == ["calm-7", "sleep", "focus"])
    for program in programs {
      #expect(BreathingProgram.builtIn(id: program.id.uppercased()) == program)
      for (index, step) in program.steps.enumerated() {
        #expect(step.day == index + 1, "\(program.id) step \(index)")
        let session = try #require(step.session(), "\(program.id) step \(index): \(step.patternID)")
        #expect(session.pattern == step.preset?.pattern)
        #expect(session.countIn == BreathingSession.defaultCountIn)
      }
    }
    #expect(BreathingProgram.builtIn(id: "no-such-course") == nil)
  }

  @Test func theCalmCourseGrowsFromFourCyclesOf478() throws {
    let calm = try #require(BreathingProgram.builtIn(id: "calm-7"))
    #expect(calm.steps.count == 7)
    let first = try #require(calm.step(at: 0))
    #expect(first.patternID == "4-7-8" && first.length == .cycles(4))
    #expect(first.session()?.totalDuration == .seconds(3 + 4 * 19))
    let last = try #require(calm.step(at: 6))
    #expect(last.day == 7 && last.length == .about(.seconds(300)))
    // 300 s of 19 s cycles is 15.8 cycles, so 16.
    #expect(last.session(countIn: .zero)?.cycleCount == 16)
    let lengths = calm.steps.compactMap { $0.session(countIn: .zero)?.totalDuration }
    #expect(lengths.first! < lengths.last!)
  }

  @Test func stepsAndCompletionByCompletedCount() throws {
    let focus = try #require(BreathingProgram.builtIn(id: "focus"))
    let count = focus.steps.count
    #expect(focus.step(at: -1) == nil)
    #expect(focus.step(at: count) == nil)
    #expect(focus.step(at: count - 1) == focus.steps.last)
    #expect(!focus.isComplete(after: 0))
    #expect(!focus.isComplete(after: count - 1))
    #expect(focus.isComplete(after: count))
    #expect(focus.isComplete(after: count + 3))
  }

  @Test func aStepWithAnUnknownPatternHasNoSession() {
    let step = BreathingProgram.Step(day: 1, patternID: "custom-thing", length: .cycles(3))
    #expect(step.preset == nil)
    #expect(step.session() == nil)
  }
}
