/// The session's state at an elapsed time: one pure function, integer arithmetic on
/// nanoseconds for every instant, `Double` only for the eased progress and guide size.
extension BreathingSession {
  /// The stretch of session time an instant falls in: the count-in, one phase of one
  /// cycle, or the open-ended time after the end. Bounds are nanoseconds of elapsed time.
  struct Segment: Hashable {
    var stage: BreathingState.Stage
    /// 0-based cycle; 0 during the count-in, the last cycle once finished.
    var cycleIndex: Int
    /// The phase index while breathing.
    var phaseIndex: Int?
    var start: Int64
    /// The first instant after this segment; `Int64.max` once finished.
    var end: Int64
  }

  /// What a person following the session sees at `elapsed`.
  ///
  /// - Parameter elapsed: elapsed session time with pauses removed, not wall-clock time.
  ///   Times before zero read as zero; times at or after ``totalDuration`` are finished.
  public func state(at elapsed: Duration) -> BreathingState {
    let now = max(0, ExactTime.nanoseconds(flooring: elapsed))
    let segment = segment(at: now)
    let finished = segment.stage == .finished
    return BreathingState(
      stage: segment.stage,
      cycle: segment.cycleIndex + 1,
      cycleCount: cycleCount,
      phaseIndex: segment.phaseIndex,
      phase: segment.phaseIndex.map { pattern.phases[$0] },
      isTopUp: segment.phaseIndex.map { pattern.isTopUp(phaseAt: $0) } ?? false,
      progress: finished ? 1 : progress(at: now, in: segment),
      secondsLeft: finished ? 0 : Int(Self.secondsRoundedUp(segment.end - now)),
      remaining: .nanoseconds(max(0, totalNanoseconds - now)),
      guide: guide(at: now, in: segment))
  }

  /// The segment containing instant `now` (nanoseconds, not negative).
  func segment(at now: Int64) -> Segment {
    if now < countInNanoseconds {
      return Segment(stage: .countIn, cycleIndex: 0, start: 0, end: countInNanoseconds)
    }
    if now >= totalNanoseconds {
      return Segment(
        stage: .finished, cycleIndex: cycleCount - 1, start: totalNanoseconds, end: .max)
    }
    // In the pattern's units (nanoseconds but for a pace): `now` is before the end, so
    // this cannot overflow where the session's length in units did not.
    let breathing = (now - countInNanoseconds) * unitsPerNanosecond
    let cycleIndex = breathing / cycleUnits
    let cycleStart = cycleIndex * cycleUnits
    let within = breathing - cycleStart
    // Patterns have a handful of phases: a linear scan beats a binary search here.
    let phaseIndex = phaseEnds.firstIndex { $0 > within }!
    let phaseStart = phaseIndex == 0 ? 0 : phaseEnds[phaseIndex - 1]
    // Each boundary is the first whole nanosecond at or after its exact instant, so `now`
    // is in [start, end) exactly when its units are in [phase start, phase end).
    return Segment(
      stage: .breathing, cycleIndex: Int(cycleIndex), phaseIndex: phaseIndex,
      start: countInNanoseconds + pattern.timing.nanoseconds(ceilingOf: cycleStart + phaseStart),
      end: countInNanoseconds
        + pattern.timing.nanoseconds(ceilingOf: cycleStart + phaseEnds[phaseIndex]))
  }

  /// Progress through a count-in or phase segment, in 0..<1.
  func progress(at now: Int64, in segment: Segment) -> Double {
    Double(now - segment.start) / Double(segment.end - segment.start)
  }

  /// The guide's size at `now`: resting where the first phase starts during the count-in,
  /// easing through each phase, resting where the last phase ends once finished.
  func guide(at now: Int64, in segment: Segment) -> Double {
    switch segment.stage {
    case .countIn: pattern.guideSpans[0].from
    case .finished: pattern.guideSpans[pattern.guideSpans.count - 1].to
    case .breathing:
      pattern.guideSpans[segment.phaseIndex!].size(at: progress(at: now, in: segment))
    }
  }
}
