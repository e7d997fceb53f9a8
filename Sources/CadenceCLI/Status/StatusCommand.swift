import CadencePractice
import CadenceStore

/// `cadence status [--format T | --json]`: the practices running now, in any process, for a
/// tmux status line, a waybar or polybar module or a shell prompt.
///
/// Called every second by a status bar, so it reads the least it can: the database opened
/// read-only, no migration, no recovery, no write (``SQLiteSessionStore/runningPractices(in:)``),
/// and it computes each practice's time from the wall clock and what the practice's process
/// stored (see ``RunningPractice``). Nothing running: nothing printed, status 0.
struct StatusCommand: Subcommand, Equatable {
  private enum Option {
    static let format = OptionSpec(
      "format", value: "<template>",
      help: "One line per practice from this template (see FIELDS).")
    static let json = OptionSpec(
      "json", help: "One JSON object for waybar: text, tooltip and class.")
  }

  static let spec = CommandSpec(
    name: "status", abstract: "Show the practices running now, for status bars and prompts.",
    options: [Option.format, Option.json],
    exclusive: [[Option.format, Option.json]],
    discussion: """
      FIELDS: {kind} the practice, {label} its title, label or pattern, {remaining} the
      time left as its screen shows it (+01:23 past a timer's end, empty for a
      stopwatch), {elapsed} the time counted up, {time} the time left or, without an end,
      the time counted up, {phase} the breathing phase, {segment} the pomodoro segment,
      {paused} the word paused while paused, {icon} a symbol (⏸ while paused). {{ and }}
      are braces. An empty field takes one space with it.

      Each practice running now, in any terminal, is one line; a practice whose process
      died is never shown. Nothing running prints nothing. With --json the output is one
      object in waybar's format: text is the practices' lines joined by ' · ', tooltip
      one line each with every field, class 'cadence', each kind as its command names it
      and as history does where that differs (breathe and breathing, meditate and
      meditation), 'paused' when one is, and the pomodoro segment (focus, shortBreak,
      longBreak).

      tmux:   set -g status-right '#(cadence status)'  with  set -g status-interval 1
      waybar: "custom/cadence": {"exec": "cadence status --json", "return-type": "json",
              "interval": 1}

      EXIT STATUS: 0, also when nothing runs or there is no data yet (a database known
      to be damaged is said on standard error); 1 when the database cannot be read
      (damaged where status reads, or not a regular file); 64 for bad usage.
      """,
    examples: [
      "cadence status", "cadence status --format '{kind} {segment} {remaining}'",
      "cadence status --json",
    ])

  /// How the practices are written.
  enum Output: Equatable {
    case lines(StatusTemplate)
    case json
  }

  var output: Output

  init(output: Output = .lines(.standard)) {
    self.output = output
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    if parsed.has(Option.json) {
      output = .json
    } else if let text = parsed.value(Option.format) {
      output = .lines(try StatusTemplate(parsing: text, option: Option.format.label))
    } else {
      output = .lines(.standard)
    }
  }

  func run(in context: CommandContext) -> ExitStatus {
    let practices: [RunningPractice]
    do {
      practices = try SQLiteSessionStore.readRunningPractices(in: context.dataDirectory)
    } catch {
      context.errorOutput.write(
        RuntimeMessage.storeFailed(error, while: .status).line(in: context.words))
      return ExitStatus.failure
    }
    if SQLiteSessionStore.isMarkedDamaged(in: context.dataDirectory) {
      let path = context.dataDirectory.databasePath
      context.errorOutput.write(
        RuntimeMessage.damagedDatabaseRead(path: path).line(in: context.words))
    }
    guard !practices.isEmpty else { return ExitStatus.success }
    let now = context.wallClock()
    let lines = practices.map {
      StatusLine(practice: $0, now: now, words: context.words, charset: context.charset)
    }
    switch output {
    case .lines(let template):
      context.output.write(lines.map { $0.text(template) + "\n" }.joined())
    case .json:
      context.dataOutput.write(Self.waybar(lines) + "\n")
    }
    return ExitStatus.success
  }

  /// Every field of a practice, for the tooltip.
  static let tooltip = try! StatusTemplate(
    parsing: "{kind} {label} {segment} {phase} {time} {paused}", option: "tooltip")

  /// One object in waybar's custom module format.
  static func waybar(_ lines: [StatusLine]) -> String {
    let text = lines.map { $0.text(.standard) }.joined(separator: " · ")
    let tooltip = lines.map { $0.text(Self.tooltip) }.joined(separator: "\n")
    var classes: [String] = []
    for name in lines.flatMap(\.classes) where !classes.contains(name) { classes.append(name) }
    return "{\"text\":\(json(text)),\"tooltip\":\(json(tooltip)),\"class\":["
      + classes.map(json).joined(separator: ",") + "]}"
  }

  /// A JSON string: quotes, backslashes and control characters escaped.
  static func json(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
