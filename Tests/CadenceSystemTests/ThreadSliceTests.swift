import Testing

@testable import CadenceSystem

/// The loop thread's short slice: taken without privilege, kept by the thread that asked,
/// not handed to the threads it starts.
@Suite struct ThreadSliceTests {
  @Test func theThreadThatAsksHasTheShortSliceAndTheThreadsItStartsTheDefault() throws {
    // On threads of their own: the test's thread is the runner's, and keeps its slice.
    let asking = try WorkerThread()
    let slices = Locked<(before: Duration?, after: Duration?, started: Duration?)>((nil, nil, nil))
    asking.submit {
      let before = ThreadSlice.read()
      let after = ThreadSlice.request(ThreadSlice.short)
      let started = try? WorkerThread()
      started?.submit { slices.withLock { $0.started = ThreadSlice.read() } }
      _ = started?.waitUntilIdle(timeout: .seconds(10))
      started?.close()
      slices.withLock {
        $0.before = before
        $0.after = after
      }
    }
    #expect(asking.waitUntilIdle(timeout: .seconds(10)))
    asking.close()
    let (before, after, started) = slices.withLock { $0 }
    // A kernel that reports no slice (before 6.12, not Linux) has nothing to check.
    guard let before else { return }
    #expect(before > ThreadSlice.short)
    #expect(after == ThreadSlice.short)
    #expect(started == before)
  }
}
