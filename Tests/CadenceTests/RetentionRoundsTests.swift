import CadenceTesting
import Testing

@testable import Cadence

/// Retention rounds at exact instants on a ManualClock: the paced breaths, a hold the person
/// ends (83.4 s kept as 83.4 s), the cap that ends one they do not, the recovery.
@Suite struct RetentionRoundsTests {
  /// 3 s count-in, then 30 breaths of 3 s: the first hold begins at 93 s.
  let holdStart = Duration.seconds(93)

  @Test func theBreathsAreOneAndAHalfSecondsInAndOut() {
    let rounds = RetentionRounds()
    #expect(rounds.state(at: .zero).stage == .countIn)
    #expect(rounds.state(at: .seconds(3)).stage == .breathing(breath: 1, inhaling: true))
    #expect(
      rounds.state(at: .milliseconds(4_500)).stage == .breathing(breath: 1, inhaling: false))
    #expect(rounds.state(at: .seconds(6)).stage == .breathing(breath: 2, inhaling: true))
    #expect(
      rounds.state(at: holdStart - .nanoseconds(1)).stage
        == .breathing(breath: 30, inhaling: false))
    #expect(rounds.state(at: holdStart).stage == .holding)
    #expect(rounds.nextChange(after: .seconds(6)) == .milliseconds(7_500))
  }

  @Test func aHoldOf83Point4SecondsIsRecordedAs83Point4Seconds() {
    var rounds = RetentionRounds(rounds: 2, breaths: 30)
    let clock = ManualClock()
    let origin = clock.now
    clock.advance(by: holdStart + .milliseconds(83_400))
    let now = origin.duration(to: clock.now)
    #expect(rounds.state(at: now).stage == .holding)
    let ended = rounds.endHold(at: now)
    #expect(ended)
    let after = rounds.state(at: now)
    #expect(after.stage == .recovering)
    #expect(after.holds == [.milliseconds(83_400)] && after.capped == [false])
    #expect(after.until == now + .seconds(15))
    // The next round starts after the 15 s recovery, at its first breath.
    let next = now + .seconds(15)
    #expect(rounds.state(at: next).stage == .breathing(breath: 1, inhaling: true))
    #expect(rounds.state(at: next).round == 2 && rounds.state(at: next).roundsDone == 1)
    // A key while breathing ends nothing.
    let ignored = rounds.endHold(at: next + .seconds(1))
    #expect(!ignored)
  }

  @Test func theCapEndsAHoldAndSaysSo() {
    var rounds = RetentionRounds(rounds: 2, breaths: 1, maxHold: .seconds(60), countIn: .zero)
    // One breath (3 s), then the hold: the cap ends it at 63 s.
    #expect(rounds.state(at: .seconds(3)).capAt == .seconds(63))
    #expect(rounds.nextChange(after: .milliseconds(62_500)) == .seconds(63))
    let capped = rounds.state(at: .seconds(63))
    #expect(
      capped.stage == .recovering && capped.holds == [.seconds(60)] && capped.capped == [true])
    // Round 2's hold starts at 63 + 15 + 3 = 81 s; the person ends it at 100.5 s.
    #expect(rounds.state(at: .seconds(81)).stage == .holding)
    let second = rounds.endHold(at: .milliseconds(100_500))
    #expect(second)
    #expect(rounds.holdEnds == [.seconds(63), .milliseconds(100_500)])
    let end = rounds.state(at: .milliseconds(115_500))
    #expect(end.stage == .finished && end.roundsDone == 2)
    #expect(end.holds == [.seconds(60), .milliseconds(19_500)] && end.capped == [true, false])
  }
}
