import Cadence
import CadenceTestTraits
import CadenceTesting
import Observation
import Testing

// The code of the articles "Updating only what changed" and "Testing time" (Cadence.docc),
// verbatim: ArticleSnippetsTests fails if a block the articles mark as tested is not here.

/// Counts the changes a view reading `read` would re-render for, re-arming after each one.
@MainActor final class RenderCounter {
  private(set) var renders = 0
  private let read: @MainActor () -> Void

  init(reading read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  private func track() {
    withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated {  // onChange comes before the write; re-arm after it
        self?.renders += 1
        self?.track()
      }
    }
  }
}

@MainActor @Suite(.hangLimit) struct ObservationArticleTests {
  @Test func theTextChangesOncePerSecondShown() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(60), clock: clock)
    let view = RenderCounter { _ = model.text }
    model.start()
    for _ in 0..<50 {  // ten looks a second for five seconds
      await clock.waitForSleepers()
      clock.advance(by: .milliseconds(100))
    }
    await clock.waitForSleepers()
    #expect(model.text == "00:55")
    #expect(view.renders == 5)  // one a second shown, not one a look
    model.stop()
  }

  @Test func exactlyAtTheSecondAndNotANanosecondBefore() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(10), clock: clock)
    model.start()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(1) - .nanoseconds(1))  // nothing is due: nothing wakes
    #expect(model.text == "00:10")
    clock.advance(by: .nanoseconds(1))  // the deadline: the model wakes and writes 00:09
    await clock.waitForSleepers()
    #expect(model.text == "00:09")
    model.stop()
  }
}
