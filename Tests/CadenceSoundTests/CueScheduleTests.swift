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

  /// Sound joining a practice under way: a cue at most 150 ms late plays on the safe frame,
  /// one later than that is dropped (a skip's own lateness, 250 ms, would have kept it).
  @Test func atTheJoinACueAtMost150MillisecondsLatePlaysAndALaterOneIsDropped() {
    var schedule = CueSchedule()
    let safe: Int64 = 48_000
    #expect(CueSchedule.joinLateness == 7_200)
    _ = schedule.plan(
      [tick(safe - 7_200), tick(safe - 7_201), tick(safe + 100)], safe: safe,
      lateness: CueSchedule.joinLateness)
    #expect(schedule.placed.map(\.frame) == [safe, safe + 100])
    #expect(schedule.placed.map(\.due) == [safe - 7_200, safe + 100])
  }

  /// A cue that may be late (the start chime, up to 1.5 s) still plays when the stream
  /// joins a second after it, once: asked again by every plan while the timeline lists it,
  /// after its sound has ended too, it is not placed a second time.
  @Test func aCueThatMayBeLatePlaysLateOnceAndAnyOtherIsDropped() {
    var schedule = CueSchedule()
    let safe: Int64 = 96_000
    let chime = CueSchedule.Placed(kind: .startChime, frame: 48_000, gain: 1, mayBeLate: 72_000)
    _ = schedule.plan([chime, tick(48_000)], safe: safe, lateness: CueSchedule.joinLateness)
    #expect(schedule.placed.map(\.kind) == [.startChime])
    #expect(schedule.placed.map(\.frame) == [safe])
    _ = schedule.render(from: 0, count: 400_000)
    for later in [safe + 4_800, 300_000, 400_000] {
      #expect(schedule.plan([chime], safe: later) == nil)
      #expect(schedule.placed.count <= 1, "placed again at \(later)")
    }
    #expect(!schedule.placed.contains { $0.frame > safe })
  }

  /// A stop fades what sounds over its length, then writes silence over the rest of what
  /// was written, and plans nothing more.
  @Test func aFadeOutRampsWhatSoundsToSilenceAndDropsThePlan() {
    var schedule = CueSchedule()
    let bowl = CueSchedule.Placed(kind: .bowl, frame: 0, gain: 1)
    _ = schedule.plan([bowl, CueSchedule.Placed(kind: .bowl, frame: 96_000, gain: 1)], safe: 0)
    let ringing = schedule.render(from: 0, count: 48_000)
    var reference = CueSchedule()
    _ = reference.plan([bowl], safe: 0)
    let unfaded = reference.render(from: 24_000, count: 960)
    let faded = schedule.fadeOut(from: 24_000, length: 960)
    #expect(ringing.count == 48_000)
    #expect(faded.count == 24_000, "to the end of what was written")
    for index in [0, 479, 959] {
      let gain = 1 - Float(index + 1) / 960
      #expect(abs(faded[index] - unfaded[index] * gain) < 1e-6)
    }
    #expect(faded[960...].allSatisfy { $0 == 0 })
    #expect(schedule.placed.isEmpty)
    #expect(schedule.fadeOut(from: 24_000, length: 960).isEmpty, "nothing sounds any more")
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

  // MARK: Pieces: only what sounds, for a server that plays a gap as silence

  /// What a server holds after `pieces` are written over `held` (from frame 0): each piece
  /// replaces its frames, a gap keeps what was there (silence where nothing was ever written).
  private func apply(_ pieces: [CueSchedule.Piece], to held: inout [Float]) {
    for piece in pieces {
      let end = Int(piece.end)
      if held.count < end { held += [Float](repeating: 0, count: end - held.count) }
      held.replaceSubrange(Int(piece.frame)..<end, with: piece.samples)
    }
  }

  @Test func piecesAreWhereCuesSoundAndEndOnTheLastFrame() {
    var schedule = CueSchedule()
    _ = schedule.plan([10_000, 60_000].map(tick), safe: 0)
    let pieces = schedule.renderPieces(from: 0, count: 96_000)
    // Two ticks of 480 frames, then one silent frame so what is written reaches 96_000.
    #expect(pieces.map(\.frame) == [10_000, 60_000, 95_999])
    #expect(pieces.map(\.samples.count) == [480, 480, 1])
    #expect(pieces.last?.samples == [0])
    #expect(schedule.written == 96_000)
    var full = CueSchedule()
    _ = full.plan([10_000, 60_000].map(tick), safe: 0)
    var held: [Float] = []
    apply(pieces, to: &held)
    #expect(held == full.render(from: 0, count: 96_000))
  }

  @Test func cuesLessThanATenthOfASecondApartAreOnePiece() {
    var schedule = CueSchedule()
    _ = schedule.plan([1_000, 1_000 + 480 + 4_799, 20_000].map(tick), safe: 0)
    let pieces = schedule.renderPieces(from: 0, count: 20_480)
    #expect(pieces.map(\.frame) == [1_000, 20_000])
    #expect(pieces.map(\.samples.count) == [480 + 4_799 + 480, 480])
  }

  @Test func aRefillReachesIntoTheNextCueRatherThanEndOnASilentFrame() {
    var schedule = CueSchedule()
    _ = schedule.plan([10_000, 100_000, 300_000].map(tick), safe: 0)
    // The next tick starts 4_000 frames past the end: written to its end, no silent frame.
    let first = schedule.renderPieces(from: 0, count: 96_000, reach: 48_000)
    #expect(first.map(\.frame) == [10_000, 100_000])
    #expect(schedule.written == 100_480)
    // Nothing within reach: one silent frame at the end.
    let second = schedule.renderPieces(from: 100_480, count: 96_000, reach: 48_000)
    #expect(second.map(\.frame) == [196_479])
    #expect(schedule.written == 196_480)
    // A cue cut by the end of the reach is written up to it, and goes on from there.
    _ = schedule.plan([.init(kind: .bowl, frame: 200_000, gain: 1)], safe: 196_480)
    let third = schedule.renderPieces(from: 196_480, count: 1_000, reach: 48_000)
    #expect(third.map(\.frame) == [200_000])
    #expect(schedule.written == 197_480 + 48_000)
    let fourth = schedule.renderPieces(from: schedule.written, count: 1_000, reach: 48_000)
    #expect(fourth.map(\.frame) == [245_480])
  }

  @Test func aRewriteSilencesWhatTheOldPlanSoundedAndKeepsWhatStillSounds() {
    var schedule = CueSchedule()
    _ = schedule.plan([20_000, 60_000, 90_000].map(tick), safe: 0)
    var held: [Float] = []
    apply(schedule.renderPieces(from: 0, count: 96_000), to: &held)
    // At frame 10_000 the plan keeps the first tick and moves the others: the gap between
    // the pieces keeps the old audio, so the old ticks' frames are written too.
    let safe: Int64 = 10_000
    let sounded = schedule.sounding(from: safe, to: schedule.written)
    #expect(sounded == [20_000..<20_480, 60_000..<60_480, 90_000..<90_480])
    let changed = schedule.plan([20_000, 70_000].map(tick), safe: safe)
    #expect(changed == 60_000)
    let from = changed ?? 0
    let again = schedule.renderPieces(
      from: from, count: Int(schedule.written - from), clearing: sounded)
    // The first tick sounds before the change and is cleared by nothing: no piece there.
    #expect(again.map(\.frame) == [60_000, 70_000, 90_000, 95_999])
    apply(again, to: &held)
    var fresh = CueSchedule()
    _ = fresh.plan([20_000, 70_000].map(tick), safe: 0)
    #expect(held == fresh.render(from: 0, count: 96_000))
  }
}
