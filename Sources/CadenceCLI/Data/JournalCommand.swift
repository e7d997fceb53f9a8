import CadenceStore

/// `cadence journal`: notes, newest first; `cadence journal add TEXT` writes one.
struct JournalCommand: Subcommand, Equatable {
  enum Action: Equatable {
    case list(limit: Int?)
    case add(String)
  }

  private enum Argument {
    static let text = ArgumentSpec(
      "<text>", help: "The note; several words are joined with spaces.", repeating: true)
  }

  private enum Option {
    static let limit = OptionSpec("limit", value: "<n>", help: "At most n notes, the newest.")
  }

  private enum Word {
    static let add = SubcommandSpec("add", arguments: [Argument.text], help: "Add a note.")
  }

  static let spec = CommandSpec(
    name: "journal", abstract: "List journal notes, or add one.", options: [Option.limit],
    subcommands: [Word.add],
    discussion: """
      Notes stay on this machine, in the same private file as your sessions.

      EXIT STATUS: 0, or 1 if the data cannot be read or written, 64 for bad usage.
      """)

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    guard parsed.subcommand == Word.add else {
      action = .list(limit: try parsed.value(Option.limit, as: DataArguments.count(maximum: .max)))
      return
    }
    let text = parsed.value(Argument.text) ?? ""
    guard !text.allSatisfy(\.isWhitespace) else { throw .missingArgument(Argument.text.label) }
    action = .add(text)
  }

  func run(in context: CommandContext) -> ExitStatus {
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
