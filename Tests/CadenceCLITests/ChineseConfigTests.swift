import CadenceWords
import Testing

@testable import CadenceCLI

/// `cadence config` in Chinese, and every setting described in every language.
@Suite struct ChineseConfigTests {
  let directory = TemporaryDataDirectory()

  func chinese(_ arguments: [String]) -> String {
    let (context, output, _) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "zh_CN.UTF-8"])
    _ = CadenceCommandLine.run(["config"] + arguments, in: context)
    return output.text
  }

  @Test func confirmationsInChinese() {
    #expect(chinese(["set", "pomodoro.work", "50m"]) == "已将 pomodoro.work 设为 50m。\n")
    #expect(chinese(["unset", "pomodoro.work"]) == "已取消 pomodoro.work 的设置：默认值为 25m。\n")
    #expect(chinese(["unset", "pomodoro.work"]) == "pomodoro.work 未曾设置：默认值为 25m。\n")
    #expect(chinese(["unset", "breathe.pattern"]) == "breathe.pattern 未曾设置：默认值为 上次使用的。\n")
  }

  @Test func listInChinese() {
    _ = chinese(["set", "breathe.pattern", "盒式呼吸"])
    let lines = chinese(["list"]).split(separator: "\n")
    #expect(lines.first == "day-starts-at     00:00         （默认）")
    #expect(lines.contains("breathe.pattern   box"))
    #expect(lines.contains("language          跟随系统语言  （默认）"))
  }

  /// Every setting describes itself in every language, where it is declared: the English
  /// with no Chinese in it, the Chinese with no English words but the values a person types.
  @Test func everySettingIsDescribedInEveryLanguage() {
    for setting in Settings.all {
      #expect(!setting.help.english.isEmpty && !hasChinese(setting.help.english), "\(setting.key)")
      let chinese = setting.help.chinese
      #expect(hasChinese(chinese), "\(setting.key)")
      #expect(
        CatalogueTests.englishWords(in: chinese).filter {
          // Values a person types stay as typed: on / off, the cue sets.
          !["shell", "off", "Hans", "tones", "strikes", "voice"].contains($0)
        }
        .isEmpty, "\(chinese)")
    }
  }
}
