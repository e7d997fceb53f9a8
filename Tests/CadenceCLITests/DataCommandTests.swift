import Cadence
import CadenceStore
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// history, stats, journal, export and import on the real store in a temporary directory.
@Suite struct DataCommandTests {
  let directory = TemporaryDirectory()
  /// 2026-11-29 12:00 UTC, a Sunday: "now" for every command here.
  static let noon =
    Double(LocalDay(year: 2026, month: 11, day: 29).daysSinceEpoch) * 86_400 + 43_200

  func run(_ arguments: [String], columns: Int = 60, minutesAfterNoon: Double = 0) -> (
    status: Int32, output: String, errors: String
  ) {
    let now = Date(timeIntervalSince1970: Self.noon + minutesAfterNoon * 60)
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "\(columns)"],
      wallClock: { now })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// Records a finished session that started `hoursAgo` before noon (UTC).
  func seed(
    hoursAgo: Double, _ session: NewSession, active: Duration, cycles: Int = 0,
    status: SessionStatus = .completed
  ) throws {
    let start = Date(timeIntervalSince1970: Self.noon - hoursAgo * 3600)
    let store = try SQLiteSessionStore.open(
      in: DataDirectory(path: directory.path), calendar: .utc, now: { start })
    let begun = try store.beginSession(session)
    _ = try store.finishSession(begun.id, status: status, active: active, cyclesCompleted: cycles)
  }

  func seedWeek() throws {
    try seed(
      hoursAgo: 1,
      NewSession(kind: .pomodoro, name: "pomodoro", label: "essay", planned: .seconds(1500)),
      active: .seconds(1500))
    try seed(
      hoursAgo: 2.5, NewSession(kind: .breathe, name: "4-7-8", cyclesPlanned: 8),
      active: .seconds(150), cycles: 3, status: .stoppedEarly)
    try seed(
      hoursAgo: 24, NewSession(kind: .timer, name: "timer", label: "茶 tea", planned: .seconds(300)),
      active: .seconds(4000), status: .interrupted)
    try seed(
      hoursAgo: 72, NewSession(kind: .pomodoro, name: "pomodoro", planned: .seconds(1500)),
      active: .seconds(600), status: .stoppedEarly)
  }

  // MARK: history

  /// A signal caught before a data command touches the store ends it with 128 + n (one
  /// during it ends the process at once: SignalEndToEndTests).
  @Test(arguments: [
    ["history"], ["stats"], ["journal"], ["export"], ["pattern", "list"], ["program", "list"],
  ])
  func aSignalCaughtBeforeADataCommandEndsIt(arguments: [String]) {
    let host = ScriptedHost(noTerminal: [])
    host.signalBeforeWork = 15
    let (context, output, errors) = CommandContext.testing(
      host: host, dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(arguments, in: context) == 143)
    #expect(host.interruptibleWorkCount == 1)
    #expect(output.text == "" && errors.text == "")
  }

  @Test func anEmptyHistorySaysSo() {
    #expect(run(["history"]) == (0, "No sessions yet.\n", ""))
    #expect(
      run(["history", "--kind", "focus", "--days", "1"]).output
        == "No focus sessions in the last 1 day.\n")
  }

  @Test func historyIsATableAlignedByDisplayWidthNewestFirst() throws {
    try seedWeek()
    let result = run(["history"], columns: 100)
    #expect(result.status == 0)
    #expect(
      result.output == """
        When              Session          Label   Planned   Actual  Cycles  Status
        2026-11-29 11:00  pomodoro focus   essay     25:00    25:00       –  completed
        2026-11-29 09:30  4-7-8 breathing                –    02:30     3/8  stopped early
        2026-11-28 12:00  timer            茶 tea    05:00  1:06:40       –  interrupted
        2026-11-26 12:00  pomodoro focus             25:00    10:00       –  stopped early

        """)
  }

  @Test func historyFiltersByDaysKindAndLimit() throws {
    try seedWeek()
    #expect(run(["history", "--days", "2"]).output.split(separator: "\n").count == 4)
    #expect(
      run(["history", "--days", "1", "--kind", "focus"]).output.split(separator: "\n").count == 2)
    let limited = run(["history", "--limit", "1"]).output.split(separator: "\n")
    #expect(limited.count == 2)
    #expect(limited.last?.hasPrefix("2026-11-29 11:00") == true)
  }

  @Test func aMeditationShowsInHistoryAndStatsUnderItsOwnKind() throws {
    try seedWeek()
    try seed(
      hoursAgo: 0.5,
      NewSession(kind: .meditate, name: "20m", planned: .seconds(1200), cyclesPlanned: 5),
      active: .seconds(1200), cycles: 5)
    #expect(
      run(["history", "--kind", "meditation"], columns: 100).output == """
        When              Session         Label  Planned  Actual  Cycles  Status
        2026-11-29 11:30  20m meditation           20:00   20:00     5/5  completed

        """)
    let stats = run(["stats", "--days", "1"], columns: 40).output
    #expect(stats.contains("  Time           48 min\n  Sessions       3\n"))
    // A sitting has no breathing pattern: it is counted, but not per pattern.
    #expect(stats.contains("\nSessions per pattern\n  4-7-8  1 session  3 min\n\n"))
  }

  /// Issue 10, item 11: a stopwatch run is recorded, and history and stats show it
  /// with no planned time and its laps.
  @Test func aStopwatchRunShowsInHistoryAndStatsWithNoPlannedTime() throws {
    try seedWeek()
    let started = Date(timeIntervalSince1970: Self.noon - 1800)
    let screen = ScriptedHost(script: [
      (.seconds(100), .type("l")), (.seconds(200), .type("l")), (.seconds(330), .type("q")),
    ])
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: screen, dataDirectory: directory.path, wallClock: { started })
    #expect(CadenceCommandLine.run(["stopwatch"], in: context) == 0)
    #expect(
      run(["history", "--kind", "stopwatch"]).output == """
        When              Session    Label  Actual  Status
        2026-11-29 11:30  stopwatch          05:30  completed

        """)
    let stats = run(["stats", "--days", "1"], columns: 40).output
    #expect(stats.contains("  Time           33 min\n  Sessions       3\n"))
    // Counted in the figures, but not a breathing pattern.
    #expect(!stats.contains("stopwatch"))
  }

  // MARK: stats

  @Test func statsShowFiguresAChartACalendarAndTallies() throws {
    try seedWeek()
    let result = run(["stats", "--days", "7"], columns: 40)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == Self.expectedStats)
  }

  static let expectedStats = """
    Last 7 days (2026-11-23 to 2026-11-29)
      Time           1 h 44 min
      Sessions       4
      Practice days  3 of 7
    All time
      Time            1 h 44 min
      Sessions        4
      Practice days   3
      Current streak  2 days
      Longest streak  2 days, ending
                      2026-11-29

    Minutes per day
    67 │                     ███
       │                     ███
       │                     ███
       │                     ███
       │                     ███ ▂▂▂
       │                     ███ ███
       │             ▂▂▂     ███ ███
     0 │             ███     ███ ███
       └───────────────────────────
         11-23                 11-29

    Calendar
         Nov
    Mon  ··
         ··
    Wed  ··
         ░░
    Fri  ··
         ██
    Sun  ▒▒
         · none  ░ up to 17 min  ▒ 33 min
         ▓ 50 min  █ 1 h 07 min

    Sessions per pattern
      4-7-8  1 session  3 min

    Focus time per label
      essay       1 session  25 min
      (no label)  1 session  10 min

    """

  @Test func statsWithoutSessionsSayHowToStart() {
    let result = run(["stats"], columns: 80)
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        "\nNo sessions yet. Start one with 'cadence timer 25m' or 'cadence pomodoro'.\n"))
    // Wrapped at 60 columns, as every line of stats fits its width (issue 24, item 12).
    #expect(
      run(["stats"]).output.hasSuffix(
        "\nNo sessions yet. Start one with 'cadence timer 25m' or\n'cadence pomodoro'.\n"))
  }

  @Test func statsWriteTheSVGPrivately() throws {
    try seedWeek()
    let file = directory.file("chart.svg")
    let result = run(["stats", "--svg", file])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("\nChart written to '\(file)'.\n"))
    #expect(TemporaryDirectory.mode(of: file) == 0o600)
    let svg = String(decoding: TemporaryDirectory.read(file), as: UTF8.self)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("<title>Minutes per day, last 30 days</title>"))
    #expect(svg.contains("<title>2026-11-29: 28 min</title>"))
  }

  // MARK: journal

  @Test func journalAddsAndListsNewestFirst() throws {
    #expect(
      run(["journal"]).output
        == "No journal notes yet. Add one with 'cadence journal add <text>'.\n")
    #expect(run(["journal", "add", "calm", "morning"]) == (0, "Added to the journal.\n", ""))
    // Control characters (a newline, an escape) are refused (SafeText), not stored; a note
    // stored before that rule shows them as spaces (ImportSafetyTests).
    #expect(run(["journal", "add", "line\none\u{1B}[31m"], minutesAfterNoon: 5).status == 64)
    #expect(run(["journal", "add", "line", "one"], minutesAfterNoon: 5).status == 0)
    let ids = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .journalEntries().map { ShortID($0.id).digits }
    // Each note's id first.
    #expect(
      run(["journal"]).output
        == "\(ids[0])  2026-11-29 12:05  line one\n\(ids[1])  2026-11-29 12:00  calm morning\n")
    #expect(run(["journal", "--limit", "1"]).output.split(separator: "\n").count == 1)
  }

  // MARK: export and import

  @Test func exportWritesJSONOrCSVToStandardOutputOrAPrivateFile() throws {
    try seedWeek()
    let json = run(["export"])
    #expect(json.status == 0)
    #expect(json.output.hasPrefix("{"))
    #expect(json.output.contains("\"cadence-export\""))
    let csv = run(["export", "--format", "csv"])
    #expect(csv.output.split(separator: "\r\n").count == 5)
    let file = directory.file("all.json")
    #expect(run(["export", "-o", file]) == (0, "Exported to '\(file)'.\n", ""))
    #expect(TemporaryDirectory.mode(of: file) == 0o600)
    #expect(TemporaryDirectory.read(file).count > 100)
  }

  @Test func importMergesAndTwiceIsOnce() throws {
    try seedWeek()
    let file = directory.file("all.json")
    #expect(run(["export", "-o", file]).status == 0)
    let other = TemporaryDirectory()
    let (context, output, _) = CommandContext.testing(dataDirectory: other.path)
    #expect(CadenceCommandLine.run(["import", file], in: context) == 0)
    #expect(
      output.text == """
        Imported '\(file)'.
                         added  skipped
          sessions           4        0
          journal notes      0        0
          programs           0        0
          patterns           0        0
          settings           0        0

        """)
    let again = StringOutput()
    var second = context
    second.output = again
    #expect(CadenceCommandLine.run(["import", file], in: second) == 0)
    #expect(again.text.hasPrefix("Nothing new in '\(file)': everything was already here.\n"))
    #expect(again.text.contains("  sessions           0        4\n"))
  }

  @Test func aMalformedImportIsRejectedWholeAndWritesNothing() throws {
    let file = directory.file("bad.json")
    TemporaryDirectory.write(Array(#"{"format":"cadence-export","version":1,"#.utf8), to: file)
    let result = run(["import", file])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("Error: Cannot import '\(file)': "))
    #expect(result.errors.hasSuffix("Nothing was imported.\n"))
    #expect(run(["history"]).output == "No sessions yet.\n")
  }

  @Test func aMissingImportFileIsNamed() {
    let result = run(["import", "/nonexistent/x.json"])
    #expect(
      result == (1, "", "Error: Cannot read '/nonexistent/x.json': No such file or directory.\n"))
  }

  // MARK: errors

  @Test(arguments: [["history"], ["stats"], ["journal"], ["export"], ["journal", "add", "x"]])
  func anUnwritableDataDirectoryIsAnError(arguments: [String]) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: "/proc/cadence")
    #expect(CadenceCommandLine.run(arguments, in: context) == 1)
    #expect(output.text.isEmpty)
    #expect(
      errors.text
        == "Error: Cannot write to the data directory '/proc/cadence': No such file or directory.\n"
    )
  }

  @Test func aFileThatIsNotADatabaseIsNamedAndLeftUntouched() {
    let path = directory.file("cadence.sqlite3")
    let bytes = Array("not a database, just notes\n".utf8)
    TemporaryDirectory.write(bytes, to: path)
    let result = run(["history"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "Error: '\(path)' is not a Cadence database (not an SQLite file); it was left untouched.\n"
    )
    #expect(TemporaryDirectory.read(path) == bytes)
  }

  @Test(arguments: [
    (
      ["history", "--days", "0"],
      "Error: Invalid value '0' for '--days <n>': not a whole number from 1 to 36500."
    ),
    (
      ["history", "--kind", "yoga"],
      "Error: Invalid value 'yoga' for '--kind <kind>': not a kind of session; expected "
        + "timer, stopwatch, pomodoro, breathe, meditate, focus, breathing or meditation."
    ),
    // Issue 42: the commands' names were refused, with no suggestion for a slip.
    (
      ["history", "--kind", "medtiate"],
      "Error: Invalid value 'medtiate' for '--kind <kind>': not a kind of session (did you mean "
        + "'meditate'?); expected timer, stopwatch, pomodoro, breathe, meditate, focus, breathing "
        + "or meditation."
    ),
    (["history", "--limt", "3"], "Error: Unknown option '--limt'. Did you mean '--limit'?"),
    (["stats", "--svg"], "Error: Missing value for '--svg <file>'."),
    (["stats", "extra"], "Error: Unexpected argument 'extra'."),
    (["journal", "add"], "Error: Missing expected argument '<text>'."),
    (["journal", "remove"], "Error: Missing expected argument '<id>'."),
    (
      ["export", "--format", "xml"],
      "Error: Invalid value 'xml' for '--format <format>': not a format; expected json or csv."
    ),
    (["import"], "Error: Missing expected argument '<file>'."),
    (["import", "a", "b"], "Error: Unexpected argument 'b'."),
  ])
  func usageErrorsExit64WithNothingOnStandardOutput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(message + "\n"))
    #expect(!TemporaryDirectory.exists(directory.file("cadence.sqlite3")))
  }

  @Test(arguments: [
    ("history", ["--days", "1", "--kind", "timer", "--limit", "2", "--ids", "--all"]),
    ("stats", ["--days", "3", "--svg", "x.svg"]),
    ("journal", ["--limit", "2"]),
    ("export", ["--format", "csv", "--output", "y"]),
    ("import", ["x.json", "--skip-invalid"]),
  ])
  func everyOptionInTheHelpIsAccepted(name: String, arguments: [String]) throws {
    let command = try #require(CadenceCommandLine.commands.first { $0.name == name })
    var lexer = ArgumentLexer(arguments)
    _ = try command.init(parsing: &lexer)
    let given = Set(arguments.filter { $0.hasPrefix("--") })
    #expect(Set(command.options.flatMap(\.longNames)) == given)
  }
}
