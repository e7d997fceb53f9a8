import Cadence
import CadenceSystem
import CadenceTestTraits
import CadenceTesting
import Observation
import Testing

/// Counts how often an observable property changes, re-arming after each change as a
/// SwiftUI view does when it re-renders.
@MainActor
private final class ChangeCounter {
  private(set) var count = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    observe()
  }

  private func observe() {
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      // onChange runs before the write; re-arm on the main actor, like a view re-render.
      MainActor.assumeIsolated {
        self?.count += 1
        self?.observe()
      }
    }
  }
}

@MainActor @Suite(.hangLimit) struct ObservableModelTests {
  @Test func countdownNotifiesOncePerDisplayedSecond() {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(60), clock: clock)
    model.start()
    let changes = ChangeCounter { _ = model.text }
    let flags = ChangeCounter { _ = (model.isPaused, model.isFinished) }
    var texts: [String] = [model.text]
    // Refreshed ten times a second for five seconds.
    for _ in 0..<50 {
      clock.advance(by: .milliseconds(100))
      model.refresh()
      if texts.last != model.text { texts.append(model.text) }
    }
    #expect(changes.count == 5)
    #expect(flags.count == 0)
    #expect(texts == ["01:00", "00:59", "00:58", "00:57", "00:56", "00:55"])
    model.stop()
  }

  @Test func countdownPauseFreezesAndFinishShowsOvertime() {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(3), clock: clock)
    model.start()
    clock.advance(by: .milliseconds(1500))
    model.pause()
    #expect(model.isPaused)
    #expect(model.text == "00:02")
    clock.advance(by: .seconds(30))
    model.refresh()
    #expect(model.text == "00:02")
    model.resume()
    clock.advance(by: .milliseconds(1500))
    model.refresh()
    #expect(model.isFinished)
    #expect(model.text == "00:00")
    clock.advance(by: .seconds(2))
    model.refresh()
    #expect(model.text == "+00:02")
    model.stop()
  }

  @Test func countdownTicksOnItsOwnAtEachVisibleChange() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(10), clock: clock)
    model.start()
    let changes = ChangeCounter { _ = model.text }
    for expected in ["00:09", "00:08", "00:07"] {
      await clock.waitForSleepers(1)
      clock.advance(by: .seconds(1))
      while model.text != expected { await Task.yield() }
    }
    #expect(changes.count == 3)
    model.stop()
  }

  @Test func stopwatchWritesTextOnlyWhenTheTenthChanges() {
    let clock = ManualClock()
    let model = StopwatchModel(clock: clock)
    model.start()
    let changes = ChangeCounter { _ = model.text }
    for _ in 0..<100 {
      clock.advance(by: .milliseconds(25))
      model.refresh()
    }
    #expect(changes.count == 25)
    #expect(model.text == "00:02.5")
    model.lap()
    #expect(model.laps.map(\.timeTenths) == [25])
    model.pause()
    clock.advance(by: .seconds(5))
    model.refresh()
    #expect(model.text == "00:02.5")
    model.reset()
    #expect(model.text == "00:00.0")
    #expect(model.laps.isEmpty)
  }

  @Test @MainActor func stoppingShowsAStoppedModelThatOnlyStartsAgain() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(10), clock: clock)
    model.start()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    await clock.waitForSleepers()
    model.stop()
    #expect(model.isStopped && !model.isPaused && model.text == "00:08")
    model.pause()
    model.resume()
    clock.advance(by: .seconds(5))
    #expect(model.isStopped && model.text == "00:08" && clock.sleeperCount == 0)
    model.start()
    #expect(!model.isStopped && model.text == "00:10")
  }
}
