import CadenceStore

/// `cadence history`: past sessions as a table, newest first.
struct HistoryCommand: Subcommand, Equatable {
  static let name = "history"
  static let abstract = "List past sessions, newest first."
  static let usage = ["history [--days <n>] [--kind <kind>] [--limit <n>]"]
  static let arguments: [OptionSpec] = []
  static let options = [
    OptionSpec(label: "--days <n>", help: "Only the last n days (today is one)."),
    OptionSpec(label: "--kind <kind>", help: "Only \(DataArguments.knownKinds) sessions."),
    OptionSpec(label: "--limit <n>", help: "At most n sessions, the newest."),
  ]
  static let discussion = """
    Times are local where each session was recorded; planned and actual are active time
    (pauses excluded). A session whose process died is shown as interrupted, with the
    time it had reached.

    EXIT STATUS: 0, or 1 if the data cannot be read, 64 for bad usage.
    """

  var days: Int?
  var kind: SessionKind?
  var limit: Int?

  init(days: Int? = nil, kind: SessionKind? = nil, limit: Int? = nil) {
    self.days = days
    self.kind = kind
    self.limit = limit
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("days"): days = try DataArguments.count(&arguments, "--days <n>")
      case .long("kind"): kind = try DataArguments.kind(&arguments)
      case .long("limit"): limit = try DataArguments.count(&arguments, "--limit <n>", maximum: .max)
      default: throw Self.unknown(token)
      }
    }
  }

  func run(in context: CommandContext) -> Int32 {
    context.withStore(.showHistory) { store in
      var query = SessionQuery(kind: kind, limit: limit)
      if let days {
        let today = try store.practiceDay(of: context.wallClock())
        query.days = DataArguments.range(days: days, endingOn: today)
      }
      let sessions = try store.sessions(query)
      context.output.write(sessions.isEmpty ? emptyMessage : Self.table(sessions))
      return ExitStatus.success
    }
  }

  /// What an empty history says, naming the filters.
  var emptyMessage: String {
    let what = "No " + (kind.map { "\($0.rawValue) " } ?? "") + "sessions"
    guard let days else { return what + " yet.\n" }
    return what + " in the last " + DataFormat.count(days, "day") + ".\n"
  }

  /// The table: one row per session, columns aligned by display width.
  static func table(_ sessions: [SessionRecord]) -> String {
    var table = TextTable(
      header: ["When", "Kind", "Name", "Label", "Planned", "Actual", "Cycles", "Status"],
      alignments: [.left, .left, .left, .left, .right, .right, .right, .left])
    table.rows = sessions.map { session in
      [
        DataFormat.dateTime(session.startedAt), session.kind.rawValue, session.name.printable,
        session.label?.printable ?? "", session.plannedMilliseconds.map(DataFormat.clock) ?? "–",
        DataFormat.clock(milliseconds: session.activeMilliseconds), cycles(session),
        statusText(session.status),
      ]
    }
    return table.text
  }

  private static func cycles(_ session: SessionRecord) -> String {
    if let planned = session.cyclesPlanned { return "\(session.cyclesCompleted)/\(planned)" }
    return session.cyclesCompleted > 0 ? "\(session.cyclesCompleted)" : "–"
  }

  static func statusText(_ status: SessionStatus) -> String {
    switch status {
    case .inProgress: "in progress"
    case .completed: "completed"
    case .stoppedEarly: "stopped early"
    case .interrupted: "interrupted"
    }
  }
}
