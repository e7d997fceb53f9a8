import CadencePractice
import CadenceStore

/// `cadence completions bash|zsh|fish`: a completion script for the shell, made from every
/// command's ``CommandSpec``, so it never falls behind the parser.
///
/// `cadence completions --list patterns` (hidden) prints the user's saved pattern names, one
/// a line, for the scripts to offer next to the built-in ones.
struct CompletionsCommand: Subcommand, Equatable {
  enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
  }

  /// What `--list` prints.
  enum Listing: String, CaseIterable, Sendable {
    /// The user's saved pattern names.
    case patterns
  }

  enum Action: Equatable {
    case script(Shell)
    case list(Listing)
  }

  private enum Argument {
    static let shell = ArgumentSpec(
      "<shell>", help: "bash, zsh or fish.",
      completion: .words(Shell.allCases.map(\.rawValue)))
  }

  private enum Option {
    static let list = OptionSpec(
      "list", value: "<names>", help: "Print the saved pattern names, one a line.",
      completion: .words(Listing.allCases.map(\.rawValue)), hidden: true)
  }

  static let spec = CommandSpec(
    name: "completions", abstract: "Print a shell completion script (bash, zsh or fish).",
    arguments: [Argument.shell], options: [Option.list],
    discussion: """
      EXAMPLES:
        cadence completions bash > ~/.local/share/bash-completion/completions/cadence
        cadence completions zsh > "${fpath[1]}/_cadence"
        cadence completions fish > ~/.config/fish/completions/cadence.fish

      The scripts complete commands, subcommand words, options, file names, pattern
      names (the built-in ones and those you saved), program ids, setting keys, and the
      values of the settings that have few (on or off, pattern names). What zsh and fish
      show beside them is in the language the script was made in (--lang).
      """)

  var action: Action

  init(shell: Shell) {
    self.action = .script(shell)
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    let listing = ValueParser<Listing>.oneOf(.list, accepted: ["patterns"])
    if let listing = try parsed.value(Option.list, as: listing) {
      if parsed.value(Argument.shell) != nil {
        throw .conflictingOptions(Argument.shell.label, Option.list.longName)
      }
      action = .list(listing)
      return
    }
    let shell = ValueParser<Shell>.oneOf(.shell, accepted: ["bash", "zsh", "fish"])
    action = .script(try parsed.required(Argument.shell, as: shell))
  }

  func run(in context: CommandContext) -> ExitStatus {
    switch action {
    case .script(let shell):
      let commands = CadenceCommandLine.commands.map { $0.spec }
      context.output.write(
        CompletionScript.script(for: shell, commands: commands, words: context.words))
    case .list(let listing):
      context.output.write(Self.names(listing, in: context).map { $0 + "\n" }.joined())
    }
    return ExitStatus.success
  }

  /// What `--list` prints, one name a line: a name that would break a line (or a shell's
  /// word list) is left out.
  private static func names(_ listing: Listing, in context: CommandContext) -> [String] {
    let names: [String]
    switch listing {
    case .patterns: names = SQLiteSessionStore.savedPatternNames(in: context.dataDirectory)
    }
    return names.filter { name in !name.contains { $0.isWhitespace || $0.isNewline } }
  }
}
