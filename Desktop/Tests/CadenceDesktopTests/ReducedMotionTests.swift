import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45 #1: with reduced motion (`--reduce-motion`, or the system's animations off) a
/// breathing session stood on "Get ready 3" for good while its clock ran: the page ticked
/// on the disc, which that mode hides, and GTK never ticks an unmapped widget. The
/// screenshots fix an instant (no frame clock), so these run the mode for real: a window
/// on screen, its Start button, the frame clock ticking.
final class ReducedMotionTests: XCTestCase {
  /// A 1-1 pattern, two cycles, after the 3 s count-in: 7 s from Start to the end.
  static let length = 7.0

  func testAReducedMotionSessionShowsItsPhasesAndEndsOnTime() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let words = EnglishCatalogue()
      let directory = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
      try store.store.addPattern(CustomPattern(name: "quick", spec: "1-1"))
      let main = MainWindow(application: nil, store: store, reduceMotion: true, words: words)
      defer { main.window.destroy() }
      main.show(.breathe)
      main.window.present()
      XCTAssertTrue(
        runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      let quick = try XCTUnwrap(main.breathe.patterns.first { $0.name == "quick" })
      main.breathe.choose(pattern: quick, cycles: 2, minutes: nil)
      let tree = WidgetTree(main.breathe.root)
      let start = try XCTUnwrap(tree.buttons(saying: words.start).first, "no Start button")
      let startedAt = monotonicMicroseconds()
      WidgetTree.click(start)
      var seen: [String] = []
      let ended = runMainLoop(
        until: {
          let shown = main.breathe.phaseText
          if seen.last != shown { seen.append(shown) }
          return !main.breathe.isRunning
        }, timeoutMicroseconds: 12_000_000)
      let took = Double(monotonicMicroseconds() - startedAt) / 1_000_000
      XCTAssertTrue(ended, "still running after 12 s, showing \(seen)")
      XCTAssertEqual(took, Self.length, accuracy: 0.5, "the session's length")
      let inhale = words.phase(.inhale)
      let exhale = words.phase(.exhale)
      XCTAssertEqual(
        seen.filter { !$0.isEmpty }, [words.getReady, inhale, exhale, inhale, exhale, words.done],
        "the phases shown")
      main.breathe.waitUntilWritten()
      let sessions = try store.store.sessions(SessionQuery())
      XCTAssertEqual(sessions.map(\.status), [.completed])
      XCTAssertEqual(sessions.map(\.cyclesCompleted), [2])
    }
  }

  /// The system's animations off (`gtk-enable-animations=false` in GTK's settings.ini, as
  /// a desktop without a settings daemon says it): the app run as a person runs it, which
  /// leaves at the end with its session recorded as completed, on time.
  func testWithTheSystemsAnimationsOffASessionCompletesOnTime() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    let config = DesktopProcess.dataDirectory()
    try FileManager.default.createDirectory(
      atPath: config + "/gtk-4.0", withIntermediateDirectories: true)
    try "[Settings]\ngtk-enable-animations=false\n".write(
      toFile: config + "/gtk-4.0/settings.ini", atomically: true, encoding: .utf8)
    let directory = DesktopProcess.dataDirectory()
    let result = try DesktopProcess.run(
      [
        "--data-dir", directory, "--page", "breathe", "--pattern", "1-1", "--cycles", "2",
        "--start", "--quit-at-end",
      ], environment: ["XDG_CONFIG_HOME": config], timeLimit: .seconds(20))
    XCTAssertFalse(result.timedOut, "still running after 20 s")
    XCTAssertEqual(result.status, 0, result.errors)
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    let sessions = try store.sessions(SessionQuery())
    XCTAssertEqual(sessions.map(\.status), [.completed])
    XCTAssertEqual(sessions.map(\.cyclesCompleted), [2])
    // Four seconds of breathing (the count-in is not breathing time).
    XCTAssertEqual(sessions.map(\.activeMilliseconds), [4000])
  }
}
