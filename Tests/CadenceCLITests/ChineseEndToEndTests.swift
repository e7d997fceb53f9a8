import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

/// The real binary under a Chinese locale, in a pseudo terminal.
@Suite(.hangLimit) struct ChineseEndToEndTests {
  /// 4-7-8 in plain lines: 吸气 at once, 屏息 4 s later, 呼气 at 11 s, each when it begins.
  @Test func plainBreathingSaysEachPhaseInChineseWhenItBegins() throws {
    let directory = TemporaryDataDirectory()
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(),
      arguments: [
        "breathe", "4-7-8", "--plain", "--cycles", "1", "--count-in", "0",
        "--data-dir", directory.path,
      ],
      environment: ["TERM": "xterm-256color", "LANG": "zh_CN.UTF-8"],
      size: Size(columns: 80, rows: 24))
    let clock = ContinuousClock()
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("吸气") })
    let start = clock.now
    #expect(try pty.read(timeout: .seconds(8)) { $0.contains("屏息") })
    let hold = clock.now - start
    #expect(try pty.read(timeout: .seconds(12)) { $0.contains("呼气") })
    let exhale = clock.now - start
    #expect(hold > .milliseconds(3500) && hold < .milliseconds(4500), "屏息 after \(hold)")
    #expect(exhale > .milliseconds(10_500) && exhale < .milliseconds(11_500), "呼气 after \(exhale)")
    #expect(try pty.waitForExit(timeout: .seconds(15)).termination == .exited(0))
    let lines = pty.text.split(separator: "\r\n").map(String.init)
    #expect(
      Array(lines.prefix(3)) == [
        "第 1 轮，共 1 轮  吸气 4 秒", "第 1 轮，共 1 轮  屏息 7 秒", "第 1 轮，共 1 轮  呼气 8 秒",
      ], "\(lines)")
    #expect(lines.contains("4-7-8 呼吸法 · 4-7-8：完成 1/1 轮，呼吸 00:19"), "\(lines)")
  }

  /// A plain pomodoro under a Chinese locale: the segments by their Chinese names, the
  /// times in one column, a bell at each switch.
  @Test func plainPomodoroNamesItsSegmentsInChinese() throws {
    let directory = TemporaryDataDirectory()
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(),
      arguments: [
        "pomodoro", "--work", "2s", "--short", "1s", "--plain", "--data-dir", directory.path,
      ],
      environment: ["TERM": "xterm-256color", "LANG": "zh_CN.UTF-8"],
      size: Size(columns: 80, rows: 24))
    #expect(try pty.read(timeout: .seconds(8)) { $0.contains("专注 第 2 轮，共 4 轮  00:02") })
    try pty.send(SignalNumber.terminate)
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(143))
    // The summary, on standard error (issue 24, item 3), with the focus SIGTERM ended.
    let lines =
      "专注 第 1 轮，共 4 轮  00:02\r\n"
      + "专注 第 1 轮，共 4 轮  00:00\r\n短休息                 00:01\r\n\u{07}"
      + "短休息                 00:00\r\n专注 第 2 轮，共 4 轮  00:02\r\n\u{07}"
      + "完成 1 轮专注，共专注 00:02；随后一轮专注在 "
    #expect(pty.text == lines + "00:00 时中断\r\n" || pty.text == lines + "00:01 时中断\r\n")
  }
}
