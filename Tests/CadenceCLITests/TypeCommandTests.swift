import Cadence
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct TypeCommandTests {
  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing()
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func parsesItsOptions() throws {
    var expected = TypeCommand(source: .text("Hello, world"))
    #expect(try TypeCommand(parsing: ["Hello,", "world"]) == expected)
    expected.speed = .charactersPerSecond(7.5)
    expected.pauses = false
    expected.jitter = true
    expected.seed = 42
    expected.showsCursor = true
    expected.wrap = 60
    expected.instant = true
    expected.ansi = true
    #expect(
      try TypeCommand(parsing: [
        "--cps", "7.5", "--no-pauses", "--seed=42", "--cursor", "--wrap", "60", "--reduce-motion",
        "--ansi", "Hello, world",
      ]) == expected)
    #expect(try TypeCommand(parsing: ["-f", "notes.txt"]).source == .file("notes.txt"))
    #expect(try TypeCommand(parsing: ["--file=notes.txt"]).source == .file("notes.txt"))
    #expect(try TypeCommand(parsing: ["-"]).source == .standardInput(explicit: true))
    #expect(try TypeCommand(parsing: []).source == .standardInput(explicit: false))
    #expect(try TypeCommand(parsing: ["--", "-q"]).source == .text("-q"))
    #expect(
      try TypeCommand(parsing: ["--duration", "1m30s", "x"]).speed == .duration(.seconds(90)))
    #expect(try TypeCommand(parsing: ["--jitter", "x"]).seed == nil)
  }

  @Test func everyOptionInTheHelpIsAccepted() throws {
    let samples = ["<file>": "a.txt", "<n>": "5", "<duration>": "10s", "<columns>": "40"]
    for spec in TypeCommand.options {
      let name = try #require(spec.longNames.first)
      var arguments = [name]
      if let placeholder = spec.label.split(separator: " ").last, placeholder.hasPrefix("<") {
        arguments.append(try #require(samples[String(placeholder)]))
      }
      #expect(throws: Never.self) { try TypeCommand(parsing: arguments) }
    }
    #expect(
      run(["help"]).output.contains("  type                    Type text out like a typewriter"))
  }

  @Test(arguments: [
    (
      ["type", "--cps", "fast", "x"],
      "Error: Invalid value 'fast' for '--cps <n>': not a number; expected a number of characters per second such as 20 or 7.5."
    ),
    (
      ["type", "--cps", "0", "x"],
      "Error: Invalid value '0' for '--cps <n>': must be between 0.001 and 1000000; expected a number of characters per second such as 20 or 7.5."
    ),
    (
      ["type", "--cps", "10", "--duration", "5s", "x"],
      "Error: '--cps' and '--duration' cannot be used together."
    ),
    (
      ["type", "--duration", "5x", "x"],
      "Error: Invalid value '5x' for '--duration <duration>': unknown unit 'x' (use h, m or s); expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03."
    ),
    (
      ["type", "--wrap", "-3", "x"],
      "Error: Invalid value '-3' for '--wrap <columns>': not a number of columns; expected a width such as 60, or 0 to never wrap."
    ),
    (
      ["type", "--seed", "x1", "x"],
      "Error: Invalid value 'x1' for '--seed <n>': not a whole number from 0 to 18446744073709551615; expected a number such as 42."
    ),
    (["type", "-f", "a.txt", "hello"], "Error: '<text>' and '--file' cannot be used together."),
    (["type", "-", "-f", "a.txt"], "Error: '-' and '--file' cannot be used together."),
    (["type", "hello", "-"], "Error: '<text>' and '-' cannot be used together."),
    (["type", "--curser", "x"], "Error: Unknown option '--curser'. Did you mean '--cursor'?"),
    (["type", "-x", "x"], "Error: Unknown option '-x'."),
    (["type", "--cps"], "Error: Missing value for '--cps <n>'."),
    (["type", "--ansi=yes", "x"], "Error: Option '--ansi' takes no value."),
    (["typ", "x"], "Error: Unknown command 'typ'. Did you mean 'type'?"),
  ])
  func usageErrorsExit64WithNothingOnStandardOutput(arguments: [String], firstLine: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == firstLine)
    if arguments.first == "type" {
      #expect(
        result.errors.contains("\nUsage: cadence type [<text> ... | -f <file> | -] [options]\n"))
      #expect(result.errors.hasSuffix("See 'cadence help type' for more information.\n"))
    }
  }

  @Test func noTextWithATerminalOnStandardInputIsAUsageError() throws {
    let result = try runType([], system: .fake(standardInputIsTerminal: true))
    #expect(result.status == 64)
    #expect(result.output.writes.isEmpty)
    #expect(
      result.errors.hasPrefix("Error: Missing expected argument '<text>'.\nUsage: cadence type"))
    // '-' asks for standard input even from a terminal.
    let explicit = try runType(
      ["-"], system: .fake(standardInput: Array("typed\n".utf8), standardInputIsTerminal: true))
    #expect(explicit.status == 0)
    #expect(explicit.output.text == "typed\n")
  }

  @Test func withoutATerminalTheTextIsWrittenAtOnceWrappedAt80() throws {
    let words = Array(repeating: "word", count: 20).joined(separator: " ")
    let result = try runType([words], system: .fake(columns: 30))
    #expect(result.status == 0)
    #expect(
      result.output.text == Array(repeating: "word", count: 16).joined(separator: " ") + "\n"
        + "word word word word\n")
    #expect(result.errors.isEmpty)
  }

  @Test func standardInputAndFilesAreRead() throws {
    let piped = try runType([], system: .fake(standardInput: Array("from a pipe\n".utf8)))
    #expect(piped.output.text == "from a pipe\n")
    let file = try runType(
      ["-f", "a.txt"], system: .fake(files: ["a.txt": Array("from a file".utf8)]))
    #expect(file.output.text == "from a file\n")
    let missing = try runType(["-f", "nope.txt"], system: .fake())
    #expect(missing.status == 1)
    #expect(missing.output.writes.isEmpty)
    #expect(missing.errors == "Error: Cannot read 'nope.txt': no such file or directory.\n")
  }

  @Test func invalidUTF8BecomesReplacementCharactersWithOneWarning() throws {
    let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0x63, 0xE2, 0x82, 0x0A]
    let result = try runType([], system: .fake(standardInput: bytes))
    #expect(result.status == 0)
    #expect(result.output.text == "a\u{FFFD}b\u{FFFD}(c\u{FFFD}\n")
    #expect(
      result.errors
        == "Warning: standard input is not valid UTF-8; invalid bytes are shown as \u{FFFD}.\n")
  }

  @Test func invalidUTF8InTheArgumentsIsWarnedAboutToo() throws {
    var system = TypingSystem.fake()
    system.argumentsAreValidUTF8 = { false }
    let result = try runType(["a\u{FFFD}b"], system: system)
    #expect(result.output.text == "a\u{FFFD}b\n")
    #expect(
      result.errors
        == "Warning: the text is not valid UTF-8; invalid bytes are shown as \u{FFFD}.\n"
    )
  }

  @Test func instantWithAnsiResetsTheStyleAtTheEnd() throws {
    let result = try runType(["--ansi", "\u{1B}[32mgreen"])
    #expect(result.output.text == "\u{1B}[32mgreen\u{1B}[0m\n")
    let noColor = try runType(["--ansi", "\u{1B}[32mgreen"], environment: ["NO_COLOR": "1"])
    #expect(noColor.output.text == "green\n")
  }

  @Test func aTerminalGetsTypedFramesWrappedAtItsWidth() throws {
    let host = ScriptedHost.typing()
    let result = try runType(
      ["--cps", "10", "--no-pauses", "ab cd"], isTerminal: true, system: .fake(columns: 3),
      host: host)
    #expect(result.status == 0)
    #expect(result.output.writes.isEmpty)
    #expect(host.typedWrites == ["\u{1B}[?25l", "a", "b", "\n", "c", "d\n\u{1B}[?25h"])
    #expect(host.inlineTimeouts == Array(repeating: .milliseconds(100), count: 5))
    #expect(host.clocksUsed == [.suspending])
  }

  @Test func instantAndReduceMotionWriteAtOnceOnATerminal() throws {
    for flag in ["--instant", "--reduce-motion"] {
      let host = ScriptedHost.typing()
      let result = try runType([flag, "hello"], isTerminal: true, host: host)
      #expect(result.output.writes == ["hello", "\n"])
      #expect(host.clocksUsed.isEmpty)
    }
  }

  @Test func quitExitsOneAndCtrlCExits130() throws {
    for (key, status) in [([UInt8(ascii: "q")], Int32(1)), ([0x03], 130)] {
      let host = ScriptedHost.typing(script: [(.milliseconds(101), .input(key))])
      let result = try runType(["abc"], isTerminal: true, host: host)
      #expect(result.status == status)
    }
  }

  @Test func aSignalCaughtWhileReadingTheTextEndsBeforeTyping() throws {
    var system = TypingSystem.fake()
    system.pendingSignal = { SignalNumber.interrupt }
    let host = ScriptedHost.typing()
    let result = try runType(["abc"], isTerminal: true, system: system, host: host)
    #expect(result.status == 130)
    #expect(host.clocksUsed.isEmpty)
  }

  @Test func aTerminalThatCannotBeSetUpFailsWithStatusOne() throws {
    let result = try runType(["abc"], isTerminal: true, host: ScriptedHost(noTerminal: []))
    #expect(result.status == 1)
    #expect(result.output.writes.isEmpty)
    #expect(
      result.errors
        == "Error: Cannot set up the terminal: standard output is not an interactive terminal.\n")
  }

  @Test func aSeededJitterIsRepeatableAndChangesTheRhythm() throws {
    let command = try TypeCommand(parsing: ["--seed", "42", "x"])
    let text = "a steady rhythm, then more"
    let options = TypesetOptions(width: 80)
    let first = InlineTypewriter(
      source: text, options: options, pacing: command.pacing(seed: { 1 })
    ).reveal
    let again = InlineTypewriter(
      source: text, options: options, pacing: command.pacing(seed: { 2 })
    ).reveal
    let plain = InlineTypewriter(
      source: text, options: options, pacing: try TypeCommand(parsing: ["x"]).pacing(seed: { 42 })
    ).reveal
    #expect(first == again)
    #expect(first != plain)
  }

  @Test func aLargeTextIsWrittenInChunksThatAddUpToTheText() throws {
    let line = "The quick brown fox jumps over the lazy dog; 敏捷的棕色狐狸跳过了懒狗。\n"
    let text = String(repeating: line, count: 300_000 / line.utf8.count)
    let result = try runType([text])
    #expect(result.output.writes.count >= 4)
    #expect(result.output.text == text)
  }
}
