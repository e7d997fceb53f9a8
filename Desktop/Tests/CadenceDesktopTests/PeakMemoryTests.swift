import Cadence
import CadenceStore
import Foundation
import XCTest

/// Issue 45's figures beside GNOME Clocks: the timer page's peak memory grew from 115.6 to
/// 126.5 MB when History gained its empty state (f3e09b5). An `AdwStatusPage` draws its
/// icon at 128 px, a size the Adwaita theme has only as SVG, so GTK loaded librsvg (6.5 MB
/// resident, with libxml2) for an icon on a page not even shown. At 96 px the theme has
/// the icon as a PNG.
final class PeakMemoryTests: XCTestCase {
  func testARunningTimerPageLoadsNoSVGRenderer() throws {
    guard DesktopProcess.hasDisplay else { throw XCTSkip("no display") }
    let directory = DesktopProcess.dataDirectory()
    let process = try DesktopProcess.start(
      ["--page", "timer", "--timer", "5m", "--start", "--no-sound", "--data-dir", directory])
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    // Two seconds of the timer recorded: the window has been drawn for a while.
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline,
      (try store.sessions(SessionQuery()).first?.activeMilliseconds ?? 0) < 2_000
    {
      usleep(50_000)
    }
    XCTAssertGreaterThanOrEqual(
      try store.sessions(SessionQuery()).first?.activeMilliseconds ?? 0, 2_000, "not running")
    let maps = try String(
      contentsOfFile: "/proc/\(process.processIdentifier)/maps", encoding: .utf8)
    let libraries = Set(
      maps.split(separator: "\n").compactMap { $0.split(separator: "/").last }
        .filter { $0.contains("librsvg") })
    XCTAssertEqual(libraries, [], "an SVG renderer in the running timer page's process")
  }
}
