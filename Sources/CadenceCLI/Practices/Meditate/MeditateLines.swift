import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// A sitting as plain lines: one line per bell (`bell 1  15:00 left`), and the bell itself
/// when the output is a terminal that can ring. Nothing in between: a sitting is quiet.
struct MeditateLines: RecordableApp {
  /// The shared sitting; lines never pause it.
  private(set) var practice: MeditatePractice
  var sitting: MeditationSitting { practice.sitting }
  /// Write BEL with each strike (the output is a terminal).
  let rings: Bool
  var format: DurationFormat { practice.format }
  var now: Duration { practice.now }
  /// Post a notification when the end bell rings.
  var notify = false
  /// The language of the lines.
  let words: any Catalogue

  init(sitting: MeditationSitting, rings: Bool, words: any Catalogue) {
    practice = MeditatePractice(sitting: sitting)
    self.rings = rings
    self.words = words
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    if case .signal(let number) = event {
      practice.look(at: now)
      return .quit(.signal(number))
    }
    var text = ""
    if case .resize = event, sitting.warmUp > .zero {
      text += words.plainWarmUp(format.string(seconds: sitting.displayedSeconds(at: .zero))) + "\n"
    }
    let rung = practice.look(at: now)
    let (bell, strikes) = (rung.bell, rung.strikes)
    if !rings { practice.dropLaterStrikes() }
    if let bell { text += line(for: bell) + "\n" }
    if rings { text += String(repeating: "\u{07}", count: strikes) }
    // Lines have no screen to close: they end with the last strike.
    let ending: Ending? = practice.isOver ? .completed : nil
    var effects: [TerminalEffect] = text.isEmpty ? [] : [.write(text)]
    if notify, bell?.kind == .end {
      effects.append(.notify(NotificationText.sittingEnded.notice(in: words)))
    }
    return UpdateResult(ending: ending, effects: effects)
  }

  /// `start  20:00 left`, `bell 2  10:00 left`, `end`.
  private func line(for bell: MeditationSitting.Bell) -> String {
    let left = format.string(seconds: sitting.displayedSeconds(at: bell.ringsAt))
    switch bell.kind {
    case .start: return words.plainStartBell(left: left)
    case .interval(let index): return words.plainIntervalBell(index + 1, left: left)
    case .end: return words.plainEndBell
    }
  }

  /// The practice's events ahead, for its sound.
  var soundTimeline: [PracticeEvent] { practice.timeline }

  func nextDeadline(after now: Duration) -> Duration? {
    [sitting.nextBell(after: now)?.ringsAt, practice.chime.nextStrike].compactMap { $0 }.min()
  }

  var recordedSessions: [RecordedSession] { practice.recordedSessions }
}

/// `cadence meditate` as a practice.
///
/// A sitting keeps real time, on the clock that counts through system sleep, and Ctrl-Z
/// does not pause it: a person who closes the lid or puts the terminal away is still
/// sitting, and the end bell must come when the time they chose is up. Space pauses on
/// purpose.
struct MeditateInTerminal: Practice {
  let sitting: MeditationSitting
  /// Whether plain lines ring the terminal's bell.
  let ringsInPlainLines: Bool
  /// Post a notification when the end bell rings.
  var notify = false
  /// The language of the screen, the lines and the summary.
  var language = Language.english

  var clock: LoopClock { .continuous }

  func screen(in context: CommandContext) -> MeditateApp {
    var app = MeditateApp(sitting: sitting, words: language.catalogue)
    app.notify = notify
    return app
  }

  func lines() -> MeditateLines {
    var lines = MeditateLines(
      sitting: sitting, rings: ringsInPlainLines, words: language.catalogue)
    lines.notify = notify
    return lines
  }

  func summary(of screen: MeditateApp, ending: Ending) -> String? {
    summary(at: screen.elapsed)
  }

  func summary(of lines: MeditateLines, ending: Ending) -> String? {
    summary(at: lines.now)
  }

  /// "Sat for 20 min, the whole sitting.": the time sat after the warm-up, of the time
  /// chosen, in whole seconds.
  private func summary(at elapsed: Duration) -> String {
    var practice = MeditatePractice(sitting: sitting)
    practice.look(at: elapsed)
    let session = practice.recordedSessions[0]
    return language.catalogue.meditateSummary(
      sat: session.active.wholeSecondsRoundedDown, planned: sitting.length.wholeSecondsRoundedUp)
      + "\n"
  }
}
