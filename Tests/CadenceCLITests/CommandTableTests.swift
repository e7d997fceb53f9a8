import Testing

@testable import CadenceCLI

/// Each command's options are declared once, in its ``CommandSpec``; these tests hold the
/// parser, the help, the usage lines and the three completion scripts to that table, for
/// every command in ``CadenceCommandLine/commands`` (a new command is covered by adding it
/// there).
@Suite struct CommandTableDriftTests {
  static let commandNames = CadenceCommandLine.commands.map { $0.name }

  /// A value for an option or argument, from its completion words or its placeholder.
  /// A new placeholder needs a sample here; the failure says which.
  static func sample(placeholder: String, completion: CompletionKind) -> String? {
    switch completion {
    case .words(let words): return words.first
    case .file: return "a.txt"
    case .patterns: return "box"
    case .savedPatterns: return "calm"
    case .programs: return "calm-7"
    case .settingKeys: return "timer.bell"
    case .settingValue: return "on"
    case .none: break
    }
    let samples = [
      "<time>": "14:30", "<text>": "hello", "<duration>": "10s", "<n>": "2", "<m>": "2",
      "<seconds>": "2", "<columns>": "40", "<name>": "calm", "<spec>": "4-6", "<times>": "5s",
      "<interval>": "5s", "<id>": "3f2a9c1e", "<command>": "true",
      "<template>": "{icon} {time}", "<rate>": "5.5", "<in:out>": "4:6",
    ]
    return samples[placeholder]
  }

  static func command(_ name: String) throws -> any Subcommand.Type {
    try #require(CadenceCommandLine.commands.first { $0.name == name })
  }

  /// The ways to begin a command line that reach each form: the subcommand word and
  /// sample arguments, or nothing (the form without a word, or `timer --until` without
  /// its duration).
  static func beginnings(
    of spec: CommandSpec, taking option: OptionSpec
  ) throws -> [[String]] {
    var forms: [(words: [String], arguments: [ArgumentSpec])] = []
    if spec.hasOwnForm, spec.options.contains(option) { forms.append(([], spec.arguments)) }
    for subcommand in spec.subcommands where subcommand.options.contains(option) {
      forms.append(([subcommand.name], subcommand.arguments))
    }
    return try forms.flatMap { form in
      let arguments = try form.arguments.map { argument in
        try #require(
          sample(placeholder: argument.label, completion: argument.completion),
          "no sample for the argument \(argument.label) of \(spec.name)")
      }
      return [form.words + arguments, form.words]
    }
  }

  /// Every option in a table parses (long and short name, with a sample value where it
  /// takes one), is listed in help, and is offered by each shell's script for its command.
  @Test(arguments: commandNames)
  func everyOptionInTheTableIsAcceptedShownAndCompleted(name: String) throws {
    let command = try Self.command(name)
    let spec = command.spec
    let help = HelpText.command(command)
    let scripts = CompletionsCommand.Shell.allCases.map {
      ($0, CompletionScript.script(for: $0, commands: CadenceCommandLine.commands.map { $0.spec }))
    }
    for option in spec.allOptions {
      let value = try option.value.map { placeholder in
        try #require(
          Self.sample(placeholder: placeholder, completion: option.completion),
          "no sample for \(placeholder) of \(name) \(option.longName)")
      }
      for written in [option.longName] + [option.shortName].compactMap({ $0 }) {
        let tries = try Self.beginnings(of: spec, taking: option).map {
          $0 + [written] + [value].compactMap { $0 }
        }
        let parsed = tries.contains { arguments in
          var lexer = ArgumentLexer(arguments)
          return (try? command.init(parsing: &lexer)) != nil
        }
        #expect(parsed, "\(name) does not accept \(written) (tried \(tries))")
      }
      guard !option.isHidden else {
        #expect(!help.contains(option.longName), "\(name) shows the hidden \(option.longName)")
        continue
      }
      // A label too long for the column stands on its own line, its help under it.
      let shown = ["\n  " + option.label + " ", "\n  " + option.label + "\n"]
      #expect(shown.contains { help.contains($0) }, "\(name)'s help lacks \(option.label)")
      for (shell, script) in scripts {
        let offered = Self.offers(script, shell: shell, command: name, option: option)
        #expect(offered, "the \(shell) script does not offer \(name) \(option.longName)")
      }
    }
  }

  /// Whether `script` offers `option` after `command` (and completes its value).
  static func offers(
    _ script: String, shell: CompletionsCommand.Shell, command: String, option: OptionSpec
  ) -> Bool {
    let lines = script.split(separator: "\n")
    switch shell {
    case .bash, .zsh:
      let quoted = shell == .bash ? "'\(option.longName)'" : "'\(option.longName):"
      let offered = lines.contains { $0.contains("'\(command) ") && $0.contains(quoted) }
      let valued =
        !option.takesValue
        || lines.contains { $0.contains("'\(command) \(option.longName)'") && $0.contains("kind=") }
      return offered && valued
    case .fish:
      return lines.contains { line in
        line.contains("__cadence_at \(command)") && line.contains(" -l \(option.name)")
          && (!option.takesValue || line.contains(" -r") || line.contains(" -x"))
      }
    }
  }

  /// Nothing the parser accepts is missing from the table: every long option known to any
  /// command (and a few common ones) that is not in this command's table, and every short
  /// letter it does not declare, is an unknown option.
  @Test(arguments: commandNames)
  func theParserAcceptsNoOptionOutsideTheTable(name: String) throws {
    let command = try Self.command(name)
    let spec = command.spec
    let known = Set(spec.allOptions.map(\.name))
    let everyName = Set(
      CadenceCommandLine.commands.flatMap { $0.spec.allOptions.map(\.name) }
        + ["verbose", "force", "all", "version", "data", "output", "quiet", "dry-run"])
    let beginnings = [[]] + spec.subcommands.map { [$0.name] }
    for other in everyName.subtracting(known).sorted() {
      for beginning in beginnings {
        #expect(
          Self.isUnknownOption(command, beginning + ["--" + other, "x"]),
          "\(name) accepts --\(other), which its table does not declare")
      }
    }
    let shorts = Set(spec.allOptions.compactMap(\.short)).union(["h"])
    for letter in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    where !shorts.contains(letter) {
      #expect(
        Self.isUnknownOption(command, ["-\(letter)"]),
        "\(name) accepts -\(letter), which its table does not declare")
    }
  }

  static func isUnknownOption(_ command: any Subcommand.Type, _ arguments: [String]) -> Bool {
    var lexer = ArgumentLexer(arguments)
    do {
      _ = try command.init(parsing: &lexer)
      return false
    } catch {
      if case .unknownOption = error { return true }
      return false
    }
  }

  /// A subcommand word that is not in the table is refused, and every word in it parses.
  @Test(arguments: commandNames)
  func subcommandWordsComeFromTheTable(name: String) throws {
    let command = try Self.command(name)
    let spec = command.spec
    for subcommand in spec.subcommands {
      let arguments = try subcommand.arguments.filter { !$0.isOptional }.map { argument in
        try #require(Self.sample(placeholder: argument.label, completion: argument.completion))
      }
      var lexer = ArgumentLexer([subcommand.name] + arguments)
      _ = try command.init(parsing: &lexer)
    }
    if !spec.subcommands.isEmpty {
      var lexer = ArgumentLexer(["frobnicate"])
      #expect(throws: UsageError.self) { _ = try command.init(parsing: &lexer) }
    }
  }

  /// Every `--option` the usage lines and the help's prose mention is one the command
  /// takes (or a global one), so renaming an option cannot leave a stale mention behind.
  @Test(arguments: commandNames)
  func helpMentionsOnlyOptionsInTheTable(name: String) throws {
    let command = try Self.command(name)
    let known = Set(
      command.spec.allOptions.map(\.longName) + ["--help", "--data-dir", "--lang", "--version"])
    let help = HelpText.command(command)
    let mentioned = help.split(whereSeparator: { !($0.isLetter || $0 == "-") })
      .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)
    for option in mentioned {
      #expect(known.contains(option), "\(name)'s help mentions \(option), which it does not take")
    }
  }

  /// The usage lines are made from the table: each option in them is the table's, written
  /// as the table says, and a long line wraps under the command.
  @Test func usageLinesComeFromTheTable() {
    #expect(
      HelpText.usage(PomodoroCommand.spec) == [
        "cadence pomodoro [--work <duration>] [--short <duration>] [--long <duration>] [--every <n>]",
        "                 [--label <text>] [--wait] [--bell | --quiet] [--plain]",
        "                 [--sound | --no-sound] [--on-end <command>] [--notify | --no-notify]",
        "                 [--trace <file>]",
      ])
    #expect(
      HelpText.usage(BreatheCommand.spec).first?.hasPrefix(
        "cadence breathe [<pattern>] [--cycles <n> | --minutes <m>] [--count-in <seconds>]")
        == true)
    #expect(
      HelpText.usage(ExportCommand.spec) == ["cadence export [--format json|csv] [-o <file>]"])
    #expect(
      HelpText.usage(JournalCommand.spec) == [
        "cadence journal [--limit <n>]", "cadence journal add <text>",
        "cadence journal edit <id> <text>", "cadence journal remove <id>",
      ])
    #expect(HelpText.usage(CompletionsCommand.spec) == ["cadence completions <bash|zsh|fish>"])
    for command in CadenceCommandLine.commands {
      for line in HelpText.usage(command.spec) {
        #expect(("USAGE: " + line).count <= HelpText.usageWidth, "\(line) is too wide")
      }
    }
  }
}
