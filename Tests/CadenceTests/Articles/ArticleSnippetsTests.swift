import Foundation
import Testing

/// The DocC articles show only code that compiles: every ```swift block in
/// `Sources/Cadence/Cadence.docc` and `Sources/TerminalUI/TerminalUI.docc` is marked as
/// tested, naming the test file that holds it verbatim (indentation aside); SwiftUI code is
/// in `Tests/SwiftUITypeCheck`, compiled against a stand-in of SwiftUI on Linux.
@Suite struct ArticleSnippetsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let catalogs = ["Sources/Cadence/Cadence.docc", "Sources/TerminalUI/TerminalUI.docc"]
    .map(root.appendingPathComponent)

  static let testedPrefix = "<!-- tested: "

  /// Every article of the catalogs, by file name, with its text.
  static func articles() throws -> [(name: String, text: String)] {
    try catalogs.flatMap { catalog in
      let names = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
        .filter { $0.hasSuffix(".md") }.sorted()
      return try names.map { name in
        (name, try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8))
      }
    }
  }

  /// The test file a tested marker names, relative to the package root.
  static func testedPath(of marker: String) -> String? {
    guard marker.hasPrefix(testedPrefix), marker.hasSuffix(" -->") else { return nil }
    return String(marker.dropFirst(testedPrefix.count).dropLast(" -->".count))
  }

  @Test func everyBlockIsMarkedAndEveryTestedBlockIsInItsTestFileVerbatim() throws {
    let articles = try Self.articles()
    #expect(articles.count >= 10, "the catalogs' articles went missing")
    var testedCount = 0
    for article in articles {
      for block in ReadmeExamplesTests.swiftBlocks(of: article.text) {
        let first = block.lines.first ?? ""
        if block.marker == ReadmeExamplesTests.installMarker { continue }
        guard let marker = block.marker, let path = Self.testedPath(of: marker) else {
          Issue.record("\(article.name): a ```swift block is not marked tested: \(first)")
          continue
        }
        let source = try String(
          contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8
        ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
          ReadmeExamplesTests.source(source, contains: block.lines),
          "\(article.name): block not in \(path) verbatim: \(first)")
        testedCount += 1
      }
    }
    #expect(testedCount >= 20, "the articles' tested examples went missing")
  }

  @Test func theCheckFindsAChangedSnippet() throws {
    let text = """
      <!-- tested: Tests/CadenceTests/Articles/CountdownArticleTests.swift -->
      ```swift
      var remaining = seconds + 1
      ```
      """
    let block = try #require(ReadmeExamplesTests.swiftBlocks(of: text).first)
    let path = try #require(block.marker.flatMap(Self.testedPath(of:)))
    let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(!ReadmeExamplesTests.source(source, contains: block.lines))
    #expect(ReadmeExamplesTests.source(source, contains: ["var remaining = seconds"]))
  }
}
