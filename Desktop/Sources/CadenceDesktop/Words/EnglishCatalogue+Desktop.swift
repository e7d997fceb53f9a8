import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

extension EnglishCatalogue: DesktopWords {
  var historyTitle: String { "History" }
  var programsTitle: String { "Programs" }

  var start: String { "Start" }
  var pause: String { "Pause" }
  var resume: String { "Resume" }
  var restart: String { "Restart" }
  var runningHint: String { "Space pauses · Escape stops" }
  var pausedHint: String { "Paused · Space resumes · Escape stops" }
  func pausedWindowTitle(_ time: String) -> String { "\(time) paused — Cadence" }
  var minutesUnit: String { "minutes" }

  var closeQuestion: String { "Stop the practice and close?" }
  var closeExplanation: String { "Its time so far is saved, as stopped early." }
  var keepPractising: String { "Keep Practising" }
  var stopAndClose: String { "Stop and Close" }

  var menuName: String { "Main menu" }
  var soundName: String { "Sound" }
  var keysTitle: String { "Keyboard Shortcuts" }
  var close: String { "Close" }
  var aboutItem: String { "About Cadence" }
  var aboutComments: String { "Breathing, a timer, pomodoro and meditation, in step with time." }
  var helpItem: String { "Help" }
  var generalKeys: String { "General" }
  var practiceKeys: String { "During a Practice" }
  func shortcut(_ key: WindowShortcut) -> String {
    switch key {
    case .help: "Help: the manual"
    case .keys: "Keyboard shortcuts"
    case .preferences: "Preferences"
    case .menu: "Main menu"
    case .pages: "Show a page"
    case .close: "Close the window"
    case .quit: "Quit"
    case .pause: "Pause or resume"
    case .stop: "Stop the practice"
    }
  }
  var noSessionsTitle: String { "No Practice Yet" }

  var lap: String { "Lap" }
  var reset: String { "Reset" }
  func lapNumber(_ number: Int) -> String { "Lap \(number)" }
  func lapRow(_ number: Int, lap: String, total: String) -> String {
    "Lap \(number): \(lap), total \(total)"
  }
  func stopwatchSummary(time: String, laps: Int, saved: Bool) -> String {
    "Stopped at \(time)" + (laps > 0 ? ", \(laps) \(laps == 1 ? "lap" : "laps")" : "")
      + (saved ? ", saved." : ".")
  }

  var journalTitle: String { "Journal" }
  var noNotesTitle: String { "No Notes Yet" }
  var noNotes: String {
    "After a breathing session, say how you feel: your notes show here with their sessions."
  }
  func noteDetail(written: String, session: String?) -> String {
    written + " · " + (session ?? "no session")
  }
  func editNote(_ written: String) -> String { "Edit the note of \(written)" }
  func removeNote(_ written: String) -> String { "Remove the note of \(written)" }
  var editNoteTitle: String { "Edit Note" }
  var removeNoteQuestion: String { "Remove this note?" }
  var remove: String { "Remove" }
  func journalNotRead(_ error: any Error) -> String { "The journal could not be read: \(error)" }

  var preferencesItem: String { "Preferences" }
  var generalPreferences: String { "General" }
  var soundPreferences: String { "Sound" }
  var patternsPreferences: String { "Breathing Patterns" }
  func settingTitle(_ key: String) -> String? {
    [
      "day-starts-at": "Day starts at", "notify": "Notify when a practice ends",
      "language": "Language", "breathe.pattern": "Pattern", "breathe.cycles": "Cycles",
      "breathe.bell": "Bells", "breathe.bpm": "Resonance rate",
      "breathe.ratio": "Resonance inhale:exhale", "pomodoro.work": "Focus",
      "pomodoro.short": "Short break", "pomodoro.long": "Long break",
      "pomodoro.every": "Long break after", "pomodoro.bell": "Bell", "timer.bell": "Bell",
      "sound": "Sound", "sound.cues": "Breathing cues", "sound.ticks": "Ticks",
      "volume.cues": "Cue volume", "volume.bells": "Bell volume",
      "volume.ticks": "Tick volume", "sound.offset": "Sound offset (ms)",
    ][key]
  }
  var systemLanguage: String { "The system's" }
  var lastUsedPattern: String { "The last used" }
  func settingRefused(_ problem: ValueProblem) -> String {
    switch problem {
    case .duration, .durationNeedsUnit:
      "Not a length: write one like 25m, 90s or 1h30m."
    case .dayBoundary, .clockTime: "Not a time from 00:00 to 23:59: write one like 04:00."
    case .wholeNumber(let range, _):
      "Not a whole number from \(range.lowerBound) to \(range.upperBound)."
    case .notOneOf(_, let accepted, _): "Not one of " + accepted.joined(separator: ", ") + "."
    case .breathsPerMinute: "Not a rate from 3 to 10 breaths a minute, like 5.5."
    case .breathRatio: "Not an inhale:exhale ratio of whole numbers from 1 to 10, like 4:6."
    case .emptyNote: "A note needs some words."
    case .unsafeText: "This text holds characters that cannot be kept, or is too long."
    default: "Not a value this setting takes."
    }
  }
  func notSaved(_ error: any Error) -> String { "Not saved: \(error)" }
  var noPatterns: String { "Patterns of your own show here and in the breathing page." }
  var addPattern: String { "Add Pattern" }
  func editPattern(_ name: String) -> String { "Edit \(name)" }
  func removePattern(_ name: String) -> String { "Remove \(name)" }
  var patternNameTitle: String { "Name" }
  var patternSpecTitle: String { "Pattern" }
  var patternSpecHint: String { "Seconds of each phase, like 4-7-8, or in 4 hold 4 out 6." }
  var save: String { "Save" }
  var cancel: String { "Cancel" }
  func patternPreview(_ pattern: BreathingPattern) -> String {
    pattern.phases.map { "\(phase($0.kind)) \(PatternPreview.seconds($0.duration)) s" }
      .joined(separator: " · ") + " — \(PatternPreview.seconds(pattern.cycleDuration)) s a breath"
  }
  func patternNameRefused(_ problem: PatternNameProblem) -> String {
    switch problem {
    case .empty: "A pattern needs a name."
    case .builtIn(let name): "'\(name)' is a built-in pattern's name: choose another."
    case .patternWord(let name): "'\(name)' is a word of the pattern language: choose another."
    case .invalid(let name):
      "'\(name)' is no name: start with a letter, no spaces, at most \(PatternNameProblem.longest) characters."
    }
  }
  func patternExists(_ name: String) -> String { "A pattern named '\(name)' exists already." }
  func patternRemoved(_ name: String) -> String { "'\(name)' removed." }
  var patternChooserName: String { "Breathing pattern" }
  var lengthName: String { "Length" }
  var lengthUnitName: String { "Length in" }
  var discName: String { "Breathing guide" }
  var ringName: String { "Time left" }
  var chartName: String { "Minutes per day" }
  func chartDescription(first: String, last: String, minutes: [Int]) -> String {
    "\(first) to \(last): " + minutes.map(String.init).joined(separator: ", ") + " minutes"
  }
  func continueProgramName(_ program: String) -> String { "Continue \(program)" }
  var breathingInhibitReason: String { "A breathing session is running" }

  var cyclesUnit: String { "cycles" }
  func cycle(_ cycle: Int, of count: Int) -> String { "cycle \(cycle) of \(count)" }

  func breatheSummary(
    completed: Bool, breathed: Duration, cyclesDone: Int, of count: Int, saved: Bool
  ) -> String {
    (completed ? "Done: " : "Stopped: ") + Self.shortTime(breathed)
      + ", \(cyclesDone) of \(Self.counted(count, "cycle"))"
      + (saved ? ", saved." : " (not saved).")
  }

  /// `11 s` under a minute, `1 min 10 s` from one.
  private static func shortTime(_ time: Duration) -> String {
    let seconds = Int(time.components.seconds)
    return seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min \(seconds % 60) s"
  }

  var notePrompt: String { "How do you feel now?" }
  var notePlaceholder: String { "A note on this session (Enter saves it)" }
  var noteSaved: String { "Note saved." }
  func noteNotSaved(_ error: any Error) -> String { "The note was not saved: \(error)." }

  var minusMinute: String { "−1 min" }
  var plusMinute: String { "+1 min" }
  var timeIsUp: String { "Time is up" }
  func timerEndedNotice(length: String) -> String { "\(length) done." }
  var timerEnded: String { "Time is up." }
  var timerStopped: String { "Stopped." }
  var sittingLength: String { "Sit for" }
  var bellEvery: String { "A bell every (0: none)" }
  var warmUpLength: String { "Settle in for" }
  var secondsUnit: String { "seconds" }
  var sittingRefused: String { "Choose a bell period shorter than the sitting." }
  var pausedStatus: String { "Paused" }
  func timerFieldName(_ field: TimerField) -> String {
    switch field {
    case .hours: "Timer length: hours"
    case .minutes: "Timer length: minutes"
    case .seconds: "Timer length: seconds"
    }
  }
  func presetLabel(_ length: Duration) -> String {
    let (hours, minutes, seconds) = TimerPage.parts(length)
    let parts = [(hours, "h"), (minutes, "min"), (seconds, "s")].filter { $0.0 > 0 }
    return parts.map { "\($0.0) \($0.1)" }.joined(separator: " ")
  }
  func startPreset(_ label: String) -> String { "Start a \(label) timer" }
  var recentLengths: String { "Recent" }
  var minuteRefused: String { "A minute or less is left: −1 min would end the timer." }
  func recordingProblem(_ problem: RecordingProblem) -> String {
    switch problem {
    case .willNotBeSaved(let error): "This session will not be saved: \(error)."
    case .notSavedCompletely(let error): "This session may not be saved completely: \(error)."
    case .keptForLater(let path, _):
      "The database was busy: this session is kept in \(path) and saved the next time."
    }
  }

  func pomodoroSetting(_ setting: PomodoroSetting) -> String {
    switch setting {
    case .work: "minutes of focus"
    case .shortBreak: "minutes of short break"
    case .longBreak: "minutes of long break"
    case .every: "focuses before a long break"
    }
  }

  var focusLabelPlaceholder: String { "What the focus is for (optional)" }
  var skip: String { "Skip" }
  var stop: String { "Stop" }

  func pomodoroNext(_ next: PomodoroSegment, length: String, done: Int) -> String {
    "Next: \(segmentName(next).lowercased()) \(length) · \(done) done"
  }

  func segmentEndedNotice(_ ended: PomodoroSegment, next: PomodoroSegment) -> String {
    "\(segmentTitle(ended)) is over. Next: \(segmentName(next).lowercased())."
  }

  func pomodoroSummary(focusSessions: Int, focus: Duration, saved: Bool) -> String {
    let seconds = Int(focus.components.seconds)
    let time = seconds < 60 ? "\(seconds) s" : "\(seconds / 60) min"
    return "Stopped: \(Self.counted(focusSessions, "focus session")), \(time) of focus"
      + (saved ? ", saved." : " (not saved).")
  }

  var minutesToday: String { "minutes today" }
  var daysInARow: String { "days in a row" }
  var latestSessions: String { "Latest sessions" }
  var noSessions: String { "Sessions you finish, here or in the terminal, show here." }
  var storeUnavailable: String { "The data directory could not be opened: nothing is saved." }
  func storeUnavailable(because error: any Error) -> String {
    "The data directory could not be opened (\(error)): nothing is saved."
  }
  func historyNotRead(_ error: any Error) -> String { "The history could not be read: \(error)." }
  func patternsNotRead(_ error: any Error) -> String {
    "Your own patterns could not be read: \(error)."
  }
  func programNotRead(_ error: any Error) -> String {
    "The program's progress could not be read: \(error)."
  }

  func usageError(_ error: UsageError) -> String {
    switch error {
    case .missingValue(let option): "\(option) needs a value."
    case .notWholeNumber(let option, let range, let text):
      "\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'."
    case .notDuration(let option, let text):
      "\(option) takes a duration such as 25m, 90s, 90 (seconds) or 1:30, not '\(text)'."
    case .timerOutOfRange(let text):
      "--timer takes a length from 1 second to 24 hours, such as 25m, not '\(text)'."
    case .notInstant(let text): "--at takes seconds of session time (such as 7.5), not '\(text)'."
    case .unknownPage(let text):
      "--page takes breathe, timer, pomodoro, meditate, stopwatch, history, programs or journal, not '\(text)'."
    case .unknownLanguage(let text): "--lang takes en or zh-Hans, not '\(text)'."
    case .sittingRefused:
      "--sitting, --bell-every and --warm-up make no sitting: a bell every D needs D shorter than the sitting."
    case .cyclesAndMinutes: "--cycles and --minutes cannot be used together; choose one."
    case .unknownOption(let option): "Unknown option '\(option)'; see --help."
    }
  }

  var noDisplay: String { "No display to render on: run it under xvfb-run." }
  func cannotRender(path: String) -> String { "Could not render the page to '\(path)'." }
  func cannotWriteFrameLog(path: String) -> String { "Cannot write the frame log '\(path)'." }
  var practiceRunsInOpenWindow: String {
    "A practice is running in the open window; this launch changed nothing (stop it there first)."
  }
  func onlyWhenStarting(_ options: [String]) -> String {
    let verb = options.count == 1 ? "applies" : "apply"
    return
      "\(options.joined(separator: ", ")) \(verb) only when the app starts; the open window keeps its own."
  }

  var continueProgram: String { "Continue" }

  func programProgress(step: Int, of count: Int) -> String {
    step > count ? "finished" : "step \(step) of \(count)"
  }
}
