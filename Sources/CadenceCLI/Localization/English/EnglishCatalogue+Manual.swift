import CadencePractice
import CadenceWords

extension EnglishCatalogue: ManualWords {
  var manualTitle: String { "Cadence Manual" }

  func manualSection(_ section: ManualSection) -> String {
    switch section {
    case .name: "NAME"
    case .synopsis: "SYNOPSIS"
    case .description: "DESCRIPTION"
    case .arguments: "ARGUMENTS"
    case .options: "OPTIONS"
    case .subcommands: "SUBCOMMANDS"
    case .commands: "COMMANDS"
    case .exitStatus: "EXIT STATUS"
    case .environment: "ENVIRONMENT"
    case .files: "FILES"
    case .examples: "EXAMPLES"
    case .seeAlso: "SEE ALSO"
    }
  }

  var exitStatusHeading: String { "EXIT STATUS:" }
  var examplesHeading: String { "EXAMPLES:" }

  var rootDescription: String {
    """
    Every state is a pure function of elapsed time, read from a monotonic clock with the
    pauses taken out; each value says when it will next look different, and cadence
    sleeps until exactly then. A late wake-up shows the real current value once, an early
    one sleeps again, and readouts keep one width for a whole run. Without arguments on a
    terminal, cadence opens the home screen; in a pipe it prints its help. Every practice
    prints plain lines instead of a full screen when standard output is not a terminal,
    with --plain, or when TERM is dumb. Sessions, notes, patterns, program progress and
    settings are kept in one SQLite file on this machine; nothing leaves it.
    """
  }

  var globalOptionsNote: String {
    "--data-dir and --lang, which every command takes, are described in cadence(1)."
  }

  func exitStatusMeaning(_ status: ExitStatus) -> String {
    switch status {
    case .success: "Success: the time was up, or the command did its job."
    case .failure: "A failure (the database, the terminal), or a practice quit before its end."
    case .usage:
      "Bad usage: an Error: line and the usage on standard error, nothing on standard output."
    case .keptForLater:
      "A practice ended, but the database stayed busy (another program held it): its sessions are kept in the data directory's unsaved folder, and the next cadence saves them."
    case .outputClosed: "The plain output of a practice was closed (a pipe to head, say)."
    case .signal:
      "Ended by signal n, the session saved and the terminal restored: 130 after Ctrl-C, 143 after SIGTERM, 129 after SIGHUP, 131 after SIGQUIT."
    }
  }

  var practiceEndingsIntro: String {
    "Every practice (timer, stopwatch, pomodoro, breathe, meditate, a program's step) ends "
      + "by one rule, and prints its summary whatever ended it: on standard output after the "
      + "full screen, on standard error after plain lines (their standard output is data). "
      + "The recorded status is also the end hook's CADENCE_STATUS."
  }

  var practiceEndingHeadings: (way: String, exitStatus: String, recorded: String) {
    ("how it ends", "exit status", "session recorded as")
  }

  func practiceEnding(_ row: PracticeEndingRow) -> (way: String, recorded: String) {
    switch row {
    case .reachedEnd:
      ("its end: the time up, every cycle breathed, the end bells, the last set", "completed")
    case .leftWithNothingUnfinished:
      (
        "q or Esc with nothing unfinished: a stopwatch, a pomodoro between focus segments, "
          + "a timer in overtime",
        "completed (a pomodoro's finished focus segments)"
      )
    case .leftBeforeEnd:
      (
        "q or Esc before the end: a timer, a breathing session, a sitting, a focus segment",
        "stopped early"
      )
    case .interruptedByPerson:
      ("Ctrl-C (SIGINT), Ctrl-\\ (SIGQUIT)", "stopped early (a stopwatch: completed)")
    case .endedBySystem: ("SIGTERM, SIGHUP", "interrupted")
    case .outputClosed: ("standard output closed under plain lines", "stopped early")
    }
  }

  func environmentMeaning(_ variable: ManualVariable) -> String {
    switch variable {
    case .dataDirectory: "The data directory, unless --data-dir names another."
    case .xdgDataHome:
      "Without CADENCE_DATA_DIR, the data lives in $XDG_DATA_HOME/cadence (default ~/.local/share/cadence)."
    case .noColor: "When set and not empty, no colours are written."
    case .locale:
      "The language of messages (en or zh-Hans: LC_ALL, then LC_MESSAGES, then LANG), unless the language setting or --lang says otherwise; and the character set (LC_ALL, LC_CTYPE, LANG): a locale that is not UTF-8 gets ASCII drawings."
    case .term: "dumb gets plain lines instead of a full screen."
    }
  }

  var databaseFileMeaning: String {
    "The database: sessions, notes, custom patterns, program progress and settings, readable by its owner only (with its -wal and -shm files while cadence runs)."
  }

  var manualIsRaggedRight: Bool { false }

  var seeAlsoNote: String { "The commands, their options and files: cadence(1)." }
}
