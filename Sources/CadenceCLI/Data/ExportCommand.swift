import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence export`: all data as JSON (or the sessions as CSV), to standard output or a
/// private file.
struct ExportCommand: Subcommand, Equatable {
  enum Format: String, Equatable {
    case json
    case csv
  }

  static let name = "export"
  static let abstract = "Write all your data as JSON, or your sessions as CSV."
  static let usage = ["export [--format json|csv] [-o <file>]"]
  static let arguments: [OptionSpec] = []
  static let options = [
    OptionSpec(label: "--format <format>", help: "json (everything, default) or csv (sessions)."),
    OptionSpec(label: "-o, --output <file>", help: "Write to a file readable only by you (0600)."),
  ]
  static let discussion = """
    The JSON holds sessions, journal notes, program progress, custom patterns and settings;
    'cadence import' reads it back, here or on another machine. Nothing is ever sent
    anywhere: the export goes where you put it.

    EXIT STATUS: 0, or 1 if the data cannot be read or the file written, 64 for bad usage.
    """

  var format = Format.json
  var output: String?

  init(format: Format = .json, output: String? = nil) {
    self.format = format
    self.output = output
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("format"):
        let text = try arguments.value(for: "--format <format>")
        guard let format = Format(rawValue: text) else {
          throw .invalidValue(
            text, for: "--format <format>", reason: "not a format", expected: "json or csv")
        }
        self.format = format
      case .short("o"), .long("output"):
        output = try arguments.value(for: "-o, --output <file>")
      default: throw Self.unknown(token)
      }
    }
  }

  func run(in context: CommandContext) -> Int32 {
    context.withStore(.export) { store in
      let data =
        switch format {
        case .json: try store.exportJSON()
        case .csv: Data(try store.exportSessionsCSV().utf8)
        }
      guard let output else {
        context.output.write(String(decoding: data, as: UTF8.self))
        return ExitStatus.success
      }
      try PrivateFile.write(data, to: output)
      context.output.write("Exported to '\(output)'.\n")
      return ExitStatus.success
    }
  }
}
