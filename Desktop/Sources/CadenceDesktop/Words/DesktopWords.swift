import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// Every word the desktop app shows that the shared words (`PracticeWords`: phases, pattern
/// names, pomodoro segments, programs, dates) do not say: page titles, buttons, hints,
/// summaries and notifications.
///
/// Each language is the shared catalogue type extended once
/// (`EnglishCatalogue+Desktop.swift`, `ChineseCatalogue+Desktop.swift`). No default
/// implementations: a word missing in one language does not build.
protocol DesktopWords:
  SessionWords, DesktopSyncWords, EyesClosedWords, RetentionWords, MoodWords, CoachWords,
  ResonanceFindWords
{
  // MARK: the window and shared controls

  /// The history page's name in the header's switcher and as its heading.
  var historyTitle: String { get }
  /// The programs page's name.
  var programsTitle: String { get }
  var start: String { get }
  var pause: String { get }
  var resume: String { get }
  var restart: String { get }
  /// The keys while a session runs, and while it is paused.
  var runningHint: String { get }
  var pausedHint: String { get }
  /// The window's title while the practice in view is paused: its time left, and that it
  /// is paused (the time alone reads as running).
  func pausedWindowTitle(_ time: String) -> String
  /// "minutes" beside a number of minutes.
  var minutesUnit: String { get }

  /// The window closed while a practice runs: the question, what stopping keeps, and the
  /// two answers.
  var closeQuestion: String { get }
  var closeExplanation: String { get }
  var keepPractising: String { get }
  var stopAndClose: String { get }

  /// The header's menu (its accessible name), its items, the keys dialog and About.
  var menuName: String { get }
  /// The header's Sound switch.
  var soundName: String { get }
  var keysTitle: String { get }
  var close: String { get }
  var aboutItem: String { get }
  var aboutComments: String { get }
  /// The menu's Help item (F1: the manual page).
  var helpItem: String { get }
  /// The keyboard shortcuts window: its groups and what each key does.
  var generalKeys: String { get }
  var practiceKeys: String { get }
  func shortcut(_ key: WindowShortcut) -> String
  /// History with no session yet: the status page's title (its description is
  /// ``noSessions``).
  var noSessionsTitle: String { get }

  // MARK: preferences

  /// The menu's item and the window's title.
  var preferencesItem: String { get }
  /// The groups: the settings of no one practice, sound, the person's own patterns.
  var generalPreferences: String { get }
  var soundPreferences: String { get }
  var patternsPreferences: String { get }
  /// A setting's row title, by its `cadence config` key; `nil` for a key it has no words
  /// for (a practice added to the registry), which then shows the key.
  func settingTitle(_ key: String) -> String?
  /// The language row's first choice (unset: the system's), and the pattern row's.
  var systemLanguage: String { get }
  var lastUsedPattern: String { get }
  /// Why a value was refused (what the setting takes), one sentence.
  func settingRefused(_ problem: ValueProblem) -> String
  /// The store refused to keep a setting or a pattern.
  func notSaved(_ error: any Error) -> String
  /// The patterns group: when it is empty, its buttons and its editor.
  var noPatterns: String { get }
  var addPattern: String { get }
  func editPattern(_ name: String) -> String
  func removePattern(_ name: String) -> String
  var patternNameTitle: String { get }
  var patternSpecTitle: String { get }
  var patternSpecHint: String { get }
  var save: String { get }
  var cancel: String { get }
  /// A pattern's phases and the length of one breath, as the editor previews it.
  func patternPreview(_ pattern: BreathingPattern) -> String
  func patternNameRefused(_ problem: PatternNameProblem) -> String
  func patternExists(_ name: String) -> String
  func patternRemoved(_ name: String) -> String

  // MARK: journal

  /// The journal page's name.
  var journalTitle: String { get }
  /// The journal with no note yet: its status page.
  var noNotesTitle: String { get }
  var noNotes: String { get }
  /// Under a note: when it was written, and the session it is about (`nil`: none).
  func noteDetail(written: String, session: String?) -> String
  /// A note's Edit and Remove buttons, named by when it was written.
  func editNote(_ written: String) -> String
  func removeNote(_ written: String) -> String
  var editNoteTitle: String { get }
  var removeNoteQuestion: String { get }
  var remove: String { get }
  /// The notes could not be read: the page says so in place of them.
  func journalNotRead(_ error: any Error) -> String

  // MARK: accessible names (what a screen reader says for a control with no visible label
  // tied to it, and for the drawings)

  /// The breathe page's pattern chooser, its length and the length's unit.
  var patternChooserName: String { get }
  var lengthName: String { get }
  var lengthUnitName: String { get }
  /// The breathing disc, and what it shows now: the phase's caption and the cycle.
  var discName: String { get }
  /// The timer's, pomodoro's and sitting's ring.
  var ringName: String { get }
  /// The history's chart, and what it shows: `minutes` per day from `first` to `last`.
  var chartName: String { get }
  func chartDescription(first: String, last: String, minutes: [Int]) -> String
  /// A program's Continue button, named by its program.
  func continueProgramName(_ program: String) -> String
  /// Why the screen is kept from blanking (the session manager may show it).
  var breathingInhibitReason: String { get }

  // MARK: breathe

  /// The length's unit in the chooser: cycles, or minutes.
  var cyclesUnit: String { get }
  /// "cycle 2 of 4" under the disc.
  func cycle(_ cycle: Int, of count: Int) -> String
  /// After a session: how it ended, the time breathed, the cycles, whether it was saved.
  func breatheSummary(
    completed: Bool, breathed: Duration, cyclesDone: Int, of count: Int, saved: Bool
  ) -> String
  /// The post-session note: its question, the field's placeholder, and the confirmation.
  var notePrompt: String { get }
  var notePlaceholder: String { get }
  var noteSaved: String { get }
  /// The note could not be saved: the store's `error`, as given (it stays in the field).
  func noteNotSaved(_ error: any Error) -> String

  // MARK: timer

  var minusMinute: String { get }
  var plusMinute: String { get }
  /// The end: the notification's title and body (`length` as the digits show it), and
  /// the line the page shows after it, or after a stop.
  var timeIsUp: String { get }
  func timerEndedNotice(length: String) -> String
  var timerEnded: String { get }
  var timerStopped: String { get }
  /// The meditate page's fields: the sitting's length, the bell period, the warm-up.
  var sittingLength: String { get }
  var bellEvery: String { get }
  var warmUpLength: String { get }
  /// The unit after a field of seconds.
  var secondsUnit: String { get }
  /// A sitting the engine cannot ring (a bell period as long as the sitting, say).
  var sittingRefused: String { get }
  /// A paused practice's line.
  var pausedStatus: String { get }
  /// "−1 min" with a minute or less left: refused, since it would end the run.
  var minuteRefused: String { get }
  /// The timer's length fields, for a screen reader: what each sets, and its unit.
  func timerFieldName(_ field: TimerField) -> String
  /// A preset length's button (`5 min`, `1 h`), what it does for a screen reader, and the
  /// heading of the lengths used lately.
  func presetLabel(_ length: Duration) -> String
  func startPreset(_ label: String) -> String
  var recentLengths: String { get }
  /// Why a practice's sessions were not (all) saved, shown where the practice was.
  func recordingProblem(_ problem: RecordingProblem) -> String

  // MARK: stopwatch

  var lap: String { get }
  var reset: String { get }
  /// A lap's number in its row (`Lap 3`).
  func lapNumber(_ number: Int) -> String
  /// A lap's row, for a screen reader: its number, its time and the total at its end.
  func lapRow(_ number: Int, lap: String, total: String) -> String
  /// After the stopwatch stops: the time measured, the laps, whether it was saved.
  func stopwatchSummary(time: String, laps: Int, saved: Bool) -> String

  // MARK: pomodoro

  /// The caption beside each of the plan's spin buttons.
  func pomodoroSetting(_ setting: PomodoroSetting) -> String
  var focusLabelPlaceholder: String { get }
  var skip: String { get }
  var stop: String { get }
  /// Under the ring: what comes next, its length, and the focuses done.
  func pomodoroNext(_ next: PomodoroSegment, length: String, done: Int) -> String
  /// The notification when a segment ends.
  func segmentEndedNotice(_ ended: PomodoroSegment, next: PomodoroSegment) -> String
  /// After the pomodoro stops: focus sessions recorded and their time (seconds under a
  /// minute, else whole minutes).
  func pomodoroSummary(focusSessions: Int, focus: Duration, saved: Bool) -> String

  // MARK: history

  var minutesToday: String { get }
  var daysInARow: String { get }
  var latestSessions: String { get }
  var noSessions: String { get }
  var storeUnavailable: String { get }
  /// The same, with the reason the store could not be opened.
  func storeUnavailable(because error: any Error) -> String
  /// A read of the store failed: the history page says so in place of its sessions.
  func historyNotRead(_ error: any Error) -> String
  /// The person's own patterns could not be read: the chooser offers the built-ins only.
  func patternsNotRead(_ error: any Error) -> String
  /// A program's progress could not be read: its row says so, and cannot be continued.
  func programNotRead(_ error: any Error) -> String

  // MARK: errors, on standard error after "cadence-desktop: "

  func usageError(_ error: UsageError) -> String
  var noDisplay: String { get }
  func cannotRender(path: String) -> String
  func cannotWriteFrameLog(path: String) -> String
  /// To a second launch, while the open window's practice runs: it is left alone.
  var practiceRunsInOpenWindow: String { get }
  /// To a second launch naming options that only a starting app takes.
  func onlyWhenStarting(_ options: [String]) -> String

  // MARK: programs

  var continueProgram: String { get }
  /// A program's progress: finished, or the step to breathe next.
  func programProgress(step: Int, of count: Int) -> String
}

/// The timer's three length fields.
enum TimerField: CaseIterable {
  case hours, minutes, seconds
}

/// The pomodoro plan's settings, each a spin button with a caption.
enum PomodoroSetting: CaseIterable {
  case work, shortBreak, longBreak, every
}

extension Language {
  /// The desktop app's words in this language.
  var desktopWords: any DesktopWords {
    switch self {
    case .english: EnglishCatalogue()
    case .simplifiedChinese: ChineseCatalogue()
    }
  }
}

extension DesktopWords {
  /// A page's name in the header's switcher and as its heading: a practice's page by the
  /// practice's name.
  func pageTitle(_ page: DesktopOptions.Page) -> String {
    if let practice = page.practice { return practice.practice.title(language) }
    switch page {
    case .history: return historyTitle
    case .journal: return journalTitle
    default: return programsTitle
    }
  }
}
