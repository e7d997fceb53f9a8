import CadencePractice

/// `cadence man [COMMAND] | --list`: a manual page as roff, made from the commands' own
/// tables (``ManualPage``), in the language of the command line (`--lang`, the locale).
///
/// A command like `completions` rather than a build step of its own: `make install` writes
/// each page with the binary it installs (`cadence man timer > cadence-timer.1`), so the
/// pages are the installed binary's, and a person without the pages can still read one
/// (`cadence man timer | man -l -`).
struct ManualCommand: Subcommand, Equatable {
  enum Action: Equatable {
    /// cadence(1).
    case root
    /// The page of the command of this name.
    case command(String)
    /// The commands that have a page of their own, one a line.
    case list
  }

  /// The commands a page documents, in the order `cadence --help` lists them. This one's
  /// own name is not read from its spec, which is made from this list.
  static var names: [String] {
    CadenceCommandLine.commands.map {
      ObjectIdentifier($0) == ObjectIdentifier(Self.self) ? commandName : $0.name
    }
  }

  private static let commandName = "man"

  private enum Argument {
    static let command = ArgumentSpec(
      "<command>", help: "The command whose page to print; without one, cadence(1).",
      completion: .words(ManualCommand.names), optional: true)
  }

  private enum Option {
    static let list = OptionSpec(
      "list", help: "Print the commands that have a page of their own, one a line.")
  }

  static let spec = CommandSpec(
    name: commandName, abstract: "Print a manual page (roff), as make install installs it.",
    arguments: [Argument.command], options: [Option.list],
    // The command names the argument completes would make a usage line of 160 columns.
    usage: [[.text("[" + Argument.command.label + "]"), .remainingOptions]],
    discussion: """
      The pages are made from the same tables as help, parsing and the completions, in the
      language of --lang or the locale. make install writes cadence(1) and one page per
      command (cadence-timer(1), ...) under share/man/man1, and the Chinese ones under
      share/man/zh_CN/man1.

      EXAMPLES:
        cadence man timer | man -l -
        cadence --lang zh-Hans man > cadence.1
        cadence man --list
      """)

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    let name = parsed.value(Argument.command)
    if parsed.has(Option.list) {
      if name != nil { throw .conflictingOptions(Argument.command.label, Option.list.longName) }
      action = .list
      return
    }
    guard let name else {
      action = .root
      return
    }
    guard Self.names.contains(name) else {
      throw .unknownCommand(name, suggestion: closestMatch(to: name, in: Self.names))
    }
    action = .command(name)
  }

  func run(in context: CommandContext) -> ExitStatus {
    let commands = CadenceCommandLine.commands
    switch action {
    case .root:
      context.dataOutput.write(ManualPage.root(commands: commands, words: context.words))
    case .command(let name):
      guard let command = commands.first(where: { $0.name == name }) else {
        return ExitStatus.usage
      }
      context.dataOutput.write(ManualPage.command(command, words: context.words))
    case .list:
      context.output.write(Self.names.map { $0 + "\n" }.joined())
    }
    return ExitStatus.success
  }
}
