import CadenceStore

/// `cadence history`: past sessions as a table, newest first.
struct HistoryCommand: Subcommand, Equatable {
  private enum Option {
    static let days = OptionSpec("days", value: "<n>", help: "Only the last n days (today is one).")
    static let kind = OptionSpec(
      "kind", value: "<kind>", help: "Only \(DataArguments.knownKinds) sessions.",
      completion: .words(DataArguments.kindNames))
    static let limit = OptionSpec("limit", value: "<n>", help: "At most n sessions, the newest.")
  }

  static let spec = CommandSpec(
    name: "history", abstract: "List past sessions, newest first.",
    options: [Option.days, Option.kind, Option.limit],
    discussion: """
      Times are local where each session was recorded; planned and actual are active time
      (pauses excluded). A session whose process died is shown as interrupted, with the
      time it had reached.

      EXIT STATUS: 0, or 1 if the data cannot be read, 64 for bad usage.
      """)

  var days: Int?
  var kind: SessionKind?
  var limit: Int?

  init(days: Int? = nil, kind: SessionKind? = nil, limit: Int? = nil) {
    self.days = days
    self.kind = kind
    self.limit = limit
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    days = try parsed.value(Option.days, as: DataArguments.count())
    kind = try parsed.value(Option.kind, as: DataArguments.kind)
    limit = try parsed.value(Option.limit, as: DataArguments.count(maximum: .max))
  }

  func run(in context: CommandContext) -> ExitStatus {
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
