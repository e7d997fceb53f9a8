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
    #expect(small.lines == ["   +00:01   "])
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

  @Test func keysRestartAddAndTakeAMinuteAndQuit() {
    var app = TimerApp(total: .seconds(120))
    _ = app.update(.key(.character("+")), at: .seconds(30))
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 150)
    _ = app.update(.key(.character("-")), at: .seconds(30))
    _ = app.update(.key(.character("-")), at: .seconds(30))
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 30)
    _ = app.update(.key(.character("r")), at: .seconds(40))
    #expect(app.countdown.displayedSeconds(at: app.elapsed) == 60)
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

  @Test func theEndTimeIsShownAndWrapsPastMidnight() {
    var app = TimerApp(
      total: .seconds(25 * 60), options: .init(startTimeOfDay: .seconds(23 * 3600 + 50 * 60)))
    _ = app.update(.deadline, at: .zero)
    #expect(app.face.status == "ends 00:15")
  }
}

@Suite struct TimerFullScreenTests {
  @Test func runsOnTheTerminalRingsAndExitsOnAKeyAfterTheEnd() {
    let screen = ScriptedHost(script: [(at: .seconds(5), step: .type("x"))])
    let (context, output, _) = CommandContext.testing(isTerminal: true, host: screen)
    #expect(CadenceCommandLine.run(["timer", "3", "--title", "Tea"], in: context) == 0)
    #expect(output.text.isEmpty)
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
