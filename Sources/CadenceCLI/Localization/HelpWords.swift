import CadencePractice
import CadenceWords

/// What a command's help says: its sections' headers and the texts of its ``CommandSpec``.
///
/// The English of each text is written once, in the command's spec, next to the option it
/// describes, so the parser, usage and completions cannot drift from it. Another language
/// gives every text its own words, looked up by ``HelpTopic``; `HelpTranslationTests` walks
/// every spec and fails on a text a language does not have.
protocol HelpWords {
  /// The language: the practices' own summaries (their registry entries') are in it.
  var language: Language { get }
  /// The text of `topic` in this language; `english` is the spec's own text.
  func help(_ topic: HelpTopic, english: String) -> String
  /// The columns help is laid out in: `nil` keeps the spec's lines as written (English);
  /// otherwise every paragraph is wrapped to that many columns by display width.
  var helpWidth: Int? { get }
  /// A section's header, with its colon: "OVERVIEW:".
  func helpSection(_ section: HelpSection) -> String
  /// What `cadence` alone does, first on `cadence --help`.
  var rootOverview: String { get }
  /// The usage of `cadence` itself: "cadence <subcommand> [options]".
  var rootUsage: String { get }
  /// `--data-dir`'s help on `cadence --help` (a `\n` starts an indented line).
  var dataDirectoryHelp: String { get }
  /// `--lang`'s help on `cadence --help`.
  var languageHelp: String { get }
  /// `--version`'s help.
  var versionHelp: String { get }
  /// `-h, --help`'s help.
  var helpOptionHelp: String { get }
  /// `--data-dir` beside it in a shell's completions, one short line.
  var dataDirectoryDescription: String { get }
  /// `--lang` beside it in a shell's completions, one short line.
  var languageDescription: String { get }
  /// `help` beside it in a shell's completions: the word before a command's name.
  var helpCommandDescription: String { get }
  /// `[options]` in a usage line.
  var otherOptions: String { get }
  /// The last line of `cadence --help`.
  var seeCommandHelp: String { get }
  /// What follows a usage error: "Usage:", before the usage lines.
  var usageReminderHeader: String { get }
  /// "See 'cadence help timer' for more information."; `command` is `nil` for `cadence`.
  func seeMoreHelp(command: String?) -> String
}

/// One text of a command's help.
struct HelpTopic: Hashable, Sendable {
  /// The command's name.
  let command: String
  let item: Item

  enum Item: Hashable, Sendable {
    /// The one line for `cadence help`.
    case abstract
    /// The paragraphs after the sections.
    case discussion
    /// A positional argument, by its label: `<duration>`.
    case argument(String)
    /// An option, by its long name without dashes: `until`.
    case option(String)
    /// A subcommand word: `start`.
    case subcommand(String)
    /// A setting of `cadence config`, by its key: `timer.bell`.
    case setting(String)
  }

  init(_ command: String, _ item: Item) {
    self.command = command
    self.item = item
  }
}

/// A section of a help page.
enum HelpSection: CaseIterable, Sendable {
  case overview
  case usage
  case arguments
  case options
  case subcommands
}
