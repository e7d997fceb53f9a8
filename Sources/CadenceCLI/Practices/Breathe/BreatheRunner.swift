import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs one breathing session from start to journal note: ``BreatheInTerminal`` through the
/// ``PracticeRunner`` (recorded, full screen or plain lines, a summary), then the question
/// how the person feels.
///
/// The one entry point for everything that starts a breathing session — `cadence
/// breathe`, `cadence program start | continue`, the home screen:
///
/// ```swift
/// let step = program.steps[index]
/// let result = BreatheRunner.run(
///   session: step.session()!, patternName: step.patternID,
///   options: BreatheRunner.Options(), programID: program.id, programStep: index,
///   in: context)
/// return result.exitStatus   // 0 completed, 1 quit early, 130 Ctrl-C, 143 / 129
/// ```
///
/// A completed session with a `programID` and `programStep` advances that program's
/// progress in the store, in the same transaction that finishes the session.
struct BreatheRunner {
  /// How the session is shown.
  struct Options: Hashable, Sendable {
    /// Ring once when an inhale starts, twice when an exhale starts; `nil`: as the
    /// `breathe.bell` setting says (off by default).
    var bell: Bool?
    /// No guide animation: the phase and its countdown only.
    var reduceMotion = false
    /// One line per phase instead of a full screen (also when stdout is not a terminal).
    var plain = false
    /// Ask for a one-line note after a completed full-screen session.
    var askForNote = true
    /// Post a notification when every cycle is breathed.
    var notify = false
    /// Start with closed eyes: the screen calm, the cues carrying the session.
    var eyesClosed = false
  }

  /// What happened.
  struct Result: Hashable, Sendable {
    /// How the practice ended (Ctrl-C at the note question counts as Ctrl-C).
    var ending: Ending
    /// The stored session, if the store took it.
    var sessionID: UUID?
    /// Cycles fully breathed.
    var cyclesCompleted: Int
    /// Breathing time, pauses and the count-in excluded.
    var breathingTime: Duration
    /// Whether a journal note was saved.
    var savedNote: Bool
    /// Whether every cycle was breathed.
    var completed: Bool
    /// Whether the store took the session.
    var saving = SessionRecorder.Saving.saved

    /// The command's status (``ExitStatus/of(_:saving:)``).
    var exitStatus: ExitStatus { ExitStatus.of(ending, saving: saving) }

    /// What the end hook is told of `session`, breathed as `label`: the same from
    /// `breathe` and from a program's step, which both run it.
    func outcome(of session: BreathingSession, label: String) -> PracticeOutcome {
      PracticeOutcome(
        practice: BreathePractice.descriptor,
        status: PracticeOutcome.Status(ending.sessionStatus(reachedEnd: completed)),
        planned: session.breathingDuration, active: breathingTime, label: label)
    }
  }

  /// Runs `session` and records it as a breathing session named `patternName`.
  ///
  /// - Parameters:
  ///   - session: the pattern, its length and the count-in.
  ///   - patternName: what the session is recorded as and titled: a built-in preset id
  ///     (`box`), a custom pattern's name, or a spec (`4-7-8`).
  ///   - programID: the program the session is a step of, if any.
  ///   - programStep: that step's 0-based index.
  ///   - heading: what the screen's title line shows before the pattern's title (a
  ///     program's step: "7-day calm · step 2 of 7"); the summary names the pattern alone.
  ///   - context: the command's effects; a store that cannot be opened only warns.
  static func run(
    session: BreathingSession, patternName: String, options: Options,
    programID: String? = nil, programStep: Int? = nil, heading: String? = nil,
    in context: CommandContext
  ) -> Result {
    let title = Self.title(patternName: patternName, pattern: session.pattern, in: context.words)
    var options = options
    if options.bell == nil {
      // Sound asked for by name (a breathing session or a program's step): if it cannot
      // play, the bell rings its cues (the kernel rings no bell while sound plays).
      options.bell =
        SettingValues.read(in: context).value(BreathePractice.Settings.bell) ?? context.sound?.asked
        ?? false
    }
    let program = programID.flatMap { id in programStep.map { (id: id, step: $0) } }
    let practice = BreatheInTerminal(
      practice: BreathePractice(session: session, name: patternName, program: program),
      title: heading.map { $0 + " · " + title } ?? title, options: options,
      language: context.language)
    let run = PracticeRunner.run(practice, plain: options.plain, in: context)
    let state =
      run.screen.map { ($0.cyclesCompleted, $0.breathingTime, $0.state.isFinished) }
      ?? run.lines.map { lines in
        (
          session.cyclesCompleted(at: lines.elapsed), session.breathingTime(at: lines.elapsed),
          session.state(at: lines.elapsed).isFinished
        )
      } ?? (0, .zero, false)
    var result = Result(
      ending: run.ending, sessionID: run.sessionIDs.first, cyclesCompleted: state.0,
      breathingTime: state.1, savedNote: false, completed: state.2, saving: run.saving)
    // The one rule for every practice's summary (PracticeRunner): standard output after the
    // full screen, standard error after plain lines.
    (run.ranFullScreen ? context.output : context.errorOutput).write(
      summary(result, title: title, cycles: session.cycleCount, words: context.words) + "\n")
    guard result.completed, run.ranFullScreen, options.askForNote else { return result }
    switch NotePrompt.ask(context.words.notePrompt, on: context.host) {
    case .text(let note):
      result.savedNote = save(note, for: result.sessionID, context: context)
    case .skipped:
      break
    case .discarded:
      context.output.write(context.words.noteNotKept + "\n")
    case .interrupted(let signal, let discarded):
      if discarded { context.output.write(context.words.noteNotKept + "\n") }
      result.ending = .signal(signal)
    }
    return result
  }

  /// Saves a journal note linked to the session; a failure only warns.
  private static func save(_ note: String, for sessionID: UUID?, context: CommandContext) -> Bool {
    guard let sessionID else { return false }
    do {
      _ = try context.openStore().addJournalEntry(note, sessionID: sessionID)
      context.output.write(context.words.noteSaved + "\n")
      return true
    } catch {
      context.errorOutput.write(RuntimeMessage.noteNotSaved(error).line(in: context.words))
      return false
    }
  }

  /// "Box breathing · 4-4-4-4" for a preset, "calm · 4-6" for a custom pattern, the spec
  /// alone when the name is the spec, "resonance 5.5" for a pace (whose spec, 60/5.5 s
  /// split in two to the nanosecond, says less than its rate).
  static func title(
    patternName: String, pattern: BreathingPattern, in words: any Catalogue
  ) -> String {
    if let pace = ResonancePace(name: patternName) {
      return words.resonanceName(pace)
    }
    if let preset = BreathingPreset.builtIn(named: patternName) {
      return "\(words.patternName(id: preset.id)) · \(preset.pattern.spec)"
    }
    return patternName == pattern.spec ? pattern.spec : "\(patternName.printable) · \(pattern.spec)"
  }

  /// "Box breathing · 4-4-4-4: 4 of 4 cycles, 01:04 of breathing", and why it stopped.
  static func summary(
    _ result: Result, title: String, cycles: Int, words: any Catalogue
  ) -> String {
    let seconds = result.breathingTime.components.seconds
    let time = DurationFormat(forRunOf: result.breathingTime).string(seconds: seconds)
    let ending: SessionEnd =
      result.completed
      ? .completed
      : result.ending.sessionStatus(reachedEnd: false) == .interrupted
        ? .interrupted : .stoppedEarly
    return words.breatheSummary(
      title: title, cyclesDone: result.cyclesCompleted, of: cycles, time: time, ending: ending)
  }
}

/// `cadence breathe` on the terminal, the shared `BreathePractice` in a screen and in plain
/// lines: it keeps time on the clock that stops while the
/// machine sleeps (the person was not breathing along), and saves progress on its own
/// frames (its screen changes at least once a second while it runs).
struct BreatheInTerminal: Practice {
  /// The shared session, as it starts.
  let practice: BreathePractice
  let title: String
  let options: BreatheRunner.Options
  /// The language of the screen, the lines and the summary.
  let language: Language

  var clock: LoopClock { .suspending }
  var screenCheckpoints: Recorded<BreatheApp>.Policy { .onOwnWakeUps }

  func screen(in context: CommandContext) -> BreatheApp {
    var appOptions = BreatheApp.Options(
      bell: options.bell ?? false, reduceMotion: options.reduceMotion, title: title,
      language: language)
    appOptions.notify = options.notify
    appOptions.eyesClosed = options.eyesClosed
    return BreatheApp(practice: practice, options: appOptions)
  }

  func lines() -> BreatheLines {
    var lines = BreatheLines(practice: practice, words: language.catalogue)
    if options.notify { lines.notifyTitle = title }
    return lines
  }
}
