import Cadence
import CadenceStore
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs one breathing session from start to journal note: records it, shows it full
/// screen (or as plain lines), prints a summary, and asks how the person feels.
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
/// return result.status   // 0 completed, 1 quit early, 130 Ctrl-C, 143 / 129 signals
/// ```
///
/// A completed session with a `programID` and `programStep` advances that program's
/// progress in the store, in the same transaction that finishes the session. Recording
/// goes through the CLI's ``SessionRecorder`` (begun at the start, saved every 5 s on the
/// next frame, finished once); a store failure never stops the practice.
struct BreatheRunner {
  /// How the session is shown.
  struct Options: Hashable, Sendable {
    /// Ring once when an inhale starts, twice when an exhale starts.
    var bell = false
    /// No guide animation: the phase and its countdown only.
    var reduceMotion = false
    /// One line per phase instead of a full screen (also when stdout is not a terminal).
    var plain = false
    /// Ask for a one-line note after a completed full-screen session.
    var askForNote = true
  }

  /// How a session ended, as recorded.
  enum Outcome: Hashable, Sendable {
    /// Every cycle breathed.
    case completed
    /// Ended by the person before the end: `q` or Ctrl-C.
    case stoppedEarly
    /// Ended from outside: `SIGTERM` or `SIGHUP` (a terminal that fails is stopped early).
    case interrupted
  }

  /// What happened.
  struct Result: Hashable, Sendable {
    /// The process exit status: 0 completed, 1 quit early (or the terminal failed), 130
    /// after Ctrl-C, 128 + n after signal n.
    var status: Int32
    /// How the session ended.
    var outcome: Outcome
    /// The stored session, if the store took it.
    var sessionID: UUID?
    /// Cycles fully breathed.
    var cyclesCompleted: Int
    /// Breathing time, pauses and the count-in excluded.
    var breathingTime: Duration
    /// Whether a journal note was saved.
    var savedNote: Bool
  }

  /// Runs `session` and records it as a breathing session named `patternName`.
  ///
  /// - Parameters:
  ///   - session: the pattern, its length and the count-in.
  ///   - patternName: what the session is recorded as and titled: a built-in preset id
  ///     (`box`), a custom pattern's name, or a spec (`4-7-8`).
  ///   - programID: the program the session is a step of, if any.
  ///   - programStep: that step's 0-based index.
  ///   - context: the command's effects; a store that cannot be opened only warns.
  static func run(
    session: BreathingSession, patternName: String, options: Options,
    programID: String? = nil, programStep: Int? = nil, in context: CommandContext
  ) -> Result {
    let store = context.openStoreForPractice()
    let recorder = SessionRecorder(store: store)
    let title = Self.title(patternName: patternName, pattern: session.pattern)
    let recording = NewSession(
      kind: .breathing, name: patternName, planned: session.breathingDuration,
      cyclesPlanned: session.cycleCount, programID: programID, programStep: programStep)
    let plain = options.plain || !context.outputIsTerminal
    var run =
      plain
      ? runPlain(session, recording: recording, recorder: recorder, in: context)
      : runFullScreen(
        session, title: title, recording: recording, options: options, recorder: recorder,
        in: context)
    run.sessionID = recorder.sessionIDs.first
    context.output.write(summary(run, title: title, cycles: session.cycleCount) + "\n")
    if run.outcome == .completed, !plain, options.askForNote,
      let prompter = context.fullScreen as? any NotePrompting
    {
      switch prompter.askForNote(prompt: notePrompt, output: context.output) {
      case .text(let note):
        run.savedNote = save(note, for: run.sessionID, in: store, context: context)
      case .skipped:
        break
      case .interrupted:
        run.status = ExitStatus.signal(2)
      }
    }
    recorder.reportFailure(to: context.errorOutput)
    return run
  }

  static let notePrompt = "How do you feel? (Enter to skip) "

  /// Saves a journal note linked to the session; a failure only warns.
  private static func save(
    _ note: String, for sessionID: UUID?, in store: SQLiteSessionStore?, context: CommandContext
  ) -> Bool {
    guard let store, let sessionID else { return false }
    do {
      _ = try store.addJournalEntry(note, sessionID: sessionID)
      context.output.write("Saved to your journal.\n")
      return true
    } catch {
      context.errorOutput.write("Warning: the note was not saved: \(error)\n")
      return false
    }
  }

  private static func runFullScreen(
    _ session: BreathingSession, title: String, recording: NewSession, options: Options,
    recorder: SessionRecorder, in context: CommandContext
  ) -> Result {
    let appOptions = BreatheApp.Options(
      bell: options.bell, reduceMotion: options.reduceMotion, title: title)
    var breathe = BreatheApp(session: session, options: appOptions)
    breathe.recording = recording
    var app = RecordingApp(breathe, recorder: recorder, checkpoints: .onOwnWakeUps)
    let status: Int32
    do {
      status = try context.fullScreen.run(&app, clock: .monotonic)
    } catch TerminalError.notATerminal {
      // The session begun for the full screen goes on in plain lines.
      return runPlain(session, recording: recording, recorder: recorder, in: context)
    } catch {
      recorder.finish(app.inner.recordedSessions, exitStatus: ExitStatus.failure, at: app.inner.now)
      context.errorOutput.write("Error: the terminal failed: \(error)\n")
      return result(app.inner, status: ExitStatus.failure, outcome: .stoppedEarly)
    }
    let outcome: Outcome =
      switch app.inner.outcome {
      case .completed: .completed
      case .quit, .signal(SignalNumber.interrupt): .stoppedEarly
      case .signal, nil: .interrupted
      }
    return result(app.inner, status: status, outcome: outcome)
  }

  private static func result(_ app: BreatheApp, status: Int32, outcome: Outcome) -> Result {
    Result(
      status: status, outcome: outcome, sessionID: nil, cyclesCompleted: app.cyclesCompleted,
      breathingTime: app.breathingTime, savedNote: false)
  }

  private static func runPlain(
    _ session: BreathingSession, recording: NewSession, recorder: SessionRecorder,
    in context: CommandContext
  ) -> Result {
    let (ending, elapsed) = PlainBreathing(session: session, recording: recording).run(
      time: context.time, output: context.output, recorder: recorder)
    let (status, outcome): (Int32, Outcome) =
      switch ending {
      case .completed: (ExitStatus.success, .completed)
      case .quit: (ExitStatus.failure, .stoppedEarly)
      case .signal(let number):
        (ExitStatus.signal(number), number == SignalNumber.interrupt ? .stoppedEarly : .interrupted)
      }
    return Result(
      status: status, outcome: outcome, sessionID: nil,
      cyclesCompleted: PlainBreathing.cyclesCompleted(session.state(at: elapsed)),
      breathingTime: PlainBreathing.breathingTime(at: elapsed, of: session), savedNote: false)
  }

  /// "Box breathing · 4-4-4-4" for a preset, "calm · 4-6" for a custom pattern, the spec
  /// alone when the name is the spec.
  static func title(patternName: String, pattern: BreathingPattern) -> String {
    if let preset = BreathingPreset.builtIn(named: patternName) {
      return "\(preset.name) · \(preset.pattern.spec)"
    }
    return patternName == pattern.spec ? pattern.spec : "\(patternName) · \(pattern.spec)"
  }

  /// "Box breathing · 4-4-4-4: 4 of 4 cycles, 01:04 of breathing", and why it stopped.
  static func summary(_ result: Result, title: String, cycles: Int) -> String {
    let seconds = result.breathingTime.components.seconds
    let time = DurationFormat(forRunOf: result.breathingTime).string(seconds: seconds)
    let noun = cycles == 1 ? "cycle" : "cycles"
    let line = "\(title): \(result.cyclesCompleted) of \(cycles) \(noun), \(time) of breathing"
    switch result.outcome {
    case .completed: return line
    case .stoppedEarly: return line + " (stopped early)"
    case .interrupted: return line + " (interrupted)"
    }
  }
}
