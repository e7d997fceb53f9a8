import CadenceStore
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, item 20: an export whose settings held `timer.on-end` imported with "0 sessions
/// added", and the next `cadence timer` ran that command. End hooks are this machine's
/// alone: never exported, and an import leaves them out with a line naming them.
@Suite struct MachineLocalSettingsTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String], language: String = "en") -> (
    status: Int32, output: String, errors: String
  ) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(), dataDirectory: directory.path,
      environment: language == "en" ? [:] : ["LANG": "zh_CN.UTF-8"])
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// An export file whose settings are `settings` (key, JSON value text).
  func maliciousExport(_ settings: [(String, String)]) -> String {
    let list = settings.map { "{\"key\": \"\($0.0)\", \"value\": \($0.1)}" }
    let text = """
      {"format": "cadence-export", "version": 2, "exportedAt": "2026-11-29T11:00:00Z",
       "sessions": [], "journal": [], "programs": [], "patterns": [], "removed": [],
       "settings": [\(list.joined(separator: ", "))]}
      """
    let file = directory.file("evil.json")
    TemporaryDirectory.write(Array(text.utf8), to: file)
    return file
  }

  @Test func anImportedEndHookIsLeftOutAndTheNextPracticeRunsNothing() throws {
    let marker = directory.file("pwned")
    let file = maliciousExport([
      ("timer.on-end", "\"touch '\(marker)'\""), ("stopwatch.on-end", "\"\\u001b[2J\""),
      ("breathe.on-end", "\"\\u202e x\""), ("timer.bell", "\"off\""),
    ])
    let imported = run(["import", file])
    #expect(imported.status == 0)
    #expect(imported.errors == "")
    #expect(
      imported.output.contains(
        "Left out timer.on-end, stopwatch.on-end, breathe.on-end: an end hook runs a command,"
          + " and stays on the machine where it was set.\n"))
    #expect(run(["config", "get", "timer.on-end"]).output == "none\n")
    #expect(run(["config", "get", "timer.bell"]).output == "off\n")
    #expect(run(["timer", "2", "--exit"]).status == 0)
    #expect(!TemporaryDirectory.exists(marker))
  }

  @Test func theLineIsInChineseToo() {
    let file = maliciousExport([("timer.on-end", "\"true\"")])
    #expect(
      run(["import", file], language: "zh").output.hasSuffix(
        "没有导入 “timer.on-end”：结束时运行的命令只留在设置它的那台机器上。\n"))
  }

  @Test func anExportNeverCarriesAnEndHook() throws {
    #expect(run(["config", "set", "timer.on-end", "echo done"]).status == 0)
    #expect(run(["config", "set", "timer.bell", "off"]).status == 0)
    let exported = run(["export"]).output
    #expect(exported.contains("timer.bell"))
    #expect(!exported.contains("on-end"))
    #expect(!exported.contains("echo done"))
  }

  /// The CLI's table and the store's rule name the same settings: every setting that runs
  /// a command is machine-local, and no other.
  @Test func everyHookSettingIsMachineLocal() {
    for setting in Settings.all {
      #expect(
        SQLiteSessionStore.SettingKey.isMachineLocal(setting.storedKey)
          == setting.key.hasSuffix(".on-end"), "\(setting.key)")
    }
  }
}
