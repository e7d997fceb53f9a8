import Foundation
import Testing

@testable import CadenceStore

/// Rows laid out on one thread and bound in place on another (a merge's sessions): what
/// the database holds must be what was laid out, whatever the texts' bytes did meanwhile.
@Suite struct BoundRowsTests {
  @Test func rowsBoundInPlaceAreStoredAsLaidOut() throws {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE t (a TEXT, b INTEGER, c TEXT, d TEXT) STRICT")
    // Started small, so the texts' bytes move several times while rows are added.
    let rows = BoundRows(columns: 4, rows: 1, bytesPerRow: 1)
    let id = UUID(uuidString: "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9")!
    for index in 0..<100 {
      rows.append(String(repeating: "x", count: index) + "呼吸")
      rows.append(index % 3 == 0 ? nil : Int64(index) * 1_000_000_007)
      rows.append(
        index.isMultiple(of: 2)
          ? id : UUID(uuid: (UInt8(index), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
      rows.append(index % 5 == 0 ? "" : nil)
    }
    #expect(rows.count == 100)
    let insert = try connection.statement(
      "INSERT INTO t (a, b, c, d) VALUES (?, ?, ?, ?), (?, ?, ?, ?)")
    for index in stride(from: 0, to: 100, by: 2) {
      try insert.run(rows: [
        BoundRow(rows: rows, index: index), BoundRow(rows: rows, index: index + 1),
      ])
    }
    let stored = try connection.statement("SELECT a, b, c, d FROM t ORDER BY rowid").rows([]) {
      ($0.text(0), $0.optionalInt64(1), $0.text(2), $0.optionalText(3))
    }
    #expect(stored.count == 100)
    for (index, row) in stored.enumerated() {
      #expect(row.0 == String(repeating: "x", count: index) + "呼吸")
      #expect(row.1 == (index % 3 == 0 ? nil : Int64(index) * 1_000_000_007))
      let expectedID =
        index.isMultiple(of: 2)
        ? id : UUID(uuid: (UInt8(index), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
      #expect(row.2 == expectedID.uuidString)
      #expect(row.3 == (index % 5 == 0 ? "" : nil))
      #expect(rows.isNull(row: index, column: 1) == (index % 3 == 0))
    }
  }

  @Test func aRowCountThatDoesNotFillTheStatementIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      let connection = try Connection(path: ":memory:")
      try connection.execute("CREATE TABLE t (a TEXT)")
      let rows = BoundRows(columns: 1)
      rows.append("one")
      try connection.statement("INSERT INTO t (a) VALUES (?), (?)").run(rows: [
        BoundRow(rows: rows, index: 0)
      ])
    }
  }
}
