import CadencePractice

/// One `cadence` subcommand: declared by a ``CommandSpec``, parsed from the command line
/// without effects, then run.
///
/// `init(parsing:)` reads the table's parse (`try Self.spec.parse(&arguments)`) and turns
/// the values into the command's typed fields; it never spells an option's name again.
protocol Subcommand {
  /// The command's name, arguments, subcommand words and options: usage, help, parsing
  /// and completions all come from it.
  static var spec: CommandSpec { get }

  /// Parses the rest of the command line. Pure.
  init(parsing arguments: inout ArgumentLexer) throws(UsageError)

  /// Runs the command; returns the process exit status.
  func run(in context: CommandContext) -> ExitStatus
}

extension Subcommand {
  /// The name typed after `cadence`.
  static var name: String { spec.name }
  /// One line for `cadence help`.
  static var abstract: String { spec.abstract }
  /// The options help lists.
  static var options: [OptionSpec] { spec.visibleOptions }

  /// Parses the rest of the command line and runs the command.
  static func parseAndRun(
    _ arguments: inout ArgumentLexer, in context: CommandContext
  ) throws(UsageError) -> ExitStatus {
    try Self(parsing: &arguments).run(in: context)
  }

  /// Parses `arguments` (for tests).
  init(parsing arguments: [String]) throws(UsageError) {
    var lexer = ArgumentLexer(arguments)
    try self.init(parsing: &lexer)
  }
}
