import Foundation
import Testing

@testable import CadenceDesktop

@Suite struct DesktopOptionsTests {
  @Test func readsTheScreenshotOptions() throws {
    let options = try DesktopOptions(arguments: [
      "--screenshot", "a.png", "--page", "timer", "--pattern", "box", "--at", "7.5",
    ])
    #expect(options.screenshot == "a.png")
    #expect(options.page == .timer)
    #expect(options.pattern == "box")
    #expect(options.at == 7.5)
  }

  @Test(arguments: [
    (
      ["--page", "nope"], "--page takes breathe, timer, pomodoro, history or programs, not 'nope'."
    ),
    (["--cycles", "0"], "--cycles takes a whole number from 1 to 1000, not '0'."),
    (["--at"], "--at needs a value."),
    (
      ["--cycles", "2", "--minutes", "3"],
      "--cycles and --minutes cannot be used together; choose one."
    ),
    (["--frobnicate"], "Unknown option '--frobnicate'; see --help."),
  ])
  func refusesABadCommandLineWithOneSentence(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try DesktopOptions(arguments: arguments) }
  }

  @Test func aBadCommandLineExits64WithNothingOnStandardOutput() throws {
    let result = try DesktopProcess.run(["--page", "nope"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "cadence-desktop: --page takes breathe, timer, pomodoro, history or programs, not 'nope'.\n"
    )
  }

  @Test func anUnknownPatternExits64() throws {
    guard DesktopProcess.hasDisplay else { return }
    let directory = DesktopProcess.dataDirectory()
    let result = try DesktopProcess.run([
      "--data-dir", directory, "--screenshot", directory + "/x.png", "--pattern", "9-x",
    ])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
  }
}
