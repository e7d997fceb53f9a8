import Cadence
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// Issue 10, item 6: a plain pomodoro prints the time left as the timer does (not whole
/// minutes that read as seconds), a line when each segment starts and ends, and rings at
/// each switch.
@Suite struct PomodoroLinesTests {
  let plan = PomodoroPlan(work: .seconds(61), shortBreak: .seconds(2))

  @Test func printsTheTimeLeftAtEachStartEndAndWholeMinute() {
    let host = ScriptedHost(noTerminal: [(.seconds(70), .signal(15))])
    let (context, output, _) = CommandContext.testing(host: host)
    let status = CadenceCommandLine.run(
      ["pomodoro", "--work", "61s", "--short", "2s", "--plain"], in: context)
    #expect(status == 143)
    #expect(
      output.lines == [
        "Focus 1 of 4  01:01", "Focus 1 of 4  01:00", "Focus 1 of 4  00:00",
        "Short break   00:02", "Short break   00:00", "Focus 2 of 4  01:01",
        "Focus 2 of 4  01:00",
      ])
  }

  @Test func ringsOnceAtEachSwitchAndNowhereElse() {
    var app = PomodoroLines(plan: plan, label: nil, words: EnglishCatalogue())
    #expect(!app.update(.resize(.zero), at: .zero).effects.contains(.bell))
    #expect(!app.update(.deadline, at: .seconds(1)).effects.contains(.bell))
    #expect(app.update(.deadline, at: .seconds(61)).effects.contains(.bell))
    // A checkpoint's wake-up in the break changes nothing and rings nothing.
    #expect(app.update(.deadline, at: .seconds(62)).effects.isEmpty)
    #expect(app.update(.deadline, at: .seconds(63)).effects.contains(.bell))
  }

  @Test func aStallAcrossSegmentsEndsTheShownOneAndShowsTheCurrentOnceWithOneBell() {
    var app = PomodoroLines(plan: plan, label: nil, words: EnglishCatalogue())
    _ = app.update(.resize(.zero), at: .zero)
    // Asleep from 0 s to 62.5 s: focus 1 ended, the short break is half over.
    let result = app.update(.deadline, at: .milliseconds(62_500))
    let text = result.effects.compactMap { effect -> String? in
      if case .write(let text) = effect { return text }
      return nil
    }.joined()
    #expect(text == "Focus 1 of 4  00:00\nShort break   00:01\n")
    #expect(result.effects.filter { $0 == .bell }.count == 1)
  }

  /// The titles are padded by display width, so the times stand in one column when a
  /// Chinese character takes two (padded by characters, 短休息 fell 3 columns short).
  @Test func chineseTitlesArePaddedByDisplayWidth() {
    let host = ScriptedHost(noTerminal: [(.seconds(70), .signal(15))])
    let (context, output, _) = CommandContext.testing(
      host: host, environment: ["LANG": "zh_CN.UTF-8"])
    let status = CadenceCommandLine.run(
      ["pomodoro", "--work", "61s", "--short", "2s", "--plain"], in: context)
    #expect(status == 143)
    #expect(
      output.lines == [
        "专注 第 1 轮，共 4 轮  01:01", "专注 第 1 轮，共 4 轮  01:00", "专注 第 1 轮，共 4 轮  00:00",
        "短休息                 00:02", "短休息                 00:00", "专注 第 2 轮，共 4 轮  01:01",
        "专注 第 2 轮，共 4 轮  01:00",
      ])
    #expect(Set(output.lines.map { DisplayWidth.of($0) }).count == 1)
  }

  @Test func hourLongPlansUseHoursForEveryLine() {
    var app = PomodoroLines(
      plan: PomodoroPlan(work: .seconds(3600), shortBreak: .seconds(300)), label: nil,
      words: EnglishCatalogue())
    let first = app.update(.resize(.zero), at: .zero)
    #expect(first.effects.first == .write("Focus 1 of 4  1:00:00\n"))
  }
}

/// Issue 10, item 6: `timer --plain` rings at zero.
@Suite struct TimerLinesBellTests {
  @Test func ringsAtZeroOnly() {
    var app = TimerLines(total: .seconds(2), words: EnglishCatalogue())
    #expect(!app.update(.resize(.zero), at: .zero).effects.contains(.bell))
    #expect(!app.update(.deadline, at: .seconds(1)).effects.contains(.bell))
    let last = app.update(.deadline, at: .seconds(2))
    #expect(last.effects == [.write("00:00\n"), .bell])
    #expect(last.ending == .completed)
  }
}

/// Issue 10, item 6: a bell never pollutes piped output. Plain lines ring on standard
/// output when it is a terminal, on standard error when only that one is, else not at all.
@Suite struct LinesBellTests {
  @Test func theBellGoesToATerminalNeverIntoAPipe() {
    let (output, errors) = (StringOutput(), StringOutput())
    func route(_ outputIsTerminal: Bool, _ errorIsTerminal: Bool) -> StringOutput? {
      LinesBell.output(
        standardOutput: output, outputIsTerminal: outputIsTerminal, standardError: errors,
        errorIsTerminal: errorIsTerminal) as? StringOutput
    }
    #expect(route(true, true) === output)
    #expect(route(true, false) === output)
    #expect(route(false, true) === errors)
    #expect(route(false, false) == nil)
  }

  @Test func theDeviceTakesBellsOutOfTheTextAndRingsThemElsewhere() throws {
    let (output, errors) = (StringOutput(), StringOutput())
    try LinesDevice(output: output, bell: errors).write(Array("00:00\n\u{07}".utf8))
    #expect(output.text == "00:00\n")
    #expect(errors.text == "\u{07}")
    let alone = StringOutput()
    try LinesDevice(output: alone).write(Array("a\u{07}b\n".utf8))
    #expect(alone.text == "ab\n")
    let terminal = StringOutput()
    try LinesDevice(output: terminal, bell: terminal).write(Array("00:00\n\u{07}".utf8))
    #expect(terminal.text == "00:00\n\u{07}")
  }

  func run(_ arguments: [String], bell: StringOutput?) -> (lines: [String], text: String) {
    let host = ScriptedHost(noTerminal: [(.seconds(5), .signal(15))])
    host.linesBell = bell
    let (context, output, _) = CommandContext.testing(host: host)
    _ = CadenceCommandLine.run(arguments, in: context)
    return (output.lines, output.text)
  }

  @Test func aPipedTimerPrintsExactlyItsLinesAndRingsOnTheTerminal() {
    let bell = StringOutput()
    let piped = run(["timer", "2", "--plain"], bell: bell)
    #expect(piped.text == "00:02\n00:01\n00:00\n")
    #expect(bell.text == "\u{07}")
    let quiet = StringOutput()
    _ = run(["timer", "2", "--plain", "--quiet"], bell: quiet)
    #expect(quiet.text.isEmpty)
  }

  @Test func aPlainPomodoroRingsAtEachSwitchUnlessQuiet() {
    let bell = StringOutput()
    let ringing = run(["pomodoro", "--work", "2s", "--short", "1s", "--plain"], bell: bell)
    // Switches at 2 s (to the break), 3 s (to focus 2), 5 s is the signal.
    #expect(bell.text == "\u{07}\u{07}")
    #expect(!ringing.text.contains("\u{07}"))
    let quiet = StringOutput()
    _ = run(["pomodoro", "--work", "2s", "--short", "1s", "--plain", "--quiet"], bell: quiet)
    #expect(quiet.text.isEmpty)
  }
}
