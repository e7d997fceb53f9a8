import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

// The code of the article "A tick source that survives view updates" (Cadence.docc),
// verbatim: ArticleSnippetsTests fails if a block the article marks as tested is not here.

/// A countdown's screen state, owned by whoever keeps the screen (not by a view value).
@MainActor final class CountdownScreen<C: Clock> where C.Duration == Duration {
  private(set) var shown = ""
  private let clock: C
  private let countdown: Countdown
  private var ticking: Task<Void, Never>?

  init(total: Duration, clock: C) {
    self.clock = clock
    countdown = Countdown(total: total, countsOvertime: false)
  }

  /// Starts the one tick source; starting again replaces it, never adds a second.
  func start() {
    ticking?.cancel()
    let run = ActiveRun(startedAt: clock.now)
    let format = DurationFormat(forRunOf: countdown.total)
    let ticks = DeadlineTicks.visibleChanges(of: countdown, during: run, clock: clock)  // inert
    ticking = Task { [weak self, countdown] in
      for await tick in ticks {  // iterating is what subscribes: it sleeps until each change
        self?.shown = format.string(
          seconds: countdown.displayedSeconds(at: run.elapsed(at: tick.now)))
      }
    }
  }

  /// Ends the tick source: the task is cancelled, its sleep throws, the sequence ends.
  func stop() {
    ticking?.cancel()
    ticking = nil
  }
}

@MainActor @Suite(.hangLimit) struct TickSourceArticleTests {
  @Test func creatingATickSourceIsNotSubscribingToIt() async {
    let clock = ManualClock()
    let countdown = Countdown(total: .seconds(60))
    let run = ActiveRun(startedAt: clock.now)
    let ticks = (0..<100).map { _ in
      DeadlineTicks.visibleChanges(of: countdown, during: run, clock: clock)
    }
    #expect(ticks.count == 100)
    #expect(clock.advance(by: .seconds(5)).isEmpty)  // a hundred made, nobody asleep
  }

  @Test func oneOwnerOneSleeperWhateverHappensToTheView() async {
    let clock = ManualClock()
    let screen = CountdownScreen(total: .seconds(3), clock: clock)
    screen.start()
    screen.start()  // a view update that starts it again replaces the tick source
    await clock.waitForSleepers()
    #expect(screen.shown == "00:03")
    #expect(clock.advance(by: .seconds(1)).count == 1)  // one sleeper woke, not two
    await clock.waitForSleepers()
    #expect(screen.shown == "00:02")
    screen.stop()
    #expect(clock.advance(by: .seconds(5)).isEmpty)  // nothing sleeps after stop
    #expect(screen.shown == "00:02")
  }
}
