import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The journal: the notes written after practices (`cadence journal`), newest first, each
/// with when it was written and the session it is about; each can be changed or removed
/// (`cadence journal edit` / `remove`, by the note's whole id). With none yet, a status page
/// says where they come from.
@MainActor
final class JournalPage {
  let root = Box(vertical: true, spacing: 0)
  /// What the page shows while there is no note.
  let empty: StatusPage
  private let content = Box(vertical: true, spacing: Spacing.regular)
  /// The notes, a row each, named as a whole for a screen reader.
  let notes = ListBox()
  /// Why the notes are missing (the store could not be read).
  private let problem = Label("")
  private let store: DesktopStore?
  private let words: any DesktopWords
  /// The window the editor and the question open over.
  var parent: (any Widget)?
  /// The notes shown, newest first.
  private(set) var entries: [JournalEntry] = []
  /// The open editor or question (tests answer them), and the editor's field.
  private(set) var dialog: MessageDialog?
  private(set) var editorField: Entry?

  init(store: DesktopStore?, words: any DesktopWords) {
    self.store = store
    self.words = words
    empty = StatusPage(
      icon: "document-edit-symbolic", title: words.noNotesTitle, description: words.noNotes)
    empty.setExpand(horizontal: true, vertical: true)
    root.append(empty)
    root.append(content)
    content.setMargins(Spacing.loose)
    problem.setWrap(true)
    problem.setXAlign(0)
    problem.addCSSClass("detail")
    content.append(problem)
    notes.addCSSClass("boxed-list")
    content.append(notes)
    reload()
  }

  /// Whether the page shows that there is no note yet.
  var showsEmpty: Bool { empty.isVisible }

  /// Reads the notes again (shown, or a note saved or changed); `merging`: first reads what
  /// other devices wrote (not when the sync watcher has just merged).
  func reload(merging: Bool = true) {
    notes.removeAll()
    guard let store else {
      show(problem: words.storeUnavailable)
      return
    }
    // Other devices' notes, as History reads their sessions.
    if merging { _ = try? store.store.syncNow() }
    do {
      entries = try store.store.journalEntries()
      for entry in entries { try add(entry, store: store.store) }
    } catch {
      notes.removeAll()
      show(problem: words.journalNotRead(error))
      return
    }
    problem.setVisible(false)
    empty.setVisible(entries.isEmpty)
    content.setVisible(!entries.isEmpty)
  }

  private func show(problem text: String) {
    entries = []
    problem.setWrappedText(text)
    problem.setVisible(true)
    empty.setVisible(false)
    content.setVisible(true)
  }

  /// The note's row: its text, when it was written and its session, Edit and Remove.
  private func add(_ entry: JournalEntry, store: SQLiteSessionStore) throws {
    let written = words.tableDateTime(entry.createdAt)
    let session = try entry.sessionID.flatMap { try store.session($0) }.map { record in
      HistoryPage.cells(record, words: words).dropFirst().joined(separator: ", ")
    }
    let row = Box(vertical: false, spacing: Spacing.regular)
    let texts = Box(vertical: true, spacing: Spacing.tight)
    texts.setExpand(horizontal: true)
    let text = Label("")
    text.setWrap(true)
    text.setWrappedText(entry.text.printableForDesktop)
    text.setXAlign(0)
    texts.append(text)
    let detail = Label("")
    detail.setWrap(true)
    detail.setWrappedText(words.noteDetail(written: written, session: session))
    detail.setXAlign(0)
    detail.addCSSClass("detail")
    texts.append(detail)
    row.append(texts)
    let edit = IconButton(icon: "document-edit-symbolic", name: words.editNote(written))
    edit.onClick { [unowned self] in self.openEditor(entry) }
    let remove = IconButton(icon: "user-trash-symbolic", name: words.removeNote(written))
    remove.onClick { [unowned self] in self.askRemove(entry) }
    for button in [edit, remove] {
      button.setAlign(vertical: GTK_ALIGN_CENTER)
      row.append(button)
    }
    row.setMargins(Spacing.regular)
    notes.append(
      row,
      name: entry.text.printableForDesktop + ", "
        + words.noteDetail(written: written, session: session))
  }

  /// Opens the editor of `entry`: its text in a field; Save keeps what the terminal keeps.
  func openEditor(_ entry: JournalEntry) {
    guard let parent else { return }
    let dialog = MessageDialog(
      parent: parent, heading: words.editNoteTitle, body: "",
      responses: [.init(id: "cancel", label: words.cancel), .init(id: "save", label: words.save)])
    dialog.suggest("save")
    let field = Entry(placeholder: words.notePlaceholder)
    field.text = entry.text
    field.setAccessibleLabel(words.editNoteTitle)
    let reason = Label("")
    reason.setWrap(true)
    reason.addCSSClass("error")
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.append(field)
    box.append(reason)
    dialog.setExtraChild(box)
    let check: @MainActor () -> Void = { [unowned self] in
      let refusal = Self.refusal(of: field.text).map(self.words.settingRefused)
      reason.setWrappedText(refusal ?? "")
      reason.setVisible(refusal != nil)
      dialog.setEnabled("save", refusal == nil)
    }
    field.onChange(check)
    check()
    dialog.onResponse { [unowned self] response in
      self.dialog = nil
      self.editorField = nil
      guard response == "save" else { return }
      self.edit(entry, to: field.text)
    }
    self.dialog = dialog
    editorField = field
    dialog.present()
  }

  /// Why `text` cannot be a note, as `cadence journal edit` refuses it.
  static func refusal(of text: String) -> ValueProblem? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return .emptyNote }
    return SafeText.problem(in: trimmed, as: .note).map { .unsafeText($0, .note) }
  }

  /// Changes the text of `entry`, found by its whole id.
  func edit(_ entry: JournalEntry, to text: String) {
    guard let store, Self.refusal(of: text) == nil else { return }
    do {
      _ = try store.store.editJournalEntry(
        matching: ShortID(entry.id, length: 32), text: text.trimmingCharacters(in: .whitespaces))
    } catch {
      show(problem: words.notSaved(error))
      return
    }
    reload()
  }

  /// Asks before removing `entry` (it cannot be brought back).
  func askRemove(_ entry: JournalEntry) {
    guard let parent else { return }
    let dialog = MessageDialog(
      parent: parent, heading: words.removeNoteQuestion, body: entry.text.printableForDesktop,
      responses: [
        .init(id: "cancel", label: words.cancel),
        .init(id: "remove", label: words.remove, destructive: true),
      ])
    dialog.onResponse { [unowned self] response in
      self.dialog = nil
      guard response == "remove" else { return }
      self.remove(entry)
    }
    self.dialog = dialog
    dialog.present()
  }

  /// Removes `entry`, found by its whole id (its session stays).
  func remove(_ entry: JournalEntry) {
    guard let store else { return }
    do {
      _ = try store.store.removeJournalEntry(matching: ShortID(entry.id, length: 32))
    } catch {
      show(problem: words.notSaved(error))
      return
    }
    reload()
  }
}
