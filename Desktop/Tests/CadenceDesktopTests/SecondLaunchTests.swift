import CadenceStore
import CadenceWords
import Foundation
import XCTest

@testable import CadenceDesktop

/// A second `cadence-desktop` sends its command line to the app already running, which
/// does what it names in its window; the second launch exits with that app's answer. Before,
/// the line was dropped: `--timer 2 --start` only raised the window, and nothing ran.
final class SecondLaunchTests: XCTestCase {
  func testASecondLaunchDoesWhatItNamesInTheOpenWindowAndNeverEndsAPractice() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("needs a display: run under xvfb-run") }
    let bus = try SessionBus()
    defer { bus.stop() }
    let directory = DesktopProcess.dataDirectory()
    let environment = ["CADENCE_DATA_DIR": directory, "DBUS_SESSION_BUS_ADDRESS": bus.address]
    let first = try DesktopProcess.start(["--page", "breathe"], environment: environment)
    defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
    XCTAssertTrue(bus.activate("keys", at: "/dev/cadence/Desktop/window/1"))
    let words = EnglishCatalogue()
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))

    // A pattern the app running does not know: refused there, on this launch's stderr.
    let unknown = try DesktopProcess.run(["--pattern", "nosuch"], environment: environment)
    XCTAssertEqual(unknown.status, 64)
    XCTAssertEqual(
      unknown.errors, "cadence-desktop: " + words.unknownPattern("nosuch", suggestion: nil) + "\n")

    // A timer of two seconds, started in the open window; an option for a starting app only
    // is named back, and the rest still happens.
    let timer = try DesktopProcess.run(
      ["--page", "timer", "--timer", "2", "--start", "--frame-log", "/dev/null"],
      environment: environment)
    XCTAssertEqual(timer.status, 0, timer.errors)
    XCTAssertEqual(
      timer.errors, "cadence-desktop: " + words.onlyWhenStarting(["--frame-log"]) + "\n")
    let deadline = Date().addingTimeInterval(20)
    // Recorded when it starts, completed two seconds later.
    while Date() < deadline, try store.sessions(SessionQuery()).first?.status != .completed {
      usleep(50_000)
    }
    let ran = try store.sessions(SessionQuery())
    XCTAssertEqual(
      ran.map { "\($0.kind) \($0.status) \($0.plannedMilliseconds ?? 0)" },
      ["timer completed 2000"])

    // `--start` alone starts the page in view (the timer, at its field's length), and while it
    // runs a launch changes nothing: it is told so and exits 1.
    let again = try DesktopProcess.run(["--timer", "10m", "--start"], environment: environment)
    XCTAssertEqual(again.status, 0, again.errors)
    let refused = try DesktopProcess.run(["--page", "history"], environment: environment)
    XCTAssertEqual(refused.status, 1)
    XCTAssertEqual(refused.errors, "cadence-desktop: " + words.practiceRunsInOpenWindow + "\n")
    // A bare launch only raises the window, whatever runs.
    XCTAssertEqual(try DesktopProcess.run([], environment: environment).status, 0)

    kill(first.processIdentifier, SIGTERM)
    first.waitUntilExit()
    XCTAssertEqual(
      try store.sessions(SessionQuery()).map {
        "\($0.kind) \($0.status) \($0.plannedMilliseconds ?? 0)"
      },
      ["timer interrupted 600000", "timer completed 2000"])
  }
}
