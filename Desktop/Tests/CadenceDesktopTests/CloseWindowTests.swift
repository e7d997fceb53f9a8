import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 24 #16: closing the window during a practice never loses it. The window stays and
/// asks; "Stop and Close" saves the time as stopped early, "Keep Practising" goes on.
///
/// Before: the window closed at once and the app quit with 0.
final class CloseWindowTests: XCTestCase {
  func testClosingDuringAPracticeAsksAndStoppingKeepsItsTime() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let directory = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
      let main = MainWindow(
        application: nil, store: store, reduceMotion: false, words: EnglishCatalogue())
      main.window.present()
      XCTAssertTrue(runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      let closed = Flag()
      main.window.on("destroy") { closed.isSet = true }
      main.show(.timer)
      main.timer.start(total: .seconds(600), now: main.timer.now() - .seconds(30))
      main.window.close()
      _ = runMainLoop(until: { false }, timeoutMicroseconds: 100_000)
      XCTAssertTrue(main.content.isMapped, "the window closed during a practice")
      XCTAssertTrue(main.timer.isRunning)
      let dialog = try XCTUnwrap(main.closeDialog, "nothing asked")
      dialog.respond("keep")
      XCTAssertTrue(main.timer.isRunning)
      XCTAssertNil(main.closeDialog)
      main.window.close()
      try XCTUnwrap(main.closeDialog).respond("stop")
      _ = runMainLoop(until: { closed.isSet }, timeoutMicroseconds: 2_000_000)
      XCTAssertTrue(closed.isSet, "Stop and Close left the window open")
      let sessions = try store.store.sessions(SessionQuery())
      XCTAssertEqual(sessions.map(\.status), [.stoppedEarly])
      XCTAssertGreaterThanOrEqual(sessions.first?.activeMilliseconds ?? 0, 30_000)
    }
  }

  func testClosingWithNoPracticeClosesAtOnce() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let main = MainWindow(
        application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
      main.window.present()
      XCTAssertTrue(runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      let closed = Flag()
      main.window.on("destroy") { closed.isSet = true }
      main.window.close()
      _ = runMainLoop(until: { closed.isSet }, timeoutMicroseconds: 2_000_000)
      XCTAssertTrue(closed.isSet)
      XCTAssertNil(main.closeDialog)
    }
  }

  /// The app as a person runs it, on a session bus of its own: Ctrl+W's action (`win.close`,
  /// reached over GApplication's D-Bus interface, as a shortcut or the window manager would
  /// close it) leaves it running with its practice; SIGTERM then keeps the time as
  /// interrupted.
  func testTheAppKeepsRunningWhenItsWindowIsClosedDuringAPractice() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    let bus = try SessionBus()
    defer { bus.stop() }
    let directory = DesktopProcess.dataDirectory()
    let app = try DesktopProcess.start(
      ["--page", "timer", "--timer", "10m", "--start"],
      environment: ["CADENCE_DATA_DIR": directory, "DBUS_SESSION_BUS_ADDRESS": bus.address])
    defer { if app.isRunning { kill(app.processIdentifier, SIGKILL) } }
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline, try store.sessions(SessionQuery()).isEmpty { usleep(50_000) }
    XCTAssertTrue(
      bus.activate("close", at: "/dev/cadence/Desktop/window/1"), "no win.close on the bus")
    usleep(1_500_000)
    XCTAssertTrue(app.isRunning, "the app quit when its window was closed during a practice")
    kill(app.processIdentifier, SIGTERM)
    app.waitUntilExit()
    let sessions = try store.sessions(SessionQuery())
    XCTAssertEqual(sessions.map(\.status), [.interrupted])
  }
}

/// A flag a GTK callback sets.
@MainActor
final class Flag {
  var isSet = false
}

/// A D-Bus session bus of a test's own (`dbus-daemon --session`), so the app owns its
/// application id there whatever else runs, and `gdbus` can call its actions.
struct SessionBus {
  let daemon: Process
  let address: String

  init() throws {
    daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    daemon.arguments = ["--session", "--nofork", "--print-address=1"]
    let output = Pipe()
    daemon.standardOutput = output
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Activates the GAction `name` exported at `path` by `dev.cadence.Desktop`, trying for
  /// up to 20 s (until the app has registered); whether it was done.
  func activate(_ name: String, at path: String) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      let call = Process()
      call.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
      call.arguments = [
        "call", "--session", "--dest", "dev.cadence.Desktop", "--object-path", path, "--method",
        "org.gtk.Actions.Activate", name, "[]", "{}",
      ]
      call.environment = ["DBUS_SESSION_BUS_ADDRESS": address]
      call.standardOutput = FileHandle.nullDevice
      call.standardError = FileHandle.nullDevice
      guard (try? call.run()) != nil else { return false }
      call.waitUntilExit()
      if call.terminationStatus == 0 { return true }
      usleep(200_000)
    }
    return false
  }

  func stop() {
    daemon.terminate()
    daemon.waitUntilExit()
  }
}

extension CloseWindowTests {
  /// Issue 24 #17: a second launch is not a second app: it hands its activation to the one
  /// running (GApplication's default flags) and exits 0, and the first goes on.
  func testASecondLaunchShowsTheRunningAppInsteadOfStartingAnother() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    let bus = try SessionBus()
    defer { bus.stop() }
    let environment = [
      "CADENCE_DATA_DIR": DesktopProcess.dataDirectory(), "DBUS_SESSION_BUS_ADDRESS": bus.address,
    ]
    let first = try DesktopProcess.start(["--page", "timer"], environment: environment)
    defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
    // Registered once its actions answer on the bus.
    XCTAssertTrue(bus.activate("keys", at: "/dev/cadence/Desktop/window/1"))
    let second = try DesktopProcess.start(["--page", "history"], environment: environment)
    let deadline = Date().addingTimeInterval(10)
    while second.isRunning, Date() < deadline { usleep(50_000) }
    XCTAssertFalse(second.isRunning, "a second app runs")
    if second.isRunning { kill(second.processIdentifier, SIGKILL) }
    second.waitUntilExit()
    XCTAssertEqual(second.terminationStatus, 0)
    XCTAssertTrue(first.isRunning)
    kill(first.processIdentifier, SIGTERM)
    first.waitUntilExit()
  }
}
