/// A practice as a front end without the terminal's kernel drives it (the desktop's pages,
/// through one driver): the practice's time moved on by a look or an action at an instant
/// of its own time, what it shows, when that next changes, and what it will sound.
///
/// Each practice keeps its own vocabulary (`look(at:)`, `perform(_:at:)`, its face type);
/// the conformances only name them once, so one driver runs every practice:
///
/// ```swift
/// var practice = TimerPractice(total: .seconds(60))
/// practice.advance(to: .seconds(1))            // nil: a look reports nothing
/// practice.apply(.takeMinute, at: .seconds(2))  // .refusedMinute
/// practice.nextVisibleChange(after: .seconds(2))
/// ```
public protocol DrivenPractice: RecordsSessions {
  /// What a person can do to it (Pause, Skip, a minute more).
  associatedtype Action
  /// What it shows now, in no language.
  associatedtype Face
  /// What a look or an action tells the front end beyond the face: a refusal, the strikes
  /// that ring now, the segments that ended.
  associatedtype Report

  /// Moves the practice's time to `now` (never back) with no action, and reports what came.
  mutating func advance(to now: Duration) -> Report
  /// Does `action` at `now`.
  mutating func apply(_ action: Action, at now: Duration) -> Report
  /// What it shows as of its latest look.
  var face: Face { get }
  /// Whether it stands paused.
  var isPaused: Bool { get }
  /// Whether it is over by itself (time is up, the last bell has sounded): the front end
  /// ends the run.
  var isOver: Bool { get }
  /// Whether its end was reached: ending it now completes it, and its last sound rings on.
  var reachedEnd: Bool { get }
  /// When, after `now`, what it shows next changes; `nil` when nothing will (paused, over).
  func nextVisibleChange(after now: Duration) -> Duration?
  /// Every event ahead, to the end: what its sound can play.
  var timeline: [PracticeEvent] { get }
  /// The events ahead within `horizon` (at least those; a short practice gives them all).
  func timeline(within horizon: Duration) -> [PracticeEvent]
}

extension DrivenPractice {
  /// The whole timeline: a countdown's or a sitting's is a few events.
  public func timeline(within horizon: Duration) -> [PracticeEvent] { timeline }
}
