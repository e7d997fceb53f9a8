import Cadence
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 13: `--trace FILE` records every frame with its cause, lateness, draw time and
/// bytes, and every wake-up that drew nothing; `cadence trace FILE` sums it up.
@Suite struct FrameTraceTests {
  let directory = TemporaryDirectory()

  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)],
    wakeErrors: [Duration] = []
  ) -> Int32 {
    let host = ScriptedHost(script: script)
    host.wakeErrors = wakeErrors
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path)
    return CadenceCommandLine.run(arguments, in: context)
  }

  func summary(_ path: String) throws -> TraceSummary {
    try TraceSummary(json: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
  }

  /// A 5-second timer draws 00:05, 00:04, … 00:00: six frames, the first for
  /// the start and each other for its deadline, with the digits and the bar that changed;
  /// no wake-up draws nothing (the checkpoints fall on the same seconds).
  @Test func aFiveSecondTimerHoldsSixFramesEachWithItsCause() throws {
    let path = directory.file("timer.json")
    let status = run(
      ["timer", "5", "--quiet", "--no-notify", "--trace", path],
      script: [(.milliseconds(5500), .type("x"))], wakeErrors: [.milliseconds(3)])
    #expect(status == 0)
    let trace = try summary(path)
    #expect(trace.frames.count == 6)
    #expect(trace.emptyWakeUps.isEmpty)
    #expect(trace.frames.map(\.woke) == [0, 1_003_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000])
    #expect(trace.frames.first?.causes == ["start"])
    #expect(trace.frames.first?.lateness == nil)
    for frame in trace.frames.dropFirst().dropLast() {
      #expect(frame.causes == ["deadline", "digits", "bar"])
      #expect(frame.bytes > 0)
    }
    #expect(trace.frames[1].lateness == 3000)
    #expect(trace.frames[2].lateness == 0)
    // At zero the status and the keys' line change too.
    #expect(trace.frames.last?.causes == ["deadline", "digits", "bar", "status", "keys"])
    // The first frame draws the whole screen; later ones only what changed.
    #expect(trace.frames[0].bytes > trace.frames[2].bytes)
  }

  /// A key is a cause of its own, with no planned instant; a checkpoint that falls off
  /// the timer's seconds (after a pause) is an empty wake-up, and the trace says so.
  @Test func keysAndEmptyWakeUpsAreRecorded() throws {
    let path = directory.file("paused.json")
    _ = run(
      ["timer", "20", "--quiet", "--no-notify", "--trace", path],
      script: [
        (.milliseconds(1500), .type(" ")), (.milliseconds(2000), .type(" ")),
        (.milliseconds(7700), .type("q")),
      ])
    let trace = try summary(path)
    let pause = try #require(trace.frames.first { $0.woke == 1_500_000 })
    #expect(pause.causes.first == "key")
    #expect(pause.lateness == nil)
    // The timer's seconds now fall at .5; the checkpoint every 5 s stays on whole seconds.
    #expect(trace.emptyWakeUps.map(\.woke) == [5_000_000])
    #expect(trace.emptyWakeUps.first?.causes == ["deadline"])
  }

  @Test func theTraceCommandPrintsTheSummary() throws {
    let path = directory.file("summary.json")
    _ = run(
      ["timer", "5", "--quiet", "--no-notify", "--trace", path],
      script: [(.milliseconds(5500), .type("x"))])
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["trace", path], in: context) == 0)
    #expect(errors.text == "")
    let lines = output.lines
    #expect(lines.first == "frames          6")
    #expect(
      lines.dropFirst().first
        == "causes          bar 5, deadline 5, digits 5, keys 1, start 1, status 1")
    #expect(lines.contains("empty wake-ups  0"))
    #expect(lines.contains { $0.hasPrefix("lateness        p50 0.000 ms") })
  }

  /// A process that died leaves no closing bracket: the trace is still read.
  @Test func aTraceWithoutItsClosingBracketIsRead() throws {
    let text =
      "[{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":1,\"args\":{\"name\":\"x\"}},\n"
      + "{\"name\":\"start\",\"cat\":\"frame\",\"ph\":\"X\",\"ts\":0,\"dur\":5,\"pid\":1,\"tid\":1,"
      + "\"args\":{\"woke_us\":0,\"causes\":[\"start\"],\"draw_us\":5,\"bytes\":900}}"
    let trace = try TraceSummary(json: Array(text.utf8))
    #expect(trace.frames.count == 1)
  }

  @Test func aFileThatIsNotATraceIsAnError() throws {
    let path = directory.file("not.json")
    try "hello".write(toFile: path, atomically: true, encoding: .utf8)
    let (context, _, errors) = CommandContext.testing(dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["trace", path], in: context) == 1)
    #expect(
      errors.text
        == "Error: '\(path)' is not a frame trace written by --trace: not a JSON array of trace events.\n"
    )
  }

  @Test func anUnwritableTraceStopsBeforeTheTimer() {
    let (context, _, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(script: []), dataDirectory: directory.path)
    let path = "/nonexistent/trace.json"
    #expect(CadenceCommandLine.run(["timer", "5", "--trace", path], in: context) == 1)
    #expect(errors.text == "Error: Cannot write '\(path)': No such file or directory.\n")
  }

  /// `-` is standard output, where the practice is shown: refused before anything runs,
  /// and no file named `-` is made.
  @Test func aTraceToStandardOutputIsAUsageError() {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(script: []), dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["timer", "5", "--trace", "-"], in: context) == 64)
    #expect(output.text.isEmpty)
    #expect(
      errors.lines.first
        == "Error: The trace needs a file: '-' (standard output) is where the practice is shown.")
    // A name like an option is a slip (`--trace --plain`): no file is made in the
    // working directory (the argument fuzz test once left `--trace` and `--` there).
    #expect(CadenceCommandLine.run(["timer", "5", "--trace", "--plain"], in: context) == 64)
    #expect(
      errors.lines.contains(
        "Error: '--plain' looks like an option, not a file for '--trace': write ./--plain for a file named so."
      ))
    #expect(!TemporaryDirectory.exists("--plain"))
  }
}
