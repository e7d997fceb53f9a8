import CadencePractice
import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence export`: all data as JSON (or the sessions as CSV), to standard output or a
/// private file.
struct ExportCommand: Subcommand, Equatable {
  enum Format: String, CaseIterable, Equatable, Sendable {
    case json
    case csv
  }

  private enum Option {
    static let format = OptionSpec(
      "format", value: "<format>", help: "json (everything, default) or csv (sessions).",
      completion: .words(Format.allCases.map(\.rawValue)))
    static let output = OptionSpec(
      "output", short: "o", value: "<file>",
      help: "Write to a file readable only by you (0600); '-' is standard output.",
      completion: .file)
  }

  static let spec = CommandSpec(
    name: "export", abstract: "Write all your data as JSON, or your sessions as CSV.",
    options: [Option.format, Option.output],
    discussion: """
      The JSON holds sessions, journal notes, program progress, custom patterns and settings;
      'cadence import' reads it back, here or on another machine. Nothing is ever sent
      anywhere: the export goes where you put it.

      EXIT STATUS: 0, or 1 if the data cannot be read or the file written, 64 for bad usage.
      """,
    examples: ["cadence export -o cadence.json", "cadence export --format csv -o sessions.csv"])

  var format = Format.json
  var output: String?

  init(format: Format = .json, output: String? = nil) {
    self.format = format
    self.output = output
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    let format = ValueParser<Format>.oneOf(.format, accepted: ["json", "csv"])
    self.format = try parsed.value(Option.format, as: format) ?? self.format
    output = parsed.value(Option.output)
  }

  func run(in context: CommandContext) -> ExitStatus {
    if let output, output != "-", let problem = context.outputProblem(output, option: "--output") {
      return context.refuse(problem)
    }
    return context.withStore(.export) { store in
      let data =
        switch format {
        case .json: try store.exportJSON()
        case .csv: Data(try store.exportSessionsCSV().utf8)
        }
      guard let output, output != "-" else {
        context.dataOutput.write(String(decoding: data, as: UTF8.self))
        return ExitStatus.success
      }
      try PrivateFile.save(data, to: output)
      context.output.write(context.words.exported(to: SafeText.escaped(output)) + "\n")
      return ExitStatus.success
    }
  }
}
