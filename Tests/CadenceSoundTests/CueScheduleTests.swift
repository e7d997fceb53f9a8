import CadenceTestSupport
import Testing

@testable import CadenceSound

@Suite struct CueScheduleTests {
  private func tick(_ frame: Int64) -> CueSchedule.Placed {
    .init(kind: .tick, frame: frame, gain: 1)
  }

  /// Renders `schedule` in chunks of `sizes` and returns all the samples from frame 0.
  private func render(_ schedule: inout CueSchedule, sizes: [Int]) -> [Float] {
    sizes.flatMap { schedule.render(from: schedule.written, count: $0) }
  }

  @Test func cuesPlannedAheadSoundAtTheirFramesWhateverTheChunks() {
    var schedule = CueSchedule()
    #expect(schedule.plan([100, 48_100, 96_100, 144_100].map(tick), safe: 0) == nil)
    let samples = render(&schedule, sizes: [192_024 - 150_000, 9_648, 96_000, 96_000, 50_000])
    #expect(
      soundOnsets(in: samples, threshold: 0.001).map { $0 - 17 } == [100, 48_100, 96_100, 144_100])
  }

  @Test func aChangeRewritesFromTheFirstCueThatDiffers() {
    var schedule = CueSchedule()
    _ = schedule.plan([48_000, 96_000].map(tick), safe: 0)
    _ = schedule.render(from: 0, count: 120_000)
    // Paused at frame 50_000: the second tick is taken back, the first (heard) stays.
    #expect(schedule.plan([], safe: 50_000) == 96_000)
    let again = schedule.render(from: 96_000, count: 24_000)
    #expect(again.allSatisfy { $0 == 0 })
    // The heard tick stays listed until a plan's safe frame is past its sound.
    #expect(schedule.placed.map(\.frame) == [48_000])
    _ = schedule.plan([], safe: 120_000)
    #expect(schedule.placed.isEmpty)
  }

  @Test func theSamePlanAgainRewritesNothing() {
    var schedule = CueSchedule()
    _ = schedule.plan([48_000, 96_000].map(tick), safe: 0)
    _ = schedule.render(from: 0, count: 120_000)
    #expect(schedule.plan([96_000].map(tick), safe: 60_000) == nil)
    #expect(schedule.plan([96_000, 200_000].map(tick), safe: 60_000) == nil)
  }

  @Test func aCueWrittenButNotHeardIsTakenBackAfterLaterRefillsToo() {
    var schedule = CueSchedule()
    _ = schedule.plan([48_000, 96_000].map(tick), safe: 0)
    // Both ticks written, then a refill further on: the server holds them, unheard.
    _ = render(&schedule, sizes: [120_000, 80_000])
    #expect(schedule.plan([96_000].map(tick), safe: 60_000) == nil)
    // Paused at 50_000: the second tick is still in the server's buffer, and goes.
    #expect(schedule.plan([], safe: 50_000) == 96_000)
  }

  @Test func aCueJustLateIsPlacedAtTheSafeFrameOnceAndATooLateOneIsDropped() {
    var schedule = CueSchedule()
    _ = schedule.render(from: 0, count: 96_000)
    #expect(schedule.plan([tick(40_000)], safe: 42_000) == 42_000)
    #expect(schedule.placed.map(\.frame) == [42_000])
    // Asked again (the timeline still lists it): not a second time.
    #expect(schedule.plan([tick(40_000)], safe: 43_000) == nil)
    #expect(schedule.placed.count == 1)
    #expect(schedule.plan([tick(1_000)], safe: 43_000) == nil)
    #expect(schedule.placed.count == 1)
  }

  @Test func overlappingBowlsRingOnAndNeverClip() {
    var schedule = CueSchedule()
    let strikes = [0, 12_000, 24_000].map { CueSchedule.Placed(kind: .bowl, frame: $0, gain: 1) }
    _ = schedule.plan(strikes, safe: 0)
    let samples = schedule.render(from: 0, count: 96_000)
    #expect(samples.map(abs).max()! < 1)
    // The first strike still sounds under the third.
    let energy = samples[30_000..<31_000].map { $0 * $0 }.reduce(0, +)
    #expect(energy > 1)
  }

  @Test func voicesMadeAheadAreTheOnesPlayedAndNoneIsMadeTwice() {
    var schedule = CueSchedule()
    schedule.prepare(CueVoices(making: [.bowl, .tick]))
    #expect(schedule.voices.made == [.bowl, .tick])
    _ = schedule.plan([.init(kind: .bowl, frame: 0, gain: 1)], safe: 0)
    let samples = schedule.render(from: 0, count: 4_800)
    #expect(Array(samples) == Array(CueVoices.make(.bowl).prefix(4_800)))
    // A kind not made ahead is made on its first use, as before.
    _ = schedule.plan([.init(kind: .inhale, frame: 4_800, gain: 1)], safe: 4_800)
    _ = schedule.render(from: 4_800, count: 100)
    #expect(schedule.voices.made == [.bowl, .tick, .inhale])
    // Made again ahead, a kind already made keeps its voice.
    var again = CueVoices(making: [.inhale])
    again.adopt(schedule.voices)
    #expect(again.made == [.bowl, .tick, .inhale])
  }
}
