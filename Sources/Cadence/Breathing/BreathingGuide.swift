/// The breathing guide's size as a pure function of progress, and its quantisation.
///
/// Size 0 is empty lungs (the smallest circle), 1 is full lungs. An inhale eases from its
/// start size up, an exhale eases down, holds stay still. The easing is the cubic
/// smoothstep `3p² − 2p³`: it starts and ends at rest like a sine ease-in-out (the two
/// differ by under 1 % of the range), needs no `cos` (the engine imports only the standard
/// library, which has none), and gives exactly 0 and 1 at the ends of a phase.
public enum BreathingGuide {
  /// The part of the range left for top-ups in a run of several inhales: the physiological
  /// sigh's first, long inhale fills the guide to 80 % and the short top-up does the rest.
  static let topUpShare = 0.2

  /// Smoothstep easing of `progress`, clamped to 0...1; exactly 0 at 0 and 1 at 1.
  package static func eased(_ progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    return min(max(p * p * (3 - 2 * p), 0), 1)
  }

  /// The drawable step of a guide `size` when the display can show `steps` distinct
  /// sizes: `0` for size 0, `steps − 1` for size 1, rounding to the nearest step between.
  ///
  /// The terminal draws with this same function, so a "next visible change" computed by
  /// the engine is a change the person actually sees. Fewer than two steps means the
  /// guide cannot move (the result is always 0).
  public static func level(of size: Double, steps: Int) -> Int {
    guard steps > 1 else { return 0 }
    let scaled = min(max(size, 0), 1) * Double(steps - 1)
    return min(steps - 1, Int(scaled + 0.5))
  }
}

/// The guide's size at the start and the end of one phase.
struct GuideSpan: Hashable, Sendable {
  var from: Double
  var to: Double

  /// The size at `progress` through the phase; monotonic, exactly `from` at 0 and `to` at 1.
  func size(at progress: Double) -> Double {
    let eased = BreathingGuide.eased(progress)
    return eased == 1 ? to : from + (to - from) * eased
  }

  /// Spans for one cycle of `kinds`, so that the guide is continuous across phases and
  /// across cycles: every run of consecutive inhales (holds between them allowed) ends at
  /// 1, every run of exhales at 0. In a run of k > 1 inhales, the first rises to 0.8 and
  /// the others share the last ``BreathingGuide/topUpShare`` equally; exhale runs mirror
  /// this. Requires at least one inhale and one exhale.
  static func spans(for kinds: [BreathingPhase.Kind]) -> [GuideSpan] {
    let moving = kinds.indices.filter { !kinds[$0].isHold }
    // Start the walk at an inhale that follows an exhale (cyclically): the guide is at 0.
    let first = moving.indices.first { position in
      let previous = moving[(position + moving.count - 1) % moving.count]
      return kinds[moving[position]] == .inhale && kinds[previous] == .exhale
    }!
    let walk = Array(moving[first...] + moving[..<first])
    var ends = [Double](repeating: 0, count: kinds.count)
    var runStart = 0
    while runStart < walk.count {
      let kind = kinds[walk[runStart]]
      var runEnd = runStart
      while runEnd < walk.count && kinds[walk[runEnd]] == kind { runEnd += 1 }
      let length = runEnd - runStart
      for step in 1...length {
        // The share of the range still to go after this step: 0 after the last one.
        let left =
          step == length
          ? 0 : BreathingGuide.topUpShare * Double(length - step) / Double(length - 1)
        ends[walk[runStart + step - 1]] = kind == .inhale ? 1 - left : left
      }
      runStart = runEnd
    }
    var spans = [GuideSpan](repeating: GuideSpan(from: 0, to: 0), count: kinds.count)
    var level = 0.0
    for offset in 0..<kinds.count {
      let index = (walk[0] + offset) % kinds.count
      let end = kinds[index].isHold ? level : ends[index]
      spans[index] = GuideSpan(from: level, to: end)
      level = end
    }
    return spans
  }
}
