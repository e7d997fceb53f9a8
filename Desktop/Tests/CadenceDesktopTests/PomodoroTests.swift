import Cadence
import CadenceStore
import Foundation
import Testing

/// The pomodoro page: screenshots with the engine at fixed instants across segment
/// boundaries, and one short real run (one-second segments) recorded in the store as
/// `cadence pomodoro` records it.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct PomodoroTests {
  /// 25 / 5 / 15 with a long break every 2: focus 0–1500 s, short break 1500–1800 s, focus
  /// 1800–3300 s, long break 3300–4200 s, then focus 1 of 2 again.
  @Test(arguments: [
    (0.0, "focus", "Focus 1 of 2", "25:00", 0),
    (1.0, "focus", "Focus 1 of 2", "24:59", 0),
    (1499.001, "focus", "Focus 1 of 2", "00:01", 0),
    (1500.0, "shortBreak", "Short break", "05:00", 1),
    (1500.001, "shortBreak", "Short break", "05:00", 1),
    (1501.0, "shortBreak", "Short break", "04:59", 1),
    (1799.999, "shortBreak", "Short break", "00:01", 1),
    (1800.0, "focus", "Focus 2 of 2", "25:00", 1),
    (3300.0, "longBreak", "Long break", "15:00", 2),
    (4200.0, "focus", "Focus 1 of 2", "25:00", 2),
  ])
  func aScreenshotShowsTheSegmentAndTheDigitsOfItsInstant(
    at: Double, kind: String, heading: String, digits: String, done: Int
  ) throws {
    let directory = DesktopProcess.dataDirectory()
    let path = directory + "/shot.png"
    let result = try DesktopProcess.run([
      "--data-dir", directory, "--screenshot", path, "--page", "pomodoro", "--every", "2",
      "--at", String(at),
    ])
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    #expect(result.output.contains(" segment \(kind) "), "\(result.output)")
    #expect(result.output.contains(" heading \(heading) done \(done) "), "\(result.output)")
    #expect(result.output.contains(" title \(digits) \(heading) — Cadence "), "\(result.output)")
    #expect(Picture(path: path) != nil)
    // Nothing is recorded by a screenshot.
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    #expect(try store.sessions(SessionQuery()).isEmpty)
  }

  @Test func aShortRunRecordsTheFocusAsTheTerminalDoesAndDrawsOnlyEachShownSecond() throws {
    let directory = DesktopProcess.dataDirectory()
    let log = directory + "/pomodoro.log"
    let result = try DesktopProcess.run([
      "--data-dir", directory, "--page", "pomodoro", "--work", "2", "--short", "1", "--long",
      "1", "--every", "1", "--label", "Writing", "--start", "--quit-at-end", "--frame-log", log,
    ])
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")

    // The store: one focus session, as `cadence pomodoro` writes it.
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    let sessions = try store.sessions(SessionQuery())
    #expect(sessions.count == 1)
    let focus = try #require(sessions.first)
    #expect(focus.kind == .pomodoro)
    #expect(focus.name == "pomodoro")
    #expect(focus.label == "Writing")
    #expect(focus.plannedMilliseconds == 2000)
    #expect(focus.activeMilliseconds == 2000)
    #expect(focus.status == .completed)

    // The log: each line drawn shows the engine's state at its instant, and differs from the
    // line before (no redraw without a change); a notification at each segment's end.
    let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    let plan = PomodoroPlan(
      work: .seconds(2), shortBreak: .seconds(1), longBreak: .seconds(1), longBreakEvery: 1)
    let cycle = PomodoroCycle(plan: plan)
    let format = DurationFormat(forRunOf: .seconds(2))
    var drawn: [String] = []
    for line in lines where !line.hasPrefix("#") {
      let fields = line.split(separator: " ").map(String.init)
      let elapsed = Duration.milliseconds(Int64(fields[1])!)
      let status = cycle.status(at: elapsed)
      let remaining = status.remaining.components
      let seconds = remaining.seconds + (remaining.attoseconds > 0 ? 1 : 0)
      #expect(fields[2] == status.segment.kind.rawValue, "\(line)")
      #expect(fields[4] == format.string(seconds: seconds), "\(line)")
      drawn.append(fields[2] + " " + fields[4])
    }
    #expect(
      drawn == ["focus 00:02", "focus 00:01", "longBreak 00:01"], "\(lines.joined(separator: "\n"))"
    )
    #expect(
      lines.filter { $0.hasPrefix("# notify ") } == [
        "# notify Focus 1 of 1 is over. Next: long break.",
        "# notify Long break is over. Next: focus.",
      ])
  }
}
