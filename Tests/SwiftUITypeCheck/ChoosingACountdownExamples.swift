// The SwiftUI examples of Sources/Cadence/Cadence.docc/ChoosingACountdown.md, verbatim
// (ArticleSnippetsTests checks it): type-checked against the SwiftUI stand-in on Linux,
// against SwiftUI on Apple platforms.
import Cadence

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIStandIn
#endif

struct AccessibleCountdown: View {
  let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)
  let format = DurationFormat(forRunOf: .seconds(25 * 60))
  @State private var run = TimelineRun(startedAt: .now)
  @Environment(\.isLuminanceReduced) private var dimmed

  var body: some View {
    if dimmed {  // Always On: whole minutes, true for the minute between two updates
      let minutes = CountdownMinutes(countdown)
      TimelineView(.visibleChanges(of: minutes, during: run)) { context in
        Text("\(minutes.minutesLeft(at: run.elapsed(at: context.date))) min")
      }
    } else {
      TimelineView(.visibleChanges(of: countdown, during: run)) { context in
        let elapsed = run.elapsed(at: context.date)
        Text(format.string(seconds: countdown.displayedSeconds(at: elapsed)))
          .contentTransition(.numericText(countsDown: true))
          .accessibilityLabel(
            countdown.remaining(at: elapsed)
              .formatted(.units(allowed: [.minutes, .seconds], width: .wide)))
      }
    }
  }
}

struct FocusWidgetView: View {
  let face: SystemTimerFace  // an entry of SystemTimerFace.entries(of:during:from:)

  var body: some View {
    VStack {
      SystemTimerText(face) { Text("Done") }  // never an interval that has ended
      SystemTimerProgress(face)
    }
  }
}

struct AccessibleBreathingGuide: View {
  let session: BreathingSession
  @State private var run = TimelineRun(startedAt: .now)
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    TimelineView(.visibleChanges(of: session, during: run)) { context in
      let elapsed = run.elapsed(at: context.date)
      let state = session.state(at: elapsed)
      VStack {
        if reduceMotion {  // nothing grows or shrinks: the guide fades, the words lead
          Circle().opacity(0.2 + 0.8 * state.guide)
        } else {
          Circle().scaleEffect(0.3 + 0.7 * state.guide)
        }
        Text("\(words(for: state.step)) \(state.secondsLeft)")
      }
      // VoiceOver says each phase as it starts, from the same timeline as the screen.
      .onChange(of: GuideAnimation.current(in: session, at: elapsed)?.start) {
        AccessibilityNotification.Announcement(words(for: state.step)).post()
      }
    }
  }

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
