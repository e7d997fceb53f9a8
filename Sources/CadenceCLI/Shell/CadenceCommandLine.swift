import CadencePractice
import CadenceStore
import CadenceWords

/// The `cadence` command line: finds the subcommand, parses it, runs it.
///
/// Usage errors print `Error: …` and the usage on standard error and return 64 with
/// nothing on standard output; help and the version go to standard output with 0.
public enum CadenceCommandLine {
  static var commands: [any Subcommand.Type] {
    [
      TimerCommand.self, StopwatchCommand.self, PomodoroCommand.self, BreatheCommand.self,
      MeditateCommand.self,
      PatternCommand.self, ProgramCommand.self, TypeCommand.self, HistoryCommand.self,
      StatsCommand.self, JournalCommand.self, ExportCommand.self, ImportCommand.self,
      HomeCommand.self, CompletionsCommand.self, ManualCommand.self,
      ConfigCommand.self, SyncCommand.self,
      TraceCommand.self,
      StatusCommand.self,
      SoundCommand.self,
    ]
  }

  /// Runs `arguments` (without the program name) and returns the exit status.
  /// A practice's chime still ringing is waited for last (``RingingSounds``), on the
  /// terminal in raw mode when standard input is one.
  public static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
    let status = status(of: arguments, in: context)
    return context.ringing.waitOut(
      after: status, host: context.host, terminal: context.inputIsTerminal
    ).code
  }

  /// The status of running `arguments`, before it becomes a number.
  static func status(of arguments: [String], in context: CommandContext) -> ExitStatus {
    var context = context
    var command: (any Subcommand.Type)?
    do throws(UsageError) {
      let (withoutLanguage, language) = try extractLanguage(arguments)
      let (rest, dataDirectory) = try extractDataDirectory(withoutLanguage)
      if let dataDirectory { context.dataDirectory = DataDirectory(path: dataDirectory) }
      // The version is the one answer without words: it does not wait for the database.
      if language == nil, rest.first != "--version" {
        context.storedSettings = SQLiteSessionStore.settings(in: context.dataDirectory)
      }
      if let language = language ?? settingLanguage(in: context) {
        context.language = language
      }
      var lexer = ArgumentLexer(rest)
      guard let first = try lexer.next() else {
        // On a terminal, `cadence` alone opens the home screen; in a pipe it prints help.
        if context.outputIsTerminal {
          return HomeCommand(helpWithoutTerminal: true).run(in: context)
        }
        context.output.write(
          HelpText.root(commands: commands, words: context.words, width: helpWidth(in: context)))
        return ExitStatus.success
      }
      switch first {
      case .long("version"):
        context.output.write("cadence \(HelpText.version)\n")
        return ExitStatus.success
      case .long("help"), .short("h"):
        context.output.write(
          HelpText.root(commands: commands, words: context.words, width: helpWidth(in: context)))
        return ExitStatus.success
      case .value("help"):
        return help(topic: try lexer.next(), in: context)
      case .value(let name):
        guard let found = lookUp(name) else { throw unknownCommand(name) }
        command = found
        return try found.parseAndRun(&lexer, in: context)
      case .long(let name):
        throw UsageError.unknown(option: "--" + name, known: ["--version", "--help"])
      case .short(let letter):
        throw UsageError.unknownOption("-\(letter)", suggestion: nil)
      }
    } catch .helpRequested {
      context.output.write(
        command.map { HelpText.command($0, words: context.words, width: helpWidth(in: context)) }
          ?? HelpText.root(commands: commands, words: context.words, width: helpWidth(in: context)))
      return ExitStatus.success
    } catch {
      // The error stays one line; the usage under it fits standard error's terminal.
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: command, words: context.words,
          width: HelpText.width(context.words, terminal: TerminalWidth.forErrors(in: context))))
      return ExitStatus.usage
    }
  }

  /// How wide help on standard output may be: the terminal's width there (or `COLUMNS`),
  /// within the language's own (``HelpText/width(_:terminal:)``).
  private static func helpWidth(in context: CommandContext) -> Int? {
    HelpText.width(
      context.words,
      terminal: TerminalWidth.limit(
        environment: context.environment, outputIsTerminal: context.outputIsTerminal))
  }

  /// Takes `--data-dir DIR` (or `--data-dir=DIR`) out of the arguments wherever it is
  /// before a `--`, so every command accepts it in any position.
  static func extractDataDirectory(
    _ arguments: [String]
  ) throws(UsageError) -> (rest: [String], dataDirectory: String?) {
    let (rest, directory) = try extractGlobal("--data-dir", label: "--data-dir <path>", arguments)
    if directory?.isEmpty == true {
      throw .invalidValue("", for: "--data-dir <path>", problem: .emptyPath)
    }
    return (rest, directory)
  }

  /// The `language` setting among the settings the command line read; `nil` when it is
  /// unset, or when none were read (`--lang` was given, or this is `--version`).
  private static func settingLanguage(in context: CommandContext) -> Language? {
    guard context.storedSettings != nil else { return nil }
    return SettingValues.read(in: context).value(CommonSettings.language)
  }

  /// Takes `--lang LANGUAGE` (or `--lang=LANGUAGE`) out of the arguments wherever it is
  /// before a `--`, as `--data-dir`: it overrides the locale and the `language` setting.
  static func extractLanguage(
    _ arguments: [String]
  ) throws(UsageError) -> (rest: [String], language: Language?) {
    let label = "--lang <language>"
    let (rest, text) = try extractGlobal("--lang", label: label, arguments)
    guard let text else { return (rest, nil) }
    return (rest, try ValueParser.language.parse(text, for: label))
  }

  /// Takes an option every command accepts (`name VALUE` or `name=VALUE`, the last one
  /// winning) out of the arguments before a `--`; `label` names it in a missing-value error.
  private static func extractGlobal(
    _ name: String, label: String, _ arguments: [String]
  ) throws(UsageError) -> (rest: [String], value: String?) {
    var rest: [String] = []
    var value: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      if argument == name {
        guard index + 1 < arguments.count else { throw .missingValue(option: label) }
        value = arguments[index + 1]
        index += 2
        continue
      }
      if argument.hasPrefix(name + "=") {
        value = String(argument.dropFirst(name.count + 1))
        index += 1
        continue
      }
      rest.append(argument)
      index += 1
    }
    return (rest, value)
  }

  private static func lookUp(_ name: String) -> (any Subcommand.Type)? {
    for command in commands where command.name == name { return command }
    return nil
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    .unknownCommand(name, suggestion: closestMatch(to: name, in: commands.map { $0.name }))
  }

  private static func help(topic: ArgumentLexer.Token?, in context: CommandContext) -> ExitStatus {
    guard case .value(let name)? = topic else {
      context.output.write(
        HelpText.root(commands: commands, words: context.words, width: helpWidth(in: context)))
      return ExitStatus.success
    }
    guard let command = lookUp(name) else {
      context.errorOutput.write(
        UsageError.report(
          unknownCommand(name).message(in: context.words), for: nil, words: context.words))
      return ExitStatus.usage
    }
    context.output.write(
      HelpText.command(command, words: context.words, width: helpWidth(in: context)))
    return ExitStatus.success
  }
}
