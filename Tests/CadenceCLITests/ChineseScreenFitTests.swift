import Cadence
import CadenceTestSupport
import CadenceWords
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// Every full screen in Chinese, at a roomy and at a small terminal, in the states that
/// show the most words: each frame is written by the renderer into a headless terminal,
/// which must show exactly the frame (no cell past the right edge, nothing wrapped), with
/// every wide character whole, the phrases that matter whole, no English left, and the
/// big digits, the bar and the disc where the English screen has them, centred.
@Suite struct ChineseScreenFitTests {
  static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

  /// A screen Cadence draws, for the test's arguments.
  enum Screen: String, CaseIterable, CustomTestStringConvertible {
    case timer, stopwatch, pomodoro, pomodoroWaiting, breathe, meditate, home, homeTimerField

    var testDescription: String { rawValue }
  }

  /// One frame of a screen: how it looks in Chinese and in English at the same instant,
  /// and the phrases the Chinese one must show whole.
  struct Shot {
    var name: String
    var chinese: Buffer
    var english: Buffer
    var phrases: [String]
  }

  @Test(arguments: Screen.allCases, sizes)
  func fitsInChinese(_ screen: Screen, size: Size) {
    for shot in Self.shots(of: screen, size: size) {
      let label = "\(screen) \(shot.name) at \(size.columns)x\(size.rows)"
      var terminal = HeadlessScreen(size: size)
      var renderer = ANSIRenderer()
      terminal.apply(renderer.redraw(shot.chinese))
      #expect(terminal.buffer == shot.chinese, "\(label): the terminal shows something else")
      #expect(brokenWideCells(in: terminal.buffer).isEmpty, "\(label)")
      let lines = terminal.lines
      for phrase in shot.phrases {
        #expect(lines.contains { $0.contains(phrase) }, "\(label): no \(phrase) in \(lines)")
      }
      let english = lines.flatMap(Self.englishWords)
      #expect(english.isEmpty, "\(label): \(english) in \(lines)")
      // The labels' language moves no digit, bar or dot.
      let ink = Self.graphicCells(in: shot.chinese)
      #expect(ink == Self.graphicCells(in: shot.english), "\(label): the graphics moved")
      if let left = ink.map(\.column).min(), let right = ink.map(\.column).max() {
        let margins = (left, size.columns - 1 - right)
        #expect(abs(margins.0 - margins.1) <= 1, "\(label): margins \(margins)")
      }
    }
  }

  /// Type in Chinese at 40 and 80 columns: wrapped by display width, no character split,
  /// none lost.
  @Test(arguments: [40, 80])
  func typedChineseWrapsByWidth(columns: Int) throws {
    let text = "吸气，屏息，呼气。跟着圆圈呼吸，慢慢放松下来；每一次呼气都比吸气更长一些，心跳也随之平稳。"
    let host = ScriptedHost.typing(columns: columns)
    let result = try runType([text], isTerminal: true, host: host)
    #expect(result.status == 0)
    let screen = host.inlineTerminal.screen
    #expect(brokenWideCells(in: screen.buffer).isEmpty)
    let shown = screen.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(shown.joined() == text, "\(shown)")
    #expect(shown.allSatisfy { DisplayWidth.of($0) <= columns })
    // A line never begins with closing punctuation.
    #expect(!shown.contains { $0.first.map { "，。；".contains($0) } ?? false }, "\(shown)")
  }

  // MARK: - The shots

  static func shots(of screen: Screen, size: Size) -> [Shot] {
    let wide = size.columns >= 80
    switch screen {
    case .timer:
      return [
        shot("running", size, [.deadline(.seconds(1))], ["14:31 结束", "空格 暂停"]) {
          TimerApp(
            total: .seconds(90), options: .init(startTimeOfDay: .seconds(52_200), language: $0))
        },
        shot("paused", size, [.key(" ", .seconds(5))], ["‖ 已暂停，按空格继续", "继续"]) {
          TimerApp(
            total: .seconds(90), options: .init(startTimeOfDay: .seconds(52_200), language: $0))
        },
        shot("time is up", size, [.deadline(.seconds(91))], ["时间到，按任意键关闭"]) {
          TimerApp(
            total: .seconds(90), options: .init(startTimeOfDay: .seconds(52_200), language: $0))
        },
      ]
    case .stopwatch:
      let laps: [Step] = [
        .key("l", .milliseconds(1200)), .key("l", .milliseconds(2000)),
        .key("l", .milliseconds(4500)), .deadline(.milliseconds(5000)),
      ]
      return [
        shot("reset", size, [.key("r", .seconds(1))], ["准备就绪，按空格开始", "开始"]) {
          StopwatchApp(words: $0.catalogue)
        },
        shot(
          "laps", size, laps,
          ["计次   4  00:00.5", "计次   3  00:02.5  00:04.5  最慢", "计次   2  00:00.8  00:02.0  最快"]
            + (wide ? ["计次"] : [])
        ) { StopwatchApp(words: $0.catalogue) },
        shot("paused", size, laps + [.key(" ", .milliseconds(5000))], ["‖ 已暂停，按空格继续"]) {
          StopwatchApp(words: $0.catalogue)
        },
      ]
    case .pomodoro:
      let running =
        wide
        ? "专注 第 1 轮，共 4 轮 · 接下来：短休息 05:00 · 已完成 0 轮" : "专注 第 1 轮，共 4 轮 · 已完成 0 轮"
      return [
        shot("running", size, [.deadline(.seconds(60))], ["番茄钟", running, "跳过"]) {
          PomodoroApp(cycle: PomodoroCycle(plan: PomodoroPlan()), options: .init(language: $0))
        },
        shot(
          "paused", size, [.key(" ", .seconds(60))],
          [wide ? "‖ 专注 第 1 轮，共 4 轮 已暂停，按空格继续" : "‖ 已暂停，按空格继续"]
        ) {
          PomodoroApp(cycle: PomodoroCycle(plan: PomodoroPlan()), options: .init(language: $0))
        },
        shot(
          "a break", size, [.deadline(.seconds(26 * 60))],
          [wide ? "短休息 · 接下来：专注 25:00 · 已完成 1 轮" : "短休息 · 已完成 1 轮"]
        ) {
          PomodoroApp(cycle: PomodoroCycle(plan: PomodoroPlan()), options: .init(language: $0))
        },
      ]
    case .pomodoroWaiting:
      return [
        shot(
          "waiting", size, [.deadline(.seconds(25 * 60 + 3))],
          [wide ? "专注 第 1 轮，共 4 轮 已结束，按回车开始短休息" : "按回车开始短休息", "回车 下一段"]
        ) {
          PomodoroApp(
            cycle: PomodoroCycle(plan: PomodoroPlan(), advance: .waitForUser),
            options: .init(label: "写报告", language: $0))
        }
      ]
    case .breathe:
      let app = { (language: Language) in
        let session = BreathingSession(
          pattern: BreathingPreset.builtIn(named: "4-7-8")!.pattern, cycles: 2,
          countIn: .seconds(3))
        let title = BreatheRunner.title(
          patternName: "4-7-8", pattern: session.pattern, in: language.catalogue)
        return BreatheApp(session: session, options: .init(title: title, language: language))
      }
      return [
        shot("count-in", size, [.deadline(.seconds(1))], ["准备 2…"], app),
        shot(
          "inhale", size, [.deadline(.seconds(5))],
          ["吸气  2", "第 1 轮，共 2 轮 · 剩余 00:36", "4-7-8 呼吸法 · 4-7-8"], app),
        shot("exhale", size, [.deadline(.seconds(17))], ["呼气  5"], app),
        shot("paused", size, [.key(" ", .seconds(9))], ["‖ 已暂停，按空格继续"], app),
      ]
    case .meditate:
      let app = { (language: Language) in
        MeditateApp(
          sitting: try! MeditationSitting(
            length: .seconds(20 * 60), warmUp: .seconds(30), intervalBells: .every(.seconds(300))
          ), words: language.catalogue)
      }
      return [
        shot("warm-up", size, [.deadline(.seconds(10))], ["冥想", "静坐准备，第一声钟响后开始", "结束"], app),
        shot("sitting", size, [.deadline(.seconds(90))], ["下一次钟声：04:00 后"], app),
        shot("last bell", size, [.deadline(.seconds(17 * 60))], ["结束时响三声钟"], app),
        shot("over", size, [.deadline(.seconds(20 * 60 + 31))], ["冥想结束"], app),
      ]
    case .home:
      return [
        shot(
          "menu", size, [],
          ["今天 12 分钟 · 连续练习 3 天", "呼吸：盒式呼吸", "专注 25 分钟（番茄钟）", "倒计时…", "课程", "↑↓ 选择", "回车 开始"],
          home)
      ]
    case .homeTimerField:
      return [
        shot("empty", size, [.key("t", .zero)], ["倒计时时长：", "例如 25m、90s", "Esc 返回"], home),
        shot(
          "refused", size,
          [.key("t", .zero), .key("2", .zero), .key("5", .zero), .key("x", .zero), .enter],
          ["无法识别单位"], home),
      ]
    }
  }

  /// The home screen with a program under way, in `language`.
  static func home(_ language: Language) -> HomeApp {
    let words = language.catalogue
    let calm = BreathingProgram.builtIn(id: "calm-7")!
    let summary = HomeSummary(
      todayMinutes: 12.6, streak: 3,
      program: .init(
        programID: calm.id, name: words.programName(of: calm),
        stepTitle: words.stepTitle(calm.steps[2]), isStart: false),
      lastPattern: "box")
    return HomeApp(summary: summary, words: words)
  }

  /// What happens to a screen before its frame is taken.
  enum Step {
    case deadline(Duration)
    case key(Character, Duration)
    case enter
  }

  /// The frame of the app `make` builds, in Chinese and in English, after `steps`.
  static func shot<App: TerminalApp>(
    _ name: String, _ size: Size, _ steps: [Step], _ phrases: [String],
    _ make: (Language) -> App
  ) -> Shot {
    func frame(_ language: Language) -> Buffer {
      var app = make(language)
      var now = Duration.zero
      _ = app.update(.resize(size), at: now)
      for step in steps {
        switch step {
        case .deadline(let at):
          now = at
          _ = app.update(.deadline, at: now)
        case .key(let key, let at):
          now = at
          _ = app.update(.deadline, at: now)
          _ = app.update(.key(.character(key)), at: now)
        case .enter:
          _ = app.update(.key(.enter), at: now)
        }
      }
      var buffer = Buffer(size: size)
      app.render(into: &buffer)
      return buffer
    }
    return Shot(
      name: name, chinese: frame(.simplifiedChinese), english: frame(.english), phrases: phrases)
  }

  // MARK: - Reading a frame

  /// Where the big digits, the progress bar and the breathing disc have ink: block
  /// elements and braille dots.
  static func graphicCells(in buffer: Buffer) -> Set<Position> {
    var cells: Set<Position> = []
    for row in 0..<buffer.size.rows {
      for column in 0..<buffer.size.columns {
        guard let scalar = buffer.cell(column: column, row: row)?.grapheme.unicodeScalars.first
        else { continue }
        if (0x2580...0x259F).contains(scalar.value) || (0x2801...0x28FF).contains(scalar.value) {
          cells.insert(Position(column: column, row: row))
        }
      }
    }
    return cells
  }

  struct Position: Hashable {
    var column: Int
    var row: Int
  }

  /// Words of three or more Latin letters, other than Esc (the word on the key) and the
  /// product: a Chinese hint names the space bar and Enter in Chinese (空格, 回车; issue 24,
  /// item 13).
  static func englishWords(in line: String) -> [String] {
    let kept: Set<String> = ["Esc", "Cadence"]
    return line.split { !$0.isASCII || !$0.isLetter }.map(String.init)
      .filter { $0.count >= 3 && !kept.contains($0) }
  }
}
