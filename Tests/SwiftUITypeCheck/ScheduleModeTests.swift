import Cadence
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#else
  import SwiftUIStandIn
#endif

/// This target type-checks the SwiftUI adapters and the documentation's SwiftUI examples
/// against a stand-in of SwiftUI's declarations (Tests/SwiftUIStandIn) on Linux: it checks
/// types, not behaviour. The behaviour is decided by platform-neutral types, tested in
/// CadenceSwiftUITests; this one test only checks that SwiftUI's mode reaches them.
@Suite struct ScheduleModeTests {
  @Test func theLowFrequencyModeReachesTheTimeline() {
    let start = Date(timeIntervalSince1970: 0)
    let countdown = Countdown(total: .seconds(150), countsOvertime: false)
    let schedule: VisibleChangeSchedule = .visibleChanges(
      of: countdown, during: TimelineRun(startedAt: start))
    let normal = Array(schedule.entries(from: start, mode: .normal))
    let low = Array(schedule.entries(from: start, mode: .lowFrequency))
    #expect(normal.count == 151)
    #expect(low.map { $0.timeIntervalSince(start) } == [0, 60, 120, 150])
  }
}
