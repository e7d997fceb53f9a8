import CadencePractice

/// How every practice ends, the one table of it: each way a practice (timer, stopwatch,
/// pomodoro, breathe, meditate, a program's step) can end, its exit status and how its
/// session is recorded (which is also the end hook's `CADENCE_STATUS`). cadence(1) shows it
/// in its EXIT STATUS section and the README holds the same rows (`PracticeEndingTableTests`
/// keeps them to this). The rule itself is ``Ending/settled(by:)`` and ``Ending/exitStatus``;
/// every practice prints its summary whatever ended it (``PracticeRunner``).
enum PracticeEndingRow: CaseIterable, Sendable {
  /// Its own end: the time up, every cycle breathed, the end bells, the last set.
  case reachedEnd
  /// q or Escape with nothing unfinished: a stopwatch, a pomodoro between focus segments,
  /// a timer in overtime.
  case leftWithNothingUnfinished
  /// q or Escape before the end: a timer, a breathing session, a sitting, a focus segment.
  case leftBeforeEnd
  /// Ctrl-C or Ctrl-\ (SIGINT, SIGQUIT).
  case interruptedByPerson
  /// SIGTERM or SIGHUP: the system or the terminal ended it.
  case endedBySystem
  /// Standard output closed under plain lines (a pipe to `head`).
  case outputClosed

  /// The exit status, as the table shows it.
  var exitStatus: String {
    switch self {
    case .reachedEnd, .leftWithNothingUnfinished: "0"
    case .leftBeforeEnd: "1"
    case .interruptedByPerson: "130, 131"
    case .endedBySystem: "143, 129"
    case .outputClosed: "141"
    }
  }

  /// The table as Markdown, for the README: a heading row and one row per way.
  static func markdown(words: any ManualWords) -> String {
    let heading = words.practiceEndingHeadings
    var lines = [
      "| \(heading.way) | \(heading.exitStatus) | \(heading.recorded) |", "|---|---|---|",
    ]
    for row in allCases {
      let text = words.practiceEnding(row)
      lines.append("| \(text.way) | \(row.exitStatus) | \(text.recorded) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
