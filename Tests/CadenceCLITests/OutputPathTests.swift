import CadenceStore
import Glibc
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `export -o` and `stats --svg`: `-` is standard output, and a device or a FIFO is written
/// where it is, never replaced by a file.
@Suite struct OutputPathTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "60"],
      wallClock: { Date(timeIntervalSince1970: 1_796_000_000) })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func exportToDashIsStandardOutput() {
    defer { unlink("-") }
    let plain = run(["export"])
    #expect(run(["export", "-o", "-"]) == plain)
    #expect(
      run(["export", "--format", "csv", "--output", "-"]) == run(["export", "--format", "csv"]))
    #expect(TemporaryDirectory.exists("-") == false)
  }

  @Test func statsSVGToDashIsStandardOutputAlone() {
    defer { unlink("-") }
    let result = run(["stats", "--svg", "-"])
    #expect(result.status == 0)
    #expect(result.errors == "")
    // The SVG alone: the report would make it an invalid file.
    #expect(result.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(result.output.hasSuffix("</svg>\n"))
    #expect(TemporaryDirectory.exists("-") == false)
  }

  @Test(arguments: [["export", "-o"], ["stats", "--svg"]])
  func devNullStaysACharacterDevice(command: [String]) {
    let result = run(command + ["/dev/null"])
    #expect(result.status == 0)
    #expect(result.errors == "")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
    #expect(info.st_mode & 0o777 == 0o666)
  }

  @Test(arguments: [["export", "-o"], ["stats", "--svg"]])
  func aFIFOGetsTheBytesAndStaysAFIFO(command: [String]) {
    let path = directory.file("pipe")
    #expect(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDWR | O_NONBLOCK)
    defer { close(reader) }
    #expect(run(command + [path]).status == 0)
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(reader, &buffer, buffer.count)
    let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    #expect(text.hasPrefix(command[0] == "export" ? "{" : "<svg"))
  }
}
