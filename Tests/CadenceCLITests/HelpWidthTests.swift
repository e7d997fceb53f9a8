import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

/// Issue 41, item 14: usage and help were up to 115 columns wide, so an 80-column terminal
/// broke them in the middle of an option or a word. On a terminal (or with `COLUMNS`) help
/// fits its width, usage wrapping between options; in a pipe English stays as written.
@Suite struct HelpWidthTests {
  static let commandNames = CadenceCommandLine.commands.map { $0.name }

  func run(_ arguments: [String], columns: Int, language: String = "C.UTF-8") -> (
    output: String, errors: String
  ) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, environment: ["COLUMNS": "\(columns)", "LANG": language])
    _ = CadenceCommandLine.run(arguments, in: context)
    return (output.text, errors.text)
  }

  /// The lines of the usage block that starts with `head`: its first line and the ones
  /// under it, up to the next empty line.
  static func usageBlock(_ text: String, head: String) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(head) }) else { return [] }
    return Array(lines[start...].prefix { !$0.isEmpty })
  }

  /// Whether each line ends between options: its brackets close, or it ends after the `|`
  /// of a group the next line goes on with.
  static func breaksBetweenOptions(_ lines: [Substring]) -> Bool {
    var open = 0
    for line in lines {
      open += line.filter { $0 == "[" }.count - line.filter { $0 == "]" }.count
      if open != 0, !line.hasSuffix("|") { return false }
    }
    return open == 0
  }

  @Test(arguments: commandNames)
  func helpFitsAnEightyColumnTerminalAndUsageBreaksBetweenOptions(name: String) {
    for (language, columns) in [("C.UTF-8", 80), ("C.UTF-8", 60), ("zh_CN.UTF-8", 60)] {
      let help = run([name, "--help"], columns: columns, language: language).output
      for line in help.split(separator: "\n") {
        #expect(DisplayWidth.of(String(line)) <= columns, "\(name) at \(columns): \(line)")
      }
      let head = language == "C.UTF-8" ? "USAGE: " : "用法："
      let usage = Self.usageBlock(help, head: head)
      #expect(!usage.isEmpty, "\(name)")
      #expect(Self.breaksBetweenOptions(usage), "\(name): \(usage.joined(separator: "\n"))")
    }
  }

  @Test func aUsageErrorsUsageFitsTheTerminal() {
    let errors = run(["timer", "25x"], columns: 60).errors
    // The error itself stays one line (the rule for every usage error).
    #expect(errors.hasPrefix("Error: Invalid value '25x' for '<duration>': unknown unit 'x'"))
    #expect(errors.split(separator: "\n")[1].hasPrefix("Usage: cadence timer"))
    let usage = Self.usageBlock(errors, head: "Usage: ")
    #expect(usage.count > 2)
    for line in usage { #expect(DisplayWidth.of(String(line)) <= 60, "\(line)") }
    #expect(Self.breaksBetweenOptions(usage))
  }

  @Test func inAPipeEnglishHelpStaysAsWritten() {
    let (context, output, _) = CommandContext.testing(isTerminal: false)
    _ = CadenceCommandLine.run(["timer", "--help"], in: context)
    #expect(
      output.text.contains(
        "USAGE: cadence timer <duration> [--label <text>] [--bell | --quiet] [--exit] [--pause-on-suspend]\n"
      ))
  }
}
