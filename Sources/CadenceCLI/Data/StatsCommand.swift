import CadencePractice
import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence stats`: totals, streaks, a minutes-per-day chart and a calendar.
struct StatsCommand: Subcommand, Equatable {
  private enum Option {
    static let days = OptionSpec(
      "days", value: "<n>", help: "Chart and calendar over the last n days (default 30).")
    static let svg = OptionSpec(
      "svg", value: "<file>",
      help:
        "Also write the chart as an SVG file (mode 0600); '-' writes it alone to standard output.",
      completion: .file)
  }

  static let spec = CommandSpec(
    name: "stats", abstract: "Show totals, streaks, minutes per day and a calendar of practice.",
    options: [Option.days, Option.svg],
    discussion: """
      Days are local days where each session was recorded; a streak counts consecutive days
      with practice up to today (or yesterday: today is not over). The day-starts-at setting
      moves the day boundary, for people who practise after midnight: 'cadence config set
      day-starts-at 04:00'.
      Sessions shorter than 5 seconds count nowhere here (they stay in 'cadence history');
      'Sessions per pattern' counts breathing sessions.

      EXIT STATUS: 0, or 1 if the data cannot be read or the SVG written (then nothing is
      printed), 64 for bad usage.
      """,
    examples: ["cadence stats", "cadence stats --days 30 --svg minutes.svg"])

  var days = 30
  var svg: String?

  init(days: Int = 30, svg: String? = nil) {
    self.days = days
    self.svg = svg
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    days = try parsed.value(Option.days, as: DataArguments.count(defaultValue: days)) ?? days
    svg = parsed.value(Option.svg)
  }

  func run(in context: CommandContext) -> ExitStatus {
    if let svg, svg != "-", let problem = context.outputProblem(svg, option: "--svg") {
      return context.refuse(problem)
    }
    return context.withStore(.showStats) { store in
      let width = TerminalWidth.forOutput(
        environment: context.environment, outputIsTerminal: context.outputIsTerminal)
      let today = try store.practiceDay(of: context.wallClock())
      let stats = try store.stats(
        StatsQuery(range: DataArguments.range(days: days, endingOn: today), today: today))
      let words = context.words
      let chart = MinutesChartSVG.render(
        stats.days, title: words.svgTitle(days: days), words: words)
      // `--svg -`: the SVG alone on standard output, where a report would spoil the file.
      if svg == "-" {
        context.dataOutput.write(chart)
        return ExitStatus.success
      }
      // The file first: a path that cannot be written fails the command before any report.
      if let svg { try PrivateFile.save(Data(chart.utf8), to: svg) }
      var report = StatsReport(stats: stats, width: width, words: words)
      report.holds = try store.allHolds()
      report.moods = try store.moodChanges()
      context.output.write(report.text)
      if let svg {
        context.output.write("\n" + words.chartWritten(to: SafeText.escaped(svg)) + "\n")
      }
      return ExitStatus.success
    }
  }
}
