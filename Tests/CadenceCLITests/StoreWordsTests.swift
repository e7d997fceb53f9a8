import CadenceStore
import CadenceSystem
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// Issue 12: the store's failures are data, so they read in Chinese without English inside;
/// the English is unchanged.
@Suite struct StoreWordsTests {
  static let refused = RuntimeMessage.storeFailed(
    StoreError.invalidSetting(key: "dayStartsAt", value: "24:00", expected: .timeOfDay),
    while: .settings)

  @Test func englishIsUnchanged() {
    #expect(
      Self.refused.line(in: EnglishCatalogue())
        == "Error: Invalid value '24:00' for setting 'dayStartsAt': expected a time from 00:00 "
        + "to 23:59.\n")
  }

  @Test func chineseSaysWhatTheSettingHolds() {
    #expect(
      Self.refused.line(in: ChineseCatalogue())
        == "错误：设置 “dayStartsAt” 的值 “24:00” 无效：需要 00:00 到 23:59 之间的时间。\n")
  }

  /// A data directory that is a file: before, Chinese ended in "：it is not a directory。".
  @Test func aDataDirectoryThatIsAFileIsSaidInEachLanguage() {
    let directory = TemporaryDirectory()
    let file = directory.file("file")
    TemporaryDirectory.write([], to: file)
    for (language, line) in [
      ("C.UTF-8", "Error: Cannot write to the data directory 'PATH': it is not a directory.\n"),
      ("zh_CN.UTF-8", "错误：无法写入数据目录 “PATH”：它不是目录。\n"),
    ] {
      let (context, output, errors) = CommandContext.testing(
        dataDirectory: file, environment: ["LANG": language])
      #expect(CadenceCommandLine.run(["history"], in: context) == 1)
      #expect(output.text == "")
      #expect(errors.text == line.replacingOccurrences(of: "PATH", with: file))
    }
  }

  /// A failed system call: before, Chinese read "终端出错：tcsetattr failed: …".
  @Test func aFailedSystemCallIsSaidInChinese() {
    let failed = RuntimeMessage.terminalFailed(TerminalError.systemCall("tcsetattr", errno: 5))
    #expect(
      failed.line(in: ChineseCatalogue())
        == "错误：终端出错：调用 tcsetattr 失败：Input/output error（errno 5）。\n")
    #expect(
      failed.line(in: EnglishCatalogue())
        == "Error: The terminal failed: tcsetattr failed: Input/output error (errno 5).\n")
  }

  /// The end hook that cannot start: before, Chinese read "无法启动：posix_spawn failed: …".
  @Test func anEndHookThatCannotStartIsSaidInChinese() {
    let error = SystemCallError("posix_spawn", errno: 2)
    #expect(
      ChineseCatalogue().endHookCannotStart(command: "x", error: error)
        == "警告：结束时运行的命令 “x” 无法启动：调用 posix_spawn 失败：No such file or directory（errno 2）。")
    #expect(
      EnglishCatalogue().endHookCannotStart(command: "x", error: error)
        == "Warning: The end hook 'x' could not start: posix_spawn failed: No such file or "
        + "directory (errno 2).")
  }
}
