#if canImport(SwiftUI) || CADENCE_SWIFTUI_STAND_IN
  #if canImport(SwiftUI)
    import SwiftUI
  #else
    import SwiftUIStandIn
  #endif

  extension Animation {
    /// The animation of one breathing phase: the engine's easing over the phase's length,
    /// `.timingCurve(1/3, 0, 2/3, 1, duration:)`; `nil` (no animation) when the guide rests.
    public static func breathingGuide(_ animation: GuideAnimation?) -> Animation? {
      guard let animation else { return nil }
      let curve = animation.curve
      return .timingCurve(
        curve.c0x, curve.c0y, curve.c1x, curve.c1y, duration: animation.duration.cadenceSeconds)
    }
  }
#endif
