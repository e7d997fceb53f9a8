import Cadence
import CadenceStore
import TerminalUI

/// `cadence home`, and `cadence` with no arguments on a terminal: the home screen.
///
/// The screen quits with the action chosen; the action then runs as the command it stands
/// for, and its exit status is the process's. Running one action and returning to the
/// shell keeps every command's own exit status and summary on screen, as if it had been
/// typed.
struct HomeCommand: Subcommand, Equatable {
  static let spec = CommandSpec(
    name: "home",
    abstract: "The home screen (also 'cadence' alone): today, programs, quick starts.",
    options: PracticeEndOptions.ending, exclusive: [PracticeEndOptions.exclusive],
    discussion: """
      Shows today's minutes and your streak, and one key for each action: c continue the
      program under way (s starts one when none is), b breathe the last pattern, f a
      25-minute focus (the pomodoro), t a timer (type its duration, Enter starts it), p the
      programs. Digits 1 to 5 and the arrow keys with Enter choose too; q quits.

      The action runs as its own command would ('cadence program continue calm-7',
      'cadence timer 25m'), then cadence exits with that command's status. The end hook,
      the notification and the trace options apply to the practice it starts; without
      them its settings decide, as they do for the command typed alone.
      """,
    examples: ["cadence home"])

  /// Print the root help instead of an error when there is no terminal: `cadence` alone
  /// in a pipe, or with standard input redirected, behaves as it always has.
  var helpWithoutTerminal = false
  /// `--on-end`, `--notify` / `--no-notify`, `--trace`, for the practice chosen.
  var end = PracticeEndOptions()

  init(helpWithoutTerminal: Bool = false, end: PracticeEndOptions = PracticeEndOptions()) {
    self.helpWithoutTerminal = helpWithoutTerminal
    self.end = end
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    end = PracticeEndOptions(try Self.spec.parse(&arguments))
  }

  func run(in context: CommandContext) -> ExitStatus {
    guard context.outputIsTerminal else { return notATerminal(in: context) }
    let summary = HomeSummary.load(
      from: try? context.openStore(), now: context.wallClock(), words: context.words)
    var app = HomeApp(summary: summary, words: context.words)
    let ending: Ending
    do {
      ending = try context.host.run(&app, on: .fullScreen, clock: .suspending)
    } catch TerminalError.notATerminal {
      return notATerminal(in: context)
    } catch {
      context.errorOutput.write(RuntimeMessage.terminalFailed(error).line(in: context.words))
      return ExitStatus.failure
    }
    guard let action = app.chosen else { return ending.exitStatus }
    // Settings may have changed while the home screen was open: the practice reads them.
    var context = context
    context.storedSettings = nil
    return action.command(end: end).run(in: context)
  }

  private func notATerminal(in context: CommandContext) -> ExitStatus {
    if helpWithoutTerminal {
      context.output.write(
        HelpText.root(commands: CadenceCommandLine.commands, words: context.words))
      return ExitStatus.success
    }
    context.errorOutput.write(RuntimeMessage.homeNeedsTerminal.line(in: context.words))
    return ExitStatus.failure
  }
}
