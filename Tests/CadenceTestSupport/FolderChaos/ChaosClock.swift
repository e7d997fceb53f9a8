import CadenceSystem
import Foundation

/// The run's time and each device's wall clock on it: the true time plus the device's
/// skew. Locked, so a store that takes a `@Sendable` clock can be handed one; the
/// simulator moves it, between a device's steps, never during one.
final class ChaosClock: Sendable {
  /// The instant a run starts at: 2026-12-06T10:15:00Z, in milliseconds since the epoch.
  static let start: Int64 = 1_796_552_100_000

  private let state: Locked<(elapsed: Int64, skews: [Int64])>

  init(skews: [Int64]) {
    state = Locked((0, skews))
  }

  /// Milliseconds since the run started (the true time).
  var elapsed: Int64 {
    get { state.withLock { $0.elapsed } }
    set { state.withLock { $0.elapsed = newValue } }
  }

  func skew(_ device: Int) -> Int64 { state.withLock { $0.skews[device] } }

  func setSkew(_ device: Int, _ skew: Int64) { state.withLock { $0.skews[device] = skew } }

  /// `device`'s wall clock now, in milliseconds since the epoch.
  func milliseconds(_ device: Int) -> Int64 {
    state.withLock { Self.start + $0.elapsed + $0.skews[device] }
  }
}
