import Cadence
import CadencePractice
import CadenceWords
import Testing

/// Retention rounds as both front ends run and record them, and as their history names
/// them in each language.
@Suite struct RetentionPracticeTests {
  /// Each event as "what@seconds": a phase by its kind and length, the start, the end.
  private static func described(_ events: [PracticeEvent]) -> [String] {
    events.map { event in
      let at =
        "\(Double(event.at.components.seconds) + Double(event.at.components.attoseconds) / 1e18)"
      switch event.kind {
      case .start: return "start@" + at
      case .end: return "end@" + at
      case .phase(let phase):
        return "\(phase.kind) \(phase.duration.components.seconds)s@" + at
      case .phaseUnderWay(let phase):
        return "under way \(phase.kind) since \(phase.at.components.seconds)@" + at
      default: return "other@" + at
      }
    }
  }

  /// Retention rounds had no timeline, so neither front end heard anything of them (the
  /// terminal not even the cap's bell once sound played). They are heard as breathing is:
  /// each deep breath's halves, the hold, the recovery breath (at the cap, or where the
  /// person ended the hold), the end.
  @Test func theRoundsAreHeardAsBreathingIs() {
    // 3 s to get ready; two breaths of 1.5 s in and 1.5 s out; the hold from 9 s, capped
    // at 69 s; 15 s of recovery.
    var practice = RetentionPractice(
      rounds: RetentionRounds(rounds: 1, breaths: 2, maxHold: .seconds(60)))
    #expect(
      Self.described(practice.timeline) == [
        "start@0.0", "inhale 1s@3.0", "exhale 1s@4.5", "inhale 1s@6.0", "exhale 1s@7.5",
        "holdAfterExhale 60s@9.0", "inhale 15s@69.0", "end@84.0",
      ])
    // Within a horizon, as sound reads it.
    #expect(
      Self.described(practice.timeline(within: .seconds(5))) == [
        "start@0.0", "inhale 1s@3.0", "exhale 1s@4.5",
      ])
    _ = practice.advance(to: .seconds(20))
    #expect(
      Self.described(practice.timeline) == [
        "under way holdAfterExhale since 9@20.0", "inhale 15s@69.0", "end@84.0",
      ])
    // The person ends the hold at 30 s: the recovery is heard at once, the end 15 s later.
    _ = practice.apply(.endHold, at: .seconds(30))
    #expect(Self.described(practice.timeline) == ["inhale 15s@30.0", "end@45.0"])
    _ = practice.advance(to: .seconds(45))
    #expect(practice.timeline.isEmpty)
  }

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
