import Testing

@testable import CadenceSound

/// A stream's clock is re-anchored on two snapshots that agree, never on one.
@Suite struct AnchorWatchTests {
  /// 20 ms and 5 ms at 48 kHz.
  var watch = AnchorWatch(limit: 960, agreement: 240)

  @Test mutating func oneBadSnapshotMovesNothing() {
    #expect(watch.judge(10, snapshot: .seconds(1)) == .keep)
    // 24 ms off, as one snapshot under load was: a fresh one is asked for.
    #expect(watch.judge(1_152, snapshot: .seconds(2)) == .confirm)
    // Looked at again before the fresh one came: still the same snapshot.
    #expect(watch.judge(1_152, snapshot: .seconds(2)) == .keep)
    // The fresh one is back on the anchor: nothing moved, and nothing is remembered.
    #expect(watch.judge(20, snapshot: .seconds(3)) == .keep)
    #expect(watch.judge(1_152, snapshot: .seconds(4)) == .confirm)
  }

  @Test mutating func aDepartureTwoSnapshotsAgreeOnMovesTheCues() {
    // A machine that slept 2 s: every snapshot after it says so.
    #expect(watch.judge(96_000, snapshot: .seconds(10)) == .confirm)
    #expect(watch.judge(96_100, snapshot: .seconds(11)) == .move)
    #expect(watch.judge(5, snapshot: .seconds(12)) == .keep)
  }

  @Test mutating func twoSnapshotsThatDisagreeAskForAThird() {
    #expect(watch.judge(-2_000, snapshot: .seconds(1)) == .confirm)
    #expect(watch.judge(3_000, snapshot: .seconds(2)) == .confirm)
    #expect(watch.judge(3_100, snapshot: .seconds(3)) == .move)
  }
}
