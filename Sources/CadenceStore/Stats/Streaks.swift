/// Streaks over a sorted list of practice days: pure, so calendar edge cases are table tests.
///
/// `package` for `cadence-bench`'s load-everything baseline, which groups in Swift and must
/// count streaks the same way.
package struct Streaks: Equatable {
  var current: Int
  package var longest: Int
  var longestEnd: LocalDay?

  /// - Parameters:
  ///   - days: days with practice, strictly increasing.
  ///   - today: the current practice day.
  ///
  /// The latest run is current when it ends today or yesterday (today is not over yet). A run
  /// that ends after `today` (a session recorded in a zone ahead of the current one) is current
  /// too: travel must not break a streak.
  package init(days: [LocalDay], today: LocalDay) {
    var longest = 0
    var longestEnd: LocalDay?
    var run = 0
    var previous: LocalDay?
    for day in days {
      run = previous.map { day.daysSinceEpoch - $0.daysSinceEpoch == 1 } == true ? run + 1 : 1
      if run >= longest {
        longest = run
        longestEnd = day
      }
      previous = day
    }
    self.longest = longest
    self.longestEnd = longestEnd
    if let last = previous, last >= today.advanced(by: -1) {
      self.current = run
    } else {
      self.current = 0
    }
  }
}
