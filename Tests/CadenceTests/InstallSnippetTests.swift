import Foundation
import Testing

/// The install snippet of the README and the DocC landing page names products the package
/// has, the package's name as SwiftPM derives it from the URL, the branch it resolves from
/// until a release is tagged, and the version the changelog last released, so copying it
/// works.
@Suite struct InstallSnippetTests {
  static let root = ArticleSnippetsTests.root

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The install block of a document: the ```swift block under the install marker.
  static func snippet(in path: String) throws -> [String] {
    let blocks = ReadmeExamplesTests.swiftBlocks(of: try text(path))
    return try #require(blocks.first { $0.marker == ReadmeExamplesTests.installMarker }).lines
  }

  /// Every `"…"` after `key` in `lines`.
  static func quoted(after key: String, in lines: [String]) -> [String] {
    lines.flatMap { line in
      line.components(separatedBy: key).dropFirst().compactMap { rest in
        rest.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first
          .map(String.init)
      }
    }
  }

  @Test(arguments: ["README.md", "Sources/Cadence/Cadence.docc/Cadence.md"])
  func theSnippetNamesThisPackagesProductsAndItsLatestRelease(path: String) throws {
    let lines = try Self.snippet(in: path)
    let manifest = try Self.text("Package.swift").split(separator: "\n").map(String.init)
    let libraries = Set(Self.quoted(after: ".library(name: ", in: manifest))
    let products = Self.quoted(after: ".product(name: ", in: lines)
    #expect(products.contains("Cadence") && products.contains("CadenceTesting"))
    for product in products { #expect(libraries.contains(product), "no product \(product)") }
    let url = try #require(Self.quoted(after: ".package(url: ", in: lines).first)
    let name = try #require(url.split(separator: "/").last).replacingOccurrences(
      of: ".git", with: "")
    #expect(Self.quoted(after: "package: ", in: lines).allSatisfy { $0 == name })
    let changelog = try Self.text("CHANGELOG.md").split(separator: "\n")
    let released = try #require(
      changelog.first { $0.hasPrefix("## ") && $0.first(where: \.isNumber) != nil })
    // It resolves from the repository as it is (no tag yet: the branch), and names the
    // version to use once the tag is published (Scripts/client-check.sh resolves it).
    #expect(Self.quoted(after: "branch: ", in: lines) == ["main"])
    #expect(Self.quoted(after: "from: ", in: lines) == [String(released.dropFirst(3))])
  }

  @Test func bothDocumentsShowTheSameSnippet() throws {
    #expect(
      try Self.snippet(in: "README.md")
        == Self.snippet(in: "Sources/Cadence/Cadence.docc/Cadence.md"))
  }
}
