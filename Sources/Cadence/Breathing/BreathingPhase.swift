/// One timed step of a breathing pattern: breathe in, hold, breathe out or hold empty.
public struct BreathingPhase: Hashable, Sendable {
  /// What the person does during a phase.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Breathing in. A pattern may have several in a row (the physiological sigh's
    /// "top-up"); the guide's rise is split between them.
    case inhale
    /// Holding with full lungs, after an inhale.
    case holdAfterInhale
    /// Breathing out.
    case exhale
    /// Holding with empty lungs, after an exhale.
    case holdAfterExhale

    /// The keyword of this phase in a pattern spec (`in`, `hold`, `out`).
    public var keyword: String {
      switch self {
      case .inhale: "in"
      case .holdAfterInhale, .holdAfterExhale: "hold"
      case .exhale: "out"
      }
    }

    /// Whether the lungs stay still, so the guide does not move.
    package var isHold: Bool {
      self == .holdAfterInhale || self == .holdAfterExhale
    }
  }

  /// What to do.
  public var kind: Kind
  /// How long to do it; always more than zero in a valid pattern.
  public var duration: Duration

  /// A phase of `kind` lasting `duration`.
  public init(_ kind: Kind, _ duration: Duration) {
    self.kind = kind
    self.duration = duration
  }

  /// A phase of `kind` lasting a whole number of `seconds`.
  package static func seconds(_ kind: Kind, _ seconds: Int) -> BreathingPhase {
    BreathingPhase(kind, .seconds(seconds))
  }
}
