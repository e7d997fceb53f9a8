import CGtk
import Cadence
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 43, the desktop's preferences row for sync: a folder chosen (through the function
/// the folder chooser's answer calls) turns sync on in the store and the window watches
/// it; the status shows this device and the others, a line each, as `cadence sync status`
/// does; the device's name applies on Enter; Turn Off stops it; a folder that cannot be
/// used says why in one line and changes nothing.
final class SyncPreferencesTests: XCTestCase {
  @MainActor
  private static func open(words: any DesktopWords = EnglishCatalogue()) throws -> (
    main: MainWindow, sync: SyncPreferences, store: SQLiteSessionStore
  ) {
    try PauseAndStopTests.requireDisplay()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
    let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
    return (main, main.showPreferences().sync, store.store)
  }

  func testChoosingAFolderTurnsSyncOnAndTheWindowWatchesIt() throws {
    try MainActor.assumeIsolated {
      let (main, sync, store) = try Self.open()
      defer { main.window.destroy() }
      XCTAssertNil(try store.syncStatus())
      XCTAssertEqual(sync.folderRow.subtitle, EnglishCatalogue().syncOffHint)
      XCTAssertFalse(sync.nameRow.isVisible)
      XCTAssertEqual(sync.statusLines, [])
      let folder = DesktopProcess.dataDirectory()
      sync.use(folder: folder)
      let status = try XCTUnwrap(try store.syncStatus(), "sync is not on")
      XCTAssertEqual(status.folder, folder)
      XCTAssertEqual(status.name, SyncPreferences.hostName())
      XCTAssertEqual(main.syncWatcher?.watched, folder + "/cadence")
      XCTAssertEqual(sync.folderRow.subtitle, folder)
      XCTAssertTrue(sync.nameRow.isVisible)
      XCTAssertEqual(sync.nameEntry.text, status.name)
      XCTAssertEqual(
        sync.statusLines,
        [
          "This device: \(status.name) (\(status.device.short))",
          "Nothing waits to be written.",
          "No other device has written to the folder yet.",
        ])
      XCTAssertEqual(main.preferences?.lastToast, "Syncing through '\(folder)'")
    }
  }

  func testTheStatusShowsTheOtherDeviceAndItsSessionIsMerged() throws {
    try MainActor.assumeIsolated {
      let folder = DesktopProcess.dataDirectory()
      let laptop = try SyncWatcherTests.otherDevice(syncingThrough: folder)
      try SyncWatcherTests.practise(on: laptop, minutes: 4, label: "from the laptop")
      try laptop.pushSync()
      let laptopID = try XCTUnwrap(try laptop.syncStatus()).device.short
      let (main, sync, store) = try Self.open()
      defer { main.window.destroy() }
      main.show(.history)
      sync.use(folder: folder)
      let other = try XCTUnwrap(try store.syncStatus()?.devices.first)
      XCTAssertEqual(
        sync.statusLines.dropFirst(2).first,
        EnglishCatalogue().syncDevice(
          name: "laptop", device: laptopID, records: other.records, last: other.lastRecord))
      XCTAssertTrue(
        try XCTUnwrap(sync.statusLines.dropFirst(2).first).hasPrefix("laptop (\(laptopID)): "))
      // What the laptop had is merged, and History in view shows it at once.
      XCTAssertTrue(
        SyncWatcherTests.historyRows(main).contains { $0.contains("from the laptop") },
        "\(SyncWatcherTests.historyRows(main))")
    }
  }

  func testTurnOffStopsSyncAndTheWatching() throws {
    try MainActor.assumeIsolated {
      let (main, sync, store) = try Self.open()
      defer { main.window.destroy() }
      sync.use(folder: DesktopProcess.dataDirectory())
      XCTAssertNotNil(main.syncWatcher?.watched)
      let off = try XCTUnwrap(WidgetTree(sync.offRow).buttons(saying: "Turn Off").first)
      WidgetTree.click(off)
      XCTAssertNil(try store.syncStatus(), "sync is still on")
      XCTAssertNil(main.syncWatcher?.watched, "the folder is still watched")
      XCTAssertEqual(sync.statusLines, [])
      XCTAssertFalse(sync.offRow.isVisible)
      XCTAssertEqual(main.preferences?.lastToast, "Sync is off")
    }
  }

  func testAFolderThatCannotBeUsedSaysWhyInOneLineAndChangesNothing() throws {
    try MainActor.assumeIsolated {
      let (main, sync, store) = try Self.open()
      defer { main.window.destroy() }
      let missing = DesktopProcess.dataDirectory() + "/not-there"
      sync.use(folder: missing)
      XCTAssertNil(try store.syncStatus())
      XCTAssertEqual(
        sync.refusalRow.title,
        "Cannot sync through '\(missing)': there is no such folder. Choose a folder that "
          + "exists, the one your sync tool keeps in step.")
      XCTAssertTrue(sync.refusalRow.isVisible)
      XCTAssertEqual(sync.folderRow.subtitle, EnglishCatalogue().syncOffHint)
      let file = DesktopProcess.dataDirectory() + "/a-file"
      _ = FileManager.default.createFile(atPath: file, contents: Data())
      sync.use(folder: file)
      XCTAssertNil(try store.syncStatus())
      XCTAssertEqual(
        sync.refusalRow.title, "Cannot sync through '\(file)': it is a file, not a folder.")
      XCTAssertFalse(sync.refusalRow.title.contains("\n"))
      // A folder that can be used clears the reason.
      let folder = DesktopProcess.dataDirectory()
      sync.use(folder: folder)
      XCTAssertFalse(sync.refusalRow.isVisible)
      XCTAssertEqual(sync.folderRow.subtitle, folder)
    }
  }

  func testTheDeviceNameAppliesOnEnterAndABlankOneIsRefused() throws {
    try MainActor.assumeIsolated {
      let (main, sync, store) = try Self.open()
      defer { main.window.destroy() }
      sync.use(folder: DesktopProcess.dataDirectory())
      sync.nameEntry.text = "  "
      cadence_emit(UnsafeMutableRawPointer(sync.nameEntry.pointer), "activate")
      XCTAssertEqual(sync.nameRow.subtitle, "A device needs a name.")
      XCTAssertEqual(try store.syncStatus()?.name, SyncPreferences.hostName())
      sync.nameEntry.text = "work desktop"
      cadence_emit(UnsafeMutableRawPointer(sync.nameEntry.pointer), "activate")
      let status = try XCTUnwrap(try store.syncStatus())
      XCTAssertEqual(status.name, "work desktop")
      XCTAssertEqual(sync.nameRow.subtitle, EnglishCatalogue().syncNameHint)
      XCTAssertEqual(sync.statusLines.first, "This device: work desktop (\(status.device.short))")
    }
  }

  func testTheSyncGroupInChinese() throws {
    try MainActor.assumeIsolated {
      let words = ChineseCatalogue()
      let (main, sync, store) = try Self.open(words: words)
      defer { main.window.destroy() }
      XCTAssertFalse(WidgetTree(sync.group).labels(saying: "同步").isEmpty)
      sync.use(folder: DesktopProcess.dataDirectory() + "/没有")
      XCTAssertTrue(sync.refusalRow.title.hasPrefix("无法通过 "), sync.refusalRow.title)
      sync.use(folder: DesktopProcess.dataDirectory())
      let status = try XCTUnwrap(try store.syncStatus())
      XCTAssertEqual(
        sync.statusLines,
        ["本机：\(status.name)（\(status.device.short)）", "没有等待写入的记录。", "还没有其他设备写入这个文件夹。"])
    }
  }

  /// The Sync group with another device, in both languages and both widths, for a person to
  /// look at (`CADENCE_SHOTS`, as ``ScreenshotTour``).
  func testScreenshotsOfTheSyncGroup() throws {
    try MainActor.assumeIsolated {
      try ScreenshotTour.eachLanguageAndWidth { language, words, width in
        let folder = DesktopProcess.dataDirectory()
        let laptop = try SyncWatcherTests.otherDevice(syncingThrough: folder)
        try SyncWatcherTests.practise(on: laptop, minutes: 4, label: "from the laptop")
        try laptop.pushSync()
        let (main, sync, _) = try Self.open(words: words)
        defer { main.window.destroy() }
        sync.use(folder: folder)
        main.preferences?.showSync()
        ScreenshotTour.shoot(
          try XCTUnwrap(main.preferences).window, width: width,
          name: "preferences-sync-\(width)-\(language)")
        sync.use(folder: folder + "/not-there")
        ScreenshotTour.shoot(
          try XCTUnwrap(main.preferences).window, width: width,
          name: "preferences-sync-refused-\(width)-\(language)")
      }
    }
  }
}
