import CadenceTestSupport
import Testing

@testable import CadenceCLI

/// Issue 24, item 3: one ending rule for every practice. Before it the timer printed nothing
/// after q or Ctrl-C while the others printed a summary, and q exited 1 for the timer,
/// breathe and meditate but 0 for a pomodoro whose focus it stopped.
@Suite struct PracticeEndingRuleTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  func run(
    _ arguments: [String], _ script: [(at: Duration, step: ScriptedEventSource.Step)],
    terminal: Bool = true, environment: [String: String] = [:]
  ) -> Run {
    let directory = TemporaryDataDirectory()
    let host = terminal ? ScriptedHost(script: script) : ScriptedHost(noTerminal: script)
    let (context, output, errors) = CommandContext.testing(
      isTerminal: terminal, host: host, dataDirectory: directory.path, environment: environment)
    let status = CadenceCommandLine.run(arguments, in: context)
    return Run(status: status, output: output.text, errors: errors.text)
  }

  @Test func theTimerSaysHowLongItRanHoweverItEnds() {
    let quit = run(["timer", "5m"], [(.seconds(72), .type("q"))])
    #expect(quit.status == 1)
    #expect(quit.output == "Timer: 01:12 of 05:00 (stopped early)\n")
    let interrupted = run(["timer", "5", "--title", "Tea"], [(.seconds(2), .type("\u{03}"))])
    #expect(interrupted.status == 130)
    #expect(interrupted.output == "Tea: 00:02 of 00:05 (stopped early)\n")
    let terminated = run(["timer", "5"], [(.seconds(3), .signal(15))])
    #expect(terminated.status == 143)
    #expect(terminated.output == "Timer: 00:03 of 00:05 (interrupted)\n")
    // Overtime, then a key: completed, and the overtime said.
    let overtime = run(["timer", "5"], [(.seconds(17), .type("x"))])
    #expect(overtime.status == 0)
    #expect(overtime.output == "Timer: 00:05 of 00:05, then 00:12 over\n")
    let chinese = run(
      ["timer", "5m"], [(.seconds(72), .type("q"))], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.output == "倒计时：计时 01:12，计划 05:00（提前结束）\n")
  }

  /// Issue 41, item 19: an hour of overtime after a short timer read "then 60:12 over"
  /// beside "00:05": two ways to write an hour in one line. The line takes one layout.
  @Test func theTimersSummaryWritesItsTimesOneWay() {
    let overtime = run(["timer", "5"], [(.seconds(5 + 3600 + 12), .type("x"))])
    #expect(overtime.output == "Timer: 0:00:05 of 0:00:05, then 1:00:12 over\n")
    let short = run(["timer", "5"], [(.seconds(17), .type("x"))])
    #expect(short.output == "Timer: 00:05 of 00:05, then 00:12 over\n")
  }

  @Test func plainLinesKeepTheirOutputForDataAndSayTheSummaryOnStandardError() {
    let plain = run(["timer", "2", "--plain"], [], terminal: false)
    #expect(plain.status == 0)
    #expect(plain.output == "00:02\n00:01\n00:00\n")
    #expect(plain.errors == "Timer: 00:02 of 00:02\n")
    let stopwatch = run(
      ["stopwatch", "--plain"], [(.milliseconds(2500), .signal(2))], terminal: false)
    #expect(stopwatch.status == 130)
    #expect(stopwatch.output == "00:00\n00:01\n00:02\n")
    #expect(stopwatch.errors == "total  00:02.5\n")
  }

  @Test func qExitsOneWhenItStopsAFocusSegmentAndZeroBetweenThem() {
    let arguments = ["pomodoro", "--work", "3s", "--short", "2s"]
    let inFocus = run(arguments, [(.seconds(2), .type("q"))])
    #expect(inFocus.status == 1)
    #expect(
      inFocus.output
        == "0 focus segments completed (00:00 of focus); then a focus stopped early after 00:02\n"
    )
    let inBreak = run(arguments, [(.seconds(4), .type("q"))])
    #expect(inBreak.status == 0)
    #expect(inBreak.output == "1 focus segment completed (00:03 of focus)\n")
  }

  /// Issue 41, item 13: after q in a focus the summary did not say that focus was stopped
  /// early (history records it so); it says so however the pomodoro ends during a focus.
  @Test func aPomodoroEndedDuringAFocusSaysThatFocusWasNotCompleted() {
    let arguments = ["pomodoro", "--work", "3s", "--short", "2s"]
    // The second focus, 1 s in (3 s focus, 2 s break, then 1 s).
    let quit = run(arguments, [(.seconds(6), .type("q"))])
    #expect(quit.status == 1)
    #expect(
      quit.output
        == "1 focus segment completed (00:03 of focus); then a focus stopped early after 00:01\n"
    )
    let interrupted = run(arguments, [(.seconds(2), .type("\u{03}"))])
    #expect(interrupted.status == 130)
    #expect(interrupted.output.hasSuffix("; then a focus stopped early after 00:02\n"))
    let terminated = run(arguments, [(.seconds(2), .signal(15))])
    #expect(terminated.status == 143)
    #expect(terminated.output.hasSuffix("; then a focus interrupted after 00:02\n"))
    let chinese = run(
      arguments, [(.seconds(6), .type("q"))], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.output == "完成 1 轮专注，共专注 00:03；随后一轮专注在 00:01 时提前结束\n")
    let plain = run(arguments + ["--plain"], [(.seconds(2), .signal(2))], terminal: false)
    #expect(plain.errors.hasSuffix("; then a focus stopped early after 00:02\n"))
  }

  @Test func breatheMeditateAndTheStopwatchFollowTheSameRule() {
    let breathe = run(
      ["breathe", "4-4", "--cycles", "2", "--no-note"], [(.seconds(3), .type("q"))])
    #expect(breathe.status == 1)
    #expect(breathe.output.hasSuffix("(stopped early)\n"))
    let meditate = run(["meditate", "20s"], [(.seconds(7), .type("q"))])
    #expect(meditate.status == 1)
    #expect(meditate.output == "Sat for 7 s of 20 s.\n")
    let stopwatch = run(["stopwatch"], [(.seconds(2), .type("q"))])
    #expect(stopwatch.status == 0)
    #expect(stopwatch.output == "total  00:02.0\n")
  }
}
