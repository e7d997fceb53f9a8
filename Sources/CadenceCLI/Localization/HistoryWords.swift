import Cadence
import CadencePractice
import CadenceStore

/// What `history`, `journal`, `export` and `import` say: the history's headings, kinds
/// and statuses, the empty lists, and the confirmations of what was changed.
protocol HistoryWords: SessionWords {
  /// A heading of the history table.
  func historyHeading(_ column: HistoryColumn) -> String
  /// An empty history, naming its filters: "No focus sessions in the last 3 days.".
  func noSessions(kind: PracticeKind?, days: Int?) -> String
  /// The line under the history saying how many sessions shorter than `shortest` it left
  /// out, and that `--all` lists them.
  func shortSessionsHidden(_ count: Int, shorterThan shortest: Duration) -> String
  /// A stopwatch's laps in the history's cycles column: "3 laps", 计次 3.
  func laps(_ count: Int) -> String
  /// `history remove`: which session went, and that its `notesKept` notes stay;
  /// `time` is its active time as a readout.
  func removedSession(
    id: String, name: String, kind: PracticeKind, time: String, when: Timestamp, notesKept: Int
  ) -> String
  /// `journal add`.
  var noteAdded: String { get }
  /// Under a note in `journal`, the session it is about: `session` (its kind, as the
  /// history's session column), its active `time` as a readout, and when it started.
  func noteSession(_ session: String, time: String, when: Timestamp) -> String
  /// `journal edit`: the note's id and when it was written.
  func noteEdited(id: String, when: Timestamp) -> String
  /// `journal remove`.
  func noteRemoved(id: String, when: Timestamp) -> String
  /// An empty journal, with how to add a note.
  var noJournalNotes: String { get }
  /// `export -o FILE`; `path` is already escaped.
  func exported(to path: String) -> String
  /// The first line of `import`'s report; `changed` is whether anything was new.
  func imported(_ path: String, changed: Bool) -> String
  /// A heading of `import`'s table.
  func importHeading(_ column: ImportColumn) -> String
  /// A row of `import`'s table.
  func importRecords(_ records: ImportRecords) -> String
  /// The line before the records `--skip-invalid` left out.
  func leftOut(invalidRecords count: Int) -> String
  /// The line saying an import left out end hooks (`timer.on-end`): commands to run stay
  /// on the machine where they were set. `keys` are already escaped.
  func leftOut(machineLocalSettings keys: [String]) -> String
}

/// The history table's columns.
enum HistoryColumn: CaseIterable, Sendable {
  case id
  case when
  case session
  case label
  case planned
  case actual
  case cycles
  case status
}

/// The columns of `import`'s table.
enum ImportColumn: CaseIterable, Sendable {
  case added
  case updated
  case removed
  case skipped
}

/// The rows of `import`'s table.
enum ImportRecords: CaseIterable, Sendable {
  case sessions
  case journalNotes
  case programs
  case patterns
  case settings
}
