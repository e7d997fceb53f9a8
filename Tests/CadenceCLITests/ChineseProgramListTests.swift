import Cadence
import CadenceStore
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// `pattern list`, `program list | status` in Chinese, padded and wrapped by display width,
/// and the built-in patterns found by their Chinese names.
@Suite struct ChineseProgramListTests {
  func chinese(_ arguments: [String], in directory: ProgramTestDirectory)
    -> (status: Int32, output: String, errors: String)
  {
    directory.run(["--lang", "zh-Hans"] + arguments)
  }

  @Test func patternListInChinese() {
    let directory = ProgramTestDirectory()
    let output = chinese(["pattern", "list"], in: directory).output
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(3)) == [
        "内置呼吸法：",
        "  4-7-8        4-7-8 呼吸法 · 吸气 4 秒、屏息 7 秒、呼气 8 秒",
        "               吸气 4 秒、屏息 7 秒、呼气 8 秒：长长的呼气帮助放松、入睡",
      ])
    #expect(output.contains("\n  box          盒式呼吸 · 吸气 4 秒、屏息 4 秒、呼气 4 秒、屏息 4 秒\n"))
    #expect(output.hasSuffix("\n你的呼吸法：\n  还没有。用 cadence pattern add <名称> <节奏> 添加。\n"))
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    #expect(
      chinese(["pattern", "add", "晚安", "4-6"], in: directory).output
        == "已保存 “晚安”：吸气 4 秒、呼气 6 秒。\n")
    // A Chinese name lines up with the built-in ids by display width.
    #expect(
      chinese(["pattern", "list"], in: directory).output.hasSuffix(
        "你的呼吸法：\n  晚安         4-6 · 吸气 4 秒、呼气 6 秒\n"))
    #expect(chinese(["pattern", "remove", "晚安"], in: directory).output == "已删除 “晚安”。\n")
  }

  /// At 40 columns the summaries wrap between Chinese characters, never before a comma.
  @Test func patternListWrapsChineseAtFortyColumns() {
    let listing = PatternCommand.listing(saved: [], width: 40, words: ChineseCatalogue())
    for line in listing.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= 40, "'\(line)'")
      #expect(!line.drop { $0 == " " }.hasPrefix("，") && !line.drop { $0 == " " }.hasPrefix("、"))
    }
  }

  @Test func programListAndStatusInChinese() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(
        programID: "calm-7", currentStep: 2, completedSteps: 2, lastPracticedAt: saturdayMorning))
    try store.saveProgramProgress(
      ProgramProgress(programID: "focus", currentStep: 5, completedSteps: 6))
    #expect(
      chinese(["program", "list"], in: directory).output == """
          calm-7  7 天平静  共 7 节   第 3 节，共 7 节
                  一周的 4-7-8 呼吸法，从 4 轮逐渐增加到 5 分钟
          sleep   睡前放松  共 5 节   未开始
                  五个晚上的延长呼气和 4-7-8 呼吸法，让入睡更容易
          focus   专注      共 5 节   已完成
                  五天的三角呼吸和盒式呼吸，最后以生理性叹息收尾

        用 cadence program start <编号> 开始一个课程，
        用 cadence program status 查看进度。

        """)
    #expect(
      chinese(["program", "status"], in: directory).output == """
        7 天平静（calm-7）：第 3 节，共 7 节
          已完成：    2 节，共 7 节
          下一节：    第 3 节：4-7-8 呼吸法，6 轮
          上次练习：  2026年11月28日 周六 08:30
          完成次数：  2

        其他课程：
          focus  专注  已完成

        """)
    #expect(
      chinese(["program", "reset", "sleep"], in: directory).output
        == "睡前放松（sleep）没有进度，无需重置。\n")
  }

  // MARK: names

  @Test(arguments: [
    ("盒式呼吸", "box"), ("4-7-8 呼吸法", "4-7-8"), ("4-7-8呼吸法", "4-7-8"), ("共振呼吸", "coherent"),
    ("生理性叹息", "sigh"), ("延长呼气", "long-exhale"), ("延长呼气（2:1）", "long-exhale"),
    ("三角呼吸", "triangle"), ("提神呼吸", "energise"), ("Box breathing", "box"),
  ])
  func aBuiltInIsFoundByItsName(name: String, id: String) throws {
    #expect(BuiltInPattern.named(name)?.rawValue == id)
    #expect(try ResolvedPattern.resolve(name, store: nil).name == id)
  }

  @Test func breatheTakesAChineseName() throws {
    let directory = ProgramTestDirectory()
    let result = chinese(["breathe", "盒式呼吸", "--cycles", "1", "--count-in", "0"], in: directory)
    #expect(result.status == 0)
    #expect(result.errors.hasSuffix("盒式呼吸 · 4-4-4-4：完成 1/1 轮，呼吸 00:16\n"))
    // Recorded by its id, as `cadence breathe box` is.
    #expect(try directory.store().sessions(SessionQuery()).first?.name == "box")
  }

  /// A Chinese built-in name is taken: it cannot be saved, nor removed.
  @Test func aChineseBuiltInNameCannotBeSavedOrRemoved() {
    let directory = ProgramTestDirectory()
    #expect(chinese(["pattern", "add", "盒式呼吸", "4-6"], in: directory).status == 64)
    #expect(chinese(["pattern", "remove", "盒式呼吸"], in: directory).status == 1)
  }
}
