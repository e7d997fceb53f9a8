import CadencePractice
import CadenceWords
import TerminalUI

/// Help screens, laid out like ArgumentParser's: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, all made from the command's ``CommandSpec``.
enum HelpText {
  static let version = "0.2.0"

  /// The widest a usage line grows (with its `USAGE: ` prefix) before it wraps.
  static let usageWidth = 100

  /// How wide help may be: the catalogue's own width (Chinese is wrapped by the program),
  /// and no wider than `terminal`, the width of the terminal it is shown on (`nil`: a pipe
  /// or a file, where English stays as written). A terminal narrower than the text would
  /// otherwise cut words and options in the middle.
  static func width(_ words: any HelpWords, terminal: Int?) -> Int? {
    guard let terminal else { return words.helpWidth }
    return min(words.helpWidth ?? terminal, max(terminal, 20))
  }

  /// A section's label as text follows it on its line: `USAGE: `, but `用法：` with no space
  /// after the full-width colon, which holds its own.
  static func head(_ label: String) -> String {
    label.hasSuffix("：") ? label : label + " "
  }

  /// `cadence --help`, in the language of `words`, fitted to `width` columns
  /// (``width(_:terminal:)``).
  static func root(
    commands: [any Subcommand.Type], words: any HelpWords = EnglishCatalogue(),
    width: Int? = nil
  ) -> String {
    let width = width ?? words.helpWidth
    var text = head(words.helpSection(.overview)) + words.rootOverview + "\n\n"
    text += head(words.helpSection(.usage)) + words.rootUsage + "\n\n"
    text += words.helpSection(.options) + "\n"
    let options = [
      ("--data-dir <path>", words.dataDirectoryHelp), ("--lang <language>", words.languageHelp),
      ("--version", words.versionHelp), (helpOption.label, words.helpOptionHelp),
    ]
    text += rows(options, width: width)
    text += "\n" + words.helpSection(.subcommands) + "\n"
    // The practices as the registry has them, then the other commands.
    let practices = PracticeRegistry.current
    let others = commands.filter { practices.practice(named: $0.name) == nil }
    text += rows(
      practices.practices.map { ($0.command, $0.summary(words.language)) }
        + others.map { ($0.name, words.help(HelpTopic($0.name, .abstract), english: $0.abstract)) },
      width: width)
    text += "\n" + paragraphs("  " + words.seeCommandHelp, width: width) + "\n"
    return text
  }

  /// `cadence help NAME` and `cadence NAME --help`, in the language of `words`, fitted to
  /// `width` columns (``width(_:terminal:)``): usage wrapped between options, the rest
  /// between words.
  static func command(
    _ command: any Subcommand.Type, words: any HelpWords = EnglishCatalogue(),
    width: Int? = nil
  ) -> String {
    let width = width ?? words.helpWidth
    let spec = command.spec
    let say = { (item: HelpTopic.Item, english: String) in
      words.help(HelpTopic(spec.name, item), english: english)
    }
    var text =
      paragraphs(head(words.helpSection(.overview)) + say(.abstract, spec.abstract), width: width)
      + "\n\n"
    let usageHead = head(words.helpSection(.usage))
    text +=
      usageHead
      + usage(spec, words: words, width: width).joined(
        separator: "\n" + String(repeating: " ", count: DisplayWidth.of(usageHead))) + "\n"
    if !spec.allArguments.isEmpty {
      text +=
        "\n" + words.helpSection(.arguments) + "\n"
        + rows(
          spec.allArguments.map { ($0.label, say(.argument($0.label), $0.help)) }, width: width)
    }
    let options = spec.visibleOptions.map { ($0.label, say(.option($0.name), $0.help)) }
    text +=
      "\n" + words.helpSection(.options) + "\n"
      + rows(options + [(helpOption.label, words.helpOptionHelp)], width: width)
    if !spec.subcommands.isEmpty {
      text +=
        "\n" + words.helpSection(.subcommands) + "\n"
        + rows(
          spec.subcommands.map { ($0.label, say(.subcommand($0.name), $0.help)) }, width: width)
    }
    if !spec.discussion.isEmpty {
      text += "\n" + paragraphs(say(.discussion, spec.discussion), width: width) + "\n"
    }
    return text
  }

  /// The usage block printed after a usage error, in the language of `words`, its usage
  /// lines wrapped to `width` columns where that is known.
  static func usageReminder(
    for command: (any Subcommand.Type)?, words: any HelpWords = EnglishCatalogue(),
    width: Int? = nil
  ) -> String {
    let lead = Self.head(words.usageReminderHeader)
    let lines =
      command.map {
        usage($0.spec, words: words, width: width ?? words.helpWidth).joined(
          separator: "\n" + String(repeating: " ", count: DisplayWidth.of(lead)))
      } ?? words.rootUsage
    return lead + lines + "\n  " + words.seeMoreHelp(command: command?.name) + "\n"
  }

  static let helpOption = OptionSpec("help", short: "h", help: "Show help information.")

  /// The usage lines, each starting `cadence NAME`, long ones wrapped between options with
  /// an indent, to `width` columns (``usageWidth`` when that is `nil`).
  static func usage(
    _ spec: CommandSpec, words: any HelpWords = EnglishCatalogue(), width: Int? = nil
  ) -> [String] {
    let width = width ?? words.helpWidth ?? usageWidth
    let wrap = { (head: String, pieces: [String]) in
      Self.wrap(head, pieces, width: width - DisplayWidth.of(Self.head(words.helpSection(.usage))))
    }
    if let custom = spec.customUsage {
      let named = Set(custom.flatMap { optionsNamed(in: $0) })
      return custom.flatMap { items in
        wrap(
          "cadence \(spec.name)",
          items.flatMap {
            pieces($0, options: spec.options, excluding: named, spec: spec, words: words)
          })
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
    _ item: UsageItem, options: [OptionSpec], excluding named: Set<OptionSpec>, spec: CommandSpec,
    words: any HelpWords
  ) -> [String] {
    switch item {
    case .argument(let argument): return [argument.usage]
    case .option(let option): return [option.usage]
    case .text(let text): return [text]
    case .choice(let alternatives, let optional):
      let text = alternatives.map { alternative in
        alternative.flatMap {
          pieces($0, options: options, excluding: named, spec: spec, words: words)
        }
        .joined(separator: " ")
      }.joined(separator: " | ")
      return [optional ? "[" + text + "]" : text]
    case .otherOptions: return [words.otherOptions]
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

  /// `head` and the pieces, as many lines as keep each within `width` columns: under the
  /// head's end, or less far in where the widest piece would not fit there, and a group
  /// wider than a line broken after one of its `|`.
  private static func wrap(_ head: String, _ pieces: [String], width: Int) -> [String] {
    let pieces = pieces.flatMap { fitting($0, width: width - 1) }
    let widest = pieces.map { DisplayWidth.of($0) }.max() ?? 0
    let indent = String(repeating: " ", count: max(1, min(head.count + 1, width - widest)))
    var lines = [head]
    for piece in pieces {
      let last = lines[lines.count - 1]
      if DisplayWidth.of(last) + 1 + DisplayWidth.of(piece) > width, last != head {
        lines.append(indent + piece)
      } else {
        lines[lines.count - 1] = last + " " + piece
      }
    }
    return lines
  }

  /// `piece`, or where it is wider than `width` its alternatives (`[--a <x> | --b <y>]` as
  /// `[--a <x> |` and `--b <y>]`), so a line still breaks between options.
  private static func fitting(_ piece: String, width: Int) -> [String] {
    guard DisplayWidth.of(piece) > width else { return [piece] }
    let alternatives = piece.split(separator: " | ", omittingEmptySubsequences: false)
    return alternatives.indices.map { index in
      String(alternatives[index]) + (index < alternatives.count - 1 ? " |" : "")
    }
  }

  /// Two columns: the label, then the help (a `\n` in it continues under the help),
  /// wrapped to `width` where there is one.
  private static func rows(
    _ rows: [(label: String, help: String)], width: Int?
  ) -> String {
    let helpIndent = String(repeating: " ", count: 26)
    return rows.map { row in
      let lines = row.help.split(separator: "\n", omittingEmptySubsequences: false)
        .flatMap { line in
          width.map { WrappedLines.of(String(line), width: max($0 - 26, 20)) } ?? [String(line)]
        }
      let help = lines.joined(separator: "\n" + helpIndent)
      return DisplayWidth.of(row.label) <= 22
        ? "  " + row.label.padding(to: 22) + "  " + help + "\n"
        : "  " + row.label + "\n" + helpIndent + help + "\n"
    }.joined()
  }

  /// `text`, each of its lines wrapped to `width` (as written when there is none).
  private static func paragraphs(_ text: String, width: Int?) -> String {
    guard let width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { WrappedLines.of(String($0), width: width) }
      .joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to `width` columns (never cut).
  func padding(to width: Int) -> String {
    let columns = DisplayWidth.of(self)
    return columns >= width ? self : self + String(repeating: " ", count: width - columns)
  }
}
