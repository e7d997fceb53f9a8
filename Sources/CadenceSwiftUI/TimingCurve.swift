/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points: what
/// SwiftUI's `Animation.timingCurve(_:_:_:_:duration:)` takes, and what CSS and Core
/// Animation call a cubic-bezier.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point.
  public var c0x: Double, c0y: Double
  /// The second control point.
  public var c1x: Double, c1y: Double

  /// The curve through control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
  public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
    self.c0x = c0x
    self.c0y = c0y
    self.c1x = c1x
    self.c1y = c1y
  }

  /// The engine's guide easing, smoothstep 3p² − 2p³, exactly: with control points at 1/3
  /// and 2/3 the curve's x is linear in its parameter, so y at progress p is 3p² − 2p³.
  public static let breathingGuide = TimingCurve(1 / 3, 0, 2 / 3, 1)

  /// The eased value at `progress` (0…1) of the time: y where the curve's x is `progress`,
  /// found by bisection (the curve's x grows with its parameter for control points in 0…1).
  public func value(atProgress progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if Self.bezier(middle, c0x, c1x) < x { low = middle } else { high = middle }
    }
    return Self.bezier((low + high) / 2, c0y, c1y)
  }

  /// One coordinate of the curve at parameter `t`, with end points 0 and 1.
  private static func bezier(_ t: Double, _ c0: Double, _ c1: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c0 + 3 * u * t * t * c1 + t * t * t
  }
}
