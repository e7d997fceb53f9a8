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

  static let metainfo = changelog.deletingLastPathComponent()
    .appendingPathComponent("Desktop/Resources/dev.cadence.Desktop.metainfo.xml")

  /// The AppStream metainfo `make install` installs lists the changelog's versions as its
  /// releases, no more and no fewer.
  @Test func theMetainfoReleasesAreTheChangelogsVersions() throws {
    let text = try String(contentsOf: Self.changelog, encoding: .utf8)
    let versions = text.split(separator: "\n").filter { $0.hasPrefix("## ") }
      .map { String($0.dropFirst(3)) }.filter { $0 != "Unreleased" }
    let metainfo = try String(contentsOf: Self.metainfo, encoding: .utf8)
    let releases = metainfo.split(separator: "<release version=\"").dropFirst()
      .map { String($0.prefix { $0 != "\"" }) }
    #expect(!versions.isEmpty)
    #expect(releases == versions)
  }
}
