import Cadence
import CadencePractice
import CadenceStore

/// How a practice ended, as an end hook is told: the environment of `--on-end`'s command.
///
/// | variable | value |
/// |---|---|
/// | `CADENCE_KIND` | the practice's command, from its registry entry: `timer`, `breathe`… |
/// | `CADENCE_STATUS` | `completed`, `stopped` (q, Ctrl-C, a closed output) or `interrupted` (SIGTERM, SIGHUP) |
/// | `CADENCE_PLANNED_SECONDS` | whole seconds planned; empty for a stopwatch |
/// | `CADENCE_ACTIVE_SECONDS` | whole seconds practised, pauses excluded |
/// | `CADENCE_LABEL` | the title or label given, the breathing pattern; empty if none |
struct PracticeOutcome: Hashable, Sendable {
  /// `CADENCE_STATUS`.
  enum Status: String, Hashable, Sendable {
    case completed
    case stopped
    case interrupted

    /// A session's recorded status as a hook is told it: stopped early is `stopped`.
    init(_ status: SessionStatus) {
      switch status {
      case .completed: self = .completed
      case .interrupted: self = .interrupted
      default: self = .stopped
      }
    }
  }

  var kind: String
  var status: Status
  var planned: Duration?
  var active: Duration
  var label: String?

  init(
    practice: PracticeDescriptor, status: Status, planned: Duration?, active: Duration,
    label: String?
  ) {
    kind = practice.command
    self.status = status
    self.planned = planned
    self.active = active
    self.label = label
  }

  /// The outcome of `sessions` (those the hook speaks for: a timer's last run, every focus
  /// of a pomodoro, summed) after `ending`.
  ///
  /// The status is the one the last session is recorded with when it was still running
  /// (a timer in overtime completed, q stopped, SIGTERM interrupted); when none was running
  /// (a pomodoro closed in a break) it is the ending's: closing completes, a signal stops or
  /// interrupts.
  init(
    practice: PracticeDescriptor, sessions: [RecordedSession], ending: Ending,
    label: String? = nil
  ) {
    let running = sessions.last.flatMap { $0.status == .inProgress ? $0 : nil }
    let reachedEnd = running?.reachedEnd ?? (ending == .completed || ending == .closed)
    let status = Status(ending.sessionStatus(reachedEnd: reachedEnd))
    let planned = sessions.compactMap(\.session.planned)
    self.init(
      practice: practice, status: status,
      planned: planned.isEmpty ? nil : planned.reduce(.zero, +),
      active: sessions.map(\.active).reduce(.zero, +),
      label: label ?? sessions.last?.session.label)
  }

  /// The variables added to the hook's environment.
  var environment: [String: String] {
    [
      "CADENCE_KIND": kind,
      "CADENCE_STATUS": status.rawValue,
      "CADENCE_PLANNED_SECONDS": planned.map { "\($0.wholeSecondsRoundedDown)" } ?? "",
      "CADENCE_ACTIVE_SECONDS": "\(active.wholeSecondsRoundedDown)",
      "CADENCE_LABEL": label ?? "",
    ]
  }
}

extension PracticeRun {
  /// The sessions of the app that ran, as of its last update.
  var recordedSessions: [RecordedSession] {
    screen?.recordedSessions ?? lines?.recordedSessions ?? []
  }
}
