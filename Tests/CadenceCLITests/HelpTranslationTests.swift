import CadenceWords
import Testing

@testable import CadenceCLI
@testable import TerminalUI

/// Every text of every command's help has its Chinese, and the Chinese help fits 80 columns.
///
/// The English of each text lives in its command's ``CommandSpec``; the Chinese is looked up
/// by ``HelpTopic``. These walk every spec, so a new option, argument, subcommand word or
/// setting without Chinese fails here, and a Chinese text left behind by a removed one too.
@Suite struct HelpTranslationTests {
  /// Every help text of `spec`, with its English.
  static func topics(of spec: CommandSpec) -> [(topic: HelpTopic, english: String)] {
    var topics = [(HelpTopic(spec.name, .abstract), spec.abstract)]
    if !spec.discussion.isEmpty {
      topics.append((HelpTopic(spec.name, .discussion), spec.discussion))
    }
    topics += spec.allArguments.map { (HelpTopic(spec.name, .argument($0.label)), $0.help) }
    topics += spec.visibleOptions.map { (HelpTopic(spec.name, .option($0.name)), $0.help) }
    topics += spec.subcommands.map { (HelpTopic(spec.name, .subcommand($0.name)), $0.help) }
    return topics
  }

  static var allTopics: [(topic: HelpTopic, english: String)] {
    CadenceCommandLine.commands.flatMap { topics(of: $0.spec) }
      + Settings.all.map { (HelpTopic("config", .setting($0.key)), $0.help.english) }
  }

  @Test func everyTextOfEverySpecHasItsChinese() {
    let missing = Self.allTopics.filter { ChineseCatalogue.helpText($0.topic) == nil }
    #expect(missing.isEmpty, "no Chinese for \(missing.map { "\($0.topic)" })")
    #expect(Self.allTopics.count > 150)
  }

  @Test func noChineseTextIsLeftFromARemovedOne() {
    let known = Set(Self.allTopics.map(\.topic))
    var stale: [HelpTopic] = []
    for (name, help) in ChineseCatalogue.commandHelp {
      var topics = [HelpTopic(name, .abstract)]
      if !help.discussion.isEmpty { topics.append(HelpTopic(name, .discussion)) }
      topics += help.arguments.keys.map { HelpTopic(name, .argument($0)) }
      topics += help.options.keys.map { HelpTopic(name, .option($0)) }
      topics += help.subcommands.keys.map { HelpTopic(name, .subcommand($0)) }
      stale += topics.filter { !known.contains($0) }
    }
    #expect(stale.isEmpty, "Chinese for nothing: \(stale)")
  }

  /// A shared Chinese text stands for one English text: an option whose English differs in
  /// some command needs that command's own Chinese.
  @Test func aSharedOptionTextMeansTheSameEverywhere() {
    var english: [String: Set<String>] = [:]
    for command in CadenceCommandLine.commands {
      let spec = command.spec
      for option in spec.visibleOptions
      where ChineseCatalogue.commandHelp[spec.name]?.options[option.name] == nil {
        english[option.name, default: []].insert(option.help)
      }
    }
    for (name, helps) in english {
      #expect(helps.count == 1, "--\(name) has different English: \(helps)")
    }
  }

  @Test func chineseHelpFitsEightyColumns() {
    let words = ChineseCatalogue()
    let pages =
      CadenceCommandLine.commands.map { ($0.name, HelpText.command($0, words: words)) }
      + [("cadence", HelpText.root(commands: CadenceCommandLine.commands, words: words))]
      + CadenceCommandLine.commands.map {
        ($0.name + " usage", HelpText.usageReminder(for: $0, words: words))
      }
    for (name, page) in pages {
      for line in page.split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= 80, "\(name): \(line) is wider than 80 columns")
      }
    }
  }

  /// Issue 41, item 19: the Chinese help wrote "用法： cadence" and "概述： …", an ASCII
  /// space after a full-width colon, which holds its own space; usage lines under it lined
  /// up one column too far. A section label is followed by its text directly.
  @Test func noSpaceFollowsTheFullWidthColonOfASection() {
    let words = ChineseCatalogue()
    var texts = CadenceCommandLine.commands.map { HelpText.command($0, words: words) }
    texts.append(HelpText.root(commands: CadenceCommandLine.commands, words: words))
    texts.append(HelpText.usageReminder(for: TimerCommand.self, words: words))
    for text in texts {
      for label in ["概述：", "用法："] {
        #expect(!text.contains(label + " "), "\(text.prefix(80))")
      }
    }
    let usage = HelpText.usageReminder(for: TimerCommand.self, words: words)
      .split(separator: "\n")
    #expect(usage[0].hasPrefix("用法：cadence timer <duration>"))
    // A wrapped usage line goes on under the first option: six columns for 用法：, then
    // under "cadence timer ".
    #expect(usage[1].hasPrefix(String(repeating: " ", count: 6 + 14) + "[--"))
  }

  /// The Chinese pages say their sections and texts in Chinese, and options stay ASCII.
  @Test func chineseHelpIsInChinese() {
    let page = HelpText.command(TimerCommand.self, words: ChineseCatalogue())
    #expect(page.hasPrefix("概述：从一段时长倒计时，或倒计时到某个时刻。\n"))
    #expect(page.contains("\n选项：\n  --until <time>          倒计时到某个时刻"))
    #expect(page.contains("  -h, --help              显示帮助。\n"))
    #expect(page.contains("      cadence timer --until <time> [选项]\n"))
    for english in ["OVERVIEW", "USAGE", "OPTIONS", "KEYS", "EXIT STATUS", "Show help"] {
      #expect(!page.contains(english))
    }
    let root = HelpText.root(commands: CadenceCommandLine.commands, words: ChineseCatalogue())
    #expect(root.contains("用法：cadence <子命令> [选项]\n"))
    #expect(root.contains("\n  breathe                 引导呼吸："))
  }

  /// English is laid out as its specs write it, as before the catalogue.
  @Test func englishHelpIsAsWritten() {
    let page = HelpText.command(TimerCommand.self, words: EnglishCatalogue())
    #expect(page == HelpText.command(TimerCommand.self))
    #expect(page.hasPrefix("OVERVIEW: Count down from a duration, or until a time of day.\n"))
    #expect(
      page.contains(
        "  --pause-on-suspend      Pause while suspended (Ctrl-Z) or while the machine sleeps, "
          + "instead of keeping real time.\n"))
    #expect(
      HelpText.usageReminder(for: nil)
        == "Usage: cadence <subcommand> [options]\n  See 'cadence --help' for more information.\n")
  }

  @Test(arguments: [
    ["--help"], ["help"], ["help", "timer"], ["timer", "--help"], ["program", "start", "-h"],
    ["config", "--help"],
  ])
  func theLocaleGivesChineseHelp(arguments: [String]) {
    let directory = TemporaryDataDirectory()
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(CadenceCommandLine.run(arguments, in: context) == 0)
    #expect(output.text.hasPrefix("概述："))
    #expect(errors.text.isEmpty)
    let (english, englishOutput, _) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(CadenceCommandLine.run(["--lang", "en"] + arguments, in: english) == 0)
    #expect(englishOutput.text.hasPrefix("OVERVIEW:"))
  }
}
