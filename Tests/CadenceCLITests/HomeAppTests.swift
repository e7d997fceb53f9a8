import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceWords
import FoundationEssentials
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct HomeAppTests {
  let underWay = HomeSummary(
    todayMinutes: 12.6, streak: 3,
    program: .init(
      programID: "calm-7", name: "7-day calm", stepTitle: "Day 3: 4-7-8 relaxing breath, 6 cycles",
      isStart: false),
    lastPattern: "box",
    programs: [
      .init(programID: "calm-7", name: "7-day calm", standing: "step 3 of 7", isUnderWay: true),
      .init(
        programID: "sleep", name: "Wind down for sleep", standing: "not started", isUnderWay: false),
    ])

  func render(_ app: HomeApp, _ columns: Int, _ rows: Int) -> Buffer {
    var buffer = Buffer(size: Size(columns: columns, rows: rows))
    app.render(into: &buffer)
    return buffer
  }

  /// The rows of `screen` without their trailing blanks.
  func trimmedLines(_ screen: Buffer) -> [String] {
    screen.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
  }

  /// Feeds keys; returns the result of the last one.
  @discardableResult
  func press(_ keys: [KeyEvent], on app: inout HomeApp) -> UpdateResult {
    var result = UpdateResult.continue
    for key in keys { result = app.update(.key(key), at: .zero) }
    return result
  }

  func typing(_ text: String) -> [KeyEvent] { text.map { .character($0) } }

  /// The timer field holding `text`, the cursor at its end.
  func field(_ text: String) -> LineEditor { LineEditor(text, limit: HomeApp.inputLimit) }

  @Test func theWholeScreenAt40x12() {
    let screen = render(HomeApp(summary: underWay, words: EnglishCatalogue()), 40, 12)
    #expect(
      trimmedLines(screen) == [
        "                Cadence",
        "      12 min today · 3-day streak",
        "",
        "› c  Continue 7-day calm · Day 3: 4-7-8…",
        "  b  Breathe: Box breathing",
        "  f  Focus for 25 minutes (pomodoro)",
        "  t  Timer…",
        "  p  Programs",
        "  a  Breathe another pattern…",
        "  m  Meditate…",
        "",
        "    ↑↓ select · enter start · q quit",
      ])
  }

  @Test func centredAt80x24WithTheKeysOnTheBottomRow() {
    let screen = render(HomeApp(summary: underWay, words: EnglishCatalogue()), 80, 24)
    let lines = trimmedLines(screen)
    #expect(lines[23] == "                        ↑↓ select · enter start · q quit")
    let title = lines.firstIndex(of: "                                    Cadence")
    #expect(title == 6)
    #expect(lines[8] == "")
    // The entries form a left-aligned block centred as a whole: the widest is 65 columns.
    #expect(lines[9] == "       › c  Continue 7-day calm · Day 3: 4-7-8 relaxing breath, 6 cycles")
    #expect(lines[13] == "         p  Programs")
    #expect(screen.cell(column: 7, row: 9)?.style.bold == true)
  }

  @Test(arguments: [
    (0, 0), (1, 1), (2, 1), (1, 5), (10, 3), (20, 5), (30, 8), (40, 12), (80, 24), (132, 43),
    (300, 80),
  ])
  func everySizeFitsWithoutTrapping(columns: Int, rows: Int) {
    for mode in ["menu", "input"] {
      var app = HomeApp(summary: underWay, words: EnglishCatalogue())
      if mode == "input" { press([.character("t")] + typing("25x") + [.enter], on: &app) }
      let screen = render(app, columns, rows)
      #expect(screen.size == Size(columns: columns, rows: rows))
      let text = trimmedLines(screen).joined(separator: "\n")
      if rows >= 7, columns >= 20, mode == "menu" {
        // The compact list: every action and its key, at least.
        for key in ["c ", "b ", "f ", "t ", "p ", "a ", "m "] {
          #expect(
            trimmedLines(screen).contains { $0.contains("  " + key) || $0.contains("› " + key) })
        }
      }
      if rows >= 12, columns >= 40 {
        #expect(text.contains("Cadence"))
        #expect(text.contains("12 min today · 3-day streak"))
        #expect(trimmedLines(screen)[rows - 1].contains("enter"))
      }
      if mode == "input", rows >= 2, columns >= 40 {
        #expect(text.contains("Timer for: 25x"))
        #expect(text.contains("Unknown unit 'x' (use h, m or s)"))
      }
    }
  }

  @Test(arguments: [
    ([KeyEvent.character("c")], HomeAction.continueProgram(programID: "calm-7")),
    ([.character("C")], .continueProgram(programID: "calm-7")),
    ([.character("b")], .breathe(pattern: "box")),
    ([.character("f")], .focus),
    ([.character("1")], .continueProgram(programID: "calm-7")),
    ([.character("2")], .breathe(pattern: "box")),
    ([.character("p"), .enter], .continueProgram(programID: "calm-7")),
    ([.character("5"), .down, .enter], .startProgram(programID: "sleep")),
    ([.character("a"), .enter], .breathe(pattern: "4-7-8")),
    ([.enter], .continueProgram(programID: "calm-7")),
    ([.down, .enter], .breathe(pattern: "box")),
    ([.down, .down, .tab, .up, .enter], .focus),
    ([.up, .up, .up, .enter, .enter], .continueProgram(programID: "calm-7")),
  ])
  func eachActionIsOneKeyAway(keys: [KeyEvent], action: HomeAction) {
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    let result = press(keys, on: &app)
    #expect(result == .quit(.closed))
    #expect(app.chosen == action)
  }

  @Test func theActionsAreCommandLines() {
    #expect(
      HomeAction.continueProgram(programID: "sleep").command as? ProgramCommand
        == ProgramCommand(action: .resume(programID: "sleep")))
    #expect(
      HomeAction.startProgram(programID: "calm-7").command as? ProgramCommand
        == ProgramCommand(action: .start(programID: "calm-7", restart: false)))
    #expect(
      (HomeAction.breathe(pattern: "in 4 out 6").command as? BreatheCommand)?.pattern
        == "in 4 out 6")
    #expect(HomeAction.focus.command as? PomodoroCommand == PomodoroCommand())
    #expect(
      HomeAction.timer(.seconds(5400)).command as? TimerCommand
        == TimerCommand(target: .duration(.seconds(5400))))
    let sitting = try! MeditationSitting(length: .seconds(600))
    #expect(
      HomeAction.meditate(sitting).command as? MeditateCommand == MeditateCommand(sitting: sitting))
  }

  @Test func withNoProgramUnderWaySStartsOne() {
    var summary = underWay
    summary.program?.isStart = true
    var app = HomeApp(summary: summary, words: EnglishCatalogue())
    #expect(
      trimmedLines(render(app, 80, 24))[9].hasSuffix(
        "› s  Start 7-day calm · Day 3: 4-7-8 relaxing breath, 6 cycles"))
    #expect(press([.character("c")], on: &app) == .continue)
    #expect(press([.character("s")], on: &app) == .quit(.closed))
    #expect(app.chosen == .startProgram(programID: "calm-7"))
  }

  @Test func quittingChoosesNothing() {
    for (key, status) in [
      (KeyEvent.character("q"), Ending.closed), (.escape, .closed), (.control("c"), .signal(2)),
    ] {
      var app = HomeApp(summary: underWay, words: EnglishCatalogue())
      #expect(press([key], on: &app) == .quit(status))
      #expect(app.chosen == nil)
    }
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    #expect(app.update(.signal(15), at: .zero) == .quit(.signal(15)))
    #expect(app.update(.resize(Size(columns: 3, rows: 3)), at: .zero) == .continue)
    #expect(press([.character("x"), .character("9"), .left], on: &app) == .continue)
    #expect(app.chosen == nil)
  }

  @Test func theTimerAsksForADurationAndShowsErrorsInline() throws {
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    #expect(press([.character("t")], on: &app) == .continue)
    #expect(app.mode == .timerInput(field: field(""), error: nil))
    var screen = render(app, 40, 14)
    #expect(trimmedLines(screen).contains("Timer for:"))
    #expect(trimmedLines(screen).contains("e.g. 25m, 90s, 1h30m or 2:30"))
    #expect(trimmedLines(screen)[13] == "    enter start the timer · esc back")
    // The cursor is a reverse-video cell after the text.
    let inputRow = try #require(trimmedLines(screen).firstIndex(of: "Timer for:"))
    #expect(screen.cell(column: 11, row: inputRow)?.style.reverse == true)

    #expect(press([.enter], on: &app) == .continue)
    #expect(app.mode == .timerInput(field: field(""), error: "A duration cannot be empty"))
    // q, digits and letters are text now, not actions.
    #expect(press(typing("q9") + [.enter], on: &app) == .continue)
    #expect(app.mode == .timerInput(field: field("q9"), error: "Unexpected 'q9'"))
    press([.backspace, .backspace] + typing("1:99") + [.enter], on: &app)
    #expect(app.mode == .timerInput(field: field("1:99"), error: "Seconds '99' must be under 60"))
    screen = render(app, 40, 14)
    let errorRow = try #require(
      trimmedLines(screen).firstIndex(of: "Seconds '99' must be under 60"))
    #expect(screen.cell(column: 0, row: errorRow)?.style.foreground == .red)
    // Typing clears the error; Escape goes back to the menu with the timer selected.
    press([.backspace], on: &app)
    #expect(app.mode == .timerInput(field: field("1:9"), error: nil))
    press([.escape], on: &app)
    #expect(app.mode == .menu)
    #expect(app.selected == 3)
    #expect(app.chosen == nil)

    press([.enter] + typing(" 1h 30m ") + [.enter], on: &app)
    #expect(app.chosen == .timer(.seconds(5400)))
  }

  @Test func theFieldTakesAtMost24Characters() {
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    press([.character("t")] + typing(String(repeating: "1", count: 30)), on: &app)
    #expect(app.mode == .timerInput(field: field(String(repeating: "1", count: 24)), error: nil))
    // On a narrow screen the end of the text stays in view, next to the cursor.
    let screen = render(app, 20, 3)
    #expect(trimmedLines(screen).contains("Timer for: 11111111"))
  }

  @Test func theFieldIsALineEditor() throws {
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    // Left, Home, Ctrl-E, Backspace and Delete edit where the cursor is.
    press([.character("t")] + typing("5n") + [.backspace] + typing("m"), on: &app)
    press([.home] + typing("2") + [.control("e"), .left, .left, .delete], on: &app)
    let screen = render(app, 40, 14)
    let row = try #require(trimmedLines(screen).firstIndex { $0.hasPrefix("Timer for:") })
    #expect(trimmedLines(screen)[row] == "Timer for: 2m")
    // The cursor is on the m, drawn in reverse video; the 2 is not.
    #expect(screen.cell(column: 12, row: row)?.style.reverse == true)
    #expect(screen.cell(column: 11, row: row)?.style.reverse == false)
    press(typing("5") + [.enter], on: &app)
    #expect(app.chosen == .timer(.seconds(1500)))
  }

  @Test func aPasteIsTextNotKeys() {
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    // In the menu a paste runs nothing (a pasted q or t is not a key).
    #expect(press([.paste("q")], on: &app) == .continue)
    #expect(app.chosen == nil)
    // In the field its line break is a space, not Enter; escape sequences are dropped.
    press([.character("t"), .paste("1h\r\n\u{1B}[31m30m")], on: &app)
    #expect(app.chosen == nil)
    #expect(press([.enter], on: &app) == .quit(.closed))
    #expect(app.chosen == .timer(.seconds(5400)))
  }

  @Test func wideTextInTheFieldScrollsByDisplayWidth() throws {
    var app = HomeApp(summary: underWay, words: EnglishCatalogue())
    press([.character("t")] + typing("世界世界世界世界"), on: &app)
    let screen = render(app, 20, 5)
    let row = try #require(trimmedLines(screen).firstIndex { $0.hasPrefix("Timer for:") })
    let shown = trimmedLines(screen)[row]
    #expect(DisplayWidth.of(shown) <= 20)
    // The cursor cell is the last one drawn, after whole wide characters.
    let cursor = try #require(
      (0..<20).last { screen.cell(column: $0, row: row)?.style.reverse == true })
    #expect(DisplayWidth.of(shown) == cursor)
    #expect(shown.hasSuffix("界"))
  }

  @Test func nothingMovesOnItsOwn() {
    #expect(
      HomeApp(summary: underWay, words: EnglishCatalogue()).nextDeadline(after: .seconds(5)) == nil)
  }
}

@Suite struct HomeSummaryTests {
  @Test func aFreshStoreOffersTheFirstProgram() throws {
    let directory = ProgramTestDirectory()
    let summary = HomeSummary.load(
      from: try directory.store(), now: Date(), words: EnglishCatalogue())
    #expect(summary.practiceText(in: EnglishCatalogue()) == "0 min today · no streak yet")
    #expect(
      summary.program
        == .init(
          programID: "calm-7", name: "7-day calm",
          stepTitle: "Day 1: 4-7-8 relaxing breath, 4 cycles", isStart: true))
    #expect(summary.lastPattern == "4-7-8")
  }

  @Test func todaysPracticeTheProgramUnderWayAndTheLastPattern() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    let session = try store.beginSession(NewSession(kind: .breathe, name: "box"))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(12 * 60 + 40), cyclesCompleted: 12)
    try store.saveProgramProgress(
      ProgramProgress(programID: "sleep", currentStep: 2, completedSteps: 2))
    try store.setSetting(HomeSummary.lastPatternSetting, to: "coherent")
    let summary = HomeSummary.load(from: store, now: Date(), words: EnglishCatalogue())
    #expect(summary.practiceText(in: EnglishCatalogue()) == "12 min today · 1-day streak")
    #expect(
      summary.program
        == .init(
          programID: "sleep", name: "Wind down for sleep",
          stepTitle: "Day 3: 4-7-8 relaxing breath, 6 cycles", isStart: false))
    #expect(summary.lastPattern == "coherent")
    #expect(
      HomeApp(summary: summary, words: EnglishCatalogue()).entries.map(\.label) == [
        "Continue Wind down for sleep · Day 3: 4-7-8 relaxing breath, 6 cycles",
        "Breathe: Coherent breathing", "Focus for 25 minutes (pomodoro)", "Timer…", "Programs",
        "Breathe another pattern…", "Meditate…",
      ])
  }

  @Test func finishedProgramsOfferOneNotStarted() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(programID: "calm-7", currentStep: 7, completedSteps: 7))
    var summary = HomeSummary.load(from: store, now: Date(), words: EnglishCatalogue())
    #expect(summary.program?.programID == "sleep")
    #expect(summary.program?.isStart == true)
    // A program still under way comes before one not started, even when the program
    // practised last is done.
    try store.saveProgramProgress(
      ProgramProgress(programID: "focus", currentStep: 1, completedSteps: 1))
    try store.setSetting(ProgramCommand.lastProgramSetting, to: "calm-7")
    summary = HomeSummary.load(from: store, now: Date(), words: EnglishCatalogue())
    #expect(
      summary.program
        == .init(
          programID: "focus", name: "Focus", stepTitle: "Day 2: Box breathing, about 2 minutes",
          isStart: false))
  }

  @Test func withoutAStoreTheScreenStillOpens() {
    let summary = HomeSummary.load(from: nil, now: Date(), words: EnglishCatalogue())
    #expect(summary.practiceText(in: EnglishCatalogue()) == "practice figures unavailable")
    #expect(summary.program?.programID == "calm-7")
  }

  @Test(arguments: [
    (0.0, 0, "0 min today · no streak yet"), (0.4, 1, "<1 min today · 1-day streak"),
    (59.99, 12, "59 min today · 12-day streak"),
  ])
  func practiceText(minutes: Double, streak: Int, text: String) {
    let summary = HomeSummary(todayMinutes: minutes, streak: streak, lastPattern: "box")
    #expect(summary.practiceText(in: EnglishCatalogue()) == text)
  }
}

@Suite struct HomeCommandTests {
  @Test func noArgumentsOnATerminalOpensTheHomeAndQQuits() {
    let directory = ProgramTestDirectory()
    let screen = ScriptedHost(script: [(at: .seconds(1), step: .type("q"))])
    let result = directory.run([], isTerminal: true, host: screen)
    #expect(result == (0, "", ""))
    #expect(screen.clocksUsed == [.suspending])
    let drawn = String(decoding: screen.terminal!.output, as: UTF8.self)
    #expect(drawn.contains("0 min today · no streak yet"))
    #expect(drawn.contains("Start 7-day calm"))
  }

  @Test func theChosenActionRunsAsItsCommand() {
    let directory = ProgramTestDirectory()
    // p opens the programs inside the home screen; Esc goes back, q quits: nothing ran.
    let screen = ScriptedHost(script: [
      (at: .seconds(1), step: .type("p")), (at: .seconds(2), step: .type("\u{1B}")),
      (at: .seconds(3), step: .type("q")),
    ])
    let result = directory.run(["home"], isTerminal: true, host: screen)
    #expect(result.status == 0)
    #expect(result.output == "")
  }

  @Test func withoutATerminal() {
    let directory = ProgramTestDirectory()
    // `cadence` alone prints the help, as before; `cadence home` says what it needs.
    #expect(directory.run([]).output.hasPrefix("OVERVIEW: Timers, breathing and typing"))
    let result = directory.run(["home"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "Error: 'cadence home' needs an interactive terminal; 'cadence --help' lists the commands.\n"
    )
    // A terminal on stdout that cannot go full screen (stdin is not one) is the same.
    #expect(directory.run(["home"], isTerminal: true).status == 1)
    let alone = directory.run([], isTerminal: true)
    #expect(alone.status == 0)
    #expect(alone.output.hasPrefix("OVERVIEW: Timers, breathing and typing"))
    #expect(directory.run(["home", "now"]).errors.hasPrefix("Error: Unexpected argument 'now'.\n"))
  }
}

/// The home as a hub (issue 24, item 10): its lists open and close inside it.
@Suite struct HomeChooserTests {
  let home = HomeAppTests()

  @Test func pListsTheProgramsWithTheirStandingAndEscGoesBack() {
    var app = HomeApp(summary: home.underWay, words: EnglishCatalogue())
    #expect(home.press([.character("p")], on: &app) == .continue)
    #expect(app.mode == .choosing(.programs))
    let lines = home.trimmedLines(home.render(app, 60, 12))
    #expect(lines.contains { $0.contains("› 1  7-day calm · step 3 of 7") }, "\(lines)")
    #expect(lines.contains { $0.contains("2  Wind down for sleep · not started") })
    #expect(lines.last?.contains("esc back") == true)
    #expect(home.press([.escape], on: &app) == .continue)
    #expect(app.mode == .menu)
    #expect(app.selected == 4)
    #expect(app.chosen == nil)
  }

  @Test func aListsBuiltInsThenSavedPatterns() {
    var summary = home.underWay
    summary.patterns.append(.init(pattern: "evening", isSaved: true))
    var app = HomeApp(summary: summary, words: EnglishCatalogue())
    #expect(home.press([.character("a"), .up, .enter], on: &app) == .quit(.closed))
    #expect(app.chosen == .breathe(pattern: "evening"))
  }

  @Test func mAsksForTheSittingsLength() throws {
    var app = HomeApp(summary: home.underWay, words: EnglishCatalogue())
    _ = home.press([.character("m")] + home.typing("20m") + [.enter], on: &app)
    #expect(app.chosen == .meditate(try MeditationSitting(length: .seconds(1200))))
  }

  @Test func theLastPracticesSummaryShowsUnderTheFigures() {
    let app = HomeApp(
      summary: home.underWay, words: EnglishCatalogue(), lastLine: "Sat 20:00 of 20:00")
    let lines = home.trimmedLines(home.render(app, 80, 24))
    let figures = lines.firstIndex { $0.contains("12 min today") }
    #expect(figures.map { lines[$0 + 1].contains("Sat 20:00 of 20:00") } == true)
  }
}
