import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `cadence journal`: notes, newest first, each with its id and the session it is about;
/// `cadence journal add TEXT`
/// writes one, `edit ID TEXT` rewrites one, `remove ID` removes one.
struct JournalCommand: Subcommand, Equatable {
  enum Action: Equatable {
    case list(limit: Int?)
    case add(String)
    case edit(ShortID, String)
    case remove(ShortID)
  }

  private enum Argument {
    static let text = ArgumentSpec(
      "<text>", help: "The note; several words are joined with spaces.", repeating: true)
    static let id = ArgumentSpec("<id>", help: "A note's id, as shown by 'cadence journal'.")
  }

  private enum Option {
    static let limit = OptionSpec("limit", value: "<n>", help: "At most n notes, the newest.")
  }

  private enum Word {
    static let add = SubcommandSpec("add", arguments: [Argument.text], help: "Add a note.")
    static let edit = SubcommandSpec(
      "edit", arguments: [Argument.id, Argument.text], help: "Replace a note's text.")
    static let remove = SubcommandSpec(
      "remove", arguments: [Argument.id], help: "Remove a note.")
  }

  static let spec = CommandSpec(
    name: "journal", abstract: "List journal notes; add, edit or remove one.",
    options: [Option.limit], subcommands: [Word.add, Word.edit, Word.remove],
    discussion: """
      Notes stay on this machine, in the same private file as your sessions. Each is listed
      with its id, and a note written after a practice with that session (its kind, length
      and start) on the line below; 'edit' and 'remove' take it, or its first 4 digits or more as long as no
      other note's id starts with them. A removed note does not come back when an older
      export is imported.

      EXIT STATUS: 0, or 1 if the data cannot be read or written, 64 for bad usage.
      """,
    examples: [
      "cadence journal", "cadence journal add \"Calmer after the long exhale\"",
      "cadence journal remove 3f2a9c1e",
    ])

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    let id = DataArguments.recordID(shownBy: "cadence journal")
    switch parsed.subcommand {
    case Word.add:
      action = .add(try Self.text(parsed))
    case Word.edit:
      let note = try parsed.required(Argument.id, as: id)
      action = .edit(note, try Self.text(parsed))
    case Word.remove:
      action = .remove(try parsed.required(Argument.id, as: id))
    default:
      action = .list(limit: try parsed.value(Option.limit, as: DataArguments.count(maximum: .max)))
    }
  }

  /// The note's text: not empty, not only spaces, and what ``SafeText`` accepts as a note.
  private static func text(_ parsed: ParsedArguments) throws(UsageError) -> String {
    guard let text = parsed.value(Argument.text) else {
      throw .missingArgument(Argument.text.label)
    }
    // Given, but blank: said as what it is (it was "Missing expected argument").
    guard !text.allSatisfy(\.isWhitespace) else {
      throw .invalidValue(text, for: Argument.text.label, problem: .emptyNote)
    }
    return try ValueParser.safeText(.note).parse(text, for: Argument.text.label)
  }

  func run(in context: CommandContext) -> ExitStatus {
    switch action {
    case .add(let text):
      return context.withStore(.addNote) { store in
        _ = try store.addJournalEntry(text)
        context.output.write(context.words.noteAdded + "\n")
        return ExitStatus.success
      }
    case .edit(let id, let text):
      return context.withStore(.editNote) { store in
        let entry = try store.editJournalEntry(matching: id, text: text)
        let shown = ShortID(entry.id, length: try store.shortIDLength(of: .journalEntry))
        context.output.write(
          context.words.noteEdited(id: shown.description, when: entry.createdAt) + "\n")
        return ExitStatus.success
      }
    case .remove(let id):
      return context.withStore(.removeNote) { store in
        let length = try store.shortIDLength(of: .journalEntry)
        let entry = try store.removeJournalEntry(matching: id)
        let shown = ShortID(entry.id, length: length)
        context.output.write(
          context.words.noteRemoved(id: shown.description, when: entry.createdAt) + "\n")
        return ExitStatus.success
      }
    case .list(let limit):
      return context.withStore(.showJournal) { store in
        let entries = try store.journalEntries(limit: limit)
        let length = try store.shortIDLength(of: .journalEntry)
        var sessions: [UUID: SessionRecord] = [:]
        for id in Set(entries.compactMap(\.sessionID)) {
          sessions[id] = try store.session(id)
        }
        let width = TerminalWidth.limit(
          environment: context.environment, outputIsTerminal: context.outputIsTerminal)
        let words = context.words
        context.output.write(
          entries.isEmpty
            ? words.noJournalNotes + "\n"
            : Self.list(
              entries, sessions: sessions, idLength: length, width: width, words: words))
        return ExitStatus.success
      }
    }
  }

  /// One note a line: its id (`idLength` digits), when, then the text (control characters
  /// shown as spaces). Given a `width`, a text too long for it continues on the lines below,
  /// under where it started; when less than 20 columns would be left beside the id and the
  /// date, the text starts on the next line at the left edge. A note about a session in
  /// `sessions` says which on the line below, where its text starts: `after 4-7-8
  /// breathing, 02:30, 2026-11-29 09:30` (its kind, length and start).
  static func list(
    _ entries: [JournalEntry], sessions: [UUID: SessionRecord] = [:],
    idLength: Int = ShortID.shownLength, width: Int? = nil,
    words: any Catalogue = EnglishCatalogue()
  ) -> String {
    entries.map { entry in
      let head =
        ShortID(entry.id, length: idLength).digits + "  " + words.dateTime(entry.createdAt)
        + "  "
      let about = entry.sessionID.flatMap { sessions[$0] }.map { session in
        words.noteSession(
          words.sessionText(name: session.name.printable, kind: session.kind),
          time: DataFormat.clock(milliseconds: session.activeMilliseconds),
          when: session.startedAt)
      }
      let paragraphs = [entry.text.printable] + (about.map { [$0] } ?? [])
      let headWidth = DisplayWidth.of(head)
      guard let width, paragraphs.contains(where: { headWidth + DisplayWidth.of($0) > width })
      else {
        let indent = String(repeating: " ", count: headWidth)
        return head + paragraphs.joined(separator: "\n" + indent) + "\n"
      }
      guard headWidth + 20 <= width else {
        let lines =
          [String(head.dropLast(2))]
          + paragraphs.flatMap { TextTable.wrapping($0, toColumns: width) }
        return lines.map { $0 + "\n" }.joined()
      }
      let lines = paragraphs.flatMap { TextTable.wrapping($0, toColumns: width - headWidth) }
      return lines.enumerated().map { index, line in
        (index == 0 ? head : String(repeating: " ", count: headWidth)) + line + "\n"
      }.joined()
    }.joined()
  }
}
