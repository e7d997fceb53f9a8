import CadenceStore
import CadenceWords
import Testing

@testable import CadenceCLI

/// Runtime errors in the chosen language, through the command line: one line with the
/// language's label, status 1, nothing on standard output; English exactly as before.
@Suite struct ChineseRuntimeErrorTests {
  func run(_ arguments: [String], environment: [String: String] = ["LANG": "zh_CN.UTF-8"])
    -> (status: Int32, output: String, errors: String)
  {
    let directory = TemporaryDataDirectory()
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: environment)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func aFileThatCannotBeReadIsNamedInChinese() {
    let (status, output, errors) = run(["trace", "/no/such/file"])
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors == "错误：无法读取 “/no/such/file”：No such file or directory。\n")
  }

  @Test func anUnknownJournalNoteIsNamedInChinese() {
    let (status, output, errors) = run(["journal", "remove", "abcd"])
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors == "错误：没有编号为 “abcd” 的感受记录；可以用 “cadence journal” 查看编号。\n")
  }

  @Test func aBuiltInPatternCannotBeRemovedInChinese() {
    let (status, output, errors) = run(["pattern", "remove", "box"])
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(errors == "错误：“box” 是内置呼吸法，不能删除。\n")
  }

  @Test func theSameErrorsInEnglishAreAsBefore() {
    let english = ["LANG": "C.UTF-8"]
    let trace = run(["trace", "/no/such/file"], environment: english)
    #expect(trace.status == 1 && trace.output.isEmpty)
    #expect(trace.errors == "Error: Cannot read '/no/such/file': No such file or directory.\n")
    let journal = run(["journal", "remove", "abcd"], environment: english)
    #expect(journal.status == 1 && journal.output.isEmpty)
    #expect(
      journal.errors
        == "Error: No journal note with id 'abcd'; 'cadence journal' shows the ids.\n")
  }

  /// A warning takes the language's label too.
  @Test func aWarningIsLabelledInChinese() {
    let message = RuntimeMessage.noteNotSaved(StoreError.busy(path: "cadence.sqlite3"))
    #expect(
      message.line(in: ChineseCatalogue())
        == "警告：感受记录没有保存：数据库 “cadence.sqlite3” 正忙，请稍后再试。\n")
    #expect(
      message.line(in: EnglishCatalogue())
        == "Warning: The note was not saved: The database 'cadence.sqlite3' is busy; try again.\n")
  }

  @Test func patternAddProblemsAreUsageErrorsInChinese() {
    let builtIn = run(["pattern", "add", "box", "4-4"])
    #expect(builtIn.status == 64 && builtIn.output.isEmpty)
    #expect(builtIn.errors.hasPrefix("错误：“box” 是内置呼吸法的名称，请换一个名称。\n用法："))
    let name = run(["pattern", "add", "4-6", "4-6"])
    #expect(name.status == 64 && name.output.isEmpty)
    #expect(
      name.errors.hasPrefix(
        "错误：呼吸法名称 “4-6” 无效：需要以字母开头，后面是字母、数字、“-” 或 “_”，最多 40 个字符，"
          + "例如 “calm” 或 “evening-4-6”。\n"))
  }
}
