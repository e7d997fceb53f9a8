import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

@Suite(.hangLimit) struct ManualClockTests {
  @Test func sleepersWakeOnlyWhenAdvancedAndOnlyThoseDue() async {
    let clock = ManualClock()
    let (woken, wake) = AsyncStream<Int>.makeStream()
    let deadlines: [Int64] = [5, 3, 9, 3, 7, 1, 8, 2, 6, 4]
    for (id, seconds) in deadlines.enumerated() {
      Task {
        try? await clock.sleep(until: clock.now.advanced(by: .seconds(seconds)))
        wake.yield(id)
      }
    }
    await clock.waitForSleepers(10)
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 10)
    clock.advance(by: .milliseconds(4001))
    #expect(clock.sleeperCount == 4)
    var iterator = woken.makeAsyncIterator()
    var first: Set<Int> = []
    for _ in 0..<6 { first.insert(await iterator.next() ?? -1) }
    #expect(first == [0, 1, 3, 5, 7, 9])
    clock.advance(by: .seconds(100))
    var rest: Set<Int> = []
    for _ in 0..<4 { rest.insert(await iterator.next() ?? -1) }
    #expect(rest == [2, 4, 6, 8])
    #expect(clock.sleeperCount == 0)
  }

  @Test func advanceResumesInDeadlineOrderTiesFirstComeFirstServed() async {
    let clock = ManualClock()
    let deadlines: [Int64] = [5, 3, 9, 3, 7, 1]
    for seconds in deadlines {
      Task { try? await clock.sleep(until: .init(offset: .seconds(seconds))) }
    }
    await clock.waitForSleepers(6)
    let order = clock.advance(by: .seconds(10))
    #expect(order.map(\.offset) == [1, 3, 3, 5, 7, 9].map { Duration.seconds($0) })
  }

  @Test func aPastDeadlineReturnsAtOnce() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(10))
    try await clock.sleep(until: .init(offset: .seconds(3)))
    #expect(clock.now == .init(offset: .seconds(10)))
  }

  @Test func cancellationEndsASleep() async {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    await clock.waitForSleepers(1)
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func timeNeverGoesBack() {
    let clock = ManualClock()
    clock.advance(to: .init(offset: .seconds(5)))
    clock.advance(to: .init(offset: .seconds(2)))
    #expect(clock.now == .init(offset: .seconds(5)))
  }
}
