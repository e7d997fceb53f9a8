#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A practice running now, as `cadence status` reads it: enough to compute what it shows
/// from the wall clock alone, to the second, without asking the process that runs it.
///
/// The running process writes it when the practice begins and whenever what it shows stops
/// following from the wall clock (a pause, a resume, a minute more, a restart, a new
/// segment or phase), and again at each progress checkpoint; it deletes it at the end.
public struct RunningPractice: Equatable, Sendable {
  /// Where the practice's clock stands.
  public enum Clock: Hashable, Sendable {
    /// Counting: its elapsed time is the wall time since `zeroAt`.
    case running(zeroAt: Date)
    /// Paused, showing `elapsed`.
    case paused(elapsed: Duration)
  }

  /// One practice run (a process may run one practice after another: the home screen).
  public var id: UUID
  /// The command that runs it: `timer`, `pomodoro`, `breathe`, `meditate`, `stopwatch`.
  public var kind: String
  /// Its title or label, or the breathing pattern's name.
  public var label: String?
  /// Where its clock stands.
  public var clock: Clock
  /// The length its clock runs to (a timer's total, a pomodoro segment's length, a
  /// breathing session's); `nil` for a stopwatch.
  public var planned: Duration?
  /// The breathing phase, as a code (`inhale`, `holdIn`, `exhale`, `holdOut`, `getReady`).
  public var phase: String?
  /// The pomodoro segment, as a code (`focus`, `shortBreak`, `longBreak`).
  public var segment: String?
  /// The process running it (``ProcessIdentity/current`` when written).
  public var owner: ProcessIdentity

  /// A running practice as its process describes it.
  public init(
    id: UUID, kind: String, label: String? = nil, clock: Clock, planned: Duration? = nil,
    phase: String? = nil, segment: String? = nil, owner: ProcessIdentity = .current
  ) {
    self.id = id
    self.kind = kind
    self.label = label
    self.clock = clock
    self.planned = planned
    self.phase = phase
    self.segment = segment
    self.owner = owner
  }

  /// Whether it is paused.
  public var isPaused: Bool {
    if case .paused = clock { return true }
    return false
  }

  /// The time its clock shows at wall time `now` (never negative).
  public func elapsed(at now: Date) -> Duration {
    switch clock {
    case .paused(let elapsed):
      return elapsed
    case .running(let zeroAt):
      let milliseconds = Timestamp.milliseconds(now) - Timestamp.milliseconds(zeroAt)
      return .milliseconds(max(0, milliseconds))
    }
  }

  /// The time left at wall time `now`: negative past the planned end (a timer's overtime);
  /// `nil` without a plan.
  public func remaining(at now: Date) -> Duration? {
    planned.map { $0 - elapsed(at: now) }
  }

  /// The wall time of its planned end, while it runs with a plan.
  public var plannedEnd: Date? {
    guard case .running(let zeroAt) = clock, let planned else { return nil }
    return zeroAt.addingTimeInterval(Double(planned.wholeMilliseconds) / 1000)
  }
}
