// The README's SwiftUI examples, verbatim (ReadmeExamplesTests checks it): type-checked
// against the SwiftUI stand-in on Linux, against SwiftUI on Apple platforms.
import Cadence

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIStandIn
#endif

struct FocusTimer: View {
  // The model outlives the view's appearances: a model stopped in .onDisappear would come
  // back frozen, so it is stopped only when the person says so.
  @State private var model = CountdownModel(
    duration: .seconds(25 * 60), clock: ContinuousClock(), countsOvertime: false)

  var body: some View {
    VStack {
      Text(model.text).font(.system(size: 64).monospacedDigit())
      if !model.hasStarted || model.isStopped {
        Button("Start") { model.start() }
      } else if model.isFinished {
        Text("Time is up")
        Button("Again") { model.start() }
      } else {
        HStack {
          Button(model.isPaused ? "Resume" : "Pause") {
            if model.isPaused { model.resume() } else { model.pause() }
          }
          Button("Stop") { model.stop() }
        }
      }
    }
  }
}

struct LapTimer: View {
  @State private var model = StopwatchModel(clock: ContinuousClock())
  private let lapFormat = DurationFormat(layout: .minutesSeconds, showsTenths: true)

  var body: some View {
    VStack {
      Text(model.text).font(.largeTitle.monospacedDigit())  // 01:02.3
      HStack {
        Button(model.isRunning ? "Pause" : "Start") {
          if model.isRunning { model.pause() } else { model.start() }
        }
        Button("Lap") { model.lap() }.disabled(!model.isRunning)
        Button("Reset") { model.reset() }
      }
      List(model.laps.reversed(), id: \.number) { lap in
        Text("Lap \(lap.number)  " + lapFormat.string(tenths: lap.timeTenths))
      }
    }
  }
}

struct TypedText: View {
  let reveal = TypewriterReveal(text: "Hello, 世界! 👋🏽", pacing: .charactersPerSecond(20))
  @State private var run = TimelineRun(startedAt: .now)  // each new view types from the start

  var body: some View {
    TimelineView(.visibleChanges(of: reveal, during: run)) { context in
      let shown = reveal.visibleCount(at: run.elapsed(at: context.date))
      // The whole text is laid out once, the part not typed yet transparent: nothing re-wraps.
      let typed = Text(reveal.text(of: 0..<shown))  // the first entry: nothing typed yet
      Text("\(typed)\(Text(reveal.text(of: shown..<reveal.count)).foregroundStyle(.clear))")
    }
  }
}
