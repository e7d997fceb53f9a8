import Cadence
import CadencePractice
import CadenceStore
import Testing

/// A sitting's rules, once for every front end: its bells at exact instants, its face, its
/// timeline of strikes ahead and what it records.
@Suite struct MeditatePracticeTests {
  /// 10 s of warm-up, a 60 s sitting, a bell every 20 s.
  func practice() throws -> MeditatePractice {
    MeditatePractice(
      sitting: try MeditationSitting(
        length: .seconds(60), warmUp: .seconds(10), intervalBells: .every(.seconds(20))))
  }

  @Test func theTimelineHoldsEveryStrikeAheadAndMovesWithAPause() throws {
    var sitting = try practice()
    let rung1 = sitting.look(at: .zero)
    #expect(rung1.strikes == 0)
    let ahead: [PracticeEvent] = [
      .init(.bell(.start, strike: 0), at: .seconds(10)),
      .init(.bell(.interval(index: 0), strike: 0), at: .seconds(30)),
      .init(.bell(.interval(index: 1), strike: 0), at: .seconds(50)),
      .init(.bell(.end, strike: 0), at: .seconds(70)),
      .init(.bell(.end, strike: 1), at: .seconds(71.5)),
      .init(.bell(.end, strike: 2), at: .seconds(73)),
      .init(.end, at: .seconds(70)),
    ]
    #expect(sitting.timeline == ahead)
    let paused = sitting.togglePause(at: .seconds(5))
    #expect(paused)
    #expect(sitting.timeline.isEmpty)
    let resumed = sitting.togglePause(at: .seconds(8))
    #expect(resumed)
    #expect(sitting.timeline.map(\.at) == ahead.map { $0.at + .seconds(3) })
  }

  /// Without a warm-up the start bell rings at the first look, the instant the sound is
  /// handed the timeline: it must still be in it (a sound output opened ahead places it on
  /// its frame), or the sitting starts without its bowl.
  @Test func aStartBellRungAtTheFirstLookIsStillInTheTimeline() throws {
    var sitting = MeditatePractice(
      sitting: try MeditationSitting(
        length: .seconds(60), warmUp: .zero, intervalBells: .every(.seconds(20))))
    let rung = sitting.look(at: .zero)
    #expect(rung.bell?.kind == .start)
    #expect(rung.strikes == 1)
    #expect(
      sitting.timeline.prefix(2) == [
        .init(.bell(.start, strike: 0), at: .zero),
        .init(.bell(.interval(index: 0), strike: 0), at: .seconds(20)),
      ])
    // A moment later it has rung: not in the timeline again (the sound has placed it).
    sitting.look(at: .milliseconds(100))
    #expect(
      sitting.timeline.first == .init(.bell(.interval(index: 0), strike: 0), at: .seconds(20)))
  }

  @Test func theFaceSaysWhatComesNext() throws {
    var sitting = try practice()
    sitting.look(at: .seconds(4))
    #expect(sitting.face.stage == .warmingUp)
    #expect(sitting.face.next == .start)
    #expect(sitting.face.digits == "00:06")
    let rung2 = sitting.look(at: .seconds(10))
    #expect(rung2.strikes == 1)
    #expect(sitting.face.next == .interval(inSeconds: 20))
    #expect(sitting.face.digits == "01:00")
    sitting.look(at: .seconds(55))
    #expect(sitting.face.next == .end)
    #expect(abs(sitting.face.progress - 0.75) < 1e-12)
  }

  @Test func theEndBellStrikesThriceOnItsOwnTimeAndCannotBePaused() throws {
    var sitting = try practice()
    sitting.look(at: .zero)
    // A stall from 12 s to 70 s: one strike for the end, never a burst.
    let rung3 = sitting.look(at: .seconds(12))
    #expect(rung3.strikes == 1)
    let end = sitting.look(at: .seconds(70))
    #expect(end.bell?.kind == .end)
    #expect(end.strikes == 1)
    let pausedAtTheEnd = sitting.togglePause(at: .seconds(70.5))
    #expect(!pausedAtTheEnd)
    #expect(sitting.timeline.map(\.at) == [.seconds(71.5), .seconds(73)])
    #expect(sitting.nextVisibleChange(after: .seconds(70.5)) == .seconds(71.5))
    let rung4 = sitting.look(at: .seconds(71.5))
    #expect(rung4.strikes == 1)
    #expect(!sitting.isOver)
    let rung5 = sitting.look(at: .seconds(73))
    #expect(rung5.strikes == 1)
    #expect(sitting.isOver)
    // Every strike has sounded; a screen showing the closing closes once they rang out.
    #expect(!sitting.hasRungOut)
    #expect(sitting.isClosing)
    #expect(sitting.closes(after: .seconds(73)) == .seconds(76))
    sitting.look(at: .seconds(76))
    #expect(sitting.hasRungOut)
    #expect(sitting.closes(after: .seconds(76)) == nil)
    #expect(sitting.recordedSessions.map(\.active) == [.seconds(60)])
    #expect(sitting.recordedSessions.map(\.reachedEnd) == [true])
    #expect(sitting.liveStatus == nil)
  }

  @Test func theWarmUpIsNotSatAndTheStatusSaysSettling() throws {
    var sitting = try practice()
    sitting.look(at: .seconds(25))
    #expect(sitting.recordedSessions.map(\.active) == [.seconds(15)])
    sitting = try practice()
    sitting.look(at: .seconds(3))
    #expect(sitting.liveStatus?.phase == "settling")
    #expect(sitting.liveStatus?.planned == .seconds(10))
  }
}
