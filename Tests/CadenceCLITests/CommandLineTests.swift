import Cadence
import Testing

@testable import CadenceCLI

@Suite struct CommandLineTests {
  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing()
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func versionAndHelpGoToStandardOutput() {
    #expect(run(["--version"]) == (0, "cadence 0.2.0\n", ""))
    for arguments in [["--help"], ["-h"], ["help"], []] {
      let result = run(arguments)
      #expect(result.status == 0)
      #expect(result.output.hasPrefix("OVERVIEW: Timers, breathing and typing"))
      #expect(result.output.contains("  timer                   Count down from a duration"))
      #expect(result.errors.isEmpty)
    }
  }

  @Test func commandHelpIsTheSameEveryWay() {
    let ways = [
      ["help", "timer"], ["timer", "--help"], ["timer", "-h"], ["timer", "25m", "--help"],
    ]
    let outputs = ways.map { run($0) }
    for result in outputs {
      #expect(result.status == 0)
      #expect(result.output == outputs[0].output)
      #expect(result.errors.isEmpty)
    }
    #expect(
      outputs[0].output.hasPrefix(
        "OVERVIEW: Count down from a duration, or until a time of day.\n\nUSAGE: cadence timer <duration> [--label <text>] [--bell | --quiet] [--exit] [--pause-on-suspend]\n                     [--plain] [--sound | --no-sound] [--on-end <command>] [--notify | --no-notify]\n                     [--trace <file>]\n"
      ))
  }

  @Test(arguments: [
    (["timr"], "Error: Unknown command 'timr'. Did you mean 'timer'?"),
    (["--bogus"], "Error: Unknown option '--bogus'."),
    (["help", "nothing"], "Error: Unknown command 'nothing'."),
    (["timer"], "Error: Missing expected argument '<duration>'."),
    (
      ["timer", "25x"],
      "Error: Invalid value '25x' for '<duration>': unknown unit 'x' (use h, m or s); expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03."
    ),
    (
      ["timer", "-5m"],
      "Error: Invalid value '-5m' for '<duration>': a duration cannot be negative; expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03."
    ),
    (
      ["timer", "1:99"],
      "Error: Invalid value '1:99' for '<duration>': seconds '99' must be under 60; expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03."
    ),
    (
      ["timer", "0"],
      "Error: Invalid value '0' for '<duration>': a duration must be longer than zero; expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03."
    ),
    (["timer", "5m", "6m"], "Error: Unexpected argument '6m'."),
    (["timer", "5m", "--plian"], "Error: Unknown option '--plian'. Did you mean '--plain'?"),
    (["timer", "5m", "--plain=yes"], "Error: Option '--plain' takes no value."),
    (["timer", "--until"], "Error: Missing value for '--until <time>'."),
    (
      ["timer", "--until", "25:00"],
      "Error: Invalid value '25:00' for '--until <time>': hour '25' must be under 24; expected 14:30, 14:30:15, 2:30pm or 9am."
    ),
    (
      ["timer", "5m", "--until", "14:30"],
      "Error: '<duration>' and '--until' cannot be used together."
    ),
  ])
  func usageErrorsExit64WithNothingOnStandardOutput(arguments: [String], firstLine: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == firstLine)
    #expect(result.errors.contains("\nUsage: cadence "))
  }

  @Test func timerParsesItsForms() throws {
    #expect(try TimerCommand(parsing: ["25m"]) == TimerCommand(target: .duration(.seconds(1500))))
    #expect(
      try TimerCommand(parsing: ["--plain", "1h 30m"])
        == TimerCommand(target: .duration(.seconds(5400)), plain: true))
    #expect(
      try TimerCommand(parsing: ["--until=2:30pm"])
        == TimerCommand(target: .until(ClockTime(hour: 14, minute: 30))))
  }

  @Test func untilCountsDownTheWallClockDuration() {
    let (context, output, _) = CommandContext.testing(untilDuration: .milliseconds(2500))
    #expect(CadenceCommandLine.run(["timer", "--until", "14:30"], in: context) == 0)
    #expect(output.lines == ["00:03", "00:02", "00:01", "00:00"])
  }
}

@Suite struct DataDirectoryOptionTests {
  @Test func dataDirIsTakenFromAnywhereBeforeADoubleDash() throws {
    let (rest, directory) = try CadenceCommandLine.extractDataDirectory([
      "timer", "--data-dir", "/tmp/a", "25m", "--data-dir=/tmp/b", "--", "--data-dir", "x",
    ])
    #expect(rest == ["timer", "25m", "--", "--data-dir", "x"])
    #expect(directory == "/tmp/b")
  }

  @Test func aMissingOrEmptyDataDirIsAUsageError() {
    #expect(throws: UsageError.missingValue(option: "--data-dir <path>")) {
      try CadenceCommandLine.extractDataDirectory(["timer", "--data-dir"])
    }
    let (context, output, errors) = CommandContext.testing()
    #expect(CadenceCommandLine.run(["--data-dir=", "timer", "5"], in: context) == 64)
    #expect(output.text.isEmpty)
    #expect(
      errors.text.hasPrefix("Error: Invalid value '' for '--data-dir <path>': the path is empty;"))
  }
}

@Suite struct HelpAndParserAgreeTests {
  /// Every option a command's parser takes is in its help, and every option in its help
  /// parses: the two lists cannot drift apart.
  @Test(arguments: [
    ("timer", ["25m", "--label", "t", "--quiet", "--exit", "--pause-on-suspend", "--plain"]),
    ("timer", ["--until", "14:30"]),
    ("stopwatch", ["--plain"]),
    (
      "pomodoro",
      [
        "--work", "25m", "--short", "5m", "--long", "15m", "--every", "4", "--label", "x", "--wait",
        "--quiet", "--plain",
      ]
    ),
    ("completions", ["bash"]),
  ])
  func everyParsedOptionIsInTheHelp(name: String, arguments: [String]) throws {
    let command = try #require(CadenceCommandLine.commands.first { $0.name == name })
    var lexer = ArgumentLexer(arguments)
    _ = try command.init(parsing: &lexer)
    let help = Set(command.options.flatMap(\.longNames))
    for option in arguments where option.hasPrefix("--") {
      #expect(help.contains(option), "\(name) takes \(option) but its help does not list it")
    }
  }

  @Test func theTimersHelpListsAllItsOptions() {
    #expect(
      Set(TimerCommand.options.flatMap(\.longNames)) == [
        "--until", "--label", "--bell", "--quiet", "--exit", "--pause-on-suspend", "--plain",
        "--on-end", "--notify", "--no-notify", "--trace", "--sound", "--no-sound",
      ])
  }
}

@Suite struct CompletionsTests {
  @Test func bashCompletesCommandsAndEachCommandsOptions() {
    let script = CompletionScript.script(
      for: .bash, commands: [TimerCommand.spec, StopwatchCommand.spec])
    #expect(script.contains("offer=('timer' 'stopwatch' 'help')"))
    #expect(
      script.contains(
        "'timer ') offer=('--until' '--label' '--bell' '--quiet' '--exit' '--pause-on-suspend' '--plain' '--sound' '--no-sound' '--on-end' '--notify' '--no-notify' '--trace') ;;"
      ))
    #expect(script.contains("'stopwatch ') offer=('--plain' '--on-end' '--trace') ;;"))
    #expect(script.contains("offer+=(--help --data-dir --lang)"))
    #expect(script.hasSuffix("complete -F _cadence cadence\n"))
  }

  @Test func zshDefinesACompletionFunctionAndFishListsOptionsPerCommand() {
    let zsh = CompletionScript.script(for: .zsh, commands: [TimerCommand.spec])
    #expect(zsh.hasPrefix("#compdef cadence\n"))
    #expect(zsh.contains("compdef _cadence cadence"))
    let fish = CompletionScript.script(for: .fish, commands: [TimerCommand.spec])
    #expect(fish.contains("complete -c cadence -n '__cadence_at timer' -l plain -d "))
    #expect(fish.contains("complete -c cadence -n '__cadence_at timer' -l until -x -d "))
    #expect(!fish.contains("'__cadence_at timer' -l help"))
  }

  @Test func anUnknownShellIsAUsageError() {
    let (context, output, errors) = CommandContext.testing()
    #expect(CadenceCommandLine.run(["completions", "tcsh"], in: context) == 64)
    #expect(output.text.isEmpty)
    #expect(
      errors.text.hasPrefix(
        "Error: Invalid value 'tcsh' for '<shell>': not a supported shell; expected bash, zsh or fish.\n"
      ))
  }
}
