/// Sessions as CSV (RFC 4180) for spreadsheets: one header line, one line per session, CRLF
/// line ends, and a field quoted only when it holds a comma, a double quote, CR or LF (quotes
/// inside are doubled).
enum SessionCSV {
  static let columns = [
    "id", "kind", "name", "label", "status", "started_at", "utc_offset_seconds", "local_date",
    "ended_at", "planned_ms", "active_ms", "cycles_planned", "cycles_completed", "program_id",
    "program_step",
  ]

  static func document(_ sessions: [SessionRecord]) -> String {
    var text = columns.joined(separator: ",") + "\r\n"
    for session in sessions {
      text += row(session).map(field).joined(separator: ",") + "\r\n"
    }
    return text
  }

  /// `local_date` is the calendar day where the session was recorded (midnight boundary), so a
  /// spreadsheet can group by day without knowing time zones. Text stored before ``SafeText``
  /// has its control characters escaped (`\u{1B}`): a CSV is often shown in a terminal.
  static func row(_ session: SessionRecord) -> [String] {
    func text(_ value: String?) -> String { value.map(SafeText.escaped) ?? "" }
    func text(_ value: Int64?) -> String { value.map { String($0) } ?? "" }
    func text(_ value: Int?) -> String { value.map { String($0) } ?? "" }
    return [
      session.id.uuidString, session.kind.rawValue, text(session.name), text(session.label),
      session.status.rawValue, session.startedAt.iso8601,
      String(session.startedAt.utcOffsetSeconds),
      session.startedAt.localDay().description, text(session.endedAt?.iso8601),
      text(session.plannedMilliseconds), String(session.activeMilliseconds),
      text(session.cyclesPlanned),
      String(session.cyclesCompleted), text(session.programID), text(session.programStep),
    ]
  }

  /// Quotes `value` if needed. Works on Unicode scalars: in Swift, CR LF is one `Character`.
  static func field(_ value: String) -> String {
    // Comma, double quote, CR, LF: all ASCII, so a UTF-8 byte scan finds them.
    guard value.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A })
    else { return value }
    var quoted = "\""
    for scalar in value.unicodeScalars {
      if scalar == "\"" { quoted.unicodeScalars.append(scalar) }
      quoted.unicodeScalars.append(scalar)
    }
    return quoted + "\""
  }
}
