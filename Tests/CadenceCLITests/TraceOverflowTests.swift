import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 24, item 30: `cadence trace` trapped (SIGILL) on arithmetic overflow: a frame with
/// `bytes` 2^63 - 1 beside another, a lateness or draw time of -2^63. Sums saturate, and no
/// number a file holds ends the command with a signal. Seeded, so a failure replays; the
/// binary runs as a child, so a trap fails the test instead of ending the run.
@Suite(.hangLimit) struct TraceOverflowTests {
  let directory = TemporaryDirectory()
  static let extremes: [Int64] = [.min, .min + 1, -1, 0, 1, .max - 1, .max, 1 << 62]

  func frame(woke: Int64, lateness: Int64, draw: Int64, bytes: Int64) -> String {
    """
    {"name":"deadline digits","cat":"frame","ph":"X","ts":0,"dur":0,"pid":1,"tid":1,\
    "args":{"woke_us":\(woke),"planned_us":0,"lateness_us":\(lateness),\
    "causes":["deadline","digits"],"draw_us":\(draw),"bytes":\(bytes)}}
    """
  }

  func summarize(_ events: [String]) throws -> (ProcessExit.Termination, String) {
    let file = directory.file("trace-\(UInt32.random(in: 0...UInt32.max)).json")
    TemporaryDirectory.write(
      Array(("[" + events.joined(separator: ",\n") + "\n]\n").utf8), to: file)
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["trace", file],
      environment: ["LANG": "C.UTF-8"], size: Size(columns: 80, rows: 24))
    let exit = try pty.waitForExit(timeout: .seconds(10))
    return (exit.termination, pty.text)
  }

  @Test func theIssuesCasesSumUp() throws {
    let cases: [[String]] = [
      [
        frame(woke: 1, lateness: 0, draw: 1, bytes: Int64.max),
        frame(woke: 2, lateness: 0, draw: 1, bytes: 10),
      ],
      [frame(woke: 1, lateness: Int64.min, draw: Int64.min, bytes: 1)],
      [frame(woke: Int64.min, lateness: Int64.max, draw: Int64.max, bytes: Int64.min)],
    ]
    for events in cases {
      let (termination, text) = try summarize(events)
      #expect(termination == .exited(0), "\(text)")
    }
    let (_, saturated) = try summarize(cases[0])
    #expect(saturated.contains("\(Int.max) in all"), "\(saturated)")
  }

  @Test func seededExtremesNeverTrap() throws {
    var generator = SplitMix64(seed: 2430)
    for _ in 0..<8 {
      let count = Int.random(in: 1...4, using: &generator)
      let events = (0..<count).map { _ in
        let pick = { Self.extremes.randomElement(using: &generator)! }
        return frame(woke: pick(), lateness: pick(), draw: pick(), bytes: pick())
      }
      let (termination, text) = try summarize(events)
      #expect(termination == .exited(0), "\(events): \(text)")
    }
  }
}
