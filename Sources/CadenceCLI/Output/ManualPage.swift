import CadencePractice
import CadenceStore

/// The manual pages, made from the same ``CommandSpec`` tables as help, parsing and the
/// completions: cadence(1), and one page per command (cadence-timer(1), …), in the
/// language of the catalogue they are given.
///
/// A command's page says what its help says, in man's sections: the usage lines as the
/// SYNOPSIS, every visible option with its value (the accepted words spelled out) and its
/// help, which names the default; the help's discussion as the DESCRIPTION, except its
/// exit status and examples paragraphs, which go to EXIT STATUS and EXAMPLES (with the
/// spec's ``CommandSpec/examples``); then the exit statuses, environment and files every
/// command shares (``ManualWords``).
enum ManualPage {
  /// The date on every page, that of ``HelpText/version``: a page is the same whenever it
  /// is made.
  static let date = "2026-12-01"

  /// What each page says it documents, beside the date.
  static var source: String { "cadence " + HelpText.version }

  /// The name of the page of `command`: `cadence-timer`.
  static func name(of command: any Subcommand.Type) -> String { "cadence-" + command.name }

  /// cadence(1): the global options, the commands, and what they share.
  static func root(commands: [any Subcommand.Type], words: any Catalogue) -> String {
    var page = Roff(
      title: "CADENCE", section: 1, date: date, source: source, manual: words.manualTitle)
    if words.manualIsRaggedRight { page.raggedRight() }
    page.section(words.manualSection(.name))
    page.text("cadence - " + words.rootOverview)
    page.section(words.manualSection(.synopsis))
    page.escapedText(styled(words.rootUsage))
    page.lineBreak()
    page.escapedText(styled("cadence --version"))
    page.lineBreak()
    page.escapedText(styled("cadence help [<subcommand>]"))
    page.section(words.manualSection(.description))
    page.paragraph(words.rootOverview)
    page.paragraph(words.rootDescription)
    page.section(words.manualSection(.options))
    let options = [
      ("--data-dir <path>", words.dataDirectoryHelp), ("--lang <language>", words.languageHelp),
      ("--version", words.versionHelp), (HelpText.helpOption.label, words.helpOptionHelp),
    ]
    for (label, help) in options { page.tagged(styled(label), help) }
    page.section(words.manualSection(.commands))
    for command in commands {
      let abstract = words.help(HelpTopic(command.name, .abstract), english: command.abstract)
      page.tagged(Roff.bold(command.name), abstract)
      page.lineBreak()
      page.escapedText(reference(name(of: command)))
    }
    shared(&page, practiceEndings: true, words: words)
    let firstExamples = commands.compactMap { Self.examples(of: $0.spec, words: words).first }
    if !firstExamples.isEmpty {
      page.section(words.manualSection(.examples))
      page.paragraph(firstExamples.map { "  " + $0 }.joined(separator: "\n"))
    }
    page.section(words.manualSection(.seeAlso))
    let pages = commands.map { name(of: $0) } + ["cadence-desktop"]
    page.escapedText(pages.map(reference).joined(separator: ", "))
    return page.source
  }

  /// cadence-NAME(1): the page of one command.
  static func command(_ command: any Subcommand.Type, words: any Catalogue) -> String {
    let spec = command.spec
    let say = { (item: HelpTopic.Item, english: String) in
      words.help(HelpTopic(spec.name, item), english: english)
    }
    var page = Roff(
      title: name(of: command).uppercased(), section: 1, date: date, source: source,
      manual: words.manualTitle)
    if words.manualIsRaggedRight { page.raggedRight() }
    page.section(words.manualSection(.name))
    page.text(name(of: command) + " - " + say(.abstract, spec.abstract))
    page.section(words.manualSection(.synopsis))
    for (index, line) in synopsis(spec, words: words).enumerated() {
      if index > 0 { page.lineBreak() }
      page.escapedText(styled(line))
    }
    let discussion = Discussion(say(.discussion, spec.discussion), words: words)
    page.section(words.manualSection(.description))
    page.paragraph(say(.abstract, spec.abstract))
    for paragraph in discussion.description { page.paragraph(paragraph) }
    if !spec.allArguments.isEmpty {
      page.section(words.manualSection(.arguments))
      for argument in spec.allArguments {
        page.tagged(Roff.italic(argument.label), say(.argument(argument.label), argument.help))
      }
    }
    page.section(words.manualSection(.options))
    for option in spec.visibleOptions {
      page.tagged(tag(of: option), say(.option(option.name), option.help))
    }
    page.tagged(tag(of: HelpText.helpOption), words.helpOptionHelp)
    page.paragraph(words.globalOptionsNote)
    if !spec.subcommands.isEmpty {
      page.section(words.manualSection(.subcommands))
      for subcommand in spec.subcommands {
        page.tagged(styled(subcommand.label), say(.subcommand(subcommand.name), subcommand.help))
      }
    }
    shared(&page, exitStatus: discussion.exitStatus, words: words)
    let shown = Self.examples(of: spec, words: words)
    if !shown.isEmpty {
      page.section(words.manualSection(.examples))
      page.paragraph(shown.map { "  " + $0 }.joined(separator: "\n"))
    }
    page.section(words.manualSection(.seeAlso))
    page.escapedText(reference("cadence"))
    return page.source
  }

  /// The sections every page has: exit status (after the command's own paragraphs about
  /// it; on cadence(1), with `practiceEndings`, then the one table of how every practice
  /// ends), environment and files.
  private static func shared(
    _ page: inout Roff, exitStatus paragraphs: [String] = [], practiceEndings: Bool = false,
    words: any Catalogue
  ) {
    page.section(words.manualSection(.exitStatus))
    for paragraph in paragraphs { page.paragraph(paragraph) }
    let statuses: [ExitStatus] = [
      .success, .failure, .usage, .keptForLater, .outputClosed, .signal(2),
    ]
    for status in statuses {
      let code = if case .signal = status { "128+n" } else { String(status.code) }
      page.tagged(Roff.bold(code), words.exitStatusMeaning(status))
    }
    if practiceEndings {
      // PracticeEndingRow's table, as the README holds it.
      page.paragraph(words.practiceEndingsIntro)
      for row in PracticeEndingRow.allCases {
        let text = words.practiceEnding(row)
        page.tagged(Roff.bold(row.exitStatus), text.way + ": " + text.recorded)
      }
    }
    page.section(words.manualSection(.environment))
    for variable in ManualVariable.allCases {
      page.tagged(Roff.bold(variable.names), words.environmentMeaning(variable))
    }
    page.section(words.manualSection(.files))
    page.tagged(
      Roff.italic("~/.local/share/cadence/" + DataDirectory.databaseFileName),
      words.databaseFileMeaning)
  }

  /// The usage lines, each on one line (help wraps them; man wraps them itself).
  static func synopsis(_ spec: CommandSpec, words: any Catalogue) -> [String] {
    var lines: [String] = []
    for line in HelpText.usage(spec, words: words) {
      if line.hasPrefix(" "), let last = lines.popLast() {
        lines.append(last + " " + String(line.drop { $0 == " " }))
      } else {
        lines.append(line)
      }
    }
    return lines
  }

  /// The command lines on the page's EXAMPLES: the discussion's examples, then the spec's.
  static func examples(of spec: CommandSpec, words: any Catalogue) -> [String] {
    let discussion = Discussion(
      words.help(HelpTopic(spec.name, .discussion), english: spec.discussion), words: words)
    return discussion.examples + spec.examples
  }

  /// How an option is tagged: `-o, --output <file>`, with `--format json|csv` spelled out.
  static func tag(of option: OptionSpec) -> String {
    var tag = (option.shortName.map { Roff.bold($0) + ", " } ?? "") + Roff.bold(option.longName)
    if case .words(let accepted) = option.completion, option.takesValue {
      tag += " " + accepted.map(Roff.italic).joined(separator: "|")
    } else if let value = option.value {
      tag += " " + Roff.italic(value)
    }
    return tag
  }

  /// `cadence\-timer(1)`, the name in bold.
  private static func reference(_ page: String) -> String { Roff.bold(page) + "(1)" }

  /// A usage line with fonts: `cadence` and the words after it, and every option, in bold;
  /// placeholders (`<duration>`) in italics; brackets and bars as they are.
  static func styled(_ line: String) -> String {
    line.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
      let opening = token.prefix { "[(".contains($0) }
      let rest = token.dropFirst(opening.count)
      let closing = rest.reversed().prefix { "])".contains($0) }
      let core = String(rest.dropLast(closing.count))
      let styledCore =
        if core.hasPrefix("-")
          || core.allSatisfy({ $0.isLetter || $0 == "-" }) && !core.isEmpty
            && opening.isEmpty
        {
          Roff.bold(core)
        } else if core.hasPrefix("<") {
          Roff.italic(core)
        } else {
          Roff.escaped(core)
        }
      return Roff.escaped(String(opening)) + styledCore + Roff.escaped(String(closing.reversed()))
    }.joined(separator: " ")
  }
}

/// A help discussion in man's sections: its paragraphs (separated by blank lines), with the
/// exit status and examples paragraphs taken out, their headings dropped.
private struct Discussion {
  var description: [String] = []
  var exitStatus: [String] = []
  /// The example command lines, as written.
  var examples: [String] = []

  init(_ text: String, words: any ManualWords) {
    let paragraphs = text.split(separator: "\n\n").map(String.init)
    for paragraph in paragraphs where !paragraph.allSatisfy(\.isWhitespace) {
      if paragraph.hasPrefix(words.exitStatusHeading) {
        exitStatus.append(String(paragraph.dropFirst(words.exitStatusHeading.count)))
      } else if paragraph.hasPrefix(words.examplesHeading) {
        examples += paragraph.dropFirst(words.examplesHeading.count)
          .split(separator: "\n").map { String($0.drop { $0 == " " }) }
          .filter { !$0.isEmpty }
      } else {
        description.append(paragraph)
      }
    }
  }
}
