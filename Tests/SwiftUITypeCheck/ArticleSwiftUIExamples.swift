// The SwiftUI examples of Sources/Cadence/Cadence.docc (UsingTheEngineFromSwiftUI.md, and the
// wrong way of TickSourceThatSurvivesViewUpdates.md), verbatim (ArticleSnippetsTests checks it): type-checked against the SwiftUI stand-in on
// Linux, against SwiftUI on Apple platforms.
import Cadence

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIStandIn
#endif

struct FocusCountdown: View {
  let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)  // ends at 00:00
  let format = DurationFormat(forRunOf: .seconds(25 * 60))  // one width for the run
  @State private var run = TimelineRun(startedAt: .now)

  var body: some View {
    TimelineView(.visibleChanges(of: countdown, during: run)) { context in
      // What a date shows comes from that date: SwiftUI may render it ahead (Always On).
      let elapsed = run.elapsed(at: context.date)
      Text(format.string(seconds: countdown.displayedSeconds(at: elapsed)))
        .font(.system(size: 64).monospacedDigit())
    }
  }
}

struct BreathingGuideView: View {
  let session: BreathingSession
  @State private var run = TimelineRun(startedAt: .now)
  @State private var size: Double?  // nil until the first animation: the guide as it is
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    // Entries at each phase switch and each second of the text; the guide is animated.
    TimelineView(.visibleChanges(of: session, during: run)) { context in
      let elapsed = run.elapsed(at: context.date)
      let state = session.state(at: elapsed)
      VStack {
        Circle().scaleEffect(0.3 + 0.7 * (size ?? state.guide))
        Text("\(words(for: state.step)) \(state.secondsLeft)")
      }
      // Once a phase, and when the view appears: from the guide now to the phase's end.
      .onChange(of: GuideAnimation.current(in: session, at: elapsed)?.start, initial: true) {
        follow(at: elapsed)
      }
    }
    .onChange(of: scenePhase) { _, newPhase in
      if newPhase == .active {
        run.resume(at: .now)
        follow(at: run.elapsed(at: .now))
      } else {
        run.pause(at: .now)
        var still = Transaction()
        still.disablesAnimations = true  // stop where the run stopped
        withTransaction(still) { size = session.state(at: run.elapsed(at: .now)).guide }
      }
    }
  }

  /// Animates from the size shown to the end of the phase, over the time left.
  func follow(at elapsed: Duration) {
    let rest = GuideAnimation.remaining(in: session, at: elapsed)  // nil: the guide rests
    withAnimation(.breathingGuide(rest)) {
      size = rest?.to ?? session.state(at: elapsed).guide
    }
  }

  /// The app's own words for a step (the engine returns values, not text).
  func words(for step: BreathingState.Step) -> String {
    switch step {
    case .countIn: "Get ready"
    case .phase(.inhale): "Breathe in"
    case .phase(.exhale): "Breathe out"
    case .phase(.holdAfterInhale), .phase(.holdAfterExhale): "Hold"
    case .finished: "Well done"
    }
  }
}

struct PublisherCountdown: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()  // wrong
  @State private var remaining = 25 * 60

  var body: some View {
    Text("\(remaining)").onReceive(timer) { _ in remaining -= 1 }
  }
}
