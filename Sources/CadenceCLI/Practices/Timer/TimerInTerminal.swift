import Cadence

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
}
