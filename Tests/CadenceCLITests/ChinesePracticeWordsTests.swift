import Cadence
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// What the practices say outside their screens under a Chinese locale: plain lines,
/// summaries, notifications and the end hook's warning, each through the command as a
/// person runs it, so a caller that forgot the context's language shows up as English.
@Suite struct ChinesePracticeWordsTests {
  let chinese = ["LANG": "zh_CN.UTF-8"]
  let directory = TemporaryDataDirectory()

  @Test func aPlainSittingSaysItsBellsAndItsSummaryInChinese() {
    let host = ScriptedHost(noTerminal: [])
    let (context, output, errors) = CommandContext.testing(
      host: host, dataDirectory: directory.path, environment: chinese)
    let status = CadenceCommandLine.run(
      ["meditate", "4m", "--warm-up", "30s", "--bells", "1m,150s", "--plain"], in: context)
    #expect(status == 0)
    #expect(
      output.lines == [
        "准备 00:30", "开始  剩余 04:00", "第 1 次钟声  剩余 03:00", "第 2 次钟声  剩余 01:30", "结束",
      ])
    // After plain lines the summary is on standard error.
    #expect(errors.lines == ["冥想 4 分钟，整段完成。"])
  }

  @Test func theStopwatchSummaryCountsLapsInChinese() {
    let host = ScriptedHost(script: [
      (.milliseconds(1500), .type("l")), (.milliseconds(2000), .type("q")),
    ])
    let (context, output, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path, environment: chinese)
    #expect(CadenceCommandLine.run(["stopwatch"], in: context) == 0)
    #expect(
      output.text
        == "计次   1  00:01.5  00:01.5  最慢\n计次   2  00:00.5  00:02.0  最快\n"
        + "合计  00:02.0（计次 2 次）\n")
  }

  /// English counts laps with a plural of its own: "1 lap", "2 laps".
  @Test func englishCountsLapsProperly() {
    let words = EnglishCatalogue()
    #expect(words.stopwatchTotal("00:02.0", laps: 0) == "total  00:02.0")
    #expect(words.stopwatchTotal("00:02.0", laps: 1) == "total  00:02.0 in 1 lap")
    #expect(words.stopwatchTotal("00:02.0", laps: 2) == "total  00:02.0 in 2 laps")
    #expect(
      words.pomodoroSummary(completed: 1, time: "25:00")
        == "1 focus segment completed (25:00 of focus)")
    #expect(
      words.pomodoroSummary(completed: 2, time: "50:00")
        == "2 focus segments completed (50:00 of focus)")
  }

  @Test func thePomodoroSummaryIsChinese() {
    let host = ScriptedHost(script: [(.seconds(4), .type("q"))])
    let (context, output, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path, environment: chinese)
    let status = CadenceCommandLine.run(
      ["pomodoro", "--work", "2s", "--short", "1s", "--quiet"], in: context)
    // q in the second focus segment stops it early: 1, by the one ending rule.
    #expect(status == 1)
    #expect(output.text == "完成 1 轮专注，共专注 00:02；随后一轮专注在 00:01 时提前结束\n")
  }

  @Test func notificationsSpeakTheRunsLanguage() {
    let words = ChineseCatalogue()
    #expect(
      NotificationText.timerEnded(title: "泡茶").notice(in: words)
        == Notice(title: "Cadence 倒计时", body: "泡茶：时间到。"))
    #expect(
      NotificationText.segmentEnded(
        segment: words.segmentTitle(PomodoroPlan().segment(0)),
        next: words.segmentTitle(PomodoroPlan().segment(1))
      ).notice(in: words)
        == Notice(title: "Cadence 番茄钟", body: "专注 第 1 轮，共 4 轮结束了。接下来：短休息。"))
    #expect(
      NotificationText.sittingEnded.notice(in: words)
        == Notice(title: "Cadence 冥想", body: "冥想结束。"))
  }

  /// The timer's screen posts its notice in the context's language.
  @Test func theTimersNoticeIsChinese() {
    var app = TimerApp(
      total: .seconds(2), options: .init(notify: true, language: .simplifiedChinese))
    _ = app.update(.resize(Size(columns: 80, rows: 24)), at: .zero)
    let effects = app.update(.deadline, at: .seconds(2)).effects
    #expect(effects.contains(.notify(Notice(title: "Cadence 倒计时", body: "时间到。"))))
  }

  @Test func aFailingHookIsReportedInChinese() {
    let (context, _, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(), dataDirectory: directory.path,
      environment: chinese)
    let status = CadenceCommandLine.run(
      ["timer", "2", "--exit", "--on-end", "exit 3"], in: context)
    #expect(status == 0)
    #expect(errors.text == "警告：结束时运行的命令 “exit 3” 以状态 3 退出。\n")
  }

  /// `cadence type` says what it could not read, and which text is not UTF-8, in Chinese.
  @Test func typeWarnsInChinese() throws {
    let missing = try runType(
      ["-f", "nope.txt"], environment: chinese, system: .fake(files: [:]))
    #expect(missing.status == 1)
    #expect(missing.errors.hasPrefix("错误：无法读取文件 “nope.txt”："), "\(missing.errors)")
    let invalid = try runType(
      ["-"], environment: chinese, system: .fake(standardInput: [0x41, 0xFF, 0x42]))
    #expect(invalid.errors == "警告：标准输入不是有效的 UTF-8，无效的字节显示为 \u{FFFD}。\n")
  }
}
