import CadencePractice
import CadenceWords

extension ChineseCatalogue: HelpWords {
  func help(_ topic: HelpTopic, english: String) -> String {
    Self.helpText(topic) ?? english
  }

  /// The Chinese of `topic`, or `nil` when there is none (`HelpTranslationTests` fails
  /// then, for every text of every spec). An option a command has no text of its own for
  /// takes the shared one (``sharedOptionHelp``), the options declared once for many.
  static func helpText(_ topic: HelpTopic) -> String? {
    if case .setting(let key) = topic.item { return Settings.named(key)?.help.chinese }
    guard let command = commandHelp[topic.command] else { return nil }
    switch topic.item {
    case .abstract: return command.abstract
    case .discussion: return command.discussion
    case .argument(let label): return command.arguments[label]
    case .option(let name): return command.options[name] ?? sharedOptionHelp[name]
    case .subcommand(let word): return command.subcommands[word]
    case .setting: return nil
    }
  }

  /// Every command's help in Chinese, by the command's name.
  static let commandHelp: [String: CommandHelp] = practiceHelp.merging(
    dataHelp.merging(toolHelp) { first, _ in first }
  ) { first, _ in first }

  var helpWidth: Int? { 80 }

  func helpSection(_ section: HelpSection) -> String {
    switch section {
    case .overview: "概述："
    case .usage: "用法："
    case .arguments: "参数："
    case .options: "选项："
    case .subcommands: "子命令："
    }
  }

  var rootOverview: String { "在终端里准确计时的倒计时、呼吸练习和打字机效果。" }
  var rootUsage: String { "cadence <子命令> [选项]" }
  var dataDirectoryHelp: String {
    "数据存放的目录（默认：$CADENCE_DATA_DIR，其次 $XDG_DATA_HOME/cadence，再次 ~/.local/share/cadence）。"
  }
  var languageHelp: String {
    "en 或 zh-Hans（默认：language 设置，其次 LC_ALL、LC_MESSAGES 或 LANG）。"
  }
  var versionHelp: String { "显示版本。" }
  var helpOptionHelp: String { "显示帮助。" }
  var dataDirectoryDescription: String { "数据存放的目录。" }
  var languageDescription: String { "消息的语言：en 或 zh-Hans。" }
  var helpCommandDescription: String { "显示一个命令的帮助。" }
  var otherOptions: String { "[选项]" }
  var seeCommandHelp: String { "用 cadence help <子命令> 查看各个命令的详细帮助。" }
  var usageReminderHeader: String { "用法：" }

  func seeMoreHelp(command: String?) -> String {
    "更多说明见 " + (command.map { "cadence help " + $0 } ?? "cadence --help") + "。"
  }
}

/// One command's help in Chinese: every text its ``CommandSpec`` has in English.
struct CommandHelp: Sendable {
  let abstract: String
  /// By the argument's label: `<duration>`.
  var arguments: [String: String] = [:]
  /// By the option's long name; the shared ones (``ChineseCatalogue/sharedOptionHelp``)
  /// need not be repeated.
  var options: [String: String] = [:]
  /// By the subcommand word.
  var subcommands: [String: String] = [:]
  var discussion: String = ""
}
