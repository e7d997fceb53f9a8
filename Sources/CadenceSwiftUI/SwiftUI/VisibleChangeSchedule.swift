#if canImport(SwiftUI) || CADENCE_SWIFTUI_STAND_IN
  import Cadence

  #if canImport(SwiftUI)
    import SwiftUI
  #else
    import SwiftUIStandIn
  #endif

  /// A `TimelineSchedule` with an entry at each visible change of a value during a run:
  /// ``VisibleChangeTimeline`` under SwiftUI's protocol, honouring `.lowFrequency`.
  public struct VisibleChangeSchedule<Value: VisibleChangeScheduling & Sendable>:
    TimelineSchedule, Sendable
  {
    /// What decides the entries.
    public let timeline: VisibleChangeTimeline<Value>

    /// The schedule of `value`'s changes during `run`.
    public init(of value: Value, during run: TimelineRun) {
      timeline = VisibleChangeTimeline(of: value, during: run)
    }

    /// The entries from SwiftUI's `startDate`, once a minute in `.lowFrequency`.
    public func entries(
      from startDate: Date, mode: TimelineScheduleMode
    ) -> VisibleChangeTimeline<Value>.Entries {
      timeline.entries(from: startDate, cadence: mode == .lowFrequency ? .lowFrequency : .normal)
    }
  }

  extension TimelineSchedule {
    /// A schedule with an entry at each visible change of `value` during `run`; see
    /// ``VisibleChangeSchedule``.
    public static func visibleChanges<Value>(
      of value: Value, during run: TimelineRun
    ) -> VisibleChangeSchedule<Value> where Self == VisibleChangeSchedule<Value> {
      VisibleChangeSchedule(of: value, during: run)
    }
  }
#endif
