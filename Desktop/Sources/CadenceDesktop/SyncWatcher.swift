import Cadence
import CadenceStore
import Foundation
import GtkGlue

/// Shows another device's sessions, notes and progress while the window is open (issue
/// 43): a file monitor on the sync folder's `cadence/` wakes when a log there changes, and
/// another device's log changing is merged into the store.
///
/// A sync engine writes a log in bursts (a temporary file, then a rename; or many appends),
/// so the first change waits ``settle`` for the rest: a burst costs one merge. The merge
/// runs on a GLib timeout at low priority, after any frame due at the same moment, never on
/// the frame clock (one new line costs under a millisecond). Nothing wakes while the folder
/// is quiet: inotify, no polling. This device's own log (its pushes) is no news.
///
/// While `cadence/` is not there yet (a folder another device has not written to, a sync
/// tool still copying), the folder itself is watched until it appears.
@MainActor
final class SyncWatcher {
  private let store: DesktopStore
  /// Called after a merge that brought something (the window reloads what shows data).
  var onMerge: (@MainActor (SyncMerge) -> Void)?
  /// How long the first change of a burst waits for the rest.
  var settle: Duration = .milliseconds(300)

  /// The directory watched: the logs' (`<folder>/cadence`), or the folder while that is
  /// not there; `nil` when sync is off (or the folder is missing).
  private(set) var watched: String?
  /// Merges run since the watcher was made (tests count them).
  private(set) var merges = 0
  /// The last merge's report, or why it failed (the preferences show it).
  private(set) var lastMerge: Result<SyncMerge, any Error>?

  private var monitor: FileMonitor?
  private var logs: String?
  private var device: DeviceID?
  private var pending: Timeout?

  init(store: DesktopStore) { self.store = store }

  /// Watches what the store's sync settings say now: starts when sync is on, moves when
  /// the folder changed, stops when it is off. Called at launch, after the preferences
  /// change sync, and when the window comes to the front (a folder mounted since).
  func follow() {
    guard let status = try? store.store.syncStatus() else { return stop() }
    let logs = status.folder + "/cadence"
    let target =
      Self.isDirectory(logs) ? logs : Self.isDirectory(status.folder) ? status.folder : nil
    guard target != watched || logs != self.logs || status.device != device else { return }
    stop()
    self.logs = logs
    device = status.device
    guard let target else { return }
    monitor = FileMonitor(directory: target) { [weak self] names in self?.changed(names) }
    watched = monitor == nil ? nil : target
  }

  /// Stops watching (sync turned off, the window gone).
  func stop() {
    monitor?.cancel()
    monitor = nil
    watched = nil
    logs = nil
    device = nil
    pending?.cancel()
    pending = nil
  }

  /// Whether a merge waits for its burst to settle (tests).
  var isMergePending: Bool { pending != nil }

  /// The monitor reported a change of the files `names`.
  func changed(_ names: [String]) {
    // `cadence/` appeared (or went): watch it (or the folder again), and read what it holds.
    if names.contains(SyncFolder.directoryName) {
      follow()
      if watched == logs { schedule() }
      return
    }
    guard watched == logs, names.contains(where: isOtherLog) else { return }
    schedule()
  }

  /// Whether `name` is another device's log: `<32 hex>.jsonl`, not this device's (sync
  /// engines' temporary files and conflict copies are not logs).
  private func isOtherLog(_ name: String) -> Bool {
    guard name.hasSuffix(".jsonl"), let id = DeviceID(text: String(name.dropLast(6))) else {
      return false
    }
    return id != device
  }

  private func schedule() {
    guard pending == nil else { return }
    let at = monotonicMicroseconds() + PageParts.wait(settle, limit: nil)
    pending = Timeout.afterFrames(at: at) { [weak self] in
      self?.pending = nil
      self?.merge()
    }
  }

  /// Reads what is new in the other devices' logs; tells the window when it brought
  /// something.
  func merge() {
    merges += 1
    do {
      let merged = try store.store.mergeSync()
      lastMerge = .success(merged)
      if merged.records > 0 { onMerge?(merged) }
    } catch {
      lastMerge = .failure(error)
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

/// The name of the directory sync keeps in the person's folder (the store's
/// `SyncFiles.directoryName`, which is not public).
enum SyncFolder {
  static let directoryName = "cadence"
}

extension MainWindow {
  /// Another device's records were merged: the page in view that shows data reads the store
  /// again (History and Journal read it as they come into view anyway), and so do the
  /// programs' steps (once built) and the preferences' sync status.
  func showMerged() {
    switch visiblePage {
    case .history: history.reload(merging: false)
    case .journal: journal.reload(merging: false)
    default: break
    }
    builtPrograms?.reload()
  }
}
