import Cadence
import CadenceTestSupport
import CadenceTesting
import CadenceWords
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 24, item 9: the window title was never set; termdown shows the time left there.
/// While a practice runs full screen on a terminal the title shows its time left (and the
/// phase or segment), written only when it changes, on frames drawn anyway; the person's
/// title is saved on xterm's stack before and restored after, on every way out.
@Suite struct TerminalTitleTests {
  /// The titles (OSC 2) in `bytes`, in order.
  static func titles(in bytes: [UInt8]) -> [String] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(separator: "\u{1B}]2;", omittingEmptySubsequences: false).dropFirst()
      .map { String($0.prefix { $0 != "\u{1B}" }) }
  }

  func runTimer(writesTitle: Bool, script: [(at: Duration, step: ScriptedEventSource.Step)] = [])
    throws -> (terminal: RecordingTerminal, timeouts: Int)
  {
    let clock = ManualClock()
    let terminal = RecordingTerminal(size: Size(columns: 80, rows: 24))
    let source = ScriptedEventSource(clock: clock, terminal: terminal, script: script)
    var kernel = Kernel(device: terminal, source: source, clock: clock)
    kernel.writesTitle = writesTitle
    var options = TimerApp.Options()
    options.exitAtEnd = true
    options.title = "Tea"
    var app = TimerApp(total: .seconds(3), options: options)
    _ = try kernel.run(&app)
    return (terminal, terminal.writes.count)
  }

  @Test func theTitleFollowsTheTimeLeftOnTheFramesDrawnAnyway() throws {
    let titled = try runTimer(writesTitle: true)
    #expect(
      Self.titles(in: titled.terminal.output) == [
        "00:03 · Tea", "00:02 · Tea", "00:01 · Tea",
      ])
    // At zero it ends (--exit): the screen closes, the title goes back; none for 00:00.
    // No write of its own: the same frames, one title in each.
    let plain = try runTimer(writesTitle: false)
    #expect(titled.timeouts == plain.timeouts)
    #expect(Self.titles(in: plain.terminal.output).isEmpty)
  }

  @Test func aPauseShowsInTheTitleOnceAndNothingIsRewrittenWhileItStands() throws {
    let titled = try runTimer(
      writesTitle: true,
      script: [(.milliseconds(1500), .type(" ")), (.seconds(10), .type(" "))])
    #expect(
      Self.titles(in: titled.terminal.output) == [
        "00:03 · Tea", "00:02 · Tea", "‖ 00:02 · Tea", "00:02 · Tea", "00:01 · Tea",
      ])
  }

  @Test func eachPracticeNamesItsTime() {
    var stopwatch = StopwatchApp(words: EnglishCatalogue())
    _ = stopwatch.update(.deadline, at: .milliseconds(12_300))
    #expect(stopwatch.terminalTitle == "00:12 · Stopwatch")
    var pomodoro = PomodoroApp(cycle: PomodoroCycle(plan: PomodoroPlan()))
    _ = pomodoro.update(.deadline, at: .seconds(1))
    #expect(pomodoro.terminalTitle == "24:59 · Focus 1 of 4")
    var chinese = TimerApp(total: .seconds(60), options: .init(language: .simplifiedChinese))
    _ = chinese.update(.deadline, at: .seconds(61))
    #expect(chinese.terminalTitle == "+00:01 · 倒计时")
  }

  @Test func controlCharactersNeverReachTheTitle() {
    #expect(
      ControlSequence.setTitle("a\u{07}b\u{1B}]2;c\u{9B}d") == "\u{1B}]2;ab]2;cd\u{1B}\\")
  }
}
