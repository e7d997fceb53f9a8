import Cadence
import TerminalUI

/// The full-screen pomodoro: the segment and its count, time left, what comes next, a
/// bell at each switch.
///
/// It runs on a clock that stops while the machine sleeps, and pauses while the process
/// is suspended (Ctrl-Z): focus time is time the person was there.
struct PomodoroApp: TerminalApp {
  struct Options: Equatable {
    var label: String?
    var quiet = false
  }

  private(set) var cycle: PomodoroCycle
  private(set) var run = ActiveRun(startedAt: LoopInstant(.zero))
  private(set) var now: Duration = .zero
  /// Focus segments finished by time, with their lengths, for the log.
  private(set) var finishedFocus: [PomodoroSegment] = []
  let options: Options
  let format: DurationFormat
  private var pausedBySuspend = false

  init(cycle: PomodoroCycle, options: Options = Options()) {
    self.cycle = cycle
    self.options = options
    let plan = cycle.plan
    format = DurationFormat(forRunOf: max(plan.work, plan.shortBreak, plan.longBreak))
  }

  var elapsed: Duration { run.elapsed(at: LoopInstant(now)) }
  var status: PomodoroCycle.Status { cycle.status(at: elapsed) }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    let instant = LoopInstant(now)
    switch event {
    case .signal(let number):
      return .quit(ExitStatus.signal(number))
    case .suspended:
      if run.pause(at: instant) { pausedBySuspend = true }
    case .resumed:
      if pausedBySuspend { run.resume(at: instant) }
      pausedBySuspend = false
    case .key(.control("c")):
      return .quit(ExitStatus.signal(2))
    case .key(.character("q")), .key(.escape):
      return .quit(ExitStatus.success)
    case .key(.character(" ")):
      run.togglePause(at: instant)
      pausedBySuspend = false
    case .key(.character("n")):
      return announce(cycle.skip(at: elapsed))
    case .key(.character("r")):
      return announce(cycle.restart(at: elapsed))
    case .key(.enter):
      if status.isWaiting { return announce(cycle.startNext(at: elapsed)) }
    default:
      break
    }
    return announce(cycle.settle(at: elapsed))
  }

  /// A bell for segments that ran out; their focus time goes to the log.
  private mutating func announce(_ finished: [PomodoroSegment]) -> UpdateResult {
    guard !finished.isEmpty else { return .continue }
    finishedFocus += finished.filter { $0.kind == .focus }
    return options.quiet ? .continue : .effects(.bell)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let elapsed = run.elapsed(at: LoopInstant(now))
    return cycle.nextVisibleChange(after: elapsed)
      .flatMap { run.instant(whenElapsedReaches: $0)?.offset }
  }

  func render(into buffer: inout Buffer) {
    face.render(into: &buffer)
  }

  var face: ClockFace {
    let status = self.status
    let segment = status.segment
    let next = cycle.plan.segment(segment.index + 1)
    var face = ClockFace(title: options.label ?? "Pomodoro", readout: "")
    face.readout =
      status.isWaiting
      ? format.overtimeString(seconds: status.overtime.wholeSecondsRoundedDown)
      : format.string(seconds: status.remaining.wholeSecondsRoundedUp)
    face.readoutStyle =
      segment.kind == .focus ? Style(bold: true) : Style(foreground: .green, bold: true)
    let length = segment.length.wholeSecondsRoundedUp
    face.progress = 1 - Double(status.remaining.wholeSecondsRoundedUp) / Double(max(length, 1))
    if run.state == .paused {
      face.status = "‖ \(segment.title) paused — space to resume"
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    } else if status.isWaiting {
      face.status = "\(segment.title) done — Enter starts \(next.title.lowercased())"
      face.statusStyle = Style(foreground: .yellow, bold: true)
    } else {
      let nextLength = format.string(seconds: next.length.wholeSecondsRoundedUp)
      face.status =
        "\(segment.title) · next: \(next.title.lowercased()) \(nextLength) · \(status.completedFocusCount) done"
    }
    face.keys = [
      .init(key: "space", action: run.state == .paused ? "resume" : "pause"),
      .init(key: "n", action: "skip"), .init(key: "r", action: "restart"),
      .init(key: "q", action: "quit"),
    ]
    if status.isWaiting { face.keys.insert(.init(key: "Enter", action: "next"), at: 0) }
    return face
  }
}
