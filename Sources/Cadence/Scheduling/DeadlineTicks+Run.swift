extension DeadlineTicks {
  /// Ticks at each visible change of `value` while `run` counts: the schedule every
  /// display of an engine value uses, mapped from elapsed time to `clock`'s instants.
  ///
  /// The run is captured as it is now; after a pause or resume, make a new sequence.
  public static func visibleChanges(
    of value: some VisibleChangeScheduling & Sendable, during run: ActiveRun<C.Instant>, clock: C
  ) -> Self {
    DeadlineTicks(clock: clock, first: clock.now) { instant in
      value.nextVisibleChange(after: instant, during: run)
    }
  }
}
