import CadenceWords
import Foundation
import Testing

@testable import CadenceCLI

/// Issue 24, item 3: the one table of how every practice ends is the README's and
/// cadence(1)'s, both made from (or held to) `PracticeEndingRow`.
@Suite struct PracticeEndingTableTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  @Test func theReadmeHoldsTheTableAsTheSourceMakesIt() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    #expect(text.contains(PracticeEndingRow.markdown(words: EnglishCatalogue())))
  }

  @Test func theRootPageShowsEveryRowInBothLanguages() {
    for words in [EnglishCatalogue(), ChineseCatalogue()] as [any Catalogue] {
      let page = ManualPage.root(commands: CadenceCommandLine.commands, words: words)
      let section = ManualPageTests.section(words.manualSection(.exitStatus), of: page)
        .replacing("\n", with: " ")
      #expect(section.contains(Roff.escaped(words.practiceEndingsIntro)))
      for row in PracticeEndingRow.allCases {
        let text = words.practiceEnding(row)
        #expect(section.contains(Roff.bold(row.exitStatus)))
        #expect(section.contains(Roff.escaped(text.way + ": " + text.recorded)))
      }
    }
  }
}
