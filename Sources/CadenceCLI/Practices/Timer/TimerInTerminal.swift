import Cadence
import CadencePractice

/// `cadence timer` on the terminal: the shared `TimerPractice` in a screen and in plain
/// lines, a countdown to a real deadline, on the clock that keeps counting while the machine
/// sleeps (unless `--pause-on-suspend`).
struct TimerInTerminal: Practice {
  let total: Duration
  let options: TimerApp.Options

  var clock: LoopClock { options.pauseOnSuspend ? .suspending : .continuous }

  func screen(in context: CommandContext) -> TimerApp {
    var options = self.options
    options.startTimeOfDay = context.localTimeOfDay()
    return TimerApp(total: total, options: options)
  }

  func lines() -> TimerLines {
    var lines = TimerLines(
      total: total, title: options.title, quiet: options.quiet,
      words: options.language.catalogue)
    lines.notify = options.notify
    return lines
  }

  func summary(of screen: TimerApp, ending: Ending) -> String? {
    Self.summary(of: screen.practice, ending: ending, words: options.language.catalogue)
  }

  func summary(of lines: TimerLines, ending: Ending) -> String? {
    Self.summary(of: lines.practice, ending: ending, words: options.language.catalogue)
  }

  /// "Tea: 03:12 of 05:00 (stopped early)": the run that ended (a restart ended the ones
  /// before it, which history keeps), its time counted of its length, and any overtime.
  static func summary(of timer: TimerPractice, ending: Ending, words: any Catalogue) -> String {
    let run = timer.recordedSessions.last
    let planned = timer.countdown.total
    let ran = run?.active ?? .zero
    let reachedEnd = run?.reachedEnd ?? false
    let over = timer.elapsed - planned
    let end: SessionEnd =
      reachedEnd
      ? .completed
      : ending.sessionStatus(reachedEnd: false) == .interrupted ? .interrupted : .stoppedEarly
    let showsOver = reachedEnd && over >= .seconds(1)
    // One layout for the line, the longest readout's: an hour of overtime after a 5-minute
    // timer is 1:00:12, not 60:12 beside 05:00.
    let format = DurationFormat(forRunOf: max(planned, ran, showsOver ? over : .zero))
    return words.timerSummary(
      title: timer.title, ran: format.string(seconds: ran.wholeSecondsRoundedDown),
      planned: format.string(seconds: planned.wholeSecondsRoundedUp),
      over: showsOver ? format.string(seconds: over.wholeSecondsRoundedDown) : nil,
      ending: end) + "\n"
  }
}
