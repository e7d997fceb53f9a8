import Testing

extension Trait where Self == TimeLimitTrait {
  /// The time limit of every test that has one: a bound on a hang, never on speed (a test
  /// bounds each of its own waits and says what did not come).
  ///
  /// Why so long: a limited test's body runs as a child task that Swift Testing queues on
  /// the cooperative pool only once the limit's clock runs, and the pool starts its tasks in
  /// the order they were queued. On two cores that queue holds most of the run: in CI a test
  /// whose body takes 15 s exceeded a 2-minute limit 233 s into a 335 s `swift test`, its
  /// body not yet begun (measured: with the pool busy, a task queued behind 5 s of work starts
  /// 5 s late, whatever its priority). Three times the whole run on a slow machine.
  public static var hangLimit: Self { .timeLimit(.minutes(20)) }
}
