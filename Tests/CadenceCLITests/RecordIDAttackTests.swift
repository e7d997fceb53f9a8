import CadenceStore
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, item 27: an id typed with a hyphen in the wrong place had the hyphen dropped and
/// named another record; hyphens are taken only where a UUID has them.
@Suite struct RecordIDAttackTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test(arguments: ["abcdef0-11", "ab-cdef011", "-abcdef011", "abcdef01--1", "abcdef01-1-2"])
  func aMisplacedHyphenIsRefused(typed: String) {
    #expect(ShortID(typed) == nil)
  }

  @Test(arguments: [
    "abcdef01-1", "abcdef01-", "ABCDEF01-1234-4", "abcdef011234",
    "abcdef01-1234-4abc-8def-0123456789ab",
  ])
  func hyphensWhereAUUIDHasThemAreTaken(typed: String) {
    #expect(ShortID(typed)?.digits == typed.lowercased().filter { $0 != "-" })
  }

  @Test func theCommandRefusesItAndKeepsTheNote() throws {
    #expect(run(["journal", "add", "keep"]).status == 0)
    let id = String(run(["journal"]).output.prefix(8))
    let misplaced = String(id.prefix(7)) + "-" + String(id.dropFirst(7))
    let result = run(["journal", "remove", misplaced])
    #expect(result.status == 64)
    #expect(result.errors.hasPrefix("Error: Invalid value '\(misplaced)'"), "\(result.errors)")
    #expect(run(["journal"]).output.contains("keep"))
  }

  @Test func everyPrefixLengthUpToTheWholeIdFindsTheNote() throws {
    #expect(run(["journal", "add", "keep"]).status == 0)
    struct Export: Decodable {
      struct Note: Decodable { var id: String }
      var journal: [Note]
    }
    let export = try JSONDecoder().decode(Export.self, from: Data(run(["export"]).output.utf8))
    let uuid = try #require(export.journal.first?.id)
    let digits = uuid.lowercased().filter { $0 != "-" }
    for length in 4...32 {
      let result = run(["journal", "edit", String(digits.prefix(length)), "edited \(length)"])
      #expect(result.status == 0, "\(length): \(result.errors)")
    }
    #expect(run(["journal", "edit", String(uuid.prefix(35)), "hyphens"]).status == 0)
  }
}
