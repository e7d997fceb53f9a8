import Cadence
import CadencePractice
import CadenceWords
import Testing

/// Retention rounds as both front ends run and record them, and as their history names
/// them in each language.
@Suite struct RetentionPracticeTests {
  @Test func aHoldEndedAtAKnownInstantIsRecordedAsSuchAndTheCapEndsAnother() {
    // 3 s to get ready, 30 breaths of 3 s: round 1's hold begins at 93 s.
    var practice = RetentionPractice(rounds: RetentionRounds(rounds: 2, breaths: 30))
    #expect(practice.advance(to: .seconds(120)) == 0)
    _ = practice.apply(.endHold, at: .milliseconds(176_400))
    // Round 2's hold begins at 176.4 + 15 + 90 s; the 3-minute cap ends it 180 s later.
    #expect(practice.advance(to: .milliseconds(461_300)) == 0)
    #expect(practice.advance(to: .milliseconds(461_400)) == 1)
    #expect(practice.advance(to: .milliseconds(476_400)) == 0)
    #expect(practice.isOver)
    let session = practice.recordedSessions[0]
    #expect(session.session.name == "retention")
    #expect(session.session.kind == .breathe)
    #expect(session.holds == [.milliseconds(83_400), .seconds(180)])
    #expect(session.cyclesCompleted == 2)
    #expect(session.reachedEnd)
    #expect(session.active == .milliseconds(473_400))
  }

  @Test func anEndWithNoHoldUnderWayChangesNothing() {
    var practice = RetentionPractice(rounds: RetentionRounds(rounds: 1, breaths: 2))
    _ = practice.apply(.endHold, at: .seconds(5))
    #expect(practice.state.stage == .breathing(breath: 1, inhaling: false))
    #expect(practice.nextVisibleChange(after: .seconds(5)) == .seconds(6))
    #expect(practice.recordedSessions[0].holds.isEmpty)
  }

  /// Issue 46's wording: a retention session in Chinese history is 屏息练习, never a name
  /// in English before 呼吸.
  @Test func historyNamesARetentionSessionInEachLanguage() {
    #expect(ChineseCatalogue().sessionText(name: "retention", kind: .breathe) == "屏息练习")
    #expect(
      EnglishCatalogue().sessionText(name: "retention", kind: .breathe) == "retention breathing")
  }
}
