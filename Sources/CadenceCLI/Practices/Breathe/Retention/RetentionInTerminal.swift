import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// `cadence breathe retention` through the ``PracticeRunner``: recorded, full screen (its
/// holds need keys; without a terminal after all, plain lines run it unseen, every hold to
/// its cap), its summary with each round's hold.
struct RetentionInTerminal: Practice {
  let rounds: RetentionRounds
  let language: Language

  /// The setting that remembers the safety page was accepted: it is shown once, ever.
  static let safetySeenSetting = RetentionPractice.safetySeenSetting

  var clock: LoopClock { .suspending }

  func screen(in context: CommandContext) -> RetentionApp {
    RetentionApp(rounds: rounds, language: language)
  }

  func lines() -> RetentionApp {
    RetentionApp(rounds: rounds, language: language, fullScreen: false)
  }

  /// The summary, after the full screen or the lines (one app runs both).
  func summary(of screen: RetentionApp, ending: Ending) -> String? {
    Self.summary(screen, ending: ending)
  }

  /// "Retention rounds: 3 of 3 rounds, holds 1:23.4, 1:41.0, 2:00.0".
  static func summary(_ app: RetentionApp, ending: Ending) -> String {
    let state = app.state
    let end: SessionEnd =
      state.stage == .finished
      ? .completed
      : ending.sessionStatus(reachedEnd: false) == .interrupted ? .interrupted : .stoppedEarly
    return app.words.retentionSummary(
      roundsDone: state.roundsDone, of: app.rounds.rounds, holds: state.holds.map(HoldText.tenths),
      ending: end) + "\n"
  }

  /// The safety page, unless it was accepted before; `nil` when the rounds may start, else
  /// the status to exit with (q at the page: 0, nothing started; a signal: its status).
  static func safetyPage(in context: CommandContext) -> ExitStatus? {
    let store = try? context.openStore()
    if (try? store?.setting(safetySeenSetting)) == "yes" { return nil }
    var page = RetentionSafetyApp(language: context.language)
    let ending: Ending
    do {
      ending = try context.host.run(&page, on: .fullScreen, clock: .suspending)
    } catch {
      context.errorOutput.write(RuntimeMessage.terminalFailed(error).line(in: context.words))
      return ExitStatus.failure
    }
    guard page.accepted else {
      if case .signal = ending { return ending.exitStatus }
      context.output.write(context.words.retentionSafetyDeclined + "\n")
      return ExitStatus.success
    }
    try? store?.setSetting(safetySeenSetting, to: "yes")
    return nil
  }
}
