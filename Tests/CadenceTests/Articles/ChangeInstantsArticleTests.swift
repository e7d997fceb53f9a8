import Cadence
import CadenceTesting
import Testing

// The code of the article "Change instants" (Cadence.docc), verbatim: ArticleSnippetsTests
// fails if a block the article marks as tested is not in this file.

@Suite struct ChangeInstantsArticleTests {
  @Test func theChangesOfEachValue() throws {
    let countdown = Countdown(total: .seconds(3), countsOvertime: false)
    let seconds = Array(countdown.visibleChanges(after: .zero))  // 1 s, 2 s, 3 s: then it ends
    let tenths = Array(Stopwatch().visibleChanges(after: .zero).prefix(3))  // 0.1, 0.2, 0.3 s
    let reveal = TypewriterReveal(text: "Hi!", pacing: .charactersPerSecond(10))
    let characters = Array(reveal.visibleChanges(after: .zero))  // 0.1 s, 0.2 s, 0.3 s
    let pattern = try BreathingPattern(parsing: "4-4")
    let session = BreathingSession(pattern: pattern, cycles: 1, countIn: .zero)
    let frames = Array(session.guideDisplay(steps: 9).visibleChanges(after: .zero))
    #expect(seconds == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(tenths == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
    #expect(characters == [.milliseconds(100), .milliseconds(200), .milliseconds(300)])
    #expect(frames.last == .seconds(8) && frames.count > 8)
  }

  @Test func theInstantsOfARunsClock() {
    let clock = ManualClock()
    let countdown = Countdown(total: .seconds(3), countsOvertime: false)
    var run = ActiveRun(startedAt: clock.now)
    clock.advance(by: .milliseconds(1500))
    let deadlines = Array(countdown.visibleChanges(after: clock.now, during: run))  // 2 s, 3 s
    run.pause(at: clock.now)
    let whilePaused = Array(countdown.visibleChanges(after: clock.now, during: run))  // none
    #expect(deadlines.map(\.offset) == [.seconds(2), .seconds(3)])
    #expect(whilePaused.isEmpty)
  }
}
