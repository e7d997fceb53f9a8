/// Help screens, laid out like ArgumentParser's: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, all made from the command's ``CommandSpec``.
enum HelpText {
  static let version = "0.1.0"

  /// The widest a usage line grows (with its `USAGE: ` prefix) before it wraps.
  static let usageWidth = 100

  /// `cadence --help`.
  static func root(commands: [any Subcommand.Type]) -> String {
    var text = """
      OVERVIEW: Timers, breathing and typing that keep exact time on a terminal.

      USAGE: cadence <subcommand> [options]

      OPTIONS:
        --data-dir <path>       Where the data lives (default: $CADENCE_DATA_DIR, else
                                $XDG_DATA_HOME/cadence, else ~/.local/share/cadence).
        --lang <language>       en or zh-Hans (default: the language setting, else
                                LC_ALL, LC_MESSAGES or LANG).
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
    let spec = command.spec
    var text = "OVERVIEW: \(spec.abstract)\n\n"
    text += "USAGE: " + usage(spec).joined(separator: "\n       ") + "\n"
    if !spec.allArguments.isEmpty {
      text += "\nARGUMENTS:\n" + rows(spec.allArguments.map { ($0.label, $0.help) })
    }
    text += "\nOPTIONS:\n" + rows((spec.visibleOptions + [helpOption]).map { ($0.label, $0.help) })
    if !spec.subcommands.isEmpty {
      text += "\nSUBCOMMANDS:\n" + rows(spec.subcommands.map { ($0.label, $0.help) })
    }
    if !spec.discussion.isEmpty {
      text += "\n" + spec.discussion + "\n"
    }
    return text
  }

  /// The usage block printed after a usage error.
  static func usageReminder(for command: (any Subcommand.Type)?) -> String {
    guard let command else {
      return "Usage: cadence <subcommand> [options]\n  See 'cadence --help' for more information.\n"
    }
    let usage = usage(command.spec).joined(separator: "\n       ")
    return "Usage: \(usage)\n  See 'cadence help \(command.name)' for more information.\n"
  }

  static let helpOption = OptionSpec("help", short: "h", help: "Show help information.")

  /// The usage lines, each starting `cadence NAME`, long ones wrapped with an indent.
  static func usage(_ spec: CommandSpec) -> [String] {
    if let custom = spec.customUsage {
      let named = Set(custom.flatMap { optionsNamed(in: $0) })
      return custom.flatMap { items in
        wrap(
          "cadence \(spec.name)",
          items.flatMap { pieces($0, options: spec.options, excluding: named, spec: spec) })
      }
    }
    var lines: [String] = []
    if spec.hasOwnForm {
      lines += wrap(
        "cadence \(spec.name)",
        spec.arguments.map(\.usage) + optionPieces(spec.options, excluding: [], spec: spec))
    }
    for subcommand in spec.subcommands {
      lines += wrap(
        "cadence \(spec.name) \(subcommand.name)",
        subcommand.arguments.map(\.usage)
          + optionPieces(subcommand.options, excluding: [], spec: spec))
    }
    return lines
  }

  private static func pieces(
    _ item: UsageItem, options: [OptionSpec], excluding named: Set<OptionSpec>, spec: CommandSpec
  ) -> [String] {
    switch item {
    case .argument(let argument): return [argument.usage]
    case .option(let option): return [option.usage]
    case .text(let text): return [text]
    case .choice(let alternatives, let optional):
      let text = alternatives.map { alternative in
        alternative.flatMap { pieces($0, options: options, excluding: named, spec: spec) }
          .joined(separator: " ")
      }.joined(separator: " | ")
      return [optional ? "[" + text + "]" : text]
    case .otherOptions: return ["[options]"]
    case .remainingOptions: return optionPieces(options, excluding: named, spec: spec)
    }
  }

  /// `[--quiet]`, `[-o <file>]`, and `[--cycles <n> | --minutes <m>]` for an exclusive group.
  private static func optionPieces(
    _ options: [OptionSpec], excluding named: Set<OptionSpec>, spec: CommandSpec
  ) -> [String] {
    var pieces: [String] = []
    var done = named
    for option in options where !option.isHidden && !done.contains(option) {
      let group = spec.exclusive.first { $0.contains(option) } ?? [option]
      let members = group.filter { options.contains($0) && !done.contains($0) }
      done.formUnion(members)
      pieces.append("[" + members.map(\.usage).joined(separator: " | ") + "]")
    }
    return pieces
  }

  private static func optionsNamed(in items: [UsageItem]) -> [OptionSpec] {
    items.flatMap { item -> [OptionSpec] in
      switch item {
      case .option(let option): [option]
      case .choice(let alternatives, _): alternatives.flatMap { optionsNamed(in: $0) }
      default: []
      }
    }
  }

  /// `head` and the pieces, as many lines as keep each within ``usageWidth``.
  private static func wrap(_ head: String, _ pieces: [String]) -> [String] {
    let width = usageWidth - "USAGE: ".count
    let indent = String(repeating: " ", count: head.count + 1)
    var lines = [head]
    for piece in pieces {
      let last = lines[lines.count - 1]
      if last.count + 1 + piece.count > width, last != head {
        lines.append(indent + piece)
      } else {
        lines[lines.count - 1] = last + " " + piece
      }
    }
    return lines
  }

  /// Two columns: the label, then the help (a `\n` in it continues under the help).
  private static func rows(_ rows: [(label: String, help: String)]) -> String {
    let helpIndent = String(repeating: " ", count: 26)
    return rows.map { row in
      let help = row.help.split(separator: "\n", omittingEmptySubsequences: false)
        .joined(separator: "\n" + helpIndent)
      return row.label.count <= 22
        ? "  " + row.label.padding(to: 22) + "  " + help + "\n"
        : "  " + row.label + "\n" + helpIndent + help + "\n"
    }.joined()
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never cut).
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
