import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// The full-screen stopwatch: big digits with tenths and a list of laps, the fastest and
/// slowest marked.
///
/// The stopwatch's rules are the shared `StopwatchPractice`'s: the app maps keys to its
/// actions and its face to a ``ClockFace``. The person stopping it (q, Escape, Ctrl-C) is
/// its end, and completes the run: a stopwatch has no end of its own.
struct StopwatchApp: TerminalApp {
  /// The shared stopwatch: its laps, run, rules and recording.
  private(set) var practice = StopwatchPractice()
  var stopwatch: Stopwatch { practice.stopwatch }
  var run: ActiveRun<SessionInstant> { practice.run }
  var now: Duration { practice.now }
  /// Every message in the stopwatch's language.
  let words: any Catalogue
  /// The lap marks and the blank as wide as either, looked up once so the lap lines share
  /// one shape.
  private let marks: (fastest: String, slowest: String, none: String)
  /// The key help at zero (space starts), while paused (space resumes, as the timer's
  /// does) and while running, looked up once.
  private let keys: (ready: [KeyHelp.Entry], paused: [KeyHelp.Entry], running: [KeyHelp.Entry])

  init(words: any Catalogue) {
    self.words = words
    let fastest = words.lapMark(.fastest)
    let slowest = words.lapMark(.slowest)
    let width = max(DisplayWidth.of(fastest), DisplayWidth.of(slowest))
    // Each mark padded to the wider one, so the lines keep one width and stay centred.
    let padded = { (mark: String) in
      "  " + mark + String(repeating: " ", count: width - DisplayWidth.of(mark))
    }
    marks = (padded(fastest), padded(slowest), String(repeating: " ", count: width + 2))
    let rest: [KeyHelp.Entry] = [
      .init(key: "l", action: words.keyAction(.lap)),
      .init(key: "r", action: words.keyAction(.reset)),
      .init(key: "q", action: words.keyAction(.quit)),
    ]
    keys = (
      [.init(key: words.keyName(.space), action: words.keyAction(.start))] + rest,
      [.init(key: words.keyName(.space), action: words.keyAction(.resume))] + rest,
      [.init(key: words.keyName(.space), action: words.keyAction(.pause))] + rest
    )
  }

  var elapsed: Duration { practice.elapsed }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    if let ending = Ending.leaving(on: event, quit: .closed) {
      if StopwatchInTerminal.isStoppedByPerson(ending) { practice.perform(.stop, at: now) }
      return .quit(ending)
    }
    switch event {
    case .key(.character(" ")): practice.perform(.togglePause, at: now)
    case .key(.character("l")), .key(.enter): practice.perform(.lap, at: now)
    case .key(.character("r")): practice.perform(.reset, at: now)
    default: break
    }
    return .continue
  }

  /// `00:12 · Stopwatch` (whole seconds: the title changes once a second, not each
  /// tenth), a pause sign before it while paused.
  var terminalTitle: String? {
    let shown = practice.face
    let seconds = shown.tenths / 10
    let layout: DurationFormat.Layout =
      seconds < 3600 ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: seconds < 36_000 ? 1 : 2)
    return (shown.isPaused ? "‖ " : "") + DurationFormat(layout: layout).string(seconds: seconds)
      + " · " + words.practiceName(.stopwatch)
  }

  /// The laps with the one running now as the last (see `StopwatchPractice.lapped`).
  var lapped: Stopwatch { practice.lapped }

  func nextDeadline(after now: Duration) -> Duration? {
    practice.nextVisibleChange(after: now)
  }

  func render(into buffer: inout Buffer) {
    face(rows: buffer.size.rows).render(into: &buffer)
  }

  func changes(since previous: StopwatchApp) -> [String] {
    // The list's length depends on the rows; any height shows the same changes.
    face(rows: 24).changes(since: previous.face(rows: 24))
  }

  /// `MM:SS.t`, then `H:MM:SS.t` from the hour: a stopwatch cannot know its length, so
  /// its one change of width happens there.
  static func format(tenths: Int64) -> String {
    let layout: DurationFormat.Layout =
      tenths < 36_000 ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: tenths < 360_000 ? 1 : 2)
    return DurationFormat(layout: layout, showsTenths: true).string(tenths: tenths)
  }

  func face(rows: Int) -> ClockFace {
    let shown = practice.face
    var face = ClockFace(readout: Self.format(tenths: shown.tenths))
    face.listCapacity = 5
    // The running lap in the laps' columns, its split left blank (the digits show it).
    let runningLap = lapLine(
      number: shown.laps.count + 1, tenths: shown.runningLapTenths,
      split: String(repeating: " ", count: DisplayWidth.of(Self.format(tenths: shown.tenths))),
      mark: marks.none)
    face.lines = lapLines()
    if shown.isPaused, shown.isAtZero {
      face.status = words.stopwatchReady
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.keys = keys.ready
    } else if shown.isPaused {
      // Paused, the status says so and the running lap stays in sight, first in the list
      // (dim: it stands still until resumed).
      face.status = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.lines.insert((runningLap, Style(dim: true)), at: 0)
      face.keys = keys.paused
    } else {
      face.status = runningLap
      face.keys = keys.running
    }
    return face
  }

  /// The laps of `stopwatch`, newest first, the fastest and slowest marked.
  func lapLines(of stopwatch: Stopwatch? = nil) -> [(text: String, style: Style)] {
    let stopwatch = stopwatch ?? self.stopwatch
    let fastest = stopwatch.fastestLap?.number
    let slowest = stopwatch.slowestLap?.number
    return stopwatch.laps.reversed().map { lap in
      let mark =
        lap.number == fastest ? marks.fastest : lap.number == slowest ? marks.slowest : marks.none
      let text = lapLine(
        number: lap.number, tenths: lap.timeTenths, split: Self.format(tenths: lap.splitTenths),
        mark: mark)
      let style =
        lap.number == fastest
        ? Style(foreground: .green) : lap.number == slowest ? Style(foreground: .red) : .plain
      return (text, style)
    }
  }

  /// `lap   3  00:02.5  00:04.5  slowest`: one shape for every lap line, the running one
  /// included, so their columns line up.
  func lapLine(number: Int, tenths: Int64, split: String, mark: String) -> String {
    "\(words.lapLabel) \(String(number).leftPadded(to: 3))  " + Self.format(tenths: tenths) + "  "
      + split + mark
  }

  /// The laps as plain lines, for standard output after quitting: the lap running when it
  /// stopped is the last.
  func summary() -> String {
    let lapped = self.lapped
    let time = Self.format(tenths: stopwatch.displayedTenths(at: elapsed))
    let total = words.stopwatchTotal(time, laps: lapped.laps.count) + "\n"
    return lapLines(of: lapped).reversed().map { $0.text.trimmingTrailingSpaces + "\n" }.joined()
      + total
  }
}

extension StopwatchApp: RecordableApp {
  /// The shared practice's: one session per run.
  var recordedSessions: [RecordedSession] { practice.recordedSessions }
  var liveStatus: LiveStatus? { practice.liveStatus }
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
