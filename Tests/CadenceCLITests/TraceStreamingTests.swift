import CadenceWords
import Testing

@testable import CadenceCLI

/// `cadence trace` reads its input as a stream (issue 24, item 23): an endless input ends
/// with a clear error instead of growing, memory is bounded whatever the size, and a cause's
/// name never sends its control bytes to the terminal.
@Suite struct TraceStreamingTests {
  static let header = #"[{"name":"cadence","ph":"M","cat":"meta","args":{}}"#

  static func frame(_ woke: Int, causes: String = #""deadline""#) -> String {
    #",{"ph":"X","cat":"frame","args":{"woke_us":\#(woke),"lateness_us":0,"causes":[\#(causes)],"draw_us":10,"bytes":5}}"#
  }

  @Test func endlessZerosAndRandomBytesAreRefusedAtOnce() {
    let (context, output, errors) = CommandContext.testing()
    #expect(CadenceCommandLine.run(["trace", "/dev/zero"], in: context) == 1)
    #expect(output.text.isEmpty)
    #expect(
      errors.lines == [
        "Error: '/dev/zero' is not a frame trace written by --trace: not a JSON array of trace events."
      ])
    let (random, _, randomErrors) = CommandContext.testing()
    #expect(CadenceCommandLine.run(["trace", "/dev/urandom"], in: random) == 1)
    #expect(
      randomErrors.lines.first?.hasPrefix("Error: '/dev/urandom' is not a frame trace") == true)
  }

  @Test func anEndlessStreamOfEventsEndsAtTheLimit() throws {
    var reader = TraceSummary.Reader(eventLimit: 1000)
    try reader.feed(Array(Self.header.utf8))
    var thrown: TraceSummary.Failure?
    for woke in 0..<2000 where thrown == nil {
      do throws(TraceSummary.Failure) {
        try reader.feed(Array(Self.frame(woke).utf8))
      } catch {
        thrown = error
      }
    }
    #expect(thrown == .tooLarge)
    #expect(
      RuntimeMessage.traceTooLarge(path: "t", mostEvents: 2_000_000).line(in: EnglishCatalogue())
        == "Error: 't' is not a frame trace written by --trace: it holds more than 2000000 "
        + "events, or an event longer than 64 KB.\n")
  }

  @Test func anEventLongerThanAnyRunWritesIsRefused() {
    let long =
      Self.header + Self.frame(1, causes: "\"" + String(repeating: "a", count: 70_000) + "\"")
    #expect(throws: TraceSummary.Failure.tooLarge) { try TraceSummary(json: Array(long.utf8)) }
  }

  @Test func aTraceFedInPiecesOfAnySizeSumsUpAsAWhole() throws {
    let text = Self.header + (1...300).map { Self.frame($0 * 1000) }.joined() + "\n]\n"
    let whole = try TraceSummary(json: Array(text.utf8))
    #expect(whole.frames.count == 300)
    #expect(!whole.isCutShort)
    for size in [1, 7, 100, 4096] {
      var reader = TraceSummary.Reader()
      let bytes = Array(text.utf8)
      for start in stride(from: 0, to: bytes.count, by: size) {
        try reader.feed(bytes[start..<min(start + size, bytes.count)])
      }
      let summary = try reader.finish()
      #expect(summary.text == whole.text, "pieces of \(size)")
      #expect(summary.eventCount == 301)
    }
  }

  @Test func controlBytesInACauseNameNeverReachTheOutput() throws {
    let causes = #""\u001b[2J\u001b]0;owned\u0007", "a\u009bb""#
    let text = Self.header + Self.frame(1000, causes: causes) + "\n]\n"
    let summary = try TraceSummary(json: Array(text.utf8))
    for words in [EnglishCatalogue() as any Catalogue, ChineseCatalogue()] {
      let report = summary.text(in: words)
      let controls = report.unicodeScalars.filter {
        $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
      }
      #expect(controls.isEmpty, "\(report.debugDescription)")
      #expect(report.contains("[2J"))
    }
  }
}
