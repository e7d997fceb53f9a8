import Cadence
import CadencePractice
import CadenceWords

extension EnglishCatalogue: ScreenWords {
  var pausedHint: String { "‖ paused — space to resume" }

  func keyName(_ key: KeyName) -> String {
    switch key {
    case .space: "space"
    case .enter: "enter"
    case .escape: "esc"
    }
  }

  func keyAction(_ action: KeyAction) -> String {
    switch action {
    case .pause: "pause"
    case .resume: "resume"
    case .quit: "quit"
    case .restart: "restart"
    case .minute: "minute"
    case .start: "start"
    case .skip: "skip"
    case .next: "next"
    case .lap: "lap"
    case .reset: "reset"
    case .end: "end"
    case .close: "close"
    case .select: "select"
    case .startTimer: "start the timer"
    case .back: "back"
    case .eyesClosed: "eyes closed"
    }
  }
}

extension EnglishCatalogue: BreatheWords {
  func countIn(secondsLeft: Int) -> String { "Get ready \(secondsLeft)…" }

  func cycleDetail(cycle: Int, of count: Int, left: String) -> String {
    "cycle \(cycle) of \(count) · \(left) left"
  }

  func plainCountIn(seconds: String) -> String { "get ready \(seconds)s" }

  func plainPhase(cycle: Int, of count: Int, _ kind: BreathingPhase.Kind, seconds: String)
    -> String
  {
    let word =
      switch kind {
      case .inhale: "inhale"
      case .holdAfterInhale, .holdAfterExhale: "hold"
      case .exhale: "exhale"
      }
    return "cycle \(cycle)/\(count)  \(word) \(seconds)s"
  }

  func breatheSummary(
    title: String, cyclesDone: Int, of count: Int, time: String, ending: SessionEnd
  ) -> String {
    let noun = count == 1 ? "cycle" : "cycles"
    let line = "\(title): \(cyclesDone) of \(count) \(noun), \(time) of breathing"
    switch ending {
    case .completed: return line
    case .stoppedEarly: return line + " (stopped early)"
    case .interrupted: return line + " (interrupted)"
    }
  }

  var notePrompt: String { "How do you feel? (Enter to skip) " }
  var noteSaved: String { "Saved to your journal." }
  var noteNotKept: String { "Note not saved." }
  var cautionLabel: String { "Caution: " }
}

extension EnglishCatalogue: TimerWords {
  var timeIsUp: String { "time is up — any key to close" }
  func timerSummary(
    title: String?, ran: String, planned: String, over: String?, ending: SessionEnd
  ) -> String {
    let line = "\(title ?? practiceName(.timer)): \(ran) of \(planned)"
    switch ending {
    case .completed: return line + (over.map { ", then \($0) over" } ?? "")
    case .stoppedEarly: return line + " (stopped early)"
    case .interrupted: return line + " (interrupted)"
    }
  }
  var minuteRefused: String { "a minute or less left: - does nothing" }
  func endsAt(_ clock: String) -> String { "ends \(clock)" }
  func endsAt(_ clock: String, daysAhead days: Int) -> String {
    days == 1 ? "ends tomorrow \(clock)" : "ends in \(days) days, \(clock)"
  }
}
