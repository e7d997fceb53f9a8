import CadencePractice
import CadenceStore
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a practice ran: its ending, what was stored, and the final state of the app that
/// ran it (for a summary or a note).
struct PracticeRun<P: Practice> {
  /// How it ended; ``Ending/exitStatus`` is the command's status.
  var ending: Ending
  /// The sessions the store took, in the order they began.
  var sessionIDs: [UUID]
  /// Whether the store took its sessions (``exitStatus`` says when it did not).
  var saving = SessionRecorder.Saving.saved
  /// The full screen's final state, when it ran full screen.
  var screen: P.Screen?
  /// The plain lines' final state, when it ran as lines.
  var lines: P.Lines?
  /// Whether it ran full screen (then a question may follow on the terminal).
  var ranFullScreen: Bool { screen != nil }
}

/// Runs any ``Practice``: what every practice shares, written once.
enum PracticeRunner {
  /// Runs `practice` full screen, or as plain lines with `plain`, when standard output is
  /// not a terminal, or for `TERM=dumb`; records it; prints its summary, whatever ended it
  /// (its end, q, a signal: on standard output after the full screen, on standard error
  /// after plain lines, whose standard output is data); returns how it ended, settled by the one rule for every
  /// practice (``Ending/settled(by:)``: q with a session short of its end exits 1, q with
  /// nothing unfinished 0). A store that cannot be opened only warns, once, after the practice.
  static func run<P: Practice>(
    _ practice: P, plain: Bool, recorder: SessionRecorder? = nil, in context: CommandContext
  ) -> PracticeRun<P> {
    let recorder =
      recorder
      ?? SessionRecorder(
        opening: context.storeOpener, wallClock: context.wallClock,
        databasePath: context.dataDirectory.databasePath)
    defer { recorder.reportFailure(to: context.errorOutput, in: context.words) }
    if let sound = context.sound {
      let words = context.words
      sound.describe = { RuntimeMessage.noSound($0).line(in: words) }
      sound.gettingReady = words.soundGettingReady
      sound.errorOutput = context.errorOutput
    }
    if !plain, wantsFullScreen(context) {
      let asksMood =
        context.moodCheck ?? SettingValues.read(in: context).value(CommonSettings.mood) ?? false
      var mood = (before: Int?.none, after: Int?.none)
      if asksMood {
        switch askMood(after: false, in: context) {
        case .answered(let answer): mood.before = answer
        case .left(let ending): return PracticeRun(ending: ending, sessionIDs: [])
        }
      }
      var app = Recorded(practice.screen(in: context), policy: practice.screenCheckpoints)
      do {
        let ending = try context.host.run(
          &app, on: .fullScreen, clock: practice.clock, trace: nil, sound: context.sound
        ) { checkpoint, now in
          recorder.perform(checkpoint, at: now)
        }
        defer { endSound(ending, in: context) }
        var run = finish(
          practice, screen: app.inner, ending: ending, at: app.now, recorder, context)
        let signalled: Bool = if case .signal = run.ending { true } else { false }
        if asksMood, !signalled {
          switch askMood(after: true, in: context) {
          case .answered(let answer): mood.after = answer
          case .left(let ending): run.ending = ending
          }
        }
        keep(mood, for: run.sessionIDs.last, kept: recorder.keptLast, in: context)
        return run
      } catch TerminalError.notATerminal {
        // No terminal after all (standard input is a pipe): plain lines instead.
      } catch {
        context.errorOutput.write(RuntimeMessage.terminalFailed(error).line(in: context.words))
        return finish(
          practice, screen: app.inner, ending: .terminalFailed, at: app.now, recorder, context)
      }
    }
    var app = Recorded(practice.lines())
    let ending: Ending
    do {
      ending = try context.host.run(
        &app, on: .lines(context.output), clock: practice.clock, trace: nil,
        sound: context.sound
      ) { checkpoint, now in
        recorder.perform(checkpoint, at: now)
      }
    } catch {
      context.errorOutput.write(RuntimeMessage.outputFailed(error).line(in: context.words))
      ending = .terminalFailed
    }
    let settled = ending.settled(by: app.inner.recordedSessions)
    recorder.finish(app.inner.recordedSessions, ending: settled, at: app.now)
    defer { endSound(ending, in: context) }
    // Plain lines are the data on standard output (`lines=$(cadence timer 2 --plain)` holds
    // only the times): their summary is for the person, on standard error.
    if let summary = practice.summary(of: app.inner, ending: settled) {
      context.errorOutput.write(summary)
    }
    return PracticeRun(
      ending: settled, sessionIDs: recorder.sessionIDs, saving: recorder.saving, lines: app.inner)
  }

  /// Ends the practice's sound, after its session is recorded and its summary shown: a
  /// natural end's chime or bell rings on (at most 3 s) while what follows goes on, and the
  /// process waits for it only as it exits (``RingingSounds``); any other end (q, a signal,
  /// a failure) silences it at once, a 20 ms fade. A problem not told while it ran is told
  /// now.
  private static func endSound(_ ending: Ending, in context: CommandContext) {
    guard let sound = context.sound else { return }
    let ringOut = ending == .completed
    let rings = sound.finish(drain: ringOut ? .seconds(3) : .zero)
    context.ringing.add(sound, ringsFor: rings, ringOut: ringOut)
    if let problem = sound.takeNotice() {
      context.errorOutput.write(RuntimeMessage.noSound(problem).line(in: context.words))
    }
  }

  /// How the mood check's question ended: a digit, or a signal (Escape skips: no answer).
  private enum MoodAnswer {
    case answered(Int?)
    case left(Ending)
  }

  /// The mood check's question, before or `after` the practice, full screen.
  private static func askMood(after: Bool, in context: CommandContext) -> MoodAnswer {
    var question = MoodQuestionApp(after: after, language: context.language)
    let ending = try? context.host.run(&question, on: .fullScreen, clock: .suspending)
    if let ending, case .signal = ending { return .left(ending) }
    return .answered(question.answer)
  }

  /// Keeps the mood check's answers with the practice's (last) session: in the store, or
  /// with the session where the busy store left it (`kept`), for the next `cadence` to save
  /// together. A store that takes neither only warns.
  private static func keep(
    _ mood: (before: Int?, after: Int?), for session: UUID?,
    kept: (path: String, session: UUID)?, in context: CommandContext
  ) {
    guard mood.before != nil || mood.after != nil else { return }
    if let kept,
      (try? SQLiteSessionStore.keepMood(
        before: mood.before, after: mood.after, for: kept.session, inKeptFile: kept.path)) != nil
    {
      return
    }
    guard let session else { return }
    do {
      try context.openStore().setMood(before: mood.before, after: mood.after, for: session)
    } catch {
      context.errorOutput.write(RuntimeMessage.moodNotSaved(error).line(in: context.words))
    }
  }

  /// Whether to draw a full screen: standard output is a terminal that can (not `dumb`).
  static func wantsFullScreen(_ context: CommandContext) -> Bool {
    context.outputIsTerminal && context.environment["TERM"] != "dumb"
  }

  private static func finish<P: Practice>(
    _ practice: P, screen: P.Screen, ending: Ending, at now: Duration,
    _ recorder: SessionRecorder, _ context: CommandContext
  ) -> PracticeRun<P> {
    let ending = ending.settled(by: screen.recordedSessions)
    recorder.finish(screen.recordedSessions, ending: ending, at: now)
    if let summary = practice.summary(of: screen, ending: ending) {
      context.output.write(summary)
    }
    return PracticeRun(
      ending: ending, sessionIDs: recorder.sessionIDs, saving: recorder.saving, screen: screen)
  }
}
