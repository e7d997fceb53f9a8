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

  /// The part of the curve after `progress` (0…1) of the time, scaled to run from (0, 0) to
  /// (1, 1) again: an animation started part-way takes it to stay on this curve. A cubic
  /// Bézier cut in two is two cubic Béziers (de Casteljau), so the rest is a timing curve.
  public func remaining(after progress: Double) -> TimingCurve {
    let p = min(max(progress, 0), 1)
    guard p > 0 else { return self }
    let t = parameter(atProgress: p)
    let start = (x: Self.bezier(t, c0x, c1x), y: Self.bezier(t, c0y, c1y))
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    let second = (x: lerp(c1x, 1), y: lerp(c1y, 1))
    let first = (x: lerp(lerp(c0x, c1x), second.x), y: lerp(lerp(c0y, c1y), second.y))
    let width = 1 - start.x
    let height = 1 - start.y
    // Nothing left to move: any curve does; the linear one says so.
    guard width > 1e-12, abs(height) > 1e-12 else { return TimingCurve(1 / 3, 1 / 3, 2 / 3, 2 / 3) }
    return TimingCurve(
      (first.x - start.x) / width, (first.y - start.y) / height,
      (second.x - start.x) / width, (second.y - start.y) / height)
  }

  /// The curve's parameter where its x is `progress`, by bisection.
  private func parameter(atProgress progress: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if Self.bezier(middle, c0x, c1x) < progress { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// One coordinate of the curve at parameter `t`, with end points 0 and 1.
  private static func bezier(_ t: Double, _ c0: Double, _ c1: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c0 + 3 * u * t * t * c1 + t * t * t
  }
}
