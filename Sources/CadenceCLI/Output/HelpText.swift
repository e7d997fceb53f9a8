/// Help screens, laid out like ArgumentParser's: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
enum HelpText {
  static let version = "0.1.0"

  /// `cadence --help`.
  static func root(commands: [any Subcommand.Type]) -> String {
    var text = """
      OVERVIEW: Timers, breathing and typing that keep exact time on a terminal.

      USAGE: cadence <subcommand> [options]

      OPTIONS:
        --data-dir <path>       Where the data lives (default: $CADENCE_DATA_DIR, else
                                $XDG_DATA_HOME/cadence, else ~/.local/share/cadence).
        --version               Show the version.
        -h, --help              Show help information.

      SUBCOMMANDS:

      """
    for command in commands {
      text += "  " + command.name.padding(to: 22) + "  " + command.abstract + "\n"
    }
    text += "\n  See 'cadence help <subcommand>' for detailed help.\n"
    return text
  }

  /// `cadence help NAME` and `cadence NAME --help`.
  static func command(_ command: any Subcommand.Type) -> String {
    var text = "OVERVIEW: \(command.abstract)\n\n"
    let usage = command.usage.map { "cadence " + $0 }
    text += "USAGE: " + usage.joined(separator: "\n       ") + "\n"
    if !command.arguments.isEmpty {
      text += "\nARGUMENTS:\n" + rows(command.arguments)
    }
    text += "\nOPTIONS:\n" + rows(command.options + [helpOption])
    if !command.discussion.isEmpty {
      text += "\n" + command.discussion + "\n"
    }
    return text
  }

  /// The usage block printed after a usage error.
  static func usageReminder(for command: (any Subcommand.Type)?) -> String {
    guard let command else {
      return "Usage: cadence <subcommand> [options]\n  See 'cadence --help' for more information.\n"
    }
    let usage = command.usage.map { "cadence " + $0 }.joined(separator: "\n       ")
    return "Usage: \(usage)\n  See 'cadence help \(command.name)' for more information.\n"
  }

  static let helpOption = OptionSpec(label: "-h, --help", help: "Show help information.")

  private static func rows(_ specs: [OptionSpec]) -> String {
    specs.map { spec in
      spec.label.count <= 22
        ? "  " + spec.label.padding(to: 22) + "  " + spec.help + "\n"
        : "  " + spec.label + "\n" + String(repeating: " ", count: 26) + spec.help + "\n"
    }.joined()
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never cut).
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
