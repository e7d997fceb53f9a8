import Testing

@testable import Cadence

@Suite struct BreathingPatternTests {
  @Test func builtInsAreUniqueValidAndFoundByIdOrAlias() throws {
    let presets = BreathingPreset.builtIns
    #expect(presets.count >= 7)
    #expect(Set(presets.map(\.id)).count == presets.count)
    for preset in presets {
      #expect(BreathingPreset.builtIn(named: preset.id) == preset)
      #expect(BreathingPreset.builtIn(named: preset.id.uppercased()) == preset)
      for alias in preset.aliases {
        #expect(BreathingPreset.builtIn(named: " \(alias) ") == preset, "alias \(alias)")
      }
      #expect(try BreathingPattern(parsing: preset.pattern.spec) == preset.pattern)
    }
    #expect(BreathingPreset.builtIn(named: "Box Breathing")?.id == "box")
    #expect(BreathingPreset.builtIn(named: "no such pattern") == nil)
  }

  @Test(arguments: [
    ("4-7-8", "4-7-8", 19_000), ("box", "4-4-4-4", 16_000), ("coherent", "5.5-5.5", 11_000),
    ("sigh", "in 2 in 1 out 6", 9000), ("2-to-1", "4-8", 12_000), ("triangle", "4-4-4", 12_000),
    ("energise", "6-2", 8000), ("sighing", "in 2 in 1 out 7", 10_000),
  ])
  func builtInPatterns(key: String, spec: String, cycleMilliseconds: Int) throws {
    let preset = try #require(BreathingPreset.builtIn(named: key))
    #expect(preset.pattern.spec == spec)
    #expect(preset.pattern.cycleDuration == .milliseconds(cycleMilliseconds))
  }

  @Test(arguments: [
    ("4-7-8", [Int]()), ("in 4 hold 15 out 4", []), ("4-16-4", [16_000]),
    ("4-20-4-20", [20_000]), ("4-15.5-4-30", [15_500, 30_000]), ("in 30 out 30", []),
  ])
  func holdsOverFifteenSecondsGetOneCautionEach(spec: String, holds: [Int]) throws {
    let cautions = holds.map { BreathingCaution.longHold(.milliseconds($0)) }
    #expect(try BreathingPattern(parsing: spec).cautions == cautions)
  }

  @Test(arguments: [
    ("4-7-8", [0.0, 1, 1, 1, 1, 0]),
    ("4-4-4-4", [0.0, 1, 1, 1, 1, 0, 0, 0]),
    ("in 2 in 1 out 6", [0.0, 0.8, 0.8, 1, 1, 0]),
    ("in 1 in 1 in 1 out 3", [0.0, 0.8, 0.8, 0.9, 0.9, 1, 1, 0]),
    ("in 1 hold 1 in 1 out 3", [0.0, 0.8, 0.8, 0.8, 0.8, 1, 1, 0]),
    ("out 2 out 2 in 4", [1.0, 0.2, 0.2, 0, 0, 1]),
    ("in 2 out 3 in 1", [0.8, 1, 1, 0, 0, 0.8]),
    ("hold 1 out 4 in 4", [1.0, 1, 1, 0, 0, 1]),
  ])
  func guideRunsFromEmptyToFullAndBackContinuously(spec: String, fromTo: [Double]) throws {
    let spans = try BreathingPattern(parsing: spec).guideSpans
    #expect(spans.flatMap { [$0.from, $0.to] } == fromTo)
    // Continuous across phases and across the cycle boundary.
    for (index, span) in spans.enumerated() {
      #expect(span.to == spans[(index + 1) % spans.count].from)
    }
  }

  @Test func easingIsExactAtTheEndsAndSymmetric() {
    #expect(BreathingGuide.eased(0) == 0)
    #expect(BreathingGuide.eased(1) == 1)
    #expect(BreathingGuide.eased(0.5) == 0.5)
    #expect(BreathingGuide.eased(0.25) == 0.15625)
    #expect(BreathingGuide.eased(0.75) == 0.84375)
    #expect(BreathingGuide.eased(-3) == 0 && BreathingGuide.eased(7) == 1)
  }

  @Test func levelsRoundToTheNearestDrawableSize() {
    #expect(BreathingGuide.level(of: 0, steps: 10) == 0)
    #expect(BreathingGuide.level(of: 1, steps: 10) == 9)
    #expect(BreathingGuide.level(of: 0.25, steps: 3) == 1)
    #expect(BreathingGuide.level(of: 0.2499, steps: 3) == 0)
    #expect(BreathingGuide.level(of: 0.75, steps: 3) == 2)
    #expect(BreathingGuide.level(of: 0.7, steps: 1) == 0)
    #expect(BreathingGuide.level(of: 1.5, steps: 4) == 3)
  }

  @Test func phaseKeywords() {
    #expect(BreathingPhase.Kind.allCases.map(\.keyword) == ["in", "hold", "out", "hold"])
  }
}
