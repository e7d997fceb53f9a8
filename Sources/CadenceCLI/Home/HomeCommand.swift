import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// `cadence home`, and `cadence` with no arguments on a terminal: the home screen, a hub
/// that every practice started from it comes back to.
///
/// The screen quits with the action chosen; the action then runs as the command it stands
/// for, its summary printed to the terminal as if it had been typed, and the home screen
/// comes back with that summary's last line under the figures. `q` there ends cadence
/// (0); a signal during a practice (Ctrl-C: 130) ends it at once with the practice's
/// status, as the command typed alone would.
struct HomeCommand: Subcommand, Equatable {
  static let spec = CommandSpec(
    name: "home",
    abstract: "The home screen (also 'cadence' alone): today, programs, quick starts.",
    options: PracticeEndOptions.ending, exclusive: [PracticeEndOptions.exclusive],
    discussion: """
      Shows today's minutes and your streak, and one key for each action: c continue the
      program under way (s starts one when none is), b breathe the last pattern, f a
      25-minute focus (the pomodoro), t a timer (type its duration, Enter starts it), p
      choose a program to start or continue, a choose any pattern (your saved ones too), m
      meditate (type the sitting's length). Digits and the arrow keys with Enter choose
      too; Esc goes back from a list or a field; q quits.

      The action runs as its own command would ('cadence program continue calm-7',
      'cadence timer 25m'), prints its summary, and the home screen comes back with that
      summary under the figures. Ctrl-C in the practice ends cadence with 130 (the session
      saved), as it would the command typed alone; q on the home screen exits 0. The end
      hook, the notification and the trace options apply to each practice it starts;
      without them its settings decide, as they do for the command typed alone.
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
    var lastLine: String?
    while true {
      // Read afresh each time: the practice just done counts in today's figures, and so
      // does what another device wrote to the sync folder since.
      let store = try? context.openStoreForReading()
      if let store { context.syncQuietly(store, merging: true) }
      let summary = HomeSummary.load(from: store, now: context.wallClock(), words: context.words)
      var app = HomeApp(summary: summary, words: context.words, lastLine: lastLine)
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
      var practice = context
      practice.storedSettings = nil
      let printed = SummaryLineOutput(forwardingTo: context.output)
      let errors = SummaryLineOutput(forwardingTo: context.errorOutput)
      practice.output = printed
      practice.errorOutput = errors
      let status = action.command(end: end).run(in: practice)
      // A signal (Ctrl-C, SIGTERM, SIGHUP) ends cadence as it ends the practice typed
      // alone; a closed output too. Anything else (q, the end) comes back here.
      switch status {
      case .signal, .outputClosed: return status
      case .success, .failure, .usage, .keptForLater: break
      }
      lastLine = errors.lines.last ?? printed.summary(in: context.words)
    }
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

/// Passes text on and keeps the lines that were not blank: what a practice started from
/// the home screen printed (a program's step, its summary, a note's confirmation), so the
/// home can show its summary.
final class SummaryLineOutput: TextOutput {
  private let next: any TextOutput
  /// The non-blank lines written, without line ends or leading spaces.
  private(set) var lines: [String] = []

  init(forwardingTo next: any TextOutput) {
    self.next = next
  }

  func write(_ text: String) {
    next.write(text)
    lines += text.split(whereSeparator: \.isNewline).map { String($0.drop { $0 == " " }) }
      .filter { !$0.isEmpty }
  }

  var isClosed: Bool { next.isClosed }

  /// The practice's summary: the last line but what the note question adds after it.
  func summary(in words: any Catalogue) -> String? {
    lines.last { $0 != words.noteSaved && $0 != words.noteNotKept }
  }
}
