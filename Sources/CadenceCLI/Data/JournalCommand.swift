import CadenceStore

/// `cadence journal`: notes, newest first; `cadence journal add TEXT` writes one.
struct JournalCommand: Subcommand, Equatable {
  enum Action: Equatable {
    case list(limit: Int?)
    case add(String)
  }

  static let name = "journal"
  static let abstract = "List journal notes, or add one."
  static let usage = ["journal [--limit <n>]", "journal add <text>"]
  static let arguments = [
    OptionSpec(label: "<text>", help: "The note; several words are joined with spaces.")
  ]
  static let options = [OptionSpec(label: "--limit <n>", help: "At most n notes, the newest.")]
  static let discussion = """
    Notes stay on this machine, in the same private file as your sessions.

    EXIT STATUS: 0, or 1 if the data cannot be read or written, 64 for bad usage.
    """

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    var limit: Int?
    var words: [String]?
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("limit") where words == nil:
        limit = try DataArguments.count(&arguments, "--limit <n>", maximum: .max)
      case .value("add") where words == nil && limit == nil: words = []
      case .value(let word) where words != nil: words?.append(word)
      default: throw Self.unknown(token)
      }
    }
    guard let words else {
      action = .list(limit: limit)
      return
    }
    let text = words.joined(separator: " ")
    guard !text.allSatisfy(\.isWhitespace) else { throw .missingArgument("<text>") }
    action = .add(text)
  }

  func run(in context: CommandContext) -> Int32 {
    switch action {
    case .add(let text):
      return context.withStore(.addNote) { store in
        _ = try store.addJournalEntry(text)
        context.output.write("Added to the journal.\n")
        return ExitStatus.success
      }
    case .list(let limit):
      return context.withStore(.showJournal) { store in
        let entries = try store.journalEntries(limit: limit)
        context.output.write(entries.isEmpty ? Self.emptyMessage : Self.list(entries))
        return ExitStatus.success
      }
    }
  }

  static let emptyMessage = "No journal notes yet. Add one with 'cadence journal add <text>'.\n"

  /// One line per note: when, then the text (control characters shown as spaces).
  static func list(_ entries: [JournalEntry]) -> String {
    entries.map { DataFormat.dateTime($0.createdAt) + "  " + $0.text.printable + "\n" }.joined()
  }
}
