import Testing

@testable import CadenceStore

/// The data directory is resolved from the option, then the environment, first match wins.
@Suite struct DataDirectoryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var explicit: String?
    var environment: [String: String]
    var expected: String
    var testDescription: String { expected }
  }

  static let home = ["HOME": "/home/ada"]

  @Test(arguments: [
    Case(
      explicit: "/mnt/usb/cadence",
      environment: home.merging(["CADENCE_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"]) { $1 },
      expected: "/mnt/usb/cadence"),
    Case(
      explicit: nil,
      environment: home.merging(["CADENCE_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"]) { $1 },
      expected: "/env"),
    Case(
      explicit: nil, environment: home.merging(["XDG_DATA_HOME": "/xdg"]) { $1 },
      expected: "/xdg/cadence"),
    Case(explicit: nil, environment: home, expected: "/home/ada/.local/share/cadence"),
    // Empty values count as unset (XDG Base Directory specification).
    Case(
      explicit: "",
      environment: home.merging(["CADENCE_DATA_DIR": "", "XDG_DATA_HOME": ""]) { $1 },
      expected: "/home/ada/.local/share/cadence"),
  ])
  func resolvesInOrder(_ example: Case) {
    let resolved = DataDirectory.resolve(
      explicit: example.explicit, environment: example.environment)
    #expect(resolved.path == example.expected)
  }

  @Test func databasePathJoinsWithOneSlash() {
    #expect(DataDirectory(path: "/data/").databasePath == "/data/cadence.sqlite3")
    #expect(DataDirectory(path: "/data").databasePath == "/data/cadence.sqlite3")
  }

  @Test func createsMissingParentsWithMode0700() throws {
    let directory = TemporaryDirectory()
    let nested = DataDirectory(path: directory.path + "/a/b/cadence")
    try nested.create()
    #expect(TemporaryDirectory.mode(of: directory.path + "/a") == 0o700)
    #expect(TemporaryDirectory.mode(of: nested.path) == 0o700)
  }
}
