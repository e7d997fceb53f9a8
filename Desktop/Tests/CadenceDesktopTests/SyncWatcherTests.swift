import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 43: the desktop app watches the sync folder and shows another device's session
/// within 5 s of its log arriving, with the main loop running as in the app; a burst of
/// writes costs one merge; a folder without `cadence/` yet is watched until it appears;
/// sync turned off stops the watching.
final class SyncWatcherTests: XCTestCase {
  /// This device: a data directory syncing through `folder`, its window on History.
  @MainActor
  static func window(syncingThrough folder: String, store: DesktopStore? = nil) throws
    -> MainWindow
  {
    try PauseAndStopTests.requireDisplay()
    let store =
      try store ?? XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
    try store.store.startSync(folder: folder, name: "desktop")
    let main = MainWindow(
      application: nil, store: store, reduceMotion: false, words: EnglishCatalogue())
    main.show(.history)
    main.window.present()
    return main
  }

  /// Another device: its own data directory and store, syncing through `folder`.
  static func otherDevice(syncingThrough folder: String?) throws -> SQLiteSessionStore {
    let store = try SQLiteSessionStore.open(
      in: DataDirectory(path: DesktopProcess.dataDirectory()))
    if let folder { try store.startSync(folder: folder, name: "laptop") }
    return store
  }

  /// Records a completed timer of `minutes` labelled `label` that ended just now.
  @discardableResult
  static func practise(on store: SQLiteSessionStore, minutes: Int, label: String) throws
    -> SessionRecord
  {
    let end = Date()
    let begun = try store.beginSession(
      NewSession(kind: .timer, name: "timer", label: label, planned: .seconds(minutes * 60)),
      at: end.addingTimeInterval(-Double(minutes * 60)))
    return try store.finishSession(
      begun.id, status: .completed, active: .seconds(minutes * 60), cyclesCompleted: 0,
      planned: .seconds(minutes * 60), at: end)
  }

  /// The names of History's session rows.
  @MainActor
  static func historyRows(_ main: MainWindow) -> [String] {
    WidgetTree(main.history.sessions).all.filter {
      WidgetTree.isA($0, gtk_list_box_row_get_type())
    }.compactMap { AnyWidget($0).accessibleLabel }
  }

  /// Runs the main loop until History lists a session labelled `label`; the microseconds
  /// it took from `since`, or nil after 5 s.
  @MainActor
  static func waitForHistory(_ main: MainWindow, toShow label: String, since: Int) -> Int? {
    let shown = runMainLoop(
      until: { historyRows(main).contains { $0.contains(label) } },
      timeoutMicroseconds: 5_000_000)
    return shown ? monotonicMicroseconds() - since : nil
  }

  func testAnotherDevicesSessionShowsInHistoryWithinFiveSecondsOfItsLog() throws {
    try MainActor.assumeIsolated {
      let folder = DesktopProcess.dataDirectory()
      let main = try Self.window(syncingThrough: folder)
      defer { main.window.destroy() }
      XCTAssertEqual(main.syncWatcher?.watched, folder + "/cadence")
      let laptop = try Self.otherDevice(syncingThrough: folder)
      XCTAssertTrue(main.history.showsEmpty)
      // The laptop's log exists already (its `sync folder`); a session arrives in it.
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 500_000)
      let merges = try XCTUnwrap(main.syncWatcher).merges
      try Self.practise(on: laptop, minutes: 2, label: "on the laptop")
      XCTAssertEqual(try laptop.pushSync().written, 1)
      let written = monotonicMicroseconds()
      let delay = Self.waitForHistory(main, toShow: "on the laptop", since: written)
      let shown = try XCTUnwrap(delay, "History did not show the laptop's session within 5 s")
      print("sync watcher: the laptop's session shown \(shown / 1000) ms after its log")
      XCTAssertEqual(main.syncWatcher?.merges, merges + 1, "one merge for one line")
      XCTAssertFalse(main.history.showsEmpty)
    }
  }

  func testABurstOfWritesCostsOneMerge() throws {
    try MainActor.assumeIsolated {
      let folder = DesktopProcess.dataDirectory()
      let main = try Self.window(syncingThrough: folder)
      defer { main.window.destroy() }
      let laptop = try Self.otherDevice(syncingThrough: folder)
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 500_000)
      let merges = try XCTUnwrap(main.syncWatcher).merges
      let written = monotonicMicroseconds()
      for index in 1...5 {
        try Self.practise(on: laptop, minutes: index, label: "burst \(index)")
        XCTAssertEqual(try laptop.pushSync().written, 1)
      }
      XCTAssertNotNil(Self.waitForHistory(main, toShow: "burst 5", since: written))
      XCTAssertEqual(main.syncWatcher?.merges, merges + 1, "five appends, one merge")
      XCTAssertEqual(Self.historyRows(main).filter { $0.contains("burst") }.count, 5)
    }
  }

  func testAFolderWithoutItsCadenceDirectoryIsWatchedUntilItAppears() throws {
    try MainActor.assumeIsolated {
      let folder = DesktopProcess.dataDirectory()
      let logs = folder + "/cadence"
      // Sync was turned on here; then the directory went (a sync tool not done copying).
      let main = try Self.window(syncingThrough: folder)
      defer { main.window.destroy() }
      try FileManager.default.removeItem(atPath: logs)
      main.syncWatcher?.follow()
      XCTAssertEqual(main.syncWatcher?.watched, folder, "the folder, until cadence/ is there")
      // The laptop, with a session from before, turns sync on: it makes cadence/ and its log.
      let laptop = try Self.otherDevice(syncingThrough: nil)
      try Self.practise(on: laptop, minutes: 3, label: "before sync")
      let started = monotonicMicroseconds()
      try laptop.startSync(folder: folder, name: "laptop")
      let delay = Self.waitForHistory(main, toShow: "before sync", since: started)
      XCTAssertNotNil(delay, "History did not show the session of a new cadence/ within 5 s")
      print(
        "sync watcher: a new cadence/ directory's session shown \((delay ?? 0) / 1000) ms later")
      XCTAssertEqual(main.syncWatcher?.watched, logs)
    }
  }

  func testSyncTurnedOffStopsTheMonitor() throws {
    try MainActor.assumeIsolated {
      let folder = DesktopProcess.dataDirectory()
      try PauseAndStopTests.requireDisplay()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = try Self.window(syncingThrough: folder, store: store)
      defer { main.window.destroy() }
      let watcher = try XCTUnwrap(main.syncWatcher)
      XCTAssertEqual(watcher.watched, folder + "/cadence")
      // Laid out once: the header's first-layout handler has gone, and is not counted here.
      XCTAssertTrue(runMainLoop(until: { main.content.width > 0 }, timeoutMicroseconds: 5_000_000))
      let watching = CallbackContexts.live
      XCTAssertTrue(try store.store.stopSync())
      watcher.follow()
      XCTAssertNil(watcher.watched)
      drainEvents()
      XCTAssertEqual(CallbackContexts.live, watching - 1, "the monitor and its closure are gone")
    }
  }

  func testOnlyAnotherDevicesLogIsNews() throws {
    try MainActor.assumeIsolated {
      let folder = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = try Self.window(syncingThrough: folder, store: store)
      defer { main.window.destroy() }
      let watcher = try XCTUnwrap(main.syncWatcher)
      let own = try XCTUnwrap(try store.store.syncStatus()).device.text
      let other = String(repeating: "5c", count: 16)
      // This device's pushes, a sync engine's temporary file and conflict copy, another
      // file: no merge.
      for name in [
        own + ".jsonl", ".syncthing.\(other).jsonl.tmp",
        other + ".sync-conflict-20261206-134000-ABCDEFG.jsonl", "notes.txt", other,
      ] {
        watcher.changed([name])
        XCTAssertFalse(watcher.isMergePending, name)
      }
      // A rename into place names the temporary file and the log: a merge.
      watcher.changed([".syncthing.\(other).jsonl.tmp", other + ".jsonl"])
      XCTAssertTrue(watcher.isMergePending)
    }
  }
}
