import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// The environment of a terminal that cannot show UTF-8 (`LANG=C`), and of one that can.
let asciiLocale = ["LANG": "C"]
let utf8Locale = ["LANG": "en_US.UTF-8"]

/// Whether every byte is 7-bit ASCII.
func isASCII(_ bytes: some Sequence<UInt8>) -> Bool {
  bytes.allSatisfy { $0 < 0x80 }
}

/// The rows of `digits` in `font` as `#` shapes: the standard fonts' full blocks, in ASCII.
func hashDigits(_ digits: String, font: BigFont = .standard) -> [String] {
  var buffer = Buffer(size: BigText(digits, font: font).size)
  buffer.render(BigText(digits, font: font), in: buffer.area)
  return buffer.lines.map { String($0.map { $0 == "█" ? "#" : $0 }) }
}

/// Whether `block` appears on consecutive rows of `screen`, at the same column on each.
func contains(_ block: [String], in screen: [String]) -> Bool {
  guard let first = block.first, block.count <= screen.count else { return false }
  for top in 0...(screen.count - block.count) {
    var searchStart = screen[top].startIndex
    while let found = screen[top].range(of: first, range: searchStart..<screen[top].endIndex) {
      let column = screen[top].distance(from: screen[top].startIndex, to: found.lowerBound)
      let matches = block.enumerated().allSatisfy { offset, row in
        let line = Array(screen[top + offset])
        guard column + row.count <= line.count else { return false }
        return String(line[column..<(column + row.count)]) == row
      }
      if matches { return true }
      searchStart = screen[top].index(after: found.lowerBound)
    }
  }
  return false
}

extension String {
  fileprivate func range(of text: String, range: Range<String.Index>) -> Range<String.Index>? {
    var index = range.lowerBound
    while index < range.upperBound {
      if self[index...].hasPrefix(text) {
        return index..<self.index(index, offsetBy: text.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}

/// `LANG=C`: every screen, plain line and report is ASCII and still says what it says in
/// UTF-8; with a UTF-8 locale nothing changes.
@Suite struct ASCIILocaleTests {
  let directory = TemporaryDataDirectory()

  /// Runs `arguments` on a scripted full screen of `size` with `environment`.
  func screen(
    _ arguments: [String], environment: [String: String], size: Size = Size(columns: 80, rows: 24),
    script: [(at: Duration, step: ScriptedEventSource.Step)]
  ) -> (host: ScriptedHost, output: String, errors: String) {
    let host = ScriptedHost(size: size, script: script)
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path, environment: environment)
    _ = CadenceCommandLine.run(arguments, in: context)
    return (host, output.text, errors.text)
  }

  func lines(_ host: ScriptedHost) -> [String] {
    host.terminal!.screen.lines
  }

  @Test func theTimerDrawsItsDigitsWithHashesAndItsBarWithEquals() {
    let run = screen(
      ["timer", "10", "--title", "Tea"], environment: asciiLocale,
      script: [(.milliseconds(5500), .type("q"))])
    let terminal = run.host.terminal!
    #expect(isASCII(terminal.output), "\(String(decoding: terminal.output, as: UTF8.self))")
    let shown = lines(run.host)
    #expect(contains(hashDigits("00:05"), in: shown), "\(shown.joined(separator: "\n"))")
    #expect(shown.contains { $0.contains("Tea") })
    #expect(shown.contains { $0.contains("=====") })
    #expect(shown.contains { $0.contains("q quit") })
    #expect(isASCII(run.output.utf8) && isASCII(run.errors.utf8))
  }

  @Test func aSmallTimerUsesSevenSegmentDigits() {
    let run = screen(
      ["timer", "5m"], environment: asciiLocale, size: Size(columns: 40, rows: 12),
      script: [(.milliseconds(2500), .type("q"))])
    #expect(isASCII(run.host.terminal!.output))
    let shown = lines(run.host)
    #expect(
      contains(["| | |_| . |_  |_|", "|_|   | .  _| |_|"], in: shown),
      "\(shown.joined(separator: "\n"))")
  }

  @Test func theTimerInAUTF8LocaleIsUnchanged() {
    let run = screen(
      ["timer", "10"], environment: utf8Locale, script: [(.milliseconds(5500), .type("q"))])
    let shown = lines(run.host)
    var expected = Buffer(size: BigText("00:05", font: .standard).size)
    expected.render(BigText("00:05", font: .standard), in: expected.area)
    #expect(contains(expected.lines, in: shown))
    #expect(shown.contains { $0.contains("█████") && $0.contains("░") })
    #expect(shown.contains { $0.contains(" · ") })
  }

  @Test func theStopwatchAndItsLapsAreASCII() {
    let run = screen(
      ["stopwatch"], environment: asciiLocale,
      script: [
        (.seconds(1), .type("l")), (.milliseconds(3200), .type(" ")), (.seconds(4), .type("q")),
      ])
    #expect(isASCII(run.host.terminal!.output))
    let shown = lines(run.host)
    #expect(contains(hashDigits("00:03.2"), in: shown), "\(shown.joined(separator: "\n"))")
    #expect(shown.contains { $0.contains("| paused - space to resume") })
    #expect(isASCII(run.output.utf8))
  }

  @Test func thePomodoroIsASCII() {
    let run = screen(
      ["pomodoro", "--work", "2m"], environment: asciiLocale,
      script: [(.milliseconds(1500), .type("q"))])
    #expect(isASCII(run.host.terminal!.output))
    let shown = lines(run.host)
    #expect(contains(hashDigits("01:59"), in: shown), "\(shown.joined(separator: "\n"))")
    #expect(isASCII(run.output.utf8) && isASCII(run.errors.utf8))
  }

  @Test func meditationIsASCII() {
    let run = screen(
      ["meditate", "5m"], environment: asciiLocale, script: [(.milliseconds(1500), .type("q"))])
    #expect(isASCII(run.host.terminal!.output))
    let shown = lines(run.host)
    #expect(shown.contains { $0.contains("Meditation") })
    #expect(shown.contains { $0.contains("#####") })
  }

  /// Shades of the disc: the braille dots by how many of a cell's eight are set.
  static let discShades = Set(".:-=+*#%@")

  @Test func theBreathingDiscIsShadedInASCII() {
    let run = screen(
      ["breathe", "box", "--count-in", "0"], environment: asciiLocale,
      script: [(.milliseconds(2500), .type("q"))])
    #expect(isASCII(run.host.terminal!.output))
    let shown = lines(run.host)
    let shades = Set(shown.joined().filter { Self.discShades.contains($0) })
    // A full interior and edges of several densities.
    #expect(shades.count >= 4, "\(shown.joined(separator: "\n"))")
    #expect(shown.contains { $0.contains("@@@@") })
    #expect(shown.contains { $0.contains("Breathe in") })
    #expect(shown.contains { $0.contains("cycle 1 of 4 . ") })
    #expect(isASCII(run.output.utf8))
  }

  @Test func theBreathingDiscInAUTF8LocaleIsBraille() {
    let run = screen(
      ["breathe", "box", "--count-in", "0"], environment: utf8Locale,
      script: [(.milliseconds(2500), .type("q"))])
    let shown = lines(run.host).joined()
    #expect(shown.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }

  @Test func theNoteQuestionAndTheSummaryAreASCII() {
    let host = ScriptedHost(script: [])
    host.noteReply = .text("calm")
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path, environment: asciiLocale)
    let status = CadenceCommandLine.run(
      ["breathe", "box", "--cycles", "1", "--count-in", "0"], in: context)
    #expect(status == 0)
    #expect(isASCII(host.inlineTerminal.output))
    #expect(host.inlineTerminal.screen.lines[0].hasPrefix(EnglishCatalogue().notePrompt + "calm"))
    #expect(
      output.text == "Box breathing . 4-4-4-4: 1 of 1 cycle, 00:16 of breathing\n"
        + "Saved to your journal.\n")
    #expect(errors.text == "")
  }

  @Test func theHomeScreenIsASCII() {
    let run = screen([], environment: asciiLocale, script: [(.seconds(1), .type("q"))])
    #expect(isASCII(run.host.terminal!.output))
    let shown = lines(run.host)
    #expect(shown.contains { $0.contains("0 min today . no streak yet") })
    #expect(shown.contains { $0.contains("> s  Start 7-day calm") })
  }

  @Test func typedTextKeepsItsColumns() {
    let host = ScriptedHost(script: [])
    host.inlineScript = []
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path, environment: asciiLocale)
    _ = CadenceCommandLine.run(
      ["type", "--cps", "100", "Caf\u{E9} \u{2014} \u{4E16}! ok"], in: context)
    #expect(isASCII(host.inlineTerminal.output))
    // é is one column, the dash one, 世 two: the line keeps its width.
    #expect(host.inlineTerminal.screen.lines[0].hasPrefix("Cafe - ? ! ok"))
  }
}

/// Plain lines and the data commands' reports follow the locale too; data formats do not.
@Suite struct ASCIITextOutputTests {
  let directory = TemporaryDataDirectory()

  func run(_ arguments: [String], environment: [String: String] = asciiLocale) -> (
    status: Int32, output: String, errors: String
  ) {
    let (context, output, errors) = CommandContext.testing(
      host: ScriptedHost(noTerminal: []), dataDirectory: directory.path,
      environment: environment)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  func practise() {
    // Long enough to count in stats (5 s and more).
    _ = run(["timer", "6", "--plain", "--title", "Th\u{E9}"])
    _ = run(["breathe", "1-1", "--cycles", "3", "--plain"])
    _ = run(["journal", "add", "caf\u{E9} \u{2014} \u{2764}\u{FE0F}"])
  }

  @Test func plainLinesAreASCII() {
    let breathe = run(["breathe", "box", "--cycles", "1", "--plain"])
    #expect(breathe.status == 0)
    #expect(isASCII(breathe.output.utf8), "\(breathe.output)")
    // The summary after plain lines is on standard error, in ASCII too.
    #expect(isASCII(breathe.errors.utf8), "\(breathe.errors)")
    #expect(breathe.errors.contains("Box breathing . 4-4-4-4"))
  }

  @Test func reportsAreASCII() {
    practise()
    for arguments in [["stats"], ["history"], ["journal"], ["pattern", "list"], ["--help"]] {
      let result = run(arguments)
      #expect(result.status == 0)
      #expect(isASCII(result.output.utf8), "\(arguments): \(result.output)")
      #expect(isASCII(result.errors.utf8), "\(arguments): \(result.errors)")
    }
    let stats = run(["stats"]).output
    #expect(stats.contains("+--"), "\(stats)")
    #expect(stats.contains(". none  : up to"), "\(stats)")
    #expect(run(["journal"]).output.contains("cafe - ? "))
  }

  @Test func reportsInAUTF8LocaleAreUnchanged() {
    practise()
    #expect(run(["stats"], environment: utf8Locale).output.contains("└─"))
    #expect(run(["journal"], environment: utf8Locale).output.contains("caf\u{E9} \u{2014}"))
  }

  @Test func anExportIsDataAndKeepsEveryCharacter() throws {
    practise()
    let json = run(["export"]).output
    #expect(json.contains("caf\u{E9} \u{2014} \u{2764}\u{FE0F}"))
    let csv = run(["export", "--format", "csv"]).output
    #expect(csv.contains("Th\u{E9}"))
  }
}
