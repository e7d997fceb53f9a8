import CadencePractice

/// One command's command line, declared once: its name, arguments, subcommand words and
/// options. Usage lines, the help screen, parsing (``parse(_:)``), "did you mean" and the
/// shell completion scripts are all made from it, so none of them can drift from the others.
///
/// A command without subcommand words takes ``arguments`` and ``options``. A command with
/// them (`program start <id>`) declares each in ``subcommands`` with its own arguments and
/// options; its ``arguments`` and ``options`` are then the form without a word (`journal
/// [--limit <n>]`), unless a word is the default (`program` alone is `program list`) or
/// one is required (then the command alone is a usage error).
struct CommandSpec: Sendable {
  /// The name typed after `cadence`.
  let name: String
  /// One line for `cadence help`.
  let abstract: String
  /// The positional arguments of the form without a subcommand word.
  let arguments: [ArgumentSpec]
  /// The options of the form without a subcommand word.
  let options: [OptionSpec]
  /// The subcommand words, in the order help and completions show them.
  let subcommands: [SubcommandSpec]
  /// What a missing subcommand word means.
  let withoutSubcommand: WithoutSubcommand
  /// Options of which at most one may be given; each group in the order errors name them.
  let exclusive: [[OptionSpec]]
  /// Usage lines written out where the generated ones would say less (`timer --until`);
  /// `nil` for the generated ones.
  let customUsage: [[UsageItem]]?
  /// Extra help paragraphs (keys, examples, exit status).
  let discussion: String
  /// Command lines a manual page shows as examples, after any the discussion has
  /// (`cadence timer 25m`); each one parses (`ManualPageTests`).
  let examples: [String]

  /// What `cadence NAME` means with no subcommand word.
  enum WithoutSubcommand: Hashable, Sendable {
    /// The command's own ``arguments`` and ``options`` (also for commands without words).
    case ownForm
    /// The named word, as if typed (`program` is `program list`).
    case defaultsTo(String)
    /// A usage error: one of the words must be given.
    case required
  }

  init(
    name: String, abstract: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    subcommands: [SubcommandSpec] = [], withoutSubcommand: WithoutSubcommand = .ownForm,
    exclusive: [[OptionSpec]] = [], usage: [[UsageItem]]? = nil, discussion: String = "",
    examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.withoutSubcommand = withoutSubcommand
    self.exclusive = exclusive
    self.customUsage = usage
    self.discussion = discussion
    self.examples = examples
  }

  /// Every option the command takes, each once, in the order help lists them: the own
  /// form's first, then each subcommand's new ones.
  var allOptions: [OptionSpec] {
    var seen = Set<String>()
    return (options + subcommands.flatMap(\.options)).filter { seen.insert($0.name).inserted }
  }

  /// The options help, usage and completions show (all but hidden ones).
  var visibleOptions: [OptionSpec] { allOptions.filter { !$0.isHidden } }

  /// Every positional argument, each label once, in the order help lists them.
  var allArguments: [ArgumentSpec] {
    var seen = Set<String>()
    return (arguments + subcommands.flatMap(\.arguments)).filter { seen.insert($0.label).inserted }
  }

  /// Whether the form without a subcommand word exists (and so has its own usage line).
  var hasOwnForm: Bool { subcommands.isEmpty || withoutSubcommand == .ownForm }

  /// The subcommand word `word`, if it is one.
  func subcommand(named word: String) -> SubcommandSpec? {
    subcommands.first { $0.name == word }
  }

  /// The option written `--name`.
  func option(long name: String) -> OptionSpec? {
    allOptions.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The option written `-c`.
  func option(short letter: Character) -> OptionSpec? {
    allOptions.first { $0.short == letter }
  }
}

/// One option, declared once.
struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes: `until` for `--until`.
  let name: String
  /// The short name, if any: `f` for `-f`.
  let short: Character?
  /// The value's placeholder (`<time>`), or `nil` for a flag.
  let value: String?
  /// What it does, one line.
  let help: String
  /// How a shell completes its value.
  let completion: CompletionKind
  /// Parsed, but left out of help, usage and completions (a plumbing option).
  let isHidden: Bool
  /// Other long names it answers to, without dashes: a word an earlier version used
  /// (`--title` for `--label`), so scripts keep working while help names one word.
  let aliases: [String]

  init(
    _ name: String, short: Character? = nil, value: String? = nil, help: String,
    completion: CompletionKind = .none, hidden: Bool = false, aliases: [String] = []
  ) {
    self.aliases = aliases
    self.name = name
    self.short = short
    self.value = value
    self.help = help
    self.completion = completion
    self.isHidden = hidden
  }

  /// `--until`.
  var longName: String { "--" + name }
  /// `-f`, if it has a short name.
  var shortName: String? { short.map { "-\($0)" } }
  /// Whether it takes a value.
  var takesValue: Bool { value != nil }
  /// How errors about its value name it: `--until <time>`.
  var valueLabel: String { value.map { longName + " " + $0 } ?? longName }
  /// How help lists it: `-f, --file <file>`.
  var label: String { (shortName.map { $0 + ", " } ?? "") + valueLabel }
  /// The `--long` names, for suggestions.
  var longNames: [String] { [longName] }

  /// How a usage line shows it, without brackets: the short name when it has one, and
  /// fixed values spelled out (`-o <file>`, `--format json|csv`).
  var usage: String {
    let written = shortName ?? longName
    guard let value else { return written }
    if case .words(let words) = completion { return written + " " + words.joined(separator: "|") }
    return written + " " + value
  }
}

/// A positional argument.
struct ArgumentSpec: Hashable, Sendable {
  /// How help, usage and errors name it: `<duration>`.
  let label: String
  /// What it is, one line.
  let help: String
  /// How a shell completes it.
  let completion: CompletionKind
  /// It may be left out (shown in brackets in usage).
  let isOptional: Bool
  /// It takes every remaining word (`in 4 out 6`, a note's text).
  let isRepeating: Bool

  init(
    _ label: String, help: String, completion: CompletionKind = .none, optional: Bool = false,
    repeating: Bool = false
  ) {
    self.label = label
    self.help = help
    self.completion = completion
    self.isOptional = optional
    self.isRepeating = repeating
  }

  /// The same argument, optional in this form (`continue [<id>]`).
  var optional: ArgumentSpec {
    ArgumentSpec(
      label, help: help, completion: completion, optional: true, repeating: isRepeating)
  }

  /// The same argument, completed another way in this form (`pattern remove` offers only
  /// the saved names).
  func completing(_ completion: CompletionKind) -> ArgumentSpec {
    ArgumentSpec(
      label, help: help, completion: completion, optional: isOptional, repeating: isRepeating)
  }

  /// How a usage line shows it: `<duration>`, `[<pattern>]`, `<bash|zsh|fish>`.
  var usage: String {
    var text = label
    if case .words(let words) = completion { text = "<" + words.joined(separator: "|") + ">" }
    return isOptional ? "[" + text + "]" : text
  }
}

/// A subcommand word (`program start`) with what follows it.
struct SubcommandSpec: Hashable, Sendable {
  /// The word.
  let name: String
  /// Its positional arguments.
  let arguments: [ArgumentSpec]
  /// The options it takes; any other of the command's options is a usage error with it.
  let options: [OptionSpec]
  /// What it does, for help's SUBCOMMANDS section (a `\n` starts an indented line).
  let help: String

  init(
    _ name: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], help: String
  ) {
    self.name = name
    self.arguments = arguments
    self.options = options
    self.help = help
  }

  /// How help's SUBCOMMANDS section names it: `continue [<id>]`.
  var label: String { ([name] + arguments.map(\.usage)).joined(separator: " ") }
}

/// What a shell offers for a value.
enum CompletionKind: Hashable, Sendable {
  /// Free text: nothing.
  case none
  /// A file name.
  case file
  /// One of these words.
  case words([String])
  /// A breathing pattern: the built-in ids and the user's saved names.
  case patterns
  /// Only the user's saved pattern names (what `pattern remove` takes).
  case savedPatterns
  /// A breathing program's id.
  case programs
  /// A setting's key (``Settings/all``).
  case settingKeys
  /// The value of the setting named by the argument before it, as that setting completes.
  case settingValue
}

/// A piece of a written-out usage line (``CommandSpec/customUsage``).
indirect enum UsageItem: Sendable {
  /// The argument as ``ArgumentSpec/usage`` shows it.
  case argument(ArgumentSpec)
  /// A required option: `--until <time>`.
  case option(OptionSpec)
  /// Text as written: `-`, `...`.
  case text(String)
  /// Alternatives, `a | b`; in brackets when `optional`.
  case choice([[UsageItem]], optional: Bool)
  /// `[options]`: the form's options, without naming them.
  case otherOptions
  /// Each of the form's options not named in any usage line of the command, in brackets.
  case remainingOptions
}
