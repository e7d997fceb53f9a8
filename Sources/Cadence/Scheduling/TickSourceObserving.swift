/// A clock that wants to know when a tick source sleeping on it has ended.
///
/// A test clock cannot see a task end, so a test waiting for the code under test to sleep
/// again would wait forever after the last tick of a sequence that ended (a countdown without
/// overtime at zero). ``DeadlineTicks`` tells its clock, from the task that iterated it, at
/// the moment its iterator first returns `nil`: after the consumer has handled the last tick.
/// `CadenceTesting`'s `ManualClock` is the one conformer; production clocks never are.
package protocol TickSourceObserving: Sendable {
  /// A tick source on this clock was made, to be iterated by a task that may not have run
  /// yet (a model's tick task): a test clock waits for it rather than call itself idle.
  /// Returns the token its iterator hands back in ``tickSourceArrived(_:)``.
  func tickSourceAnnounced() -> UInt64

  /// The tick source `token` is being iterated by the current task, which runs until it
  /// sleeps on the clock, ends or is cancelled.
  func tickSourceArrived(_ token: UInt64)

  /// The tick source iterated by the current task has ended: its schedule ran out. (A
  /// cancelled one is not reported: the code that cancelled it knows, and a test waiting for
  /// the sleeper that replaces it must not be woken by it.)
  func tickSourceEnded()
}
