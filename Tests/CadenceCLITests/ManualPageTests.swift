import CadenceWords
import Testing

@testable import CadenceCLI

/// The manual pages `cadence man` prints (and `make install` installs), held to the
/// commands' tables: every option, argument and subcommand word of every table is in its
/// page, in both languages; every example parses; and the roff is only what was meant.
@Suite struct ManualPageTests {
  static let commandNames = CadenceCommandLine.commands.map { $0.name }
  static let catalogues: [any Catalogue] = [EnglishCatalogue(), ChineseCatalogue()]

  static func command(_ name: String) throws -> any Subcommand.Type {
    try #require(CadenceCommandLine.commands.first { $0.name == name })
  }

  /// The lines of `page` from the heading `from` up to the next heading.
  static func section(_ heading: String, of page: String) -> String {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring(".SH \"\(heading)\"")) else { return "" }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix(".SH ") } ?? rest.endIndex
    return rest[..<end].joined(separator: "\n")
  }

  /// `text` as the page writes it: every `-` as `\-`.
  static func written(_ text: String) -> String { text.replacing("-", with: "\\-") }

  @Test(arguments: commandNames)
  func everyOptionArgumentAndWordOfTheTableIsInItsPage(name: String) throws {
    let command = try Self.command(name)
    let spec = command.spec
    for words in Self.catalogues {
      let page = ManualPage.command(command, words: words)
      let options = Self.section(words.manualSection(.options), of: page)
      for option in spec.visibleOptions {
        #expect(
          options.contains("\\fB" + Self.written(option.longName) + "\\fR"),
          "cadence-\(name)(1) lacks \(option.longName) in \(words.manualSection(.options))")
        if let short = option.shortName {
          #expect(options.contains("\\fB" + Self.written(short) + "\\fR, "))
        }
        if case .words(let accepted) = option.completion, option.takesValue {
          for word in accepted { #expect(options.contains("\\fI" + Self.written(word) + "\\fR")) }
        } else if let value = option.value {
          #expect(options.contains("\\fI" + Self.written(value) + "\\fR"))
        }
        let help = words.help(HelpTopic(name, .option(option.name)), english: option.help)
        // Running text is cut at spaces into source lines of about 80 bytes.
        #expect(
          options.replacing("\n", with: " ").contains(
            Roff.escaped(help.replacing("\n", with: " "))))
      }
      for option in spec.allOptions where option.isHidden {
        #expect(!page.contains(Self.written(option.longName) + "\\fR"))
      }
      let arguments = Self.section(words.manualSection(.arguments), of: page)
      for argument in spec.allArguments {
        #expect(arguments.contains("\\fI" + Self.written(argument.label) + "\\fR"))
      }
      let subcommands = Self.section(words.manualSection(.subcommands), of: page)
      for subcommand in spec.subcommands {
        #expect(subcommands.hasPrefix(".TP") && subcommands.contains("\\fB\(subcommand.name)\\fR"))
      }
      let synopsis = Self.section(words.manualSection(.synopsis), of: page)
      #expect(synopsis.hasPrefix("\\fBcadence\\fR \\fB\(Self.written(name))\\fR"))
      for section in [ManualSection.exitStatus, .environment, .files, .examples, .seeAlso] {
        #expect(!Self.section(words.manualSection(section), of: page).isEmpty)
      }
    }
  }

  @Test func theRootPageListsEveryCommandAndThePagesBesideIt() {
    for words in Self.catalogues {
      let page = ManualPage.root(commands: CadenceCommandLine.commands, words: words)
      #expect(page.hasPrefix(".TH \"CADENCE\" \"1\" \"\(ManualPage.date)\" \"cadence 0.2.0\""))
      let commands = Self.section(words.manualSection(.commands), of: page)
      let seeAlso = Self.section(words.manualSection(.seeAlso), of: page)
      for name in Self.commandNames {
        #expect(commands.contains("\\fB\(Self.written(name))\\fR\n"))
        #expect(seeAlso.contains("\\fBcadence\\-\(Self.written(name))\\fR(1)"))
      }
      #expect(seeAlso.contains("\\fBcadence\\-desktop\\fR(1)"))
      let options = Self.section(words.manualSection(.options), of: page)
      for option in ["\\-\\-data\\-dir", "\\-\\-lang", "\\-\\-version", "\\-\\-help"] {
        #expect(options.contains("\\fB" + option + "\\fR"))
      }
    }
  }

  /// The discussion's exit status paragraph is the page's EXIT STATUS, not its description.
  @Test func theExitStatusParagraphMovesToItsSection() throws {
    let english = EnglishCatalogue()
    let page = ManualPage.command(try Self.command("timer"), words: english)
    let exit = Self.section("EXIT STATUS", of: page)
    #expect(exit.hasPrefix("0 when the time is up, 1 after q before the end, 130"))
    #expect(exit.contains(".TP\n\\fB64\\fR\nBad usage"))
    #expect(!Self.section("DESCRIPTION", of: page).contains("0 when the time is up"))
    let chinese = ManualPage.command(try Self.command("timer"), words: ChineseCatalogue())
    // A break point after each Chinese character, so man can wrap there.
    #expect(Self.section("退出状态", of: chinese).hasPrefix("时\\:间\\:到\\:为 0"))
  }

  /// Issue 41, item 16: the timer's page described inhale and exhale tones and bowls, the
  /// cues of other practices. Each page names its own practice's sounds and settings only.
  @Test(arguments: [
    ("timer", ["chime"], ["inhale", "exhale", "bowl", "sound.cues", "sound.ticks", "volume.cues"]),
    ("pomodoro", ["focus segment begins"], ["inhale", "bowl", "sound.cues", "volume.cues"]),
    (
      "meditate", ["singing bowl"],
      ["inhale", "exhale", "sound.cues", "sound.ticks", "volume.cues"]
    ),
    ("breathe", ["inhale", "sound.cues", "sound.ticks"], ["bowl", "focus"]),
  ])
  func eachPageNamesItsOwnSounds(name: String, own: [String], others: [String]) throws {
    let page = ManualPage.command(try Self.command(name), words: EnglishCatalogue())
    let sound = Self.section("DESCRIPTION", of: page)
    for word in own { #expect(sound.contains(word), "\(name) should name \(word)") }
    for word in others { #expect(!page.contains(word), "\(name) names \(word)") }
    let chinese = ManualPage.command(try Self.command(name), words: ChineseCatalogue())
      .replacing("\\:", with: "")
    let chineseOwn = ["timer": "钟声", "pomodoro": "休息开始", "meditate": "钵", "breathe": "吸气"]
    #expect(chinese.contains(chineseOwn[name]!), "\(name)")
    if name != "breathe" { #expect(!chinese.contains("吸气"), "\(name)") }
    if name != "meditate" { #expect(!chinese.contains("钵"), "\(name)") }
  }

  /// Every example on every page is a command line `cadence` takes as written (in both
  /// languages: the Chinese discussions have their own examples).
  @Test(arguments: commandNames)
  func everyExampleParses(name: String) throws {
    let spec = try Self.command(name).spec
    for words in Self.catalogues {
      let examples = ManualPage.examples(of: spec, words: words)
      #expect(!examples.isEmpty, "cadence-\(name)(1) has no example")
      for example in examples {
        // An example may say what it does after a run of spaces, or redirect its output.
        let line = example.split(separator: "   ").first.map(String.init) ?? example
        var arguments = Self.shellWords(line)
        if let redirect = arguments.firstIndex(where: { $0 == ">" || $0 == "|" }) {
          arguments = Array(arguments[..<redirect])
        }
        #expect(arguments.first == "cadence", "\(example)")
        arguments.removeFirst()
        let (rest, _) = try CadenceCommandLine.extractLanguage(arguments)
        guard let first = rest.first else { continue }
        let command = try Self.command(first)
        #expect(throws: Never.self, "\(example)") {
          var lexer = ArgumentLexer(Array(rest.dropFirst()))
          _ = try command.init(parsing: &lexer)
        }
      }
    }
  }

  /// The words of a command line, as a shell splits it: single and double quotes group.
  static func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var word: String?
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word?.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == " " {
        if let done = word { words.append(done) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let done = word { words.append(done) }
    return words
  }

  /// Every line of every page is a request the generator meant, or text that cannot be
  /// taken for one; every `-` and `\` in text is escaped; no line is empty or ends in a space.
  @Test func everyPageIsOnlyTheRoffItMeans() {
    let requests = [".TH ", ".ad l", ".SH ", ".PP", ".TP", ".RS 4", ".RE", ".nf", ".fi", ".br"]
    let escapes = ["\\e", "\\-", "\\:", "\\fB", "\\fI", "\\fR", "\\&", "\\(dq"]
    for words in Self.catalogues {
      let pages =
        [ManualPage.root(commands: CadenceCommandLine.commands, words: words)]
        + CadenceCommandLine.commands.map { ManualPage.command($0, words: words) }
      for page in pages {
        #expect(page.hasSuffix("\n"))
        for line in page.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
          #expect(!line.isEmpty && line.last != " " && line.last != "\t")
          if line.hasPrefix(".") || line.hasPrefix("'") {
            #expect(requests.contains { line == $0 || line.hasPrefix($0) }, "\(line)")
          }
          var rest = Substring(line)
          while let backslash = rest.firstIndex(of: "\\") {
            let after = rest[backslash...]
            #expect(escapes.contains { after.hasPrefix($0) }, "\(line)")
            rest = rest[rest.index(after: backslash)...].dropFirst()
          }
          // The date on .TH is the one `-` left as it is: mandoc reads it as YYYY-MM-DD.
          let text = line.hasPrefix(".TH ") ? line.replacing(ManualPage.date, with: "") : line
          let dashes = zip(text, text.dropFirst()).filter { $0.1 == "-" && $0.0 != "\\" }
          #expect(dashes.isEmpty && text.first != "-", "\(line)")
        }
      }
    }
  }

  @Test func roffEscapesWhatCouldBeARequestOrAnEscape() {
    var page = Roff(title: "T", section: 1, date: "2026-12-01", source: "s", manual: "m \"x\"")
    page.paragraph(".starts with a dot\nand goes on -- with\\a backslash  ")
    page.paragraph("'quoted\n  .literal -line  \n    indented")
    #expect(
      page.source == """
        .TH "T" "1" "2026-12-01" "s" "m \\(dqx\\(dq"
        .PP
        \\&.starts with a dot and goes on \\-\\- with\\ea backslash
        .PP
        \\&'quoted
        .RS 4
        .nf
        \\&.literal \\-line
        \\&  indented
        .fi
        .RE

        """)
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing()
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// A page is a file to install, written as it is whatever the locale: `sudo make install`
  /// under `LANG=C` still installs Chinese pages.
  @Test func aPageIsWrittenAsItIsUnderAnASCIILocale() {
    let (context, output, _) = CommandContext.testing(environment: ["LANG": "C"])
    #expect(CadenceCommandLine.run(["--lang", "zh-Hans", "man", "timer"], in: context) == 0)
    #expect(output.text.contains("Cadence 手册"))
  }

  @Test func theCommandPrintsPagesAndTheListAndRefusesWhatItDoesNotKnow() {
    let list = run(["man", "--list"])
    #expect(list.status == 0 && list.errors.isEmpty)
    #expect(list.output == Self.commandNames.map { $0 + "\n" }.joined())
    let timer = run(["man", "timer"])
    #expect(timer.status == 0 && timer.output.hasPrefix(".TH \"CADENCE\\-TIMER\" \"1\""))
    let chinese = run(["--lang", "zh-Hans", "man"])
    #expect(
      chinese.output.replacing("\n", with: " ").contains(".SH \"名称\" cadence \\- 在\\:终\\:端\\:里"))
    for (arguments, message) in [
      (["man", "timr"], "Error: Unknown command 'timr'. Did you mean 'timer'?"),
      (["man", "--list", "timer"], "Error: "),
      (["man", "timer", "stats"], "Error: "),
      (["man", "--bogus"], "Error: Unknown option '--bogus'."),
    ] {
      let result = run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.output.isEmpty)
      #expect(result.errors.hasPrefix(message), "\(arguments): \(result.errors)")
      #expect(result.errors.split(separator: "\n").first?.hasPrefix("Error: ") == true)
    }
  }
}
