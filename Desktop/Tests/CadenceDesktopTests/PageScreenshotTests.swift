import Foundation
import Testing

/// The other pages render at fixed instants too.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct PageScreenshotTests {
  static func shot(_ arguments: [String]) throws -> (report: String, picture: Picture?) {
    let directory = DesktopProcess.dataDirectory()
    let path = directory + "/shot.png"
    let result = try DesktopProcess.run(
      ["--data-dir", directory, "--screenshot", path] + arguments)
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    return (result.output, Picture(path: path))
  }

  @Test(arguments: [
    (0.0, "25:00"), (0.999, "25:00"), (1.0, "24:59"), (61.0, "23:59"), (1500, "00:00"),
  ])
  func theTimersTitleShowsTheTimeLeft(at: Double, shown: String) throws {
    let shot = try Self.shot(["--page", "timer", "--timer", "25m", "--at", String(at)])
    #expect(shot.report.contains("title \(shown) — Cadence "), "\(shot.report)")
    #expect(shot.picture != nil)
  }

  /// A label that reads like `-h` is a label: the app printed its usage and exited instead.
  @Test func aLabelThatLooksLikeHelpIsALabel() throws {
    let shot = try Self.shot(["--page", "pomodoro", "--label", "-h"])
    #expect(shot.report.hasPrefix("page pomodoro"), "\(shot.report)")
    #expect(shot.picture != nil)
  }

  @Test(arguments: ["breathe", "pomodoro", "meditate", "history", "programs"])
  func eachPageRenders(page: String) throws {
    let shot = try Self.shot(["--page", page])
    let picture = try #require(shot.picture)
    #expect(picture.width > 100 && picture.height > 100)
  }
}
