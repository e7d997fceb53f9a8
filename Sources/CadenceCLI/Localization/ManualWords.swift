import CadencePractice

/// What the manual pages (`cadence man`) say beyond the commands' help: section headings,
/// the exit statuses, the environment and the files every command shares.
///
/// A command's own texts (abstract, options, arguments, subcommands, discussion) are its
/// help's (``HelpWords``), so a page says what `cadence help NAME` says, in the same
/// language.
protocol ManualWords {
  /// The manual's name, centred at the top of each page: "Cadence Manual".
  var manualTitle: String { get }
  /// A section's heading: "NAME", "SYNOPSIS".
  func manualSection(_ section: ManualSection) -> String
  /// How a help discussion's exit status paragraph starts: "EXIT STATUS:". The manual
  /// moves that paragraph into its EXIT STATUS section.
  var exitStatusHeading: String { get }
  /// How a help discussion's examples paragraph starts: "EXAMPLES:".
  var examplesHeading: String { get }
  /// What cadence(1) says after the overview, before the commands.
  var rootDescription: String { get }
  /// The line after a command's options: the options every command takes are on cadence(1).
  var globalOptionsNote: String { get }
  /// What the exit status `status` means for any command (``ExitStatus/signal(_:)`` stands
  /// for every signal: 128 + n).
  func exitStatusMeaning(_ status: ExitStatus) -> String
  /// What cadence(1) says before the practices' endings table: that one rule holds for every
  /// practice, and where the summary goes.
  var practiceEndingsIntro: String { get }
  /// The endings table's column headings.
  var practiceEndingHeadings: (way: String, exitStatus: String, recorded: String) { get }
  /// A row of the endings table: the way it ends, and how its session is recorded.
  func practiceEnding(_ row: PracticeEndingRow) -> (way: String, recorded: String)
  /// What `variable` does.
  func environmentMeaning(_ variable: ManualVariable) -> String
  /// What the database file is.
  var databaseFileMeaning: String { get }
  /// Whether running text is set ragged right (`.ad l`) rather than justified: Chinese,
  /// whose lines break between characters, would otherwise be stretched at its few spaces.
  var manualIsRaggedRight: Bool { get }
  /// Where a command's page points for the commands and options every command shares.
  var seeAlsoNote: String { get }
}

/// A section of a manual page.
enum ManualSection: CaseIterable, Sendable {
  case name
  case synopsis
  case description
  case arguments
  case options
  case subcommands
  case commands
  case exitStatus
  case environment
  case files
  case examples
  case seeAlso
}

/// An environment variable a manual page describes.
enum ManualVariable: CaseIterable, Sendable {
  case dataDirectory
  case xdgDataHome
  case noColor
  case locale
  case term

  /// How the page names it.
  var names: String {
    switch self {
    case .dataDirectory: "CADENCE_DATA_DIR"
    case .xdgDataHome: "XDG_DATA_HOME"
    case .noColor: "NO_COLOR"
    case .locale: "LANG, LC_ALL, LC_MESSAGES, LC_CTYPE"
    case .term: "TERM"
    }
  }
}
