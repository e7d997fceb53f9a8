import CadencePractice

/// One practice as a unit: the engine value it runs, its full screen, its plain lines, how
/// it is recorded (each app's ``RecordableApp/recordedSessions``) and its summary.
///
/// Everything practices share — opening the store once and lazily, the recorder and its
/// checkpoints, the choice between full screen and plain lines (`--plain`, not a terminal,
/// `TERM=dumb`), falling back to lines when there is no terminal after all, recording a
/// terminal failure, the summary and the exit status — is ``PracticeRunner``'s. Adding a
/// practice is an engine value, a folder with its two apps and this conformance, and one
/// line in the command list.
protocol Practice {
  /// The full-screen app.
  associatedtype Screen: RecordableApp where Screen.Command == Never
  /// The plain-lines app (one line per visible change, no keys).
  associatedtype Lines: RecordableApp where Lines.Command == Never

  /// The clock the practice keeps time on.
  var clock: LoopClock { get }
  /// When the full screen wakes to save progress.
  var screenCheckpoints: Recorded<Screen>.Policy { get }

  /// The full-screen app, built when the practice starts.
  func screen(in context: CommandContext) -> Screen
  /// The plain-lines app.
  func lines() -> Lines
  /// What to print on standard output after the full screen closed, if anything.
  func summary(of screen: Screen, ending: Ending) -> String?
  /// What to print after the plain lines, if anything.
  func summary(of lines: Lines, ending: Ending) -> String?
}

extension Practice {
  var screenCheckpoints: Recorded<Screen>.Policy { .onTime }
  func summary(of screen: Screen, ending: Ending) -> String? { nil }
  func summary(of lines: Lines, ending: Ending) -> String? { nil }
}
