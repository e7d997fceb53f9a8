import CGtk
import Cadence
import CadencePractice
import CadenceStore
import Foundation
import GtkGlue

#if canImport(Glibc)
  import Glibc
#endif

/// The preferences' Sync group (issue 43): the folder, chosen in the desktop's folder
/// chooser; this device's name, applied on Enter; Turn Off; and the status as `cadence sync
/// status` prints it, one line a row: this device, what waits, each other device with its
/// last record's time, the lines skipped, the folder's problem if any. The store does the
/// work (`startSync`, `nameSyncDevice`, `stopSync`, `syncStatus`), as the terminal's
/// `cadence sync` does; a folder that cannot be used says why in one line, as it does.
@MainActor
final class SyncPreferences {
  let group: PreferencesGroup
  /// The status lines, under the controls.
  let statusGroup: PreferencesGroup
  /// The folder: its path, or what sync is while off.
  let folderRow: ActionRow
  /// Why the folder chosen last could not be used (shown in red under the folder), until
  /// one can.
  let refusalRow: ActionRow
  let nameRow: ActionRow
  let nameEntry: Entry
  let offRow: ActionRow
  /// The status, a line each, as shown (tests read them).
  private(set) var statusLines: [String] = []
  /// Runs after sync was turned on, moved or off (the window watches the new folder and
  /// reads what it merged).
  var onChange: (@MainActor () -> Void)?

  private var statusRows: [ActionRow] = []
  private let store: DesktopStore?
  private let words: any DesktopWords
  private let parent: any Widget
  /// Shows a short message in the preferences window.
  var toast: @MainActor (String) -> Void = { _ in }
  /// Why the folder chosen last could not be used, until one can (tests read it).
  private(set) var refusal: String?

  init(store: DesktopStore?, words: any DesktopWords, parent: any Widget) {
    self.store = store
    self.words = words
    self.parent = parent
    group = PreferencesGroup(title: words.syncPreferences)
    folderRow = ActionRow(title: words.syncFolderTitle, subtitle: words.syncOffHint)
    let choose = Button(words.chooseFolder)
    folderRow.addSuffix(choose)
    refusalRow = ActionRow(title: "", subtitle: "")
    refusalRow.addCSSClass("error")
    statusGroup = PreferencesGroup(title: words.syncStatusTitle)
    nameRow = ActionRow(title: words.syncNameTitle, subtitle: words.syncNameHint)
    nameEntry = Entry(placeholder: Self.hostName())
    nameEntry.setWidthChars(12)
    nameEntry.setAccessibleLabel(words.syncNameTitle)
    nameRow.addSuffix(nameEntry)
    offRow = ActionRow(title: words.syncOffTitle, subtitle: words.syncOffExplanation)
    let off = Button(words.syncTurnOff)
    off.addCSSClass("destructive-action")
    offRow.addSuffix(off)
    for row in [folderRow, refusalRow, nameRow, offRow] { group.add(row) }
    choose.onClick { [unowned self] in self.openChooser() }
    nameEntry.onActivate { [unowned self] in self.applyName() }
    off.onClick { [unowned self] in self.turnOff() }
    showStatus()
    nameEntry.text = (try? store?.store.syncStatus())?.name ?? ""
  }

  /// The desktop's folder chooser; the folder chosen is used as ``use(folder:)`` uses it.
  func openChooser() {
    chooseFolder(
      title: words.chooseFolderTitle, accept: words.chooseFolderAccept, cancel: words.cancel,
      over: parent
    ) { [weak self] path in self?.use(folder: path) }
  }

  /// Syncs through `path` (`cadence sync folder PATH`): checks it, writes this device's log
  /// with all its data once, and reads the others'. A folder that cannot be used changes
  /// nothing and says why in the folder's row.
  func use(folder path: String) {
    guard let store else { return }
    let name = (try? store.store.syncStatus())?.name ?? Self.hostName()
    do {
      try store.store.startSync(folder: path, name: name)
      refusal = nil
      toast(words.syncStarted(folder: path))
    } catch let problem as SyncProblem {
      refusal = words.syncCannotUse(problem)
    } catch {
      refusal = words.notSaved(error)
    }
    nameEntry.text = (try? store.store.syncStatus())?.name ?? ""
    showStatus(merging: false)
    onChange?()
  }

  /// Names this device as the entry says (`cadence sync name`), or says why not.
  func applyName() {
    guard let store else { return }
    let name = nameEntry.text.trimmingCharacters(in: .whitespaces)
    let problem: ValueProblem? =
      name.isEmpty
      ? .emptyName
      : SafeText.problem(in: name, as: .label).map {
        .unsafeText($0, .label)
      }
    if let problem {
      nameRow.subtitle = words.syncNameRefused(problem)
      nameEntry.addCSSClass("error")
      return
    }
    do {
      guard try store.store.nameSyncDevice(name) else { return }
      _ = try? store.store.pushSync()
    } catch {
      toast(words.notSaved(error))
      return
    }
    nameRow.subtitle = words.syncNameHint
    nameEntry.removeCSSClass("error")
    nameEntry.text = name
    toast(words.syncNamed(name))
    showStatus(merging: false)
  }

  /// Stops syncing (`cadence sync off`): nothing more is written; what was merged stays.
  func turnOff() {
    guard let store else { return }
    do {
      guard try store.store.stopSync() else { return }
    } catch {
      toast(words.notSaved(error))
      return
    }
    refusal = nil
    toast(words.syncStopped)
    showStatus(merging: false)
    onChange?()
  }

  /// Shows the rows as the store has them; `merging`: first writes what waits and reads
  /// what is new, so the status says whether the folder works now.
  func showStatus(merging: Bool = true) {
    for row in statusRows { statusGroup.remove(row) }
    statusRows = []
    var problem: SyncProblem?
    if merging, let report = try? store?.store.syncNow() { problem = report.problem }
    let status: SyncStatus?
    do {
      status = try store?.store.syncStatus()
    } catch {
      status = nil
      refusal = words.notSaved(error)
    }
    folderRow.subtitle = status?.folder ?? words.syncOffHint
    refusalRow.title = refusal ?? ""
    refusalRow.setVisible(refusal != nil)
    statusGroup.setVisible(status != nil)
    nameRow.setVisible(status != nil)
    offRow.setVisible(status != nil)
    statusLines = status.map { Self.lines($0, problem: problem, words: words) } ?? []
    for line in statusLines {
      let row = ActionRow(title: line, subtitle: "")
      statusGroup.add(row)
      statusRows.append(row)
    }
  }

  /// `cadence sync status`'s lines: this device, its problem, what waits, the others, the
  /// lines skipped.
  static func lines(_ status: SyncStatus, problem: SyncProblem?, words: any DesktopWords)
    -> [String]
  {
    var lines = [words.syncThisDevice(name: status.name, device: status.device.short)]
    if let problem = status.problem ?? problem { lines.append(words.syncProblem(problem)) }
    lines.append(words.syncWaiting(status.waiting))
    if status.devices.isEmpty { lines.append(words.syncNoOtherDevice) }
    for device in status.devices {
      lines.append(
        words.syncDevice(
          name: device.name?.printableForDesktop, device: device.id.short,
          records: device.records, last: device.lastRecord))
    }
    lines += status.warnings.map { words.syncSkippedLine($0).printableForDesktop }
    return lines
  }

  /// The machine's host name, the name a device starts with (as `cadence sync folder`
  /// gives it).
  static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "device" }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
    return name.isEmpty ? "device" : String(name.prefix(SafeText.Field.label.limit))
  }
}
