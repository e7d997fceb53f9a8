extension Duration {
  /// This long in frames at `rate` per second, rounded to the nearest frame.
  func frames(at rate: Int64) -> Int64 {
    let (seconds, attoseconds) = components
    let nanoseconds = attoseconds / 1_000_000_000
    return seconds * rate + (nanoseconds * rate + (nanoseconds >= 0 ? 500_000_000 : -500_000_000))
      / 1_000_000_000
  }
}
