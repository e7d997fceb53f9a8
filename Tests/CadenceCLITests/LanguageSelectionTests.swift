import CadenceWords
import Testing

@testable import CadenceCLI

/// Which language Cadence speaks: the locale by POSIX's order, then the `language`
/// setting, then `--lang`.
@Suite struct LanguageSelectionTests {
  @Test(arguments: [
    ([:], Language.english),
    (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
    (["LANG": "zh_SG"], .simplifiedChinese),
    (["LANG": "zh_Hans"], .simplifiedChinese),
    (["LANG": "zh"], .simplifiedChinese),
    (["LANG": "zh-Hans"], .simplifiedChinese),
    (["LANG": "en_GB.UTF-8"], .english),
    (["LANG": "fr_FR.UTF-8"], .english),
    (["LANG": "C.UTF-8"], .english),
    (["LANG": "POSIX"], .english),
    (["LANG": "zhx_YZ"], .english),
    // LC_MESSAGES before LANG, LC_ALL before both; an empty variable is not set.
    (["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"], .simplifiedChinese),
    (["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "C"], .english),
    (["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "fr_FR"], .english),
    (["LC_ALL": "zh_CN.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US"], .simplifiedChinese),
    (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "zh_CN"], .english),
    (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"], .simplifiedChinese),
    // LC_CTYPE chooses the character set, not the language.
    (["LC_CTYPE": "zh_CN.UTF-8", "LANG": "C.UTF-8"], .english),
  ])
  func theLocaleChoosesByPOSIXOrder(environment: [String: String], language: Language) {
    #expect(Language(environment: environment) == language)
  }

  func run(
    _ arguments: [String], environment: [String: String] = [:], directory: String
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory, environment: environment)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// A pattern error, said in the chosen language.
  static let chineseError = "无法识别呼吸节奏 “4-x”"
  static let englishError = "Unrecognised 'x' in breathing pattern '4-x'"

  @Test func theContextCarriesTheLocalesLanguage() {
    let directory = TemporaryDataDirectory()
    let chinese = run(
      ["breathe", "4-x"], environment: ["LANG": "zh_CN.UTF-8"], directory: directory.path)
    #expect(chinese.status == 64 && chinese.output.isEmpty)
    #expect(chinese.errors.contains("呼吸节奏 “4-x” 中的 “x” 无法识别"))
    let english = run(["breathe", "4-x"], directory: directory.path)
    #expect(english.errors.contains(Self.englishError))
  }

  @Test(arguments: [
    (["--lang", "zh-Hans", "breathe", "4-x"], [String: String](), true),
    (["breathe", "--lang=zh-Hans", "4-x"], [:], true),
    (["breathe", "4-x", "--lang", "zh"], [:], true),
    (["--lang", "en", "breathe", "4-x"], ["LANG": "zh_CN.UTF-8"], false),
    (["--lang=en", "breathe", "4-x"], ["LC_ALL": "zh_CN.UTF-8"], false),
  ])
  func langOverridesTheLocale(arguments: [String], environment: [String: String], chinese: Bool) {
    let directory = TemporaryDataDirectory()
    let result = run(arguments, environment: environment, directory: directory.path)
    #expect(result.status == 64 && result.output.isEmpty)
    #expect(result.errors.contains("呼吸节奏 “4-x” 中的 “x” 无法识别") == chinese, "\(result.errors)")
  }

  @Test func anUnknownLanguageIsAUsageError() {
    let directory = TemporaryDataDirectory()
    let result = run(["--lang", "fr", "timer", "5m"], directory: directory.path)
    #expect(result.status == 64 && result.output.isEmpty)
    #expect(result.errors.hasPrefix("Error: Invalid value 'fr' for '--lang <language>'"))
    let missing = run(["timer", "5m", "--lang"], directory: directory.path)
    #expect(missing.status == 64 && missing.errors.hasPrefix("Error: Missing value for '--lang"))
  }

  @Test func theSettingOverridesTheLocaleAndLangOverridesTheSetting() {
    let directory = TemporaryDataDirectory()
    #expect(run(["config", "set", "language", "zh-Hans"], directory: directory.path).status == 0)
    let chinese = run(["breathe", "4-x"], directory: directory.path)
    #expect(chinese.errors.contains("呼吸节奏 “4-x” 中的 “x” 无法识别"), "\(chinese.errors)")
    let english = run(["--lang", "en", "breathe", "4-x"], directory: directory.path)
    #expect(english.errors.contains(Self.englishError))
    #expect(run(["config", "set", "language", "en"], directory: directory.path).status == 0)
    let fromSetting = run(
      ["breathe", "4-x"], environment: ["LANG": "zh_CN.UTF-8"], directory: directory.path)
    #expect(fromSetting.errors.contains(Self.englishError))
    let wrong = run(["config", "set", "language", "klingon"], directory: directory.path)
    #expect(wrong.status == 64)
  }
}
