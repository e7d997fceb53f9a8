import Foundation
import Testing

@testable import CadenceCLI

/// The version `cadence --version` prints is one the changelog records.
@Suite struct ChangelogTests {
  static let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")

  @Test func theChangelogHasAnEntryForThePrintedVersion() throws {
    let text = try String(contentsOf: Self.changelog, encoding: .utf8)
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(
      headings.contains("## \(HelpText.version)"), "CHANGELOG.md has no '## \(HelpText.version)'")
  }
}
