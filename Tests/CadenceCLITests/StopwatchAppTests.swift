import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct StopwatchAppTests {
  @Test func pastTenMinutesEveryGlyphKeepsItsColumnsAndLapsDoNotMoveThem() {
    var app = StopwatchApp(words: EnglishCatalogue())
    let size = Size(columns: 80, rows: 24)
    let font = BigFont.standard
    var fixed: (Int, Int)?
    // Every tenth for the first 2 s, then every second to 10:30, with a lap each minute.
    var now: Duration = .zero
    var frames = 0
    while now <= .seconds(630) {
      _ = app.update(.deadline, at: now)
      if now > .zero, now.components.attoseconds == 0, now.components.seconds % 60 == 0 {
        _ = app.update(.key(.character("l")), at: now)
      }
      var screen = Buffer(size: size)
      app.render(into: &screen)
      let text = StopwatchApp.format(tenths: app.stopwatch.displayedTenths(at: app.elapsed))
      let found = origin(of: BigText(text, font: font), in: screen, near: fixed)
      #expect(found != nil, "\(text) moved")
      if found == nil { break }
      fixed = fixed ?? found
      frames += 1
      now += now < .seconds(2) ? .milliseconds(100) : .seconds(1)
    }
    #expect(frames == 20 + 629)
    #expect(app.stopwatch.laps.count == 10)
  }

  @Test func deadlinesAreEachTenthWhileRunningAndNoneWhilePaused() {
    var app = StopwatchApp(words: EnglishCatalogue())
    #expect(app.nextDeadline(after: .milliseconds(250)) == .milliseconds(300))
    _ = app.update(.key(.character(" ")), at: .milliseconds(250))
    #expect(app.nextDeadline(after: .seconds(5)) == nil)
    _ = app.update(.key(.character(" ")), at: .seconds(5))
    #expect(app.nextDeadline(after: .seconds(5)) == .milliseconds(5050))
  }

  @Test func lapsAreListedNewestFirstWithFastestAndSlowestMarked() {
    var app = StopwatchApp(words: EnglishCatalogue())
    for (time, key) in [(1_200, "l"), (2_000, "l"), (4_500, "l")] {
      _ = app.update(.key(.character(Character(key))), at: .milliseconds(Int64(time)))
    }
    let lines = app.lapLines()
    #expect(
      lines.map(\.text) == [
        "lap   3  00:02.5  00:04.5  slowest",
        "lap   2  00:00.8  00:02.0  fastest",
        "lap   1  00:01.2  00:01.2         ",
      ])
    #expect(lines[0].style.foreground == .red)
    #expect(lines[1].style.foreground == .green)
    // The summary ends with the lap running at the end (0.5 s, now the fastest).
    _ = app.update(.deadline, at: .milliseconds(5_000))
    #expect(
      app.summary() == """
        lap   1  00:01.2  00:01.2
        lap   2  00:00.8  00:02.0
        lap   3  00:02.5  00:04.5  slowest
        lap   4  00:00.5  00:05.0  fastest
        total  00:05.0 in 4 laps

        """)
  }

  @Test func resetGoesBackToZeroAndWaits() {
    var app = StopwatchApp(words: EnglishCatalogue())
    _ = app.update(.key(.character("l")), at: .seconds(3))
    _ = app.update(.key(.character("r")), at: .seconds(4))
    #expect(app.stopwatch.laps.isEmpty)
    #expect(app.elapsed == .zero)
    #expect(app.nextDeadline(after: .seconds(9)) == nil)
    #expect(app.face(rows: 24).status == "ready — space to start")
  }

  /// Issue 24, item 6: a pause kept the running lap out of sight (the status said "paused"
  /// instead) and the hint said `space start`, where the timer says `space resume`.
  @Test func aPauseKeepsTheRunningLapInSightAndTheHintSaysResume() {
    var app = StopwatchApp(words: EnglishCatalogue())
    _ = app.update(.key(.character("l")), at: .milliseconds(1_200))
    _ = app.update(.key(.character(" ")), at: .milliseconds(3_200))
    let paused = app.face(rows: 24)
    #expect(paused.status == "‖ paused — space to resume")
    #expect(
      paused.lines.map(\.text) == [
        "lap   2  00:02.0                  ",
        "lap   1  00:01.2  00:01.2         ",
      ])
    #expect(paused.lines[0].style == Style(dim: true))
    #expect(paused.keys.map(\.action) == ["resume", "lap", "reset", "quit"])
    // Running again: the running lap is the status line once more.
    _ = app.update(.key(.character(" ")), at: .seconds(5))
    let running = app.face(rows: 24)
    #expect(running.status == "lap   2  00:02.0                  ")
    #expect(running.lines.map(\.text) == ["lap   1  00:01.2  00:01.2         "])
    #expect(running.keys.map(\.action) == ["pause", "lap", "reset", "quit"])
    // At zero after a reset it waits to start.
    _ = app.update(.key(.character("r")), at: .seconds(6))
    #expect(app.face(rows: 24).keys.map(\.action) == ["start", "lap", "reset", "quit"])
    #expect(app.face(rows: 24).lines.isEmpty)
  }

  @Test func theHourChangesTheFormatOnce() {
    #expect(StopwatchApp.format(tenths: 35_999) == "59:59.9")
    #expect(StopwatchApp.format(tenths: 36_000) == "1:00:00.0")
    #expect(StopwatchApp.format(tenths: 360_000) == "10:00:00.0")
  }

  @Test func quitPrintsTheLapsAfterTheScreenCloses() {
    let screen = ScriptedHost(script: [
      (at: .milliseconds(1500), step: .type("l")), (at: .seconds(2), step: .type("q")),
    ])
    let (context, output, _) = CommandContext.testing(isTerminal: true, host: screen)
    #expect(CadenceCommandLine.run(["stopwatch"], in: context) == 0)
    // The lap running when q came is the last lap (issue 10, item 11).
    #expect(
      output.text
        == "lap   1  00:01.5  00:01.5  slowest\nlap   2  00:00.5  00:02.0  fastest\n"
        + "total  00:02.0 in 2 laps\n")
    // Tenths from 0.1 s to 1.5 s, the lap, then tenths to 2.0 s: 20 waits in all.
    #expect(screen.timeouts.count == 20)
  }

  @Test func plainPrintsEachSecondUntilASignal() {
    let host = ScriptedHost(noTerminal: [(.milliseconds(3500), .signal(2))])
    let (context, output, _) = CommandContext.testing(host: host)
    #expect(CadenceCommandLine.run(["stopwatch"], in: context) == 130)
    #expect(output.lines == ["00:00", "00:01", "00:02", "00:03"])
  }
}

@Suite struct PomodoroAppTests {
  let plan = PomodoroPlan(
    work: .seconds(3), shortBreak: .seconds(2), longBreak: .seconds(4), longBreakEvery: 2)

  /// Issue 24, item 8: the bar was 27 cells with `--work 1m` and 39 with `--wait`, which
  /// keeps places for an overtime sign beside the digits: both keep them now, as the
  /// timer does, and the bar is as wide as the readout (the graphics stay centred).
  @Test func theBarIsOneWidthWithAndWithoutWait() {
    let plan = PomodoroPlan(work: .seconds(60))
    func barCells(_ advance: PomodoroCycle.Advance) -> Int {
      var app = PomodoroApp(cycle: PomodoroCycle(plan: plan, advance: advance))
      _ = app.update(.resize(Size(columns: 80, rows: 24)), at: .zero)
      var buffer = Buffer(size: Size(columns: 80, rows: 24))
      app.render(into: &buffer)
      return buffer.lines.joined().count { $0 == "░" }
    }
    #expect(barCells(.automatic) == 39)
    #expect(barCells(.waitForUser) == 39)
    var timer = TimerApp(total: .seconds(60))
    _ = timer.update(.resize(Size(columns: 80, rows: 24)), at: .zero)
    var buffer = Buffer(size: Size(columns: 80, rows: 24))
    timer.render(into: &buffer)
    #expect(buffer.lines.joined().count { $0 == "░" } == 39)
  }

  @Test func ringsAtEachSwitchAndShowsWhatComesNext() {
    var app = PomodoroApp(cycle: PomodoroCycle(plan: plan))
    #expect(app.face.status == "Focus 1 of 2 · next: short break 00:02 · 0 done")
    #expect(app.update(.deadline, at: .seconds(1)) == .continue)
    #expect(app.update(.deadline, at: .seconds(3)) == .effects(.bell))
    #expect(app.face.status == "Short break · next: focus 2 of 2 00:03 · 1 done")
    // The overtime sign's places are kept, with or without --wait (issue 24, item 8).
    #expect(app.face.readout == " 00:02 ")
    #expect(app.update(.deadline, at: .seconds(5)) == .effects(.bell))
    #expect(app.finishedFocus.count == 1)
  }

  @Test func skipAndRestartWorkOnTheCurrentSegment() {
    var app = PomodoroApp(cycle: PomodoroCycle(plan: plan), options: .init(quiet: true))
    _ = app.update(.key(.character("n")), at: .seconds(1))
    #expect(app.status.segment.kind == .shortBreak)
    #expect(app.finishedFocus.isEmpty)
    _ = app.update(.key(.character("r")), at: .milliseconds(2500))
    #expect(app.status.remaining == .seconds(2))
    #expect(app.update(.deadline, at: .milliseconds(4500)) == .continue)
    #expect(EnglishCatalogue().segmentTitle(app.status.segment) == "Focus 2 of 2")
  }

  @Test func waitingHoldsUntilEnter() {
    var app = PomodoroApp(cycle: PomodoroCycle(plan: plan, advance: .waitForUser))
    #expect(app.update(.deadline, at: .seconds(3)) == .effects(.bell))
    _ = app.update(.deadline, at: .seconds(10))
    #expect(app.status.isWaiting)
    #expect(app.face.readout == "+00:07 ")
    #expect(app.face.status == "Focus 1 of 2 done — Enter starts short break")
    _ = app.update(.key(.enter), at: .seconds(10))
    #expect(app.status.segment.kind == .shortBreak)
    #expect(app.status.remaining == .seconds(2))
  }

  @Test func suspendPausesThePomodoro() {
    var app = PomodoroApp(cycle: PomodoroCycle(plan: plan))
    _ = app.update(.suspended, at: .seconds(1))
    _ = app.update(.resumed, at: .seconds(100))
    #expect(app.elapsed == .seconds(1))
    #expect(app.nextDeadline(after: .seconds(100)) == .seconds(101))
  }

  @Test func commandRunsOnTheMonotonicClockAndSummarises() {
    let screen = ScriptedHost(script: [(at: .seconds(4), step: .type("q"))])
    let (context, output, _) = CommandContext.testing(isTerminal: true, host: screen)
    let status = CadenceCommandLine.run(
      ["pomodoro", "--work", "3s", "--short", "2s", "--long", "4s", "--every", "2"], in: context)
    #expect(status == 0)
    #expect(screen.clocksUsed == [.suspending])
    #expect(screen.terminal!.screen.bellCount == 1)
    #expect(output.text == "1 focus segment completed (00:03 of focus)\n")
  }

  @Test func plainPrintsSegmentsAndMinutes() {
    // In the second short break; wake-ups for checkpoints come between the printed lines.
    let host = ScriptedHost(noTerminal: [(.seconds(330), .signal(15))])
    let (context, output, _) = CommandContext.testing(host: host)
    let status = CadenceCommandLine.run(
      ["pomodoro", "--work", "2m", "--short", "1m", "--label", "Essay"], in: context)
    #expect(status == 143)
    // Each segment's start and end, and each whole minute left, as the time left.
    #expect(
      output.lines == [
        "Essay", "Focus 1 of 4  02:00", "Focus 1 of 4  01:00", "Focus 1 of 4  00:00",
        "Short break   01:00", "Short break   00:00", "Focus 2 of 4  02:00",
        "Focus 2 of 4  01:00", "Focus 2 of 4  00:00", "Short break   01:00",
      ])
  }

  @Test(arguments: [
    (
      ["--every", "0"],
      "Error: Invalid value '0' for '--every <n>': not a whole number from 1 to 12; the default is 4."
    ),
    (["--work", "25m"], nil),
    (
      ["--work", "25"],
      "Error: Invalid value '25' for '--work <duration>': a number alone has no unit here; expected 25m for 25 minutes, or 25s for seconds."
    ),
    (
      ["--work", "abc"],
      "Error: Invalid value 'abc' for '--work <duration>': unexpected 'abc'; expected 90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03."
    ),
    (["--wiat"], "Error: Unknown option '--wiat'. Did you mean '--wait'?"),
  ])
  func parsing(arguments: [String], error: String?) {
    let (context, _, errors) = CommandContext.testing(host: ScriptedHost(noTerminal: []))
    if let error {
      #expect(CadenceCommandLine.run(["pomodoro"] + arguments, in: context) == 64)
      #expect(errors.text.hasPrefix(error + "\n"))
    } else {
      #expect((try? PomodoroCommand(parsing: arguments))?.work == .seconds(25 * 60))
    }
  }
}

/// Issue 10, item 11: `q` keeps the running lap, a stopwatch run is recorded, and the
/// current lap's line lines up with the laps under it.
@Suite struct StopwatchLapsAndRecordingTests {
  let directory = TemporaryDataDirectory()
  /// `PracticeKind.stopwatch`, by its stored name.
  let stopwatchKind = PracticeKind(rawValue: "stopwatch")

  func run(
    _ arguments: [String], screen script: [(at: Duration, step: ScriptedEventSource.Step)]
  ) -> (status: Int32, output: String) {
    let screen = ScriptedHost(script: script)
    let (context, output, _) = CommandContext.testing(
      isTerminal: true, host: screen, dataDirectory: directory.path)
    return (CadenceCommandLine.run(arguments, in: context), output.text)
  }

  /// The stored sessions, shortest first, as `kind name status active planned cycles`.
  func stored() throws -> [String] {
    try directory.store().sessions(SessionQuery())
      .sorted { $0.activeMilliseconds < $1.activeMilliseconds }
      .map {
        "\($0.kind) \($0.name) \($0.status.rawValue) \($0.activeMilliseconds)"
          + " \($0.plannedMilliseconds.map(String.init) ?? "none") \($0.cyclesCompleted)"
      }
  }

  @Test func quitKeepsTheRunningLapAsTheLastOne() {
    let result = run(
      ["stopwatch"],
      screen: [
        (.milliseconds(2500), .type("l")), (.milliseconds(6400), .type("l")),
        (.milliseconds(8700), .type("q")),
      ])
    #expect(result.status == 0)
    #expect(
      result.output == """
        lap   1  00:02.5  00:02.5
        lap   2  00:03.9  00:06.4  slowest
        lap   3  00:02.3  00:08.7  fastest
        total  00:08.7 in 3 laps

        """)
  }

  @Test func withoutLapsQuitPrintsTheTotalOnly() {
    let result = run(["stopwatch"], screen: [(.milliseconds(4200), .type("q"))])
    #expect(result.output == "total  00:04.2\n")
  }

  @Test func aRunIsRecordedWithItsLapsAndNoPlannedTime() throws {
    // Paused from 2 s to 4 s: 8.7 s on the clock, 6.7 s measured.
    _ = run(
      ["stopwatch"],
      screen: [
        (.seconds(1), .type("l")), (.seconds(2), .type(" ")), (.seconds(4), .type(" ")),
        (.milliseconds(8700), .type("q")),
      ])
    #expect(try stored() == ["stopwatch stopwatch completed 6700 none 2"])
    #expect(stopwatchKind.map { PracticeKind.builtIn.contains($0) } == true)
  }

  @Test func aResetEndsTheRunAndTheNextStartBeginsAnother() throws {
    _ = run(
      ["stopwatch"],
      screen: [
        (.seconds(3), .type("r")), (.seconds(5), .type(" ")), (.seconds(7), .type("q")),
      ])
    #expect(
      try stored() == [
        "stopwatch stopwatch completed 2000 none 0", "stopwatch stopwatch completed 3000 none 0",
      ])
  }

  /// Ctrl-C and Ctrl-\ (SIGQUIT) are the person stopping it, as the README's table says
  /// (issue 41, item 6: Ctrl-\ recorded it stopped early); SIGTERM interrupts it.
  @Test(arguments: [(Int32(2), "completed"), (Int32(3), "completed"), (Int32(15), "interrupted")])
  func aPlainRunIsRecordedUntilTheSignal(signal: Int32, status: String) throws {
    let host = ScriptedHost(noTerminal: [(.milliseconds(3500), .signal(signal))])
    let (context, _, _) = CommandContext.testing(host: host, dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["stopwatch"], in: context) == 128 + signal)
    #expect(try stored() == ["stopwatch stopwatch \(status) 3500 none 0"])
  }

  @Test func theCurrentLapLinesUpWithTheLaps() {
    var app = StopwatchApp(words: EnglishCatalogue())
    for time in [1_200, 2_000, 4_500] {
      _ = app.update(.key(.character("l")), at: .milliseconds(Int64(time)))
    }
    _ = app.update(.deadline, at: .milliseconds(5_300))
    var screen = Buffer(size: Size(columns: 80, rows: 24))
    app.render(into: &screen)
    let rows = screen.lines.filter { $0.contains("lap ") && !$0.contains("l lap") }
    #expect(rows.count == 4)
    // Every line starts in the same column, and its lap time too.
    #expect(Set(rows.map { $0.prefix { $0 == " " }.count }).count == 1, "\(rows)")
    let times = rows.map { row in
      row.firstRange(of: "00:0").map { row.distance(from: row.startIndex, to: $0.lowerBound) }
    }
    #expect(Set(times.map { $0 ?? -1 }).count == 1, "\(rows)")
    #expect(rows.first?.contains("lap   4  00:00.8") == true, "\(rows)")
  }
}
