/// One `cadence` subcommand: parsed from the command line without effects, then run.
protocol Subcommand {
  /// The name typed after `cadence`.
  static var name: String { get }
  /// One line for `cadence help`.
  static var abstract: String { get }
  /// The usage lines, without the leading `cadence `.
  static var usage: [String] { get }
  /// Positional arguments, for help.
  static var arguments: [OptionSpec] { get }
  /// Options, for help and for "did you mean".
  static var options: [OptionSpec] { get }
  /// Extra help paragraphs (examples, exit status).
  static var discussion: String { get }

  /// Parses the rest of the command line. Pure.
  init(parsing arguments: inout ArgumentLexer) throws(UsageError)

  /// Runs the command; returns the process exit status.
  func run(in context: CommandContext) -> Int32
}

extension Subcommand {
  static var discussion: String { "" }

  /// Parses the rest of the command line and runs the command.
  static func parseAndRun(
    _ arguments: inout ArgumentLexer, in context: CommandContext
  ) throws(UsageError) -> Int32 {
    try Self(parsing: &arguments).run(in: context)
  }

  /// Parses `arguments` (for tests).
  init(parsing arguments: [String]) throws(UsageError) {
    var lexer = ArgumentLexer(arguments)
    try self.init(parsing: &lexer)
  }

  /// The error for an option this command does not know, with a suggestion.
  static func unknown(_ token: ArgumentLexer.Token) -> UsageError {
    switch token {
    case .long(let name):
      return .unknown(option: "--" + name, known: options.flatMap(\.longNames))
    case .short(let letter):
      return .unknownOption("-\(letter)", suggestion: nil)
    case .value(let value):
      return .unexpectedArgument(value)
    }
  }
}

/// An option or argument as help shows it.
struct OptionSpec {
  /// How it is written: `--until <time>`, `-h, --help`, `<duration>`.
  let label: String
  /// What it does, one line.
  let help: String

  /// The `--long` names in the label, for suggestions.
  var longNames: [String] {
    label.split(separator: " ").map { $0.trimmingCharacters(in: ",") }
      .filter { $0.hasPrefix("--") }
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(self.filter { $0 != set })
  }
}
