import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

extension EnglishCatalogue: HistoryWords {
  func historyHeading(_ column: HistoryColumn) -> String {
    switch column {
    case .id: "Id"
    case .when: "When"
    case .session: "Session"
    case .label: "Label"
    case .planned: "Planned"
    case .actual: "Actual"
    case .cycles: "Cycles"
    case .status: "Status"
    }
  }

  func noSessions(kind: PracticeKind?, days: Int?) -> String {
    let what = "No " + (kind.map { "\($0.rawValue) " } ?? "") + "sessions"
    guard let days else { return what + " yet." }
    return what + " in the last " + Self.counted(days, "day") + "."
  }

  func shortSessionsHidden(_ count: Int, shorterThan shortest: Duration) -> String {
    let seconds = shortest.components.seconds
    return "\(Self.counted(count, "session")) under \(seconds) s hidden; 'cadence history --all' "
      + "shows \(count == 1 ? "it" : "them")."
  }

  func laps(_ count: Int) -> String { Self.counted(count, "lap") }

  func removedSession(
    id: String, name: String, kind: PracticeKind, time: String, when: Timestamp, notesKept: Int
  ) -> String {
    let line = "Removed session \(id) (\(name) \(time), \(dateTime(when)))."
    switch notesKept {
    case 0: return line
    case 1: return line + " Its note stays in the journal."
    default: return line + " Its \(notesKept) notes stay in the journal."
    }
  }

  var noteAdded: String { "Added to the journal." }

  func noteSession(_ session: String, time: String, when: Timestamp) -> String {
    "after \(session), \(time), \(dateTime(when))"
  }

  func noteEdited(id: String, when: Timestamp) -> String {
    "Edited note \(id) (\(dateTime(when)))."
  }

  func noteRemoved(id: String, when: Timestamp) -> String {
    "Removed note \(id) (\(dateTime(when)))."
  }

  var noJournalNotes: String { "No journal notes yet. Add one with 'cadence journal add <text>'." }

  func exported(to path: String) -> String { "Exported to '\(path)'." }

  func imported(_ path: String, changed: Bool) -> String {
    changed ? "Imported '\(path)'." : "Nothing new in '\(path)': everything was already here."
  }

  func importHeading(_ column: ImportColumn) -> String {
    switch column {
    case .added: "added"
    case .updated: "updated"
    case .removed: "removed"
    case .skipped: "skipped"
    }
  }

  func importRecords(_ records: ImportRecords) -> String {
    switch records {
    case .sessions: "sessions"
    case .journalNotes: "journal notes"
    case .programs: "programs"
    case .patterns: "patterns"
    case .settings: "settings"
    }
  }

  func leftOut(invalidRecords count: Int) -> String {
    "Left out \(Self.counted(count, "invalid record")):"
  }

  func leftOut(machineLocalSettings keys: [String]) -> String {
    "Left out " + keys.joined(separator: ", ")
      + ": an end hook runs a command, and stays on the machine where it was set."
  }
}
