import CadenceStore
import Testing

@testable import CadenceCLI

/// Issue 41, item 15: `cadence import` of a CSV export said only `line 1, column 1: expected
/// a value, found 'i'`. It says the CSV is for spreadsheets and import reads the JSON export,
/// and writes nothing.
@Suite struct CSVImportTests {
  func run(
    _ arguments: [String], in directory: TemporaryDataDirectory,
    environment: [String: String] = [:]
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: environment)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func aCSVExportIsRefusedNamingWhatImportReads() throws {
    let source = TemporaryDataDirectory()
    #expect(run(["timer", "1", "--plain"], in: source).status == 0)
    let files = TemporaryDirectory()
    let csv = files.file("sessions.csv")
    #expect(run(["export", "--format", "csv", "-o", csv], in: source).status == 0)

    let target = TemporaryDataDirectory()
    #expect(
      run(["import", csv], in: target)
        == (
          1, "",
          "Error: '\(csv)' is a CSV export, which is for spreadsheets; import reads the JSON"
            + " export ('cadence export -o cadence.json'), and nothing was written.\n"
        ))
    #expect(try target.store().sessions(SessionQuery()).isEmpty)
    let chinese = run(["import", csv], in: target, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.status == 1)
    #expect(chinese.errors.contains("是 CSV 导出，供电子表格使用；导入只读 JSON 导出"))

    // The JSON export of the same data is imported.
    let json = files.file("cadence.json")
    #expect(run(["export", "-o", json], in: source).status == 0)
    #expect(run(["import", json], in: target).status == 0)
    #expect(try target.store().sessions(SessionQuery()).count == 1)
  }
}
