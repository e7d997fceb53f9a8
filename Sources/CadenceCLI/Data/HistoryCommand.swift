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
      let width = TerminalWidth.limit(
        environment: context.environment, outputIsTerminal: context.outputIsTerminal)
      context.output.write(sessions.isEmpty ? emptyMessage : Self.table(sessions, width: width))
      return ExitStatus.success
    }
  }

  /// What an empty history says, naming the filters.
  var emptyMessage: String {
    let what = "No " + (kind.map { "\($0.rawValue) " } ?? "") + "sessions"
    guard let days else { return what + " yet.\n" }
    return what + " in the last " + DataFormat.count(days, "day") + ".\n"
  }

  /// One column of the table: its heading, how it gives way on a narrow terminal, and its
  /// text for a session. Another column is one more entry here.
  struct Column: Sendable {
    let column: TextTable.Column
    let text: @Sendable (SessionRecord) -> String
  }

  /// The columns, left to right. On a narrow terminal a long label is shortened first, then
  /// the cycles, planned time, label and status are left out, and the session is shortened
  /// last: when, what and for how long always show.
  static let columns = [
    Column(column: TextTable.Column("When")) { DataFormat.dateTime($0.startedAt) },
    Column(column: TextTable.Column("Session", shortenedAt: 6, toAtLeast: 8), text: sessionText),
    Column(column: TextTable.Column("Label", shortenedAt: 1, toAtLeast: 8, droppedAt: 4)) {
      $0.label?.printable ?? ""
    },
    Column(column: TextTable.Column("Planned", alignment: .right, droppedAt: 3)) {
      $0.plannedMilliseconds.map(DataFormat.clock) ?? "–"
    },
    Column(column: TextTable.Column("Actual", alignment: .right)) {
      DataFormat.clock(milliseconds: $0.activeMilliseconds)
    },
    Column(column: TextTable.Column("Cycles", alignment: .right, droppedAt: 2), text: cycles),
    Column(column: TextTable.Column("Status", droppedAt: 5)) { statusText($0.status) },
  ]

  /// The table: one row per session, columns aligned by display width and, given a `width`,
  /// fitted to it.
  static func table(_ sessions: [SessionRecord], width: Int? = nil) -> String {
    TextTable(
      columns: columns.map(\.column),
      rows: sessions.map { session in columns.map { $0.text(session) } }, width: width
    ).text
  }

  /// What the session was, naming its kind once: `timer`, `box breathing`, `pomodoro focus`.
  static func sessionText(_ session: SessionRecord) -> String {
    let name = session.name.printable
    let kind = session.kind.rawValue
    return name == kind || name.isEmpty ? kind : name + " " + kind
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
