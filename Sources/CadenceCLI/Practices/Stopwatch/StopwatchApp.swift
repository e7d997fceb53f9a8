import Cadence
import TerminalUI

/// The full-screen stopwatch: big digits with tenths and a list of laps, the fastest and
/// slowest marked.
struct StopwatchApp: TerminalApp {
  private(set) var stopwatch = Stopwatch()
  private(set) var run = ActiveRun(startedAt: SessionInstant(.zero))
  private(set) var now: Duration = .zero

  var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    let instant = SessionInstant(now)
    if let ending = Ending.leaving(on: event, quit: .closed) { return .quit(ending) }
    switch event {
    case .key(.character(" ")):
      run.togglePause(at: instant)
    case .key(.character("l")), .key(.enter):
      if run.isRunning { stopwatch.lap(at: elapsed) }
    case .key(.character("r")):
      stopwatch.reset()
      run.restart(at: instant)
      run.pause(at: instant)
    default:
      break
    }
    return .continue
  }

  func nextDeadline(after now: Duration) -> Duration? {
    stopwatch.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
  }

  func render(into buffer: inout Buffer) {
    face(rows: buffer.size.rows).render(into: &buffer)
  }

  /// `MM:SS.t`, then `H:MM:SS.t` from the hour: a stopwatch cannot know its length, so
  /// its one change of width happens there.
  static func format(tenths: Int64) -> String {
    let layout: DurationFormat.Layout =
      tenths < 36_000 ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: tenths < 360_000 ? 1 : 2)
    return DurationFormat(layout: layout, showsTenths: true).string(tenths: tenths)
  }

  func face(rows: Int) -> ClockFace {
    var face = ClockFace(readout: Self.format(tenths: stopwatch.displayedTenths(at: elapsed)))
    face.listCapacity = 5
    if run.state == .paused {
      face.status = elapsed == .zero ? "ready — space to start" : "‖ paused — space to resume"
      face.statusStyle = Style(foreground: .yellow, bold: true)
    } else {
      face.status =
        "lap \(stopwatch.laps.count + 1)  "
        + Self.format(tenths: stopwatch.currentLapTime(at: elapsed).wholeTenthsRoundedDown)
    }
    face.lines = lapLines()
    face.keys = [
      .init(key: "space", action: run.state == .paused ? "start" : "pause"),
      .init(key: "l", action: "lap"), .init(key: "r", action: "reset"),
      .init(key: "q", action: "quit"),
    ]
    return face
  }

  /// The laps, newest first, the fastest and slowest marked.
  func lapLines() -> [(text: String, style: Style)] {
    let fastest = stopwatch.fastestLap?.number
    let slowest = stopwatch.slowestLap?.number
    return stopwatch.laps.reversed().map { lap in
      let mark =
        lap.number == fastest ? "  fastest" : lap.number == slowest ? "  slowest" : "         "
      let text =
        "lap \(String(lap.number).leftPadded(to: 3))  " + Self.format(tenths: lap.timeTenths)
        + "  " + Self.format(tenths: lap.splitTenths) + mark
      let style =
        lap.number == fastest
        ? Style(foreground: .green) : lap.number == slowest ? Style(foreground: .red) : .plain
      return (text, style)
    }
  }

  /// The laps as plain lines, for standard output after quitting.
  func summary() -> String {
    let total = "total  " + Self.format(tenths: stopwatch.displayedTenths(at: elapsed)) + "\n"
    return lapLines().reversed().map { $0.text.trimmingTrailingSpaces + "\n" }.joined() + total
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }

  var trimmingTrailingSpaces: String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
