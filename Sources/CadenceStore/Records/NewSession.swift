import Cadence

/// What the CLI knows when a session starts: everything but its progress and outcome.
public struct NewSession: Hashable, Sendable {
  /// What the session is for.
  public var kind: PracticeKind
  /// The breathing pattern or timer preset name.
  public var name: String
  /// A free-text label, if any.
  public var label: String?
  /// The planned active time, if the session has a planned end.
  public var planned: Duration?
  /// Planned cycles or rounds, if any.
  public var cyclesPlanned: Int?
  /// The program this session belongs to, if any.
  public var programID: String?
  /// The zero-based program step, if any.
  public var programStep: Int?

  /// Describes a session about to start.
  public init(
    kind: PracticeKind, name: String, label: String? = nil, planned: Duration? = nil,
    cyclesPlanned: Int? = nil, programID: String? = nil, programStep: Int? = nil
  ) {
    self.kind = kind
    self.name = name
    self.label = label
    self.planned = planned
    self.cyclesPlanned = cyclesPlanned
    self.programID = programID
    self.programStep = programStep
  }
}

extension Duration {
  /// Whole milliseconds, rounded down (a session never claims time it did not reach).
  var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
