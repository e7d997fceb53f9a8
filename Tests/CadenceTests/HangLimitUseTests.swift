import CadenceTestTraits
import Foundation
import Testing

/// Every time-limited test in the package takes the shared `.hangLimit`: a limit of its own
/// (2 minutes was one) counts the wait for a thread behind every test queued before it, and
/// failed CI on tests that were well (see HangLimit.swift).
@Suite struct HangLimitUseTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func noTestSetsATimeLimitOfItsOwn() throws {
    let files = try #require(FileManager.default.subpaths(atPath: Self.tests.path))
      .filter {
        $0.hasSuffix(".swift") && !($0 as NSString).lastPathComponent.hasPrefix("HangLimit")
      }
    #expect(files.count > 100, "Tests/ holds \(files.count) Swift files")
    let own = try files.filter { file in
      try String(contentsOfFile: Self.tests.path + "/" + file, encoding: .utf8)
        .contains(".timeLimit(.")
    }
    #expect(own.isEmpty, "set a time limit of their own: \(own.sorted())")
  }

  @Test func theSharedLimitOutlastsAWholeRun() {
    #expect(TimeLimitTrait.hangLimit.timeLimit >= .seconds(15 * 60))
  }
}
