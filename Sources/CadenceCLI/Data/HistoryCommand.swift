import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence history`: past sessions as a table, newest first (`--ids` adds each one's id);
/// `cadence history remove ID` removes one.
struct HistoryCommand: Subcommand, Equatable {
  private enum Argument {
    static let id = ArgumentSpec("<id>", help: "A session's id, as shown by 'history --ids'.")
  }

  private enum Word {
    static let remove = SubcommandSpec(
      "remove", arguments: [Argument.id], help: "Remove a session (its notes stay).")
  }

  private enum Option {
    static let days = OptionSpec("days", value: "<n>", help: "Only the last n days (today is one).")
    static var kind: OptionSpec {
      OptionSpec(
        "kind", value: "<kind>",
        help: "Only one practice's sessions (history's name for them is taken too).",
        completion: .words(PracticeRegistry.current.practices.map(\.command)))
    }
    static let limit = OptionSpec("limit", value: "<n>", help: "At most n sessions, the newest.")
    static let ids = OptionSpec("ids", help: "Show each session's id, for 'remove'.")
    static let all = OptionSpec(
      "all", help: "Also list sessions shorter than 5 seconds (a restart, a stop at once).")
  }

  static var spec: CommandSpec {
    CommandSpec(
      name: "history", abstract: "List past sessions, newest first, or remove one.",
      options: [Option.days, Option.kind, Option.limit, Option.ids, Option.all],
      subcommands: [Word.remove],
      discussion: """
        Times are local where each session was recorded; planned and actual are active time
        (pauses excluded). A session whose process died is shown as interrupted, with the
        time it had reached. A stopwatch's laps are in the cycles column.

        Sessions shorter than 5 seconds (a restart's first run, a practice stopped at once)
        are not listed, as they count nowhere in 'cadence stats'; a line says how many were
        left out, and --all lists them.

        A removed session leaves the history and the stats; notes about it stay in the journal,
        and program progress it earned is kept. It does not come back when an older export is
        imported. A session still running cannot be removed. An id may be given by its first
        4 digits or more, as long as no other session's id starts with them.

        EXIT STATUS: 0, or 1 if the data cannot be read, 64 for bad usage.
        """,
      examples: [
        "cadence history --days 7", "cadence history --kind breathing --limit 20 --ids",
        "cadence history remove 3f2a9c1e",
      ])
  }

  var days: Int?
  var kind: PracticeKind?
  var limit: Int?
  /// `--ids`: an id column first.
  var showsIDs = false
  /// `--all`: sessions shorter than ``shortestListed`` too.
  var showsAll = false
  /// `remove ID`: the session to remove instead of listing.
  var removing: ShortID?

  /// The least active time a session needs to be listed without `--all`: the stats'
  /// threshold, so the history lists what the stats count.
  static let shortestListed = StatsQuery.defaultShortestCounted

  init(
    days: Int? = nil, kind: PracticeKind? = nil, limit: Int? = nil, showsIDs: Bool = false,
    showsAll: Bool = false, removing: ShortID? = nil
  ) {
    self.days = days
    self.kind = kind
    self.limit = limit
    self.showsIDs = showsIDs
    self.showsAll = showsAll
    self.removing = removing
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    if parsed.subcommand == Word.remove {
      removing = try parsed.required(
        Argument.id, as: DataArguments.recordID(shownBy: "cadence history --ids"))
      return
    }
    days = try parsed.value(Option.days, as: DataArguments.count())
    kind = try parsed.value(Option.kind, as: DataArguments.kind)
    limit = try parsed.value(Option.limit, as: DataArguments.count(maximum: .max))
    showsIDs = parsed.has(Option.ids)
    showsAll = parsed.has(Option.all)
  }

  func run(in context: CommandContext) -> ExitStatus {
    if let removing { return remove(removing, in: context) }
    return context.withStore(.showHistory) { store in
      var query = SessionQuery(kind: kind, limit: limit)
      if let days {
        let today = try store.practiceDay(of: context.wallClock())
        query.days = DataArguments.range(days: days, endingOn: today)
      }
      if !showsAll { query.activeTime = .atLeast(Self.shortestListed) }
      let sessions = try store.sessions(query)
      let hidden = showsAll ? 0 : try hiddenCount(query, listed: sessions, in: store)
      let width = TerminalWidth.limit(
        environment: context.environment, outputIsTerminal: context.outputIsTerminal)
      let idLength = showsIDs ? try store.shortIDLength(of: .session) : nil
      let words = context.words
      var text =
        sessions.isEmpty
        ? hidden > 0 ? "" : words.noSessions(kind: kind, days: days) + "\n"
        : Self.table(sessions, width: width, idLength: idLength, words: words)
      if hidden > 0 {
        let line = words.shortSessionsHidden(hidden, shorterThan: Self.shortestListed)
        text += (width.map { WrappedLines.of(line, width: $0) } ?? [line]).map { $0 + "\n" }
          .joined()
      }
      context.output.write(text)
      return ExitStatus.success
    }
  }

  /// How many sessions `query` left out for being short: among the same filters, those
  /// no older than the oldest listed when `--limit` cut the list (the ones between the rows
  /// shown), else all of them.
  private func hiddenCount(
    _ query: SessionQuery, listed: [SessionRecord], in store: SQLiteSessionStore
  ) throws -> Int {
    var short = query
    short.limit = nil
    short.activeTime = .shorterThan(Self.shortestListed)
    if let limit, listed.count == limit, let oldest = listed.last {
      let oldestStart = Date(
        timeIntervalSince1970: Double(oldest.startedAt.millisecondsSinceEpoch) / 1000)
      short.since = max(short.since ?? .distantPast, oldestStart)
    }
    return try store.sessionCount(short)
  }

  /// Removes the session and says which it was: `Removed session 3f2a9c1e (timer 25:00,
  /// 2026-11-30 09:00).`, and that its notes stay.
  private func remove(_ id: ShortID, in context: CommandContext) -> ExitStatus {
    context.withStore(.removeSession) { store in
      let length = try store.shortIDLength(of: .session)
      let removed = try store.removeSession(matching: id)
      let session = removed.record
      let line = context.words.removedSession(
        id: ShortID(session.id, length: length).description, name: session.name.printable,
        kind: session.kind, time: DataFormat.clock(milliseconds: session.activeMilliseconds),
        when: session.startedAt, notesKept: removed.detachedNotes)
      context.output.write(line + "\n")
      return ExitStatus.success
    }
  }

  /// One column of the table: its heading, how it gives way on a narrow terminal, and its
  /// text for a session. Another column is one more entry here.
  struct Column: Sendable {
    let column: TextTable.Column
    let text: @Sendable (SessionRecord) -> String
  }

  /// The columns, left to right, headed in `words`. On a narrow terminal a long label is
  /// shortened first, then the cycles, planned time, label and status are left out, and the
  /// session is shortened last: when, what and for how long always show.
  ///
  /// With `weekday` false, the date leaves out what only Chinese writes beside it (周日):
  /// the form a table takes when, its other columns given way, it is still too wide.
  static func columns(_ words: any Catalogue, weekday: Bool = true) -> [Column] {
    let heading = words.historyHeading
    return [
      Column(column: TextTable.Column(heading(.when))) {
        weekday ? words.dateTime($0.startedAt) : Self.dayAndTime($0.startedAt, words: words)
      },
      Column(column: TextTable.Column(heading(.session), shortenedAt: 6, toAtLeast: 8)) {
        let text = words.sessionText(name: $0.name.printable, kind: $0.kind)
        // A retention session's holds follow its name: `holds 1:23.4, 1:41.0`.
        guard !$0.holds.isEmpty else { return text }
        return text + " · " + words.holdsText($0.holds.map(HoldText.tenths))
      },
      Column(
        column: TextTable.Column(heading(.label), shortenedAt: 1, toAtLeast: 8, droppedAt: 4)
      ) {
        $0.label?.printable ?? ""
      },
      Column(column: TextTable.Column(heading(.planned), alignment: .right, droppedAt: 3)) {
        $0.plannedMilliseconds.map(DataFormat.clock) ?? "–"
      },
      Column(column: TextTable.Column(heading(.actual), alignment: .right)) {
        DataFormat.clock(milliseconds: $0.activeMilliseconds)
      },
      Column(column: TextTable.Column(heading(.cycles), alignment: .right, droppedAt: 2)) {
        cycles($0, words: words)
      },
      Column(column: TextTable.Column(heading(.status), droppedAt: 5)) {
        words.sessionStatus($0.status)
      },
    ]
  }

  /// `2026年11月29日 11:00`: the date as ``DateWords/dateTime(_:)`` writes it, without the
  /// weekday.
  private static func dayAndTime(_ timestamp: Timestamp, words: any Catalogue) -> String {
    let local = timestamp.localTime
    let time =
      EnglishCatalogue.twoDigits(local.hour) + ":" + EnglishCatalogue.twoDigits(local.minute)
    return words.day(local.day) + " " + time
  }

  /// The table: one row per session, columns aligned by display width and, given a `width`,
  /// fitted to it; with `idLength`, each session's id (that many digits) first.
  static func table(
    _ sessions: [SessionRecord], width: Int? = nil, idLength: Int? = nil,
    words: any Catalogue = EnglishCatalogue()
  ) -> String {
    let id = idLength.map { length in
      Column(column: TextTable.Column(words.historyHeading(.id))) {
        ShortID($0.id, length: length).digits
      }
    }
    let table = { (weekday: Bool, width: Int?) in
      let columns = (id.map { [$0] } ?? []) + Self.columns(words, weekday: weekday)
      return TextTable(
        columns: columns.map(\.column),
        rows: sessions.map { session in columns.map { $0.text(session) } }, width: width
      ).text
    }
    let whole = table(true, width)
    guard let width, whole.split(separator: "\n").contains(where: { DisplayWidth.of($0) > width })
    else { return whole }
    return table(false, width)
  }

  /// `3/8` cycles of a breathing session or bells of a sitting, `3 laps` of a stopwatch
  /// (its laps are recorded as cycles, and are no cycles), `–` for none.
  private static func cycles(_ session: SessionRecord, words: any Catalogue) -> String {
    if let planned = session.cyclesPlanned { return "\(session.cyclesCompleted)/\(planned)" }
    guard session.cyclesCompleted > 0 else { return "–" }
    if session.kind == .stopwatch { return words.laps(session.cyclesCompleted) }
    return "\(session.cyclesCompleted)"
  }
}
