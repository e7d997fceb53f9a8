import Cadence
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// Every wide character whole: a two-column cell followed by its continuation in the same
/// row, and no continuation without one.
func brokenWideCells(in buffer: Buffer) -> [String] {
  var broken: [String] = []
  for row in 0..<buffer.size.rows {
    for column in 0..<buffer.size.columns {
      guard let cell = buffer.cell(column: column, row: row) else { continue }
      if cell.width == 2,
        buffer.cell(column: column + 1, row: row)?.isContinuation != true
      {
        broken.append("\(cell.grapheme) at \(column),\(row) has no second half")
      }
      if cell.isContinuation,
        column == 0 || buffer.cell(column: column - 1, row: row)?.width != 2
      {
        broken.append("a second half alone at \(column),\(row)")
      }
    }
  }
  return broken
}

/// The breathing and timer screens in Chinese, at a roomy and at a small terminal.
@Suite struct ChineseScreenTests {
  static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]
  let words = ChineseCatalogue()

  func breathe(at instant: Duration, size: Size, paused: Bool = false) -> Buffer {
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "4-7-8")!.pattern, cycles: 2, countIn: .seconds(3))
    let title = BreatheRunner.title(patternName: "4-7-8", pattern: session.pattern, in: words)
    var app = BreatheApp(
      session: session, options: .init(title: title, language: .simplifiedChinese))
    _ = app.update(.resize(size), at: .zero)
    _ = app.update(.deadline, at: instant)
    if paused { _ = app.update(.key(.character(" ")), at: instant) }
    return frame(of: app, size: size)
  }

  @Test(arguments: sizes)
  func theBreathingScreenSpeaksChineseAndFits(size: Size) {
    let cases: [(Duration, Bool, [String])] = [
      (.seconds(1), false, ["准备 2…"]),
      (.seconds(4), false, ["吸气  3", "第 1 轮，共 2 轮 · 剩余 00:37"]),
      (.seconds(8), false, ["屏息  6"]),
      (.seconds(15), false, ["呼气  7"]),
      (.seconds(8), true, ["‖ 已暂停，按空格继续", "继续"]),
      (.seconds(60), false, ["完成"]),
    ]
    for (instant, paused, expected) in cases {
      let screen = breathe(at: instant, size: size, paused: paused)
      let text = screen.lines.map(\.trimmingSpaces)
      #expect(brokenWideCells(in: screen).isEmpty, "\(instant) at \(size)")
      for phrase in expected {
        #expect(text.contains { $0.contains(phrase) }, "\(phrase) at \(instant), \(size): \(text)")
      }
      #expect(!text.joined().contains("Breathe") && !text.joined().contains("cycle"))
    }
    let first = breathe(at: .seconds(4), size: size).lines.map(\.trimmingSpaces)
    #expect(first.contains("4-7-8 呼吸法 · 4-7-8"), "\(first)")
  }

  func timer(at instant: Duration, size: Size, paused: Bool = false) -> Buffer {
    var app = TimerApp(
      total: .seconds(90),
      options: .init(startTimeOfDay: .seconds(14 * 3600 + 30 * 60), language: .simplifiedChinese))
    _ = app.update(.resize(size), at: .zero)
    _ = app.update(.deadline, at: instant)
    if paused { _ = app.update(.key(.character(" ")), at: instant) }
    return frame(of: app, size: size)
  }

  @Test(arguments: sizes)
  func theTimerScreenSpeaksChineseAndFits(size: Size) {
    let cases: [(Duration, Bool, [String])] = [
      (.seconds(1), false, ["14:31 结束", "暂停"]),
      (.seconds(5), true, ["‖ 已暂停，按空格继续", "继续"]),
      (.seconds(91), false, ["时间到，按任意键关闭"]),
    ]
    for (instant, paused, expected) in cases {
      let screen = timer(at: instant, size: size, paused: paused)
      let text = screen.lines.map(\.trimmingSpaces)
      #expect(brokenWideCells(in: screen).isEmpty, "\(instant) at \(size)")
      for phrase in expected {
        #expect(text.contains { $0.contains(phrase) }, "\(phrase) at \(instant), \(size): \(text)")
      }
      #expect(!text.joined().contains("pause") && !text.joined().contains("ends"))
    }
  }

  @Test func plainLinesAndTheSummaryInChinese() {
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "4-7-8")!.pattern, cycles: 4, countIn: .seconds(3))
    #expect(
      BreatheLines.line(for: session.state(at: .zero), countIn: .seconds(3), words: words)
        == "准备 3 秒")
    #expect(
      BreatheLines.line(for: session.state(at: .seconds(10)), countIn: .seconds(3), words: words)
        == "第 1 轮，共 4 轮  屏息 7 秒")
    let summary = words.breatheSummary(
      title: "4-7-8 呼吸法 · 4-7-8", cyclesDone: 2, of: 4, time: "00:38", ending: .stoppedEarly)
    #expect(summary == "4-7-8 呼吸法 · 4-7-8：完成 2/4 轮，呼吸 00:38（提前结束）")
  }
}
