import Foundation
import Testing

/// The app in Chinese: chosen by the locale like the terminal app, or by `--lang`; the
/// captions and names come from the shared words (CadenceWords), the rest from
/// DesktopWords. The screenshot's report line reads the widgets' own text.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct ChineseTests {
  static func shot(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let directory = DesktopProcess.dataDirectory()
    let result = try DesktopProcess.run(
      ["--data-dir", directory, "--screenshot", directory + "/shot.png"] + arguments,
      environment: environment)
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    #expect(Picture(path: directory + "/shot.png") != nil)
    return result.output
  }

  @Test(arguments: [
    (3.001, "吸气"), (7.001, "屏息"), (14.001, "呼气"), (2.0, "准备"), (22.5, "完成"),
  ])
  func theBreathePageShowsThePhaseAndThePatternInChinese(at: Double, caption: String) throws {
    let report = try Self.shot([
      "--lang", "zh-Hans", "--page", "breathe", "--pattern", "4-7-8", "--cycles", "1", "--at",
      String(at),
    ])
    #expect(report.contains(" pattern 4-7-8 呼吸法 "), "\(report)")
    #expect(report.contains(" title \(caption) "), "\(report)")
  }

  /// Cyclic sighing is in the chooser and its second inhale is named apart; a resonance
  /// pace keeps its exact phases, and the chooser names it in the language: it said
  /// "resonance 6.0 4:6  (…)" with its spec in Chinese too (issue 46).
  @Test(arguments: [
    ("en", "sighing", "5.5", "Cyclic sighing", "Breathe in more"),
    ("zh-Hans", "sighing", "5.5", "循环叹息", "再吸满"),
    ("zh-Hans", "sighing", "4.5", "循环叹息", "吸气"),
    ("en", "resonance 6", "7.9", "resonance 6.0", "Breathe in"),
    ("zh-Hans", "resonance 6 4:6", "7.1", "共振呼吸 每分钟 6.0 次 4:6", "呼气"),
    ("zh-Hans", "resonance 5.5", "2", "共振呼吸 每分钟 5.5 次", "准备"),
  ])
  func theTopUpAndAResonancePaceAreNamed(
    language: String, pattern: String, at: String, name: String, caption: String
  ) throws {
    let report = try Self.shot([
      "--lang", language, "--page", "breathe", "--pattern", pattern, "--cycles", "1", "--at", at,
    ])
    if !name.isEmpty { #expect(report.contains(" pattern \(name) "), "\(report)") }
    #expect(report.contains(" title \(caption) "), "\(report)")
  }

  /// Cyclic sighing is five minutes (30 breaths) when chosen, unless a length is given.
  @Test(arguments: [("en", [String](), 30), ("zh-Hans", [], 30), ("en", ["--cycles", "2"], 2)])
  func cyclicSighingIsFiveMinutesWhenChosen(
    language: String, length: [String], cycles: Int
  ) throws {
    let report = try Self.shot(
      ["--lang", language, "--page", "breathe", "--pattern", "cyclic-sigh", "--at", "4"]
        + length)
    #expect(report.contains(" cycle 1 of \(cycles) "), "\(report)")
  }

  @Test func theLocaleChoosesChineseAndLangOverridesIt() throws {
    let arguments = ["--page", "breathe", "--pattern", "box", "--cycles", "1", "--at", "3.5"]
    let chinese = try Self.shot(arguments, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.contains(" pattern 盒式呼吸 "), "\(chinese)")
    #expect(chinese.contains(" title 吸气 "), "\(chinese)")
    let english = try Self.shot(
      ["--lang", "en"] + arguments, environment: ["LC_ALL": "zh_CN.UTF-8"])
    #expect(english.contains(" pattern Box breathing "), "\(english)")
    #expect(english.contains(" title Breathe in "), "\(english)")
  }

  @Test(arguments: [
    (0.0, "专注 第 1 轮，共 4 轮", "25:00"), (1500.0, "短休息", "05:00"),
    (6900.0, "长休息", "15:00"),
  ])
  func thePomodorosSegmentsInChinese(at: Double, heading: String, digits: String) throws {
    let report = try Self.shot(["--lang", "zh-Hans", "--page", "pomodoro", "--at", String(at)])
    #expect(report.contains(" heading \(heading) done "), "\(report)")
    #expect(report.contains(" title \(digits) \(heading) — Cadence "), "\(report)")
  }

  @Test func anUnknownLanguageExits64WithOneLine() throws {
    let result = try DesktopProcess.run(["--lang", "fr"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors == "cadence-desktop: --lang takes en or zh-Hans, not 'fr'.\n")
  }
}
