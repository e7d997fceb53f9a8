import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `cadence stats`: totals, streaks, a minutes-per-day chart and a calendar.
struct StatsCommand: Subcommand, Equatable {
  static let name = "stats"
  static let abstract = "Show totals, streaks, minutes per day and a calendar of practice."
  static let usage = ["stats [--days <n>] [--svg <file>]"]
  static let arguments: [OptionSpec] = []
  static let options = [
    OptionSpec(label: "--days <n>", help: "Chart and calendar over the last n days (default 30)."),
    OptionSpec(label: "--svg <file>", help: "Also write the chart as an SVG file (mode 0600)."),
  ]
  static let discussion = """
    Days are local days where each session was recorded; a streak counts consecutive days
    with practice up to today (or yesterday: today is not over). The 'dayStartsAt' setting
    moves the day boundary, for people who practise after midnight.

    EXIT STATUS: 0, or 1 if the data cannot be read or the SVG written, 64 for bad usage.
    """

  var days = 30
  var svg: String?

  init(days: Int = 30, svg: String? = nil) {
    self.days = days
    self.svg = svg
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("days"): days = try DataArguments.count(&arguments, "--days <n>")
      case .long("svg"): svg = try arguments.value(for: "--svg <file>")
      default: throw Self.unknown(token)
      }
    }
  }

  func run(in context: CommandContext) -> Int32 {
    context.withStore { store in
      let today = try store.practiceDay(of: context.wallClock())
      let stats = try store.stats(
        StatsQuery(range: DataArguments.range(days: days, endingOn: today), today: today))
      context.output.write(StatsReport(stats: stats, width: Self.width(in: context)).text)
      if let svg {
        let title = "Minutes per day, last \(DataFormat.count(days, "day"))"
        try PrivateFile.write(Data(MinutesChartSVG.render(stats.days, title: title).utf8), to: svg)
        context.output.write("\nChart written to '\(svg)'.\n")
      }
      return ExitStatus.success
    }
  }

  /// The width to draw in: `COLUMNS` if set, else the terminal's width, else 80.
  static func width(in context: CommandContext) -> Int {
    if let columns = context.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    guard context.outputIsTerminal else { return 80 }
    // Wraps `ioctl(2)` with `TIOCGWINSZ` on standard output.
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) { ioctl(1, UInt(TIOCGWINSZ), $0) }
    return result == 0 && window.ws_col > 0 ? Int(window.ws_col) : 80
  }
}
