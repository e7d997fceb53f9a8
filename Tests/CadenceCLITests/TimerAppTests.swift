import Cadence
import CadenceStore
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

/// Where `text` in its big font sits on `screen`, comparing glyph characters only.
func origin(of digits: BigText, in screen: Buffer, near guess: (Int, Int)? = nil) -> (Int, Int)? {
  var glyphs = Buffer(size: digits.size)
  glyphs.render(digits, in: Rect(digits.size))
  func matches(_ column: Int, _ row: Int) -> Bool {
    for y in 0..<digits.size.rows {
      for x in 0..<digits.size.columns
      where screen.cell(column: column + x, row: row + y)?.grapheme
        != glyphs.cell(column: x, row: y)?.grapheme
      {
        return false
      }
    }
    return true
  }
  if let (column, row) = guess { return matches(column, row) ? guess : nil }
  for row in 0...max(0, screen.size.rows - digits.size.rows) {
    for column in 0...max(0, screen.size.columns - digits.size.columns) where matches(column, row) {
      return (column, row)
    }
  }
  return nil
}

@Suite struct TimerAppTests {
  func render(_ app: TimerApp, size: Size = Size(columns: 80, rows: 24)) -> Buffer {
    var buffer = Buffer(size: size)
    app.render(into: &buffer)
    return buffer
  }

  @Test func overAWholeHourAndAHalfEveryGlyphKeepsItsColumns() throws {
    var app = TimerApp(total: .seconds(5400))
    let size = Size(columns: 80, rows: 24)
    let font = BigFont.standard  // the largest font within two fifths of 24 rows
    var fixed: (Int, Int)?
    var frames = 0
    var now: Duration = .zero
    while true {
      _ = app.update(.deadline, at: now)
      let screen = render(app, size: size)
      guard case .remaining(let seconds) = app.countdown.readout(at: app.elapsed) else { break }
      let text = app.format.string(seconds: seconds)
      #expect(text.count == 7)
      let found = origin(of: BigText(text, font: font), in: screen, near: fixed)
      #expect(found != nil, "\(text) moved\n\(screen.lines.joined(separator: "\n"))")
      if found == nil { break }
      if fixed == nil { fixed = found }
      frames += 1
      guard let next = app.nextDeadline(after: now), seconds > 0 else { break }
      now = next
    }
    #expect(frames == 5401)
  }

  @Test func deadlinesAreEachSecondAndNoneWhilePaused() {
    var app = TimerApp(total: .seconds(3))
    #expect(app.nextDeadline(after: .zero) == .seconds(1))
    _ = app.update(.key(.character(" ")), at: .milliseconds(1500))
    #expect(app.nextDeadline(after: .milliseconds(1500)) == nil)
    #expect(render(app).lines.contains { $0.contains("paused") })
    _ = app.update(.key(.character(" ")), at: .seconds(10))
    // 1.5 s ran; the next whole second of remaining is at 2 s elapsed, 10.5 s loop time.
    #expect(app.nextDeadline(after: .seconds(10)) == .milliseconds(10_500))
  }

  @Test func theEndRingsOnceThenOvertimeUntilAKey() {
    var app = TimerApp(total: .seconds(2))
    #expect(app.update(.deadline, at: .seconds(1)) == .continue)
    #expect(app.update(.deadline, at: .seconds(2)) == .effects(.bell, .flash(.milliseconds(250))))
    #expect(app.update(.deadline, at: .seconds(3)) == .continue)
    #expect(app.nextDeadline(after: .seconds(3)) == .seconds(4))
    let small = render(app, size: Size(columns: 12, rows: 1))
    // The sign's place is kept from the start (and balanced on the right).
    #expect(small.lines == ["  +00:01    "])
    #expect(app.update(.key(.character("x")), at: .seconds(4)) == .quit(.completed))
  }

  @Test func quietAndExitChangeTheEnd() {
    var quiet = TimerApp(total: .seconds(1), options: .init(quiet: true))
    #expect(quiet.update(.deadline, at: .seconds(1)) == .continue)
    var exiting = TimerApp(total: .seconds(1), options: .init(exitAtEnd: true))
    #expect(
      exiting.update(.deadline, at: .seconds(1))
        == UpdateResult(ending: .completed, effects: [.bell, .flash(.milliseconds(250))]))
  }

  /// Issue 24, item 1: the help says what `r` does (termdown's: the length as given).
  @Test func theHelpSaysARestartGoesBackToTheLengthGiven() {
    for (language, phrase) in [
      ("en_US.UTF-8", "r restart from the length given"), ("zh_CN.UTF-8", "r 按给定的时长重来"),
    ] {
      let (context, output, _) = CommandContext.testing(environment: ["LANG": language])
      #expect(CadenceCommandLine.run(["timer", "--help"], in: context) == 0)
      #expect(output.text.replacing("\n", with: " ").replacing("  ", with: " ").contains(phrase))
    }
  }

  @Test func keysRestartAddAndTakeAMinuteAndQuit() {
    var app = TimerApp(total: .seconds(120))
    _ = app.update(.key(.character("+")), at: .seconds(30))
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 150)
    _ = app.update(.key(.character("-")), at: .seconds(30))
    _ = app.update(.key(.character("-")), at: .seconds(30))
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 30)
    // A restart goes back to the length given, whatever + and - did.
    _ = app.update(.key(.character("r")), at: .seconds(40))
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 120)
    #expect(app.update(.key(.character("q")), at: .seconds(41)) == .quit(.stopped))
    #expect(app.update(.key(.control("c")), at: .seconds(41)) == .quit(.signal(2)))
    #expect(app.update(.signal(15), at: .seconds(41)) == .quit(.signal(15)))
  }

  @Test func suspendKeepsRealTimeUnlessAskedToPause() {
    var keeping = TimerApp(total: .seconds(60))
    _ = keeping.update(.suspended, at: .seconds(10))
    _ = keeping.update(.resumed, at: .seconds(40))
    #expect(keeping.elapsed == .seconds(40))
    var pausing = TimerApp(total: .seconds(60), options: .init(pauseOnSuspend: true))
    _ = pausing.update(.suspended, at: .seconds(10))
    _ = pausing.update(.resumed, at: .seconds(40))
    #expect(pausing.elapsed == .seconds(10))
    #expect(pausing.run.isRunning)
  }

  @Test func theLastTenSecondsAreHighlighted() {
    var app = TimerApp(total: .seconds(15))
    _ = app.update(.deadline, at: .seconds(4))
    #expect(app.face.readoutStyle.foreground == nil)
    _ = app.update(.deadline, at: .seconds(5))
    #expect(app.face.readoutStyle.foreground == .red)
  }

  @Test(arguments: [
    Size(columns: 1, rows: 1), Size(columns: 10, rows: 3), Size(columns: 300, rows: 80),
    Size(columns: 0, rows: 0),
  ])
  func anySizeRendersWithoutTrapping(size: Size) {
    var app = TimerApp(
      total: .seconds(5400), options: .init(title: "Deep work", startTimeOfDay: .seconds(3600)))
    _ = app.update(.resize(size), at: .zero)
    let buffer = render(app, size: size)
    #expect(buffer.size == size)
    if size.columns >= 7 {
      #expect(buffer.lines.joined().contains("1:30:00") || buffer.lines.count > 3)
    }
  }

  @Test func theEndTimeIsShownAndSaysTomorrowPastMidnight() {
    var app = TimerApp(
      total: .seconds(25 * 60), options: .init(startTimeOfDay: .seconds(23 * 3600 + 50 * 60)))
    _ = app.update(.deadline, at: .zero)
    #expect(app.face.status == "ends tomorrow 00:15")
    var today = TimerApp(
      total: .seconds(5 * 60), options: .init(startTimeOfDay: .seconds(23 * 3600 + 50 * 60)))
    _ = today.update(.deadline, at: .zero)
    #expect(today.face.status == "ends 23:55")
  }

  /// `--until 08:59` at 23:58:05 (issue 24, item 2): the time has passed today, so the
  /// timer runs to tomorrow's, and says so in both languages.
  @Test func untilATimeAlreadyPassedSaysTomorrow() {
    let start = Duration.seconds(23 * 3600 + 58 * 60 + 5)
    let total = Duration.seconds(24 * 3600) - start + .seconds(8 * 3600 + 59 * 60)
    var app = TimerApp(total: total, options: .init(startTimeOfDay: start))
    _ = app.update(.deadline, at: .seconds(10))
    #expect(app.face.status == "ends tomorrow 08:59")
    var chinese = TimerApp(
      total: total, options: .init(startTimeOfDay: start, language: .simplifiedChinese))
    _ = chinese.update(.deadline, at: .seconds(10))
    #expect(chinese.face.status == "明天 08:59 结束")
  }
}

@Suite struct TimerFullScreenTests {
  @Test func runsOnTheTerminalRingsAndExitsOnAKeyAfterTheEnd() {
    let screen = ScriptedHost(script: [(at: .seconds(5), step: .type("x"))])
    let (context, output, _) = CommandContext.testing(isTerminal: true, host: screen)
    #expect(CadenceCommandLine.run(["timer", "3", "--title", "Tea"], in: context) == 0)
    #expect(output.text == "Tea: 00:03 of 00:03, then 00:02 over\n")
    #expect(screen.clocksUsed == [.continuous])
    #expect(screen.terminal!.screen.bellCount == 1)
    // Deadlines at 1, 2, 3 (the end), 3.25 (the flash ends), 4 and 5 s (overtime), then
    // the key: one wait each (the session begins right after the first frame, no wake-up).
    #expect(screen.timeouts.count == 6)
    #expect(screen.timeouts.first == .seconds(1))
    #expect(screen.terminal!.screen.buffer.lines.contains { $0.contains("time is up") })
    #expect(screen.terminal!.screen.buffer.lines[0].contains("Tea"))
  }

  @Test func quittingEarlyIsStatusOneAndPauseOnSuspendUsesTheMonotonicClock() {
    let screen = ScriptedHost(script: [(at: .milliseconds(1500), step: .type("q"))])
    let (context, _, _) = CommandContext.testing(isTerminal: true, host: screen)
    #expect(CadenceCommandLine.run(["timer", "10m", "--pause-on-suspend"], in: context) == 1)
    #expect(screen.clocksUsed == [.suspending])
  }

  @Test func aChangingDigitRewritesOnlyItsOwnCells() {
    let screen = ScriptedHost(script: [(at: .milliseconds(2500), step: .type("q"))])
    let (context, _, _) = CommandContext.testing(isTerminal: true, host: screen)
    _ = CadenceCommandLine.run(["timer", "25m", "--quiet"], in: context)
    let writes = screen.terminal!.writes
    // The first frame draws everything; 25:00 → 24:59 changes three glyphs; 24:59 → 24:58
    // one glyph; the key (q) quits without drawing.
    #expect(writes.count == 3)
    #expect(writes[2].count < writes[1].count)
    #expect(writes[2].count < 400)
  }
}

/// Issue 10, item 4: `-` with a minute or less left must never end the run.
@Suite struct TimerMinusTests {
  @Test func minusWithAMinuteOrLessLeftChangesNothingButSaysSo() {
    var app = TimerApp(total: .seconds(30), options: .init(startTimeOfDay: .seconds(9 * 3600)))
    let result = app.update(.key(.character("-")), at: .seconds(1))
    #expect(result.effects.isEmpty)
    #expect(result.ending == nil)
    #expect(!app.isFinished)
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 29)
    #expect(app.face.status == "a minute or less left: - does nothing")
    // The hint stays for two seconds (the kernel wakes for its end), then the end time is
    // back.
    #expect(app.nextDeadline(after: .milliseconds(2500)) == .seconds(3))
    _ = app.update(.deadline, at: .seconds(3))
    #expect(app.face.status.hasPrefix("ends "))
  }

  @Test func aTimerEndedByMinusIsNeverRecordedCompleted() throws {
    let directory = TemporaryDataDirectory()
    let screen = ScriptedHost(script: [(.seconds(1), .type("-")), (.seconds(2), .type("q"))])
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: screen, dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["timer", "30"], in: context) == 1)
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .stoppedEarly)
    #expect(session.activeMilliseconds == 2000)
  }
}

/// Issue 10, item 9: on a small terminal the hints drop from the least important, and the
/// way out goes last.
@Suite struct SmallTerminalHintTests {
  @Test func at40ColumnsTheTimerStillSaysHowToQuit() {
    var app = TimerApp(total: .seconds(300))
    _ = app.update(.resize(Size(columns: 40, rows: 12)), at: .zero)
    var buffer = Buffer(size: Size(columns: 40, rows: 12))
    app.render(into: &buffer)
    let hint = buffer.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    #expect(hint.contains("q quit"))
    #expect(hint.contains("space pause"))
    #expect(!hint.contains("+/- minute"))
  }
}

/// Where the big digits `text` sit on `screen` in whichever font drew them, and the
/// columns the progress bar takes: what a person sees move, or not.
struct FaceLayout: Equatable {
  var digits: (Int, Int)?
  var bar: ClosedRange<Int>?

  static func == (lhs: FaceLayout, rhs: FaceLayout) -> Bool {
    lhs.digits?.0 == rhs.digits?.0 && lhs.digits?.1 == rhs.digits?.1 && lhs.bar == rhs.bar
  }

  init(of text: String, on screen: Buffer) {
    digits = BigFont.all.lazy.compactMap { origin(of: BigText(text, font: $0), in: screen) }.first
    // The bar is the lowest row above the key hint drawn in blocks or track.
    let barCells: Set<String> = ["█", "░", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    for row in stride(from: screen.size.rows - 2, through: 0, by: -1) {
      let columns = (0..<screen.size.columns).filter {
        barCells.contains(screen.cell(column: $0, row: row)?.grapheme ?? " ")
      }
      if let first = columns.first, let last = columns.last {
        bar = first...last
        break
      }
    }
  }
}

/// Issue 10, item 8: when overtime starts the digits and the bar stay where they were, and
/// the hint does not repeat the status.
@Suite struct TimerOvertimeLayoutTests {
  func screen(_ app: TimerApp, _ size: Size) -> Buffer {
    var buffer = Buffer(size: size)
    app.render(into: &buffer)
    return buffer
  }

  @Test(arguments: [
    Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 40, rows: 12),
    Size(columns: 30, rows: 6),
  ])
  func theDigitsAndTheBarDoNotMoveWhenOvertimeStarts(size: Size) {
    var app = TimerApp(total: .seconds(2))
    _ = app.update(.resize(size), at: .zero)
    _ = app.update(.deadline, at: .seconds(1))
    let counting = screen(app, size)
    _ = app.update(.deadline, at: .seconds(3))
    let overtime = screen(app, size)
    // `00:01` left, then `+00:01`: the digits `00:01` are drawn in the same cells.
    let before = FaceLayout(of: "00:01", on: counting)
    let after = FaceLayout(of: "00:01", on: overtime)
    #expect(before.digits != nil)
    #expect(
      before == after,
      "\(counting.lines.joined(separator: "\n"))\n---\n\(overtime.lines.joined(separator: "\n"))")
  }

  @Test func theHintDoesNotReadAnyKeyClose() {
    var app = TimerApp(total: .seconds(2))
    let size = Size(columns: 80, rows: 24)
    _ = app.update(.deadline, at: .seconds(3))
    let lines = screen(app, size).lines
    #expect(lines.contains { $0.contains("time is up — any key to close") })
    #expect(!lines.joined().contains("any key close"))
  }

  @Test func aPomodoroWaitingForEnterKeepsItsDigitsInPlaceToo() {
    let plan = PomodoroPlan(work: .seconds(3), shortBreak: .seconds(2))
    var app = PomodoroApp(cycle: PomodoroCycle(plan: plan, advance: .waitForUser))
    let size = Size(columns: 80, rows: 24)
    _ = app.update(.deadline, at: .seconds(2))
    var counting = Buffer(size: size)
    app.render(into: &counting)
    _ = app.update(.deadline, at: .seconds(4))
    var waiting = Buffer(size: size)
    app.render(into: &waiting)
    #expect(FaceLayout(of: "00:01", on: counting).digits != nil)
    #expect(FaceLayout(of: "00:01", on: counting) == FaceLayout(of: "00:01", on: waiting))
  }
}

/// Issue 10, item 4: a timer ended before its planned end is never completed, and a
/// restart (`r`) records its planned time anew: the run before it ends as stopped early,
/// and the restarted run is a session of its own with the length it now has.
@Suite struct TimerRestartRecordingTests {
  /// The stored sessions, shortest first (both may begin in one millisecond, so the
  /// store's newest-first order could tie), as `status active of planned`.
  func stored(in directory: TemporaryDataDirectory) throws -> [String] {
    try directory.store().sessions(SessionQuery())
      .sorted { $0.activeMilliseconds < $1.activeMilliseconds }
      .map {
        "\($0.status.rawValue) \($0.activeMilliseconds) of \($0.plannedMilliseconds ?? -1)"
      }
  }

  @Test func aRestartEndsTheRunSoFarAndBeginsASessionAnew() throws {
    let directory = TemporaryDataDirectory()
    let screen = ScriptedHost(script: [
      (.seconds(3), .type("r")), (.seconds(20), .type("x")),
    ])
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: screen, dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["timer", "10"], in: context) == 0)
    // The first run (3 s) did not reach its end; the restarted one did.
    #expect(
      try stored(in: directory) == ["stoppedEarly 3000 of 10000", "completed 10000 of 10000"])
  }

  @Test func theRestartedSessionPlansTheLengthGiven() throws {
    let directory = TemporaryDataDirectory()
    let screen = ScriptedHost(script: [
      (.seconds(5), .type("+")), (.seconds(10), .type("r")), (.seconds(15), .type("q")),
    ])
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: screen, dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["timer", "60"], in: context) == 1)
    // Each run records the plan it ended with (newest first): the first was lengthened
    // before the restart, the second went back to the 60 s given.
    #expect(
      try stored(in: directory) == ["stoppedEarly 5000 of 60000", "stoppedEarly 10000 of 120000"])
  }

  @Test(arguments: ["q", "\u{1B}", "\u{03}"])
  func endingBeforeThePlannedEndIsNeverCompleted(key: String) throws {
    let directory = TemporaryDataDirectory()
    let screen = ScriptedHost(script: [
      (.seconds(1), .type(" ")), (.seconds(5), .type(" ")), (.seconds(9), .type(key)),
    ])
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: screen, dataDirectory: directory.path)
    _ = CadenceCommandLine.run(["timer", "6"], in: context)
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .stoppedEarly)
    // 5 s ran (a lone Escape is the key once 50 ms have passed without a sequence).
    #expect((5000...5050).contains(session.activeMilliseconds))
  }
}
