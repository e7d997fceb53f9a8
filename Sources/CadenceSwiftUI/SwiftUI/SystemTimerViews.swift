#if canImport(SwiftUI) || CADENCE_SWIFTUI_STAND_IN
  import Cadence

  #if canImport(SwiftUI)
    import SwiftUI
  #else
    import SwiftUIStandIn
  #endif

  /// The system's own timer text for a ``SystemTimerFace``, for a widget, a Live Activity or
  /// Always On: it counts by itself, without the app; at the end it is `ended`, never an
  /// interval that has run out.
  public struct SystemTimerText<Ended: View>: View {
    /// What to show.
    public let face: SystemTimerFace
    /// Whether the text has an hours field.
    public let showsHours: Bool
    /// The end state.
    public let ended: Ended

    /// The text of `face`, `ended` from the end on.
    public init(
      _ face: SystemTimerFace, showsHours: Bool = false, @ViewBuilder ended: () -> Ended
    ) {
      self.face = face
      self.showsHours = showsHours
      self.ended = ended()
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`, or the end state.
    public var body: some View {
      switch face {
      case .counting(let interval):
        Text(timerInterval: interval, countsDown: true, showsHours: showsHours)
      case .paused(let interval, let pauseTime, _):
        Text(
          timerInterval: interval, pauseTime: pauseTime, countsDown: true, showsHours: showsHours)
      case .ended:
        ended
      }
    }
  }

  /// The system's own progress for a ``SystemTimerFace``: `ProgressView(timerInterval:)`
  /// while counting, the fraction left while paused, empty at the end.
  public struct SystemTimerProgress: View {
    /// What to show.
    public let face: SystemTimerFace

    /// The progress of `face`.
    public init(_ face: SystemTimerFace) {
      self.face = face
    }

    /// `ProgressView(timerInterval:countsDown:)`, or a fixed value.
    public var body: some View {
      switch face {
      case .counting(let interval):
        ProgressView(timerInterval: interval, countsDown: true)
      case .paused(_, _, let remaining):
        ProgressView(value: remaining)
      case .ended:
        ProgressView(value: 0.0)
      }
    }
  }
#endif
