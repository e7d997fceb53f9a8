import Cadence
import CadenceTesting
import Testing

// The code of the article "An animation in exact step with its phases" (Cadence.docc),
// verbatim: ArticleSnippetsTests fails if a block the article marks as tested is not here.

/// One frame of a breathing display: everything it shows, from one function of time.
struct BreathingFrame: Equatable {
  var phase: BreathingPhase.Kind?
  var secondsLeft: Int
  var guideLevel: Int
}

/// The frames a display drawing its guide at `steps` sizes shows, each with its instant.
func breathingFrames(
  of session: BreathingSession, steps: Int
) -> [(at: Duration, frame: BreathingFrame)] {
  func frame(at elapsed: Duration) -> BreathingFrame {
    let state = session.state(at: elapsed)  // phase, progress and guide size together
    let level = BreathingGuide.level(of: state.guide, steps: steps)
    return BreathingFrame(
      phase: state.phase?.kind, secondsLeft: state.secondsLeft, guideLevel: level)
  }
  var frames = [(at: Duration.zero, frame: frame(at: .zero))]
  for change in session.guideDisplay(steps: steps).visibleChanges(after: .zero) {
    frames.append((change, frame(at: change)))
  }
  return frames
}

@Suite struct BreathingArticleTests {
  @Test func theGuideIsFullAtTheInstantTheInhaleEnds() throws {
    let pattern = try BreathingPattern(parsing: "4-7-8")
    let session = BreathingSession(pattern: pattern, cycles: 4, countIn: .seconds(3))
    let halfway = session.state(at: .seconds(5))  // 3 s count-in, then 2 s of a 4 s inhale
    let holding = session.state(at: .seconds(7))  // the inhale is over: the hold begins
    #expect(halfway.phase?.kind == .inhale && halfway.progress == 0.5 && halfway.guide == 0.5)
    #expect(holding.phase?.kind == .holdAfterInhale && holding.guide == 1)
  }

  @Test func everyFrameIsAChangeAndTheHoldsStayStill() throws {
    let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-4-4-4"), cycles: 1)
    let frames = breathingFrames(of: session, steps: 20)
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(previous.frame != next.frame)
    }
    // In a 4 s hold the guide does not move: four frames, one per second shown.
    let holdFrames = frames.filter { $0.frame.phase == .holdAfterInhale }
    #expect(holdFrames.map(\.frame.secondsLeft) == [4, 3, 2, 1])
    #expect(Set(holdFrames.map(\.frame.guideLevel)) == [19])
    // The inhale moves the guide through all 20 sizes, 0 to 19.
    let inhale = frames.filter { $0.frame.phase == .inhale }.map(\.frame.guideLevel)
    #expect(inhale.first == 0 && inhale.last == 19)
    #expect(frames.first { $0.frame.phase == .holdAfterInhale }?.at == .seconds(7))
  }

  @Test func aSuspendedSessionResumesWhereItWas() {
    let clock = ManualClock()
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 2)
    var run = ActiveRun(startedAt: clock.now)
    clock.advance(by: .seconds(5))
    // The app goes to the background, or the process is stopped (Ctrl-Z): freeze the session.
    run.pause(at: clock.now)
    clock.advance(by: .seconds(600))
    // Back: it resumes where it was, and every phase after moves by exactly the pause.
    run.resume(at: clock.now)
    let state = session.state(at: run.elapsed(at: clock.now))  // 5 s: still the first inhale
    #expect(state.phase?.kind == .inhale && state.secondsLeft == 2)
    #expect(session.nextVisibleChange(after: clock.now, during: run)?.offset == .seconds(606))
  }
}
