import Cadence
import CadenceStore
import CadenceSystem
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence status` on a real store and a scripted wall clock: what it shows is exact to
/// the second, computed from what the running processes stored.
@Suite struct StatusCommandTests {
  let directory = TemporaryDirectory()
  let start = Date(timeIntervalSince1970: 1_796_000_000)
  let dead = ProcessIdentity(
    pid: 99_999_999, startTicks: 1234, bootID: ProcessIdentity.current.bootID)

  var dataDirectory: DataDirectory { DataDirectory(path: directory.path) }

  func run(_ arguments: [String], at seconds: Double, language: String = "en")
    -> (status: Int32, output: String, errors: String)
  {
    let now = start.addingTimeInterval(seconds)
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "C.UTF-8"], wallClock: { now })
    let status = CadenceCommandLine.run(
      ["--lang", language, "status"] + arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// A timer counting down from 25 minutes since `start`, a pomodoro paused in its short
  /// break with 3:38.5 shown, and a stopwatch whose process died.
  func storeThreePractices() throws {
    let store = try SQLiteSessionStore.open(in: dataDirectory)
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "timer", label: "Tea", clock: .running(zeroAt: start),
        planned: .seconds(1500)), at: start)
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "pomodoro", label: "essay",
        clock: .paused(elapsed: .milliseconds(81_500)), planned: .seconds(300),
        segment: "shortBreak"), at: start.addingTimeInterval(1))
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "stopwatch", clock: .running(zeroAt: start), owner: dead),
      at: start.addingTimeInterval(2))
  }

  @Test func showsTheRunningAndThePausedExactlyAndNotTheDead() throws {
    try storeThreePractices()
    #expect(run([], at: 0) == (0, "⏳ 25:00\n⏸ 03:39\n", ""))
    #expect(run([], at: 0.999) == (0, "⏳ 25:00\n⏸ 03:39\n", ""))
    #expect(run([], at: 1) == (0, "⏳ 24:59\n⏸ 03:39\n", ""))
    #expect(run([], at: 90.5) == (0, "⏳ 23:30\n⏸ 03:39\n", ""))
    // The paused pomodoro stays; the timer reaches zero and counts overtime after a second.
    #expect(run([], at: 1500.5).output == "⏳ 00:00\n⏸ 03:39\n")
    #expect(run([], at: 1501).output == "⏳ +00:01\n⏸ 03:39\n")
  }

  @Test func everyFieldOfTheTemplate() throws {
    try storeThreePractices()
    let template =
      "[{kind}|{label}|{remaining}|{elapsed}|{time}|{phase}|{segment}|{paused}|{icon}] {{x}}"
    #expect(
      run(["--format", template], at: 61.2).output == """
        [timer|Tea|23:59|01:01|23:59||||⏳] {x}
        [pomodoro|essay|03:39|01:21|03:39||short break|paused|⏸] {x}

        """)
    #expect(
      run(["--format", "{kind} {segment} {paused}"], at: 61.2, language: "zh").output == """
        倒计时
        番茄钟 短休息 已暂停

        """)
  }

  /// An empty field takes one space with it, so no line has two spaces in a row or one at
  /// an end.
  @Test func emptyFieldsTakeTheirSpace() throws {
    try storeThreePractices()
    #expect(
      run(["--format", "{icon} {segment} {label} {paused}"], at: 0).output
        == "⏳ Tea\n⏸ short break essay paused\n")
  }

  @Test func aStopwatchCountsUpAndABreathingSessionShowsItsPhase() throws {
    let store = try SQLiteSessionStore.open(in: dataDirectory)
    try store.showRunning(
      RunningPractice(id: UUID(), kind: "stopwatch", clock: .running(zeroAt: start)), at: start)
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "breathe", label: "box", clock: .running(zeroAt: start),
        planned: .seconds(67), phase: "holdAfterInhale"), at: start.addingTimeInterval(1))
    let template = "{kind} {phase} {remaining} {time}"
    // Overtime keeps the run's format, as its screen does: a 67-second run is MM:SS.
    #expect(
      run(["--format", template], at: 3725.4).output
        == "stopwatch 1:02:05\nbreathing Hold +60:58 +60:58\n")
    #expect(run(["--format", "{phase}"], at: 3, language: "zh").output == "\n屏息\n")
  }

  /// Where the locale is not UTF-8 the icons are ASCII, not the fallback's `?`.
  @Test func asciiIconsOutsideUTF8() throws {
    try storeThreePractices()
    let now = start.addingTimeInterval(1)
    let (context, output, _) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "C"], wallClock: { now })
    #expect(CadenceCommandLine.run(["status"], in: context) == 0)
    #expect(output.text == "T 24:59\n|| 03:39\n")
  }

  @Test func nothingRunningPrintsNothing() throws {
    #expect(run([], at: 0) == (0, "", ""))
    #expect(run(["--json"], at: 0) == (0, "", ""))
    #expect(!FileManager.default.fileExists(atPath: dataDirectory.databasePath))
    _ = try SQLiteSessionStore.open(in: dataDirectory)
    #expect(run([], at: 0) == (0, "", ""))
  }

  @Test func jsonIsOneWaybarObject() throws {
    try storeThreePractices()
    #expect(
      run(["--json"], at: 1).output == """
        {"text":"⏳ 24:59 · ⏸ 03:39","tooltip":"timer Tea 24:59\\npomodoro essay short break 03:39 paused","class":["cadence","timer","pomodoro","paused","shortBreak"]}

        """)
  }

  /// Issue 24, item 8: a breathing session's class was `breathe` (the command) while its
  /// {kind} says `breathing` (as history does). The kind's word is added beside the command's,
  /// never instead of it: a waybar style matching `.breathe` keeps working.
  @Test func theClassesNameTheKindAsHistoryDoesBesideTheCommand() throws {
    let store = try SQLiteSessionStore.open(in: dataDirectory)
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "breathe", label: "box", clock: .running(zeroAt: start),
        planned: .seconds(67), phase: "inhale"), at: start)
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "meditate", clock: .running(zeroAt: start), planned: .seconds(600)),
      at: start.addingTimeInterval(0.5))
    let json = run(["--json"], at: 1).output
    #expect(
      json.hasSuffix(#""class":["cadence","breathe","breathing","meditate","meditation"]}"# + "\n"))
    #expect(run(["--format", "{kind}"], at: 1).output == "breathing\nmeditation\n")
  }

  @Test func anUnknownFieldIsAUsageErrorNamingIt() {
    let result = run(["--format", "{icon} {left}"], at: 0)
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(
      result.errors.split(separator: "\n").first
        == "Error: Invalid value '{icon} {left}' for '--format <template>': '{left}' is not a field; expected fields among {kind}, {label}, {remaining}, {elapsed}, {time}, {phase}, {segment}, {paused}, {icon}."
    )
    #expect(run(["--format", "{icon"], at: 0).status == 64)
    #expect(run(["--format", "icon}"], at: 0).status == 64)
    #expect(run(["--format", "x", "--json"], at: 0).status == 64)
  }
}
