import CadencePractice
import CadenceWords

extension EnglishCatalogue: HelpWords {
  /// The spec's own words: English is the language the specs are written in.
  func help(_ topic: HelpTopic, english: String) -> String { english }

  var helpWidth: Int? { nil }

  func helpSection(_ section: HelpSection) -> String {
    switch section {
    case .overview: "OVERVIEW:"
    case .usage: "USAGE:"
    case .arguments: "ARGUMENTS:"
    case .options: "OPTIONS:"
    case .subcommands: "SUBCOMMANDS:"
    }
  }

  var rootOverview: String { "Timers, breathing and typing that keep exact time on a terminal." }
  var rootUsage: String { "cadence <subcommand> [options]" }
  var dataDirectoryHelp: String {
    "Where the data lives (default: $CADENCE_DATA_DIR, else\n$XDG_DATA_HOME/cadence, else ~/.local/share/cadence)."
  }
  var languageHelp: String {
    "en or zh-Hans (default: the language setting, else\nLC_ALL, LC_MESSAGES or LANG)."
  }
  var versionHelp: String { "Show the version." }
  var helpOptionHelp: String { "Show help information." }
  var dataDirectoryDescription: String { "Where the data lives." }
  var languageDescription: String { "The language of messages: en or zh-Hans." }
  var helpCommandDescription: String { "Show help for a command." }
  var otherOptions: String { "[options]" }
  var seeCommandHelp: String { "See 'cadence help <subcommand>' for detailed help." }
  var usageReminderHeader: String { "Usage:" }

  func seeMoreHelp(command: String?) -> String {
    "See '" + (command.map { "cadence help " + $0 } ?? "cadence --help")
      + "' for more information."
  }
}
