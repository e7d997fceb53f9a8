import Testing

@testable import CadenceSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The writer's thread: jobs in order, off the caller, and a wait that gives up on time.
@Suite struct WorkerThreadTests {
  @Test func jobsRunInTheOrderTheyWereGiven() throws {
    let worker = try WorkerThread()
    let log = Locked<[Int]>([])
    for index in 0..<100 { worker.submit { log.withLock { $0.append(index) } } }
    #expect(worker.waitUntilIdle(timeout: .seconds(10)))
    #expect(log.withLock { $0 } == Array(0..<100))
    worker.close()
  }

  @Test func aBlockedJobNeitherHoldsTheCallerNorOutlastsTheBoundOfAWait() throws {
    let worker = try WorkerThread()
    let gate = Locked(false)
    let clock = ContinuousClock()
    let started = clock.now
    // The job spins until the test opens the gate (as a write waits for a lock).
    worker.submit { while !gate.withLock({ $0 }) { Self.pause() } }
    worker.submit {}
    #expect(clock.now - started < .milliseconds(100))
    #expect(!worker.waitUntilIdle(timeout: .milliseconds(50)))
    #expect(clock.now - started >= .milliseconds(50))
    gate.withLock { $0 = true }
    #expect(worker.waitUntilIdle(timeout: .seconds(10)))
    worker.close()
  }

  @Test func aJobGivenAfterCloseIsDropped() throws {
    let worker = try WorkerThread()
    let ran = Locked(0)
    worker.submit { ran.withLock { $0 += 1 } }
    worker.close()
    worker.submit { ran.withLock { $0 += 1 } }
    #expect(worker.waitUntilIdle(timeout: .seconds(10)))
    #expect(ran.withLock { $0 } == 1)
  }

  private static func pause() {
    var spec = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    nanosleep(&spec, nil)
  }
}
