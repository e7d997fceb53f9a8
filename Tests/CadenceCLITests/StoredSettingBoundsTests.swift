import CadenceTestTraits
import Testing

@testable import CadenceCLI
@testable import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, item 24: a 5 MB value written into the settings table made `config list` hang.
/// Every stored setting is bounded on read as at entry: one that breaks ``SafeText``'s rule
/// reads as unset, everywhere a setting is read.
@Suite(.hangLimit) struct StoredSettingBoundsTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func hugeAndUnsafeStoredValuesReadAsUnset() throws {
    #expect(run(["config", "set", "timer.bell", "off"]).status == 0)
    let connection = try Connection(path: DataDirectory(path: directory.path).databasePath)
    let huge = String(repeating: "x", count: 5_000_000)
    for (key, value) in [
      ("breathe.pattern", huge), ("timer.on-end", "\u{1B}[2J"), ("stopwatch.on-end", "a\u{202E}b"),
      (huge, "on"),
    ] {
      try connection.statement("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)")
        .run([.text(key), .text(value)])
    }
    let clock = ContinuousClock()
    let start = clock.now
    let listed = run(["config", "list"])
    #expect(clock.now - start < .seconds(5))
    #expect(listed.status == 0)
    #expect(listed.output.utf8.count < 10_000)
    #expect(!listed.output.unicodeScalars.contains { $0 != "\n" && SafeText.isRefused($0) })
    #expect(listed.output.contains("timer.bell"))
    #expect(run(["config", "get", "timer.on-end"]).output == "none\n")
    #expect(run(["config", "get", "timer.bell"]).output == "off\n")
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    #expect(try store.setting("breathe.pattern") == nil)
    #expect(
      SQLiteSessionStore.settings(in: DataDirectory(path: directory.path)).keys.sorted()
        == ["timer.bell"])
    #expect(run(["export"]).output.utf8.count < 10_000)
  }
}
