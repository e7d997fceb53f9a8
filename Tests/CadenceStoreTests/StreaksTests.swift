import Testing

@testable import CadenceStore

/// The streak rules as a table over day numbers: runs, gaps, today and yesterday.
@Suite struct StreaksTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var days: [Int]
    var today: Int
    var current: Int
    var longest: Int
    var longestEnd: Int?
    var testDescription: String { "\(days) today \(today)" }
  }

  @Test(arguments: [
    Case(days: [], today: 10, current: 0, longest: 0, longestEnd: nil),
    Case(days: [10], today: 10, current: 1, longest: 1, longestEnd: 10),
    Case(days: [9], today: 10, current: 1, longest: 1, longestEnd: 9),  // today not over yet
    Case(days: [8], today: 10, current: 0, longest: 1, longestEnd: 8),
    Case(days: [1, 2, 3, 5, 6], today: 6, current: 2, longest: 3, longestEnd: 3),
    Case(days: [1, 2, 4, 5], today: 10, current: 0, longest: 2, longestEnd: 5),  // latest of equals
    // A session recorded in a zone ahead of the current one lies after today.
    Case(days: [7, 8, 9, 10, 11], today: 10, current: 5, longest: 5, longestEnd: 11),
  ])
  func streaks(_ example: Case) {
    let streaks = Streaks(
      days: example.days.map(LocalDay.init(daysSinceEpoch:)),
      today: LocalDay(daysSinceEpoch: example.today))
    #expect(streaks.current == example.current)
    #expect(streaks.longest == example.longest)
    #expect(streaks.longestEnd?.daysSinceEpoch == example.longestEnd)
  }
}
