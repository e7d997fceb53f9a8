import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every message of the catalogue, rendered with sample parts, in each language.
///
/// The protocol makes a missing translation a build error; this list makes each message
/// render, so the Chinese ones can be checked for English left behind. Add a line here
/// when adding a message to a protocol.
func everyMessage(in words: any Catalogue) -> [(name: String, text: String)] {
  let box = BreathingPreset.builtIn(named: "box")!
  let calm = BreathingProgram.builtIn(id: "calm-7")!
  let plan = PomodoroPlan()
  var messages: [(String, String)] = []
  messages += BreathingPhase.Kind.allCases.map { ("phase \($0)", words.phase($0)) }
  messages += [
    ("getReady", words.getReady), ("done", words.done),
    ("caution", words.caution(.longHold(.seconds(20)))),
    ("unknownPattern", words.unknownPattern("bx", suggestion: "box")),
    ("unknownPattern no hint", words.unknownPattern("zz", suggestion: nil)),
    ("damagedSavedPattern", words.damagedSavedPattern("z", .noExhale(pattern: "in 4"))),
  ]
  let patternErrors: [BreathingPatternError] = [
    .empty, .unrecognized("x", pattern: "x"), .unrecognized("x", pattern: "4-x"),
    .missingSeconds(after: "hold", pattern: "in 4 hold"),
    .wrongNumberOfPhases(5, pattern: "4-4-4-4-4"), .negative("-3", pattern: "in -3 out 4"),
    .phaseTooLong("hold 75", pattern: "4-75-8"), .phaseTooShort("hold 0.25", pattern: "x"),
    .noInhale(pattern: "hold 4 out 4"), .noExhale(pattern: "in 4"), .takesNoTime(pattern: "0-0"),
  ]
  messages += patternErrors.map { ("patternError \($0)", words.patternError($0)) }
  messages += BuiltInPattern.allCases.flatMap {
    [
      ("patternName \($0)", words.patternName($0)),
      ("patternSummary \($0)", words.patternSummary($0)),
    ]
  }
  let reasons: [DurationParseError.Reason] = [
    .empty, .negative, .zero, .unknownUnit("x"), .missingUnit("30"), .repeatedUnit("m"),
    .unitsOutOfOrder("m"), .fieldOutOfRange(field: .hour, value: "25", limit: 24),
    .fieldOutOfRange(field: .minutes, value: "60", limit: 60),
    .fieldOutOfRange(field: .seconds, value: "99", limit: 60), .notTwelveHour(13),
    .notTwelveHour(25), .tooLarge, .unexpected("!"), .invalidClockTime,
  ]
  messages += reasons.map { ("durationError \($0)", words.durationError($0)) }
  messages += [
    ("acceptedDurations", words.acceptedDurations),
    ("acceptedClockTimes", words.acceptedClockTimes),
  ]
  messages += (0..<8).map { ("segmentTitle \($0)", words.segmentTitle(plan.segment($0))) }
  messages += BuiltInProgram.allCases.flatMap {
    [
      ("programName \($0)", words.programName($0)),
      ("programSummary \($0)", words.programSummary($0)),
    ]
  }
  messages += calm.steps.map { ("stepTitle \($0.day)", words.stepTitle($0)) }
  messages.append(("patternName box", words.patternName(id: box.id)))
  messages.append(("pausedHint", words.pausedHint))
  messages += KeyAction.allCases.map { ("keyAction \($0)", words.keyAction($0)) }
  messages += [
    ("countIn", words.countIn(secondsLeft: 3)),
    ("cycleDetail", words.cycleDetail(cycle: 2, of: 4, left: "01:05")),
    ("plainCountIn", words.plainCountIn(seconds: "3")),
    ("notePrompt", words.notePrompt), ("noteSaved", words.noteSaved),
    ("noteNotKept", words.noteNotKept),
    ("cautionLabel", words.cautionLabel),
    ("findStepHeading", words.findStepHeading(step: 2, of: 5)),
    ("findNext", words.findNext(rate: "6.0")), ("findRest", words.findRest(secondsLeft: 12)),
    ("findQuestion", words.findQuestion), ("findChoice", words.findChoice(rate: "5.5")),
    ("findChoose", words.findChoose), ("findNone", words.findNone),
    ("findGoOn", words.findGoOn),
    ("findChosen", words.findChosen(rate: "5.5", setting: "breathe.bpm")),
    ("findNoneChosen", words.findNoneChosen(setting: "breathe.bpm", current: "5.5")),
    ("findStopped", words.findStopped),
    ("retentionTitle", words.retentionTitle(round: 2, of: 3)),
    ("retentionBreath in", words.retentionBreath(inhaling: true)),
    ("retentionBreath out", words.retentionBreath(inhaling: false)),
    ("retentionBreathCount", words.retentionBreathCount(12, of: 30)),
    ("retentionHold", words.retentionHold("1:23")),
    ("retentionCapNote", words.retentionCapNote("3:00")),
    ("retentionRecovery", words.retentionRecovery(secondsLeft: 12)),
    ("retentionHeld", words.retentionHeld("1:23.4")),
    ("retentionCapped", words.retentionCapped("3:00")),
    ("retentionEndHold", words.retentionEndHold),
    ("retentionSafetyTitle", words.retentionSafetyTitle),
    ("retentionSafetyLines", words.retentionSafetyLines.joined(separator: "\n")),
    ("retentionSafetyGoOn", words.retentionSafetyGoOn),
    (
      "retentionSummary",
      words.retentionSummary(
        roundsDone: 2, of: 3, holds: ["1:23.4", "1:41.0"], ending: .stoppedEarly)
    ),
    ("holdsText", words.holdsText(["1:23.4", "1:41.0"])),
    ("holdsStats", words.holdsStats(best: "1:41.0", average: "1:32.2", count: 2)),
    ("retentionListTitle", words.retentionListTitle),
    ("retentionListSummary", words.retentionListSummary),
    ("retentionSafetyDeclined", words.retentionSafetyDeclined),
    ("moodBefore", words.moodBefore), ("moodAfter", words.moodAfter),
    ("moodScale", words.moodScale), ("moodAnswer", words.moodAnswer),
    ("moodSkip", words.moodSkip),
    (
      "moodChange",
      words.moodChange(practice: words.practiceName(kind: "breathe"), change: "+1.2", sessions: 5)
    ),
    ("timeIsUp", words.timeIsUp), ("minuteRefused", words.minuteRefused),
    ("endsAt", words.endsAt("14:32")),
    ("endsTomorrow", words.endsAt("08:59", daysAhead: 1)),
    ("endsInDays", words.endsAt("08:59", daysAhead: 2)),
  ]
  messages += ["timer", "stopwatch", "pomodoro", "breathe", "meditate"].map {
    ("practiceName \($0)", words.practiceName(kind: $0))
  }
  messages += [PomodoroSegment.Kind.focus, .shortBreak, .longBreak].map {
    ("segmentName \($0)", words.segmentName($0))
  }
  messages += [("pausedWord", words.pausedWord), ("statusSettlingIn", words.statusSettlingIn)]
  messages += BreathingPhase.Kind.allCases.map {
    ("plainPhase \($0)", words.plainPhase(cycle: 1, of: 4, $0, seconds: "5.5"))
  }
  messages += sampleUsageErrors.map { ("usageError \($0)", words.usageError($0)) }
  messages += sampleRuntimeMessages.map { ("runtimeMessage \($0)", words.runtimeMessage($0)) }
  messages += sampleImportProblems.map { ("importProblem \($0)", words.importProblem($0)) }
  let patternProblems: [PatternCommand.NameProblem] = [
    .unsafeName("a\u{1B}", .refusedCharacter("\u{1B}")),
    .unsafeName("a\u{202E}", .refusedCharacter("\u{202E}")),
    .unsafeName("a", .tooLong(count: 41, limit: 40)), .builtInName("box"), .patternWord("hold"),
    .invalidName("4-6"), .unsafeSpec("4\u{1B}", .refusedCharacter("\u{1B}")),
  ]
  messages += patternProblems.map { ("patternProblem \($0)", words.patternProblem($0)) }
  messages += HelpSection.allCases.map { ("helpSection \($0)", words.helpSection($0)) }
  messages += [
    ("rootOverview", words.rootOverview), ("rootUsage", words.rootUsage),
    ("versionHelp", words.versionHelp), ("helpOptionHelp", words.helpOptionHelp),
    ("otherOptions", words.otherOptions), ("seeCommandHelp", words.seeCommandHelp),
    ("dataDirectoryDescription", words.dataDirectoryDescription),
    ("helpCommandDescription", words.helpCommandDescription),
    ("usageReminderHeader", words.usageReminderHeader),
    ("seeMoreHelp", words.seeMoreHelp(command: "timer")),
    ("seeMoreHelp root", words.seeMoreHelp(command: nil)),
    ("errorLabel", words.errorLabel), ("warningLabel", words.warningLabel),
  ]
  messages += SessionEnd.allCases.map {
    let summary = words.breatheSummary(
      title: "4-7-8", cyclesDone: 1, of: 4, time: "00:19", ending: $0)
    return ("breatheSummary \($0)", summary)
  }
  messages += everyPracticeMessage(in: words)
  messages += dataMessages(in: words)
  messages += programListMessages(in: words)
  messages += [
    ("settingSet", words.settingSet("x.y", to: "50m")),
    ("settingUnset", words.settingUnset("x.y", wasSet: true, defaultValue: "25m")),
    (
      "settingUnset not set",
      words.settingUnset("x.y", wasSet: false, defaultValue: "25m")
    ),
    ("defaultMarker", words.defaultMarker), ("invalidStoredValue", words.invalidStoredValue),
    ("defaultText last used", words.defaultText("last used")),
    ("defaultText locale", words.defaultText("locale")),
  ]
  messages += TraceLabel.allCases.map { ("traceLabel \($0)", words.traceLabel($0)) }
  messages += [
    ("noCauses", words.noCauses), ("noDeadlineFrames", words.noDeadlineFrames),
    ("spread", words.spread(p50: "1.0 ms", p99: "2.0 ms", max: "3.0 ms")),
    ("deadlineFrames", words.deadlineFrames(3)),
    ("bytes", words.bytes(total: 960, perFrame: 480)), ("firstFrame", words.firstFrame(900)),
    ("laterFrames", words.laterFrames(p50: 60, max: 70)),
    ("firstEmptyWakeUp", words.firstEmptyWakeUp(at: "1.500", causes: "…")),
    ("slowFrame", words.slowFrame(at: "1.500", draw: "0.1 ms", bytes: 60, causes: "…")),
  ]
  return messages
}

/// The messages of the pattern and program lists and of a program's steps.
func programListMessages(in words: any Catalogue) -> [(name: String, text: String)] {
  let box = BreathingPreset.builtIn(named: "box")!.pattern
  var messages: [(String, String)] = [
    ("builtInPatterns", words.builtInPatterns), ("yourPatterns", words.yourPatterns),
    ("noSavedPatterns", words.noSavedPatterns), ("invalidSpec", words.invalidSpec("4-x")),
    ("phases", words.phases(box.phases, seconds: BreatheLines.number)),
    ("patternSaved", words.patternSaved("box2", phases: "…")),
    ("patternRemoved", words.patternRemoved("box2")),
    ("stepCount", words.stepCount(7)), ("programListFooter", words.programListFooter),
    ("nothingInProgress", words.nothingInProgress), ("seeAllPrograms", words.seeAllPrograms),
    ("programTitle", words.programTitle(name: words.programName(.calm), id: "calm-7")),
    ("programStatus", words.programStatus(words.programName(.calm), standing: "…")),
    ("stepsDone", words.stepsDone(3, of: 7)), ("noNextStep", words.noNextStep),
    ("notPractisedYet", words.notPractisedYet), ("otherPrograms", words.otherPrograms),
    ("lastPractised", words.lastPractised("…")),
    ("programReset", words.programReset(words.programName(.calm), hadProgress: true)),
    ("programReset none", words.programReset(words.programName(.calm), hadProgress: false)),
    (
      "alreadyUnderWay",
      words.alreadyUnderWay(
        name: words.programName(.calm), id: "calm-7", step: 3, of: 7, stepTitle: "…")
    ),
    (
      "finished",
      words.finished(
        name: words.programName(.calm), id: "calm-7", steps: 7, otherUnderWay: nil)
    ),
    (
      "finished other",
      words.finished(
        name: words.programName(.calm), id: "calm-7", steps: 7, otherUnderWay: "sleep")
    ),
    (
      "stepHeader", words.stepHeader(name: words.programName(.calm), step: 3, of: 7, stepTitle: "…")
    ),
    (
      "programStepTitle",
      words.programStepTitle(name: words.programName(.calm), step: 3, of: 7)
    ),
    ("stepNotCompleted", words.stepNotCompleted(3)),
    ("lastStepDone", words.lastStepDone(name: words.programName(.calm))),
    ("stepDone", words.stepDone(3, of: 7, next: "…")),
  ]
  let standings: [ProgramStanding] = [.notStarted, .step(3, of: 7), .done]
  messages += standings.map { ("standing \($0)", words.standing($0)) }
  messages += ProgramStatusField.allCases.map { ("statusField \($0)", words.statusField($0)) }
  return messages
}

/// The messages of the data commands: dates, history, journal, export, import and stats.
func dataMessages(in words: any Catalogue) -> [(name: String, text: String)] {
  let day = LocalDay(year: 2026, month: 11, day: 30)
  let stamp = Timestamp(
    millisecondsSinceEpoch: Int64(day.daysSinceEpoch) * 86_400_000 + 9 * 3_600_000,
    utcOffsetSeconds: 0)
  var messages: [(String, String)] = [
    ("day", words.day(day)), ("days", words.days(from: day.advanced(by: -6), to: day)),
    ("dateTime", words.dateTime(stamp)), ("tableDateTime", words.tableDateTime(stamp)),
    ("monthDay", words.monthDay(day)),
  ]
  messages += (1...12).map { ("monthName \($0)", words.monthName($0)) }
  messages += [1, 3, 5, 0].map { ("weekdayLabel \($0)", words.weekdayLabel($0)) }
  messages += HistoryColumn.allCases.map { ("historyHeading \($0)", words.historyHeading($0)) }
  messages += PracticeKind.builtIn.map { ("kindName \($0)", words.kindName($0)) }
  messages += PracticeKind.builtIn.map {
    ("sessionText \($0)", words.sessionText(name: $0 == .breathe ? "box" : $0.rawValue, kind: $0))
  }
  messages += SessionStatus.allCases.map { ("sessionStatus \($0)", words.sessionStatus($0)) }
  messages += [
    ("noSessions", words.noSessions(kind: nil, days: nil)),
    ("noSessions kind days", words.noSessions(kind: .pomodoro, days: 3)),
    (
      "removedSession",
      words.removedSession(
        id: "3f2a", name: "timer", kind: .timer, time: "25:00", when: stamp, notesKept: 0)
    ),
    (
      "removedSession notes",
      words.removedSession(
        id: "3f2a", name: "timer", kind: .timer, time: "25:00", when: stamp, notesKept: 2)
    ),
    ("noteAdded", words.noteAdded), ("noteEdited", words.noteEdited(id: "3f2a", when: stamp)),
    ("noteRemoved", words.noteRemoved(id: "3f2a", when: stamp)),
    ("noJournalNotes", words.noJournalNotes), ("exported", words.exported(to: "a.json")),
    ("imported", words.imported("a.json", changed: true)),
    ("imported nothing", words.imported("a.json", changed: false)),
    ("leftOut", words.leftOut(invalidRecords: 2)),
    ("leftOutHooks", words.leftOut(machineLocalSettings: ["timer.on-end"])),
  ]
  messages += ImportColumn.allCases.map { ("importHeading \($0)", words.importHeading($0)) }
  messages += ImportRecords.allCases.map { ("importRecords \($0)", words.importRecords($0)) }
  messages += [
    ("lastDays", words.lastDays(7, range: words.days(from: day.advanced(by: -6), to: day))),
    ("allTime", words.allTime), ("practiceDays", words.practiceDays(3, of: 7)),
    ("streak", words.streak(days: 2)), ("streakEnding", words.streakEnding(words.day(day))),
    ("noSessionsYet", words.noSessionsYet),
    ("minutesPerDay", words.minutesPerDay(shown: 7, of: 7)),
    ("minutesPerDay fit", words.minutesPerDay(shown: 20, of: 30)),
    ("calendar", words.calendar), ("noPractice", words.noPractice),
    (
      "legend",
      words.legend(upTo: [17, 33, 50, 67].map { words.practiceTime(.minutes($0)) })
        .joined(separator: "\n")
    ),
    ("tallyPattern", words.tallyPattern("box")),
    ("sessionsPerPattern", words.sessionsPerPattern), ("focusPerLabel", words.focusPerLabel),
    ("noLabel", words.noLabel), ("sessions", words.sessions(2)),
    ("chartWritten", words.chartWritten(to: "a.svg")), ("svgTitle", words.svgTitle(days: 30)),
    ("svgBar", words.svgBar(day, minutes: "12")), ("svgNoDays", words.svgNoDays),
  ]
  messages += StatsFigure.allCases.map { ("figure \($0)", words.figure($0)) }
  let times: [PracticeTime] = [.seconds(40), .minutes(42), .hours(7, minutes: 5)]
  messages += times.map { ("practiceTime \($0)", words.practiceTime($0)) }
  return messages
}

/// The messages of the pomodoro, stopwatch, meditate and home screens and of the notices.
func everyPracticeMessage(in words: any Catalogue) -> [(name: String, text: String)] {
  let plan = PomodoroPlan()
  let (focus, short, long) = (plan.segment(0), plan.segment(1), plan.segment(7))
  var messages: [(String, String)] = [
    ("pomodoroTitle", words.pomodoroTitle),
    (
      "pomodoroRunning",
      words.pomodoroRunning(focus, next: short, nextLength: "05:00", done: 1)
    ),
    (
      "pomodoroRunning long", words.pomodoroRunning(long, next: focus, nextLength: "25:00", done: 4)
    ),
    ("pomodoroRunningShort", words.pomodoroRunningShort(focus, done: 2)),
    ("pomodoroPaused", words.pomodoroPaused(short)),
    ("pomodoroWaiting", words.pomodoroWaiting(focus, next: short)),
    ("pomodoroWaitingShort", words.pomodoroWaitingShort(next: long)),
    ("pomodoroSummary 1", words.pomodoroSummary(completed: 1, time: "25:00")),
    ("pomodoroSummary 3", words.pomodoroSummary(completed: 3, time: "1:15:00")),
    ("stopwatchReady", words.stopwatchReady), ("lapLabel", words.lapLabel),
    ("stopwatchTotal", words.stopwatchTotal("01:02.3", laps: 0)),
    ("stopwatchTotal 1", words.stopwatchTotal("01:02.3", laps: 1)),
    ("stopwatchTotal 3", words.stopwatchTotal("01:02.3", laps: 3)),
    ("meditateTitle", words.meditateTitle), ("settlingIn", words.settlingIn),
    ("nextBellIn", words.nextBellIn("04:59")), ("endBellsNext", words.endBellsNext),
    ("sittingOver", words.sittingOver), ("plainWarmUp", words.plainWarmUp("00:30")),
    ("plainStartBell", words.plainStartBell(left: "20:00")),
    ("plainIntervalBell", words.plainIntervalBell(2, left: "10:00")),
    ("plainEndBell", words.plainEndBell),
    ("meditateSummary", words.meditateSummary(sat: 732, planned: 1200)),
    ("meditateSummary whole", words.meditateSummary(sat: 3900, planned: 3900)),
    ("homeToday", words.homeToday(minutes: "12", streak: 3)),
    ("homeToday no streak", words.homeToday(minutes: "<1", streak: 0)),
    ("homeFiguresUnavailable", words.homeFiguresUnavailable),
    ("homeStartProgram", words.homeStartProgram("7", step: "1")),
    ("homeContinueProgram", words.homeContinueProgram("7", step: "1")),
    ("homeBreathe", words.homeBreathe("4-7-8")),
    ("homeFocus", words.homeFocus(minutes: 25, clock: "25:00")),
    ("homeFocus clock", words.homeFocus(minutes: nil, clock: "01:30")),
    ("homeTimer", words.homeTimer), ("homePrograms", words.homePrograms),
    ("homeTimerPrompt", words.homeTimerPrompt), ("homeTimerHint", words.homeTimerHint),
    ("timerEndedNotice", words.timerEndedNotice(title: nil)),
    ("timerEndedNotice titled", words.timerEndedNotice(title: words.pomodoroTitle)),
    ("segmentEndedNotice", words.segmentEndedNotice(segment: "1", next: "2")),
    ("breathingEndedNotice", words.breathingEndedNotice(title: "4-7-8")),
    ("sittingEndedNotice", words.sittingEndedNotice),
    ("endHookFailed exited", words.endHookFailed(command: "exit 3", termination: .exited(3))),
    ("endHookFailed signalled", words.endHookFailed(command: "x", termination: .signalled(9))),
    (
      "endHookCannotStart",
      words.endHookCannotStart(command: "x", error: TerminalError.inputClosed)
    ),
  ]
  messages += [TypeSource.arguments, .standardInput, .file("a.txt")].flatMap {
    [
      ("typeInvalidUTF8 \($0)", words.typeInvalidUTF8($0)),
      ("typeStandardInputTooLong \($0)", words.typeStandardInputTooLong(megabytes: 64)),
      ("typeCannotRead \($0)", words.typeCannotRead($0, reason: "ENOENT")),
    ]
  }
  messages += LapMark.allCases.map { ("lapMark \($0)", words.lapMark($0)) }
  messages += PracticeKind.builtIn.map { ("noticeTitle \($0)", words.noticeTitle($0)) }
  messages += PracticeKind.builtIn.map { ("practiceName \($0)", words.practiceName($0)) }
  return messages
}

/// A usage error of every case, and a refused value of every ``ValueProblem``.
let sampleUsageErrors: [UsageError] = {
  let problems: [ValueProblem] = [
    .notOneOf(.format, accepted: ["json", "csv"], suggestion: "json"),
    .duration(.unknownUnit("x")), .durationNeedsUnit("50"), .clockTime(.invalidClockTime),
    .bellTimes(.missingUnit("5")),
    .unsafeText(.refusedCharacter("\u{1B}"), .label),
    .unsafeText(.refusedCharacter("\u{202E}"), .note),
    .unsafeText(.tooLong(count: 81, limit: 80), .label),
    .wholeNumber(1...1000, defaultValue: 4), .wholeNumber(1...Int.max, defaultValue: nil),
    .dayBoundary, .emptyPath, .emptyNote, .breathingMinutes, .countIn(defaultValue: 3),
    .unknownProgram(suggestion: "calm-7", known: ["calm-7", "sleep", "focus"]),
    .unknownProgram(suggestion: nil, known: ["calm-7", "sleep"]),
    .charactersPerSecond(isNumber: false), .charactersPerSecond(isNumber: true), .seed, .columns,
    .bellsTooClose(seconds: 5),
    .recordID(listing: "cadence journal"),
    .statusTemplate(.unclosedBrace, fields: ["{kind}", "{time}"]),
    .statusTemplate(.strayClosingBrace, fields: ["{kind}", "{time}"]),
    .statusTemplate(.unknownField("x"), fields: ["{kind}", "{time}"]),
  ]
  let kinds = ValueKind.allCases.map { ValueProblem.notOneOf($0, accepted: ["json", "csv"]) }
  let sitting: [MeditationSittingError] = [
    .lengthNotPositive(.zero), .warmUpNegative(.seconds(-1)),
    .tooLong(warmUp: .seconds(3600), length: .seconds(86400)), .intervalNotPositive(.zero),
    .intervalNotShorterThanLength(interval: .seconds(600), length: .seconds(300)),
    .bellNotAfterStart(.zero), .bellNotBeforeEnd(.seconds(600), length: .seconds(300)),
    .bellsNotAscending(.seconds(60), after: .seconds(120)),
  ]
  return [
    .helpRequested, .unknownCommand("tmer", suggestion: "timer"),
    .unknownCommand("zz", suggestion: nil), .unknownOption("--tittle", suggestion: "--label"),
    .unknownOption("-x", suggestion: nil), .missingValue(option: "--until <time>"),
    .unexpectedValue(option: "--plain"), .unexpectedArgument("x"),
    .missingArgument("<duration>"), .conflictingOptions("--bell", "--quiet"),
    .unknownSetting("timer.bel", suggestion: "timer.bell", known: ["timer.bell", "notify"]),
    .unknownSetting("x", suggestion: nil, known: ["timer.bell"]),
    .invalidSetting("zz", for: "breathe.pattern", problem: .unknownName("zz", suggestion: nil)),
    .traceToStandardOutput, .traceNamedLikeOption("--plain"),
    .outputIsStoreFile("cadence.sqlite3", option: "--trace"), .traceToTerminal("/dev/tty"),
    .tooManyCycles(minutes: "600", pattern: "4-4", cycles: 4500, most: 1000, mostMinutes: "133.3"),
  ]
    + (problems + kinds + sitting.map { .sitting($0) }).map {
      .invalidValue("x", for: "--work <duration>", problem: $0)
    }
}()

/// A runtime message of every case, every store task and every store error; the parts given
/// (paths, the system's reasons) hold no English word, since they are printed as given.
/// Every place and issue of an import problem, each syntax expectation and finding.
let sampleImportProblems: [ImportProblem] = {
  let expectations: [JSONSyntaxError.Expectation] = [
    .value, .endOfFile, .quotedKey, .closingQuoteBeforeLineEnd, .closingQuote, .digit,
    .numberWithoutLeadingZeros, .digitAfterDecimalPoint, .digitInExponent, .character(":"),
    .nestingWithin(512),
  ]
  let findings: [JSONSyntaxError.Found] = [.endOfFile, .lineBreak, .controlCharacter, .text("x")]
  let syntax =
    expectations.map { JSONSyntaxError(expected: $0, found: .text("\u{1B}")) }
    + findings.map { JSONSyntaxError(expected: .value, found: $0) }
  let issues: [ImportIssue] =
    syntax.map { .syntax($0) } + [
      .notJSON, .unreadable, .missing,
      .wrongType(expected: .string, foundNull: false),
      .wrongType(expected: .string, foundNull: true),
      .wrongType(expected: .wholeNumber, foundNull: false),
      .wrongType(expected: .list, foundNull: false),
      .wrongType(expected: .object, foundNull: false), .notAUUID, .notATimestamp,
      .timeOutOfRange(latest: 1_764_504_000_000), .negative, .tooLarge(most: 604_800_000),
      .unsafeText(.refusedCharacter("\u{1B}")), .unsafeText(.refusedCharacter("\u{202E}")),
      .unsafeText(.tooLong(count: 41, limit: 40)), .utcOffsetOutOfRange, .empty,
      .notOneOf(accepted: ["session", "journalEntry"], found: "pattern\u{1B}"),
      .earlierThan(other: "startedAt"), .notATimeOfDay, .notACadenceExport,
      .unsupportedVersion(supported: 2), .newerVersion(3, supported: 2),
      .duplicate(of: "sessions[0].id"),
      .unknownSession(UUID(uuidString: "22222222-2222-4222-8222-222222222222")!),
      .pattern(.builtInName("box")), .pattern(.patternWord("hold")),
      .pattern(.invalidName("my calm")),
    ] + samplePatternSpecProblems.map { .pattern(.spec($0)) }
  let places: [ImportPlace] = [
    .document, .field("sessions[3].startedAt"), .position(line: 2, column: 1),
  ]
  return places.map { ImportProblem($0, .missing) }
    + issues.map { ImportProblem(.field("sessions[3].startedAt"), $0) }
}()

/// Every reason an imported pattern's spec is refused for.
let samplePatternSpecProblems: [BreathingPatternError] = [
  .empty, .unrecognized("x", pattern: "4-x-6"), .unrecognized("4x6", pattern: "4x6"),
  .missingSeconds(after: "hold", pattern: "in 4 hold"),
  .wrongNumberOfPhases(5, pattern: "4-4-4-4-4"), .negative("-4", pattern: "4--4-4"),
  .phaseTooLong("in 61", pattern: "61-4"), .phaseTooShort("out 0.2", pattern: "4-0.2"),
  .noInhale(pattern: "out 4"), .noExhale(pattern: "in 4"), .takesNoTime(pattern: "0-0"),
]

let sampleRuntimeMessages: [RuntimeMessage] = {
  struct Unexpected: Error {}
  let sqlite = SQLiteError(code: 1, extendedCode: 1, message: "x", sql: "SELECT 1")
  let storeErrors: [StoreError] = [
    .dataDirectoryUnwritable(path: "/d", reason: "ENOENT"),
    .dataDirectoryIsNotADirectory(path: "/d"),
    .dataDirectoryNotPrivate(path: "/d", mode: 0o777), .notARegularFile(path: "/d/c"),
    .readOnlyDatabase(path: "/d/c"), .notADatabase(path: "/d/c"), .corruptDatabase(path: "/d/c"),
    .foreignDatabase(path: "/d/c"), .newerSchema(path: "/d/c", fileVersion: 9, supportedVersion: 4),
    .diskFull(path: "/d/c"), .busy(path: "/d/c"), .cannotWriteFile(path: "/e", reason: "ENOENT"),
    .malformedImport(ImportProblem(.field("sessions[3]"), .missing)),
    .malformedImport(ImportProblem(.document, .notJSON)), .sessionNotInProgress("ab"),
    .unknownSession("ab"), .noRecord(.session, id: "ab"), .noRecord(.journalEntry, id: "ab"),
    .ambiguousID(.session, id: "a", matches: 2), .ambiguousID(.journalEntry, id: "a", matches: 2),
    .sessionInProgress("ab"), .duplicatePattern(name: "calm"),
    .invalidSetting(key: "k", value: "v", expected: .timeOfDay), .sqlite(sqlite),
  ]
  let tasks: [RuntimeMessage.StoreTask] = [
    .showHistory, .showStats, .showJournal, .addNote, .export, .importFile("a.json"), .programs,
    .patterns, .settings, .editNote, .removeNote, .removeSession,
  ]
  let errors: [any Error] = storeErrors + [Unexpected()]
  return tasks.flatMap { task in
    [RuntimeMessage.storeFailed(sqlite, while: task), .storeFailed(Unexpected(), while: task)]
  }
    + storeErrors.map { .storeFailed($0, while: .importFile("a.json")) }
    + [
      .cannotReadFile(path: "a.json", reason: "ENOENT"),
      .cannotWriteFile(path: "a.json", reason: "ENOENT"), .notATrace(path: "a.json"),
      .emptyTrace(path: "t.json"), .traceTooLarge(path: "t.json", mostEvents: 2_000_000),
      .traceCutShort(path: "t.json", completeEvents: 1),
      .traceCutShort(path: "t.json", completeEvents: 3),
      .importRejected(path: "a.json", ImportProblem(.field("sessions[3]"), .missing)),
      .importRejected(path: "a.json", ImportProblem(.document, .notJSON)),
      .importRejected(path: "a.json", ImportProblem(.position(line: 2, column: 1), .notJSON)),
      .terminalFailed(TerminalError.notATerminal), .outputFailed(TerminalError.inputClosed),
      .cannotSetUpTerminal(Unexpected()), .homeNeedsTerminal,
      .programHasNoStep(program: "calm-7", step: 8), .builtInPatternCannotBeRemoved("box"),
      .noSavedPattern("zz"), .invalidUTF8(source: "'a.md'"), .csvIsNotImported(path: "s.csv"),
      .patternExists("calm"),
      .settingIgnored(
        .invalidSetting("zz", for: "breathe.pattern", problem: .unknownName("zz", suggestion: nil))
      ),
    ]
    + errors.flatMap { error in
      [
        RuntimeMessage.sessionWillNotBeSaved(error), .sessionNotSavedCompletely(error),
        .noteNotSaved(error), .rateNotSaved(rate: "5.5", setting: "breathe.bpm", error),
        .moodNotSaved(error),
      ]
    }
}()

@Suite struct CatalogueTests {
  @Test func everyLanguageHasACatalogueOfItsOwn() {
    for language in Language.allCases {
      #expect(language.catalogue.language == language)
    }
  }

  @Test func everyEnglishMessageIsSaid() {
    for (name, text) in everyMessage(in: EnglishCatalogue()) {
      #expect(!text.isEmpty, "\(name)")
      #expect(!hasChinese(text), "\(name): \(text)")
    }
  }

  /// Chinese messages are Chinese: each has Chinese characters, and no English word is left
  /// outside the user's quoted text, the commands to type and the pattern keywords.
  @Test func everyChineseMessageIsTranslated() {
    let english = everyMessage(in: EnglishCatalogue())
    let chinese = everyMessage(in: ChineseCatalogue())
    #expect(chinese.map(\.name) == english.map(\.name))
    for ((name, text), (_, englishText)) in zip(chinese, english) {
      #expect(hasChinese(text), "\(name): \(text)")
      #expect(text != englishText, "\(name)")
      #expect(Self.englishWords(in: text).isEmpty, "\(name): \(text)")
    }
  }

  /// Words of three or more Latin letters outside quotes and the words Chinese text keeps.
  static func englishWords(in text: String) -> [String] {
    var unquoted = ""
    var quoted = false
    for character in text {
      if character == "“" { quoted = true } else if character == "”" { quoted = false }
      if !quoted { unquoted.append(character) }
    }
    let kept: Set<String> = [
      "cadence", "pattern", "list", "remove", "hold", "out", "Cadence", "Enter", "ENOENT", "UTF",
      // Values to type, named as typed: formats, shells, program ids, settings, commands.
      "json", "csv", "calm", "sleep", "focus", "off", "journal", "shell", "timer", "bell",
      "notify", "trace", "help", "kind", "time", "add", "program", "start", "status", "continue",
      "restart", "SQLite", "JSON", "CSV", "open", "closed",
      // Standards an import file's values follow, named as their documents name them.
      "ISO", "UTC", "UUID",
    ]
    return unquoted.split { !$0.isASCII || !$0.isLetter }.map(String.init)
      .filter { $0.count >= 3 && !kept.contains($0) }
  }
}

/// Whether `text` has a CJK ideograph or full-width punctuation.
func hasChinese(_ text: String) -> Bool {
  text.unicodeScalars.contains {
    (0x3000...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value)
  }
}
