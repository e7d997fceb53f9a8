import CadencePractice
import CadenceStore
import CadenceSystem
import TerminalUI

/// `--on-end 'CMD'` (or a practice's `on-end` setting): a shell command run when the
/// practice has ended, with ``PracticeOutcome/environment`` added to Cadence's own.
///
/// It runs after everything the practice does: the session is recorded, the terminal is
/// restored and the summary printed, so its output follows on the terminal, and a hook
/// that is slow delays only the shell's prompt. It is waited for (as `&&` would be);
/// whatever it does, Cadence's exit status is the practice's, unless SIGINT, SIGTERM, SIGHUP
/// or SIGQUIT comes while it runs: that is passed on to the hook, Cadence stops waiting and
/// exits 128 + n (the returned signal). A hook that fails is
/// reported in one warning line, in the context's language
/// (``NoticeWords/endHookFailed(command:termination:)``).
enum EndHook {
  /// Runs `command` through `/bin/sh -c` for `outcome`; nothing when `command` is `nil`
  /// or empty (`--on-end ''` turns off a setting's hook).
  static func run(_ command: String?, for outcome: PracticeOutcome, in context: CommandContext)
    -> Int32?
  {
    guard let command, !command.isEmpty else { return nil }
    let environment = context.environment.merging(outcome.environment) { $1 }
    // The command is the person's text: shown escaped, as any name in a message is.
    let shown = command.printable
    do {
      // `--`: a command that starts with `-` is the command, not an option of sh's.
      let child = try ChildProcess.spawn(
        ["/bin/sh", "-c", "--", command], environment: environment)
      let termination: ChildProcess.Termination
      if let pipe = try? SignalPipe.shared() {
        switch child.wait(passingOn: SignalNumber.termination, through: pipe) {
        case .ended(let ended): termination = ended
        case .signalled(let signal): return signal
        }
      } else {
        termination = child.wait()
      }
      guard termination != .exited(0) else { return nil }
      context.errorOutput.write(
        SafeText.escaped(context.words.endHookFailed(command: shown, termination: termination))
          + "\n")
    } catch {
      context.errorOutput.write(
        SafeText.escaped(context.words.endHookCannotStart(command: shown, error: error)) + "\n")
    }
    return nil
  }
}
