import Cadence
import CadenceWords
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
      ["--page", "nope"],
      "--page takes breathe, timer, pomodoro, meditate, stopwatch, history, programs or journal, not 'nope'."
    ),
    (["--cycles", "0"], "--cycles takes a whole number from 1 to 1000, not '0'."),
    (["--at"], "--at needs a value."),
    (
      ["--cycles", "2", "--minutes", "3"],
      "--cycles and --minutes cannot be used together; choose one."
    ),
    (["--frobnicate"], "Unknown option '--frobnicate'; see --help."),
    (
      ["--work", "25x"],
      "--work takes a duration such as 25m, 90s, 90 (seconds) or 1:30, not '25x'."
    ),
    (["--lang", "fr"], "--lang takes en or zh-Hans, not 'fr'."),
  ])
  func refusesABadCommandLineWithOneSentence(arguments: [String], message: String) {
    do {
      _ = try DesktopOptions(arguments: arguments)
      Issue.record("accepted \(arguments)")
    } catch {
      #expect(EnglishCatalogue().usageError(error) == message)
    }
  }

  @Test func readsThePomodorosPlanAndTheLanguage() throws {
    let options = try DesktopOptions(arguments: [
      "--work", "50m", "--short", "90", "--long", "1:30", "--every", "3", "--label", "Essay",
      "--lang", "zh-Hans",
    ])
    #expect(
      options.pomodoroPlan
        == PomodoroPlan(
          work: .seconds(3000), shortBreak: .seconds(90), longBreak: .seconds(90),
          longBreakEvery: 3))
    #expect(options.label == "Essay")
    #expect(options.language == .simplifiedChinese)
  }

  @Test func aUsageErrorIsWordedInTheLanguageAskedForEvenBeforeLangIsReached() {
    let chinese = ["LANG": "zh_CN.UTF-8"]
    #expect(
      DesktopOptions.language(arguments: ["--cycles", "0", "--lang", "zh-Hans"], environment: [:])
        == .simplifiedChinese)
    #expect(DesktopOptions.language(arguments: ["--lang", "en"], environment: chinese) == .english)
    #expect(
      DesktopOptions.language(arguments: ["--lang", "fr"], environment: chinese)
        == .simplifiedChinese)
  }

  @Test func aBadCommandLineInChineseExits64WithOneChineseLine() throws {
    let result = try DesktopProcess.run(
      ["--cycles", "0"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == "cadence-desktop: “--cycles” 的值 “0” 无效：不是 1 到 1000 之间的整数。\n")
  }

  @Test func aBadCommandLineExits64WithNothingOnStandardOutput() throws {
    let result = try DesktopProcess.run(["--page", "nope"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "cadence-desktop: --page takes breathe, timer, pomodoro, meditate, stopwatch, history, programs or journal, not 'nope'.\n"
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

/// `--help` / `-h` asks for the usage only where an option stands: `--label -h` is a label.
/// It printed the usage and exited, wherever the word stood.
@Suite struct DesktopHelpTests {
  @Test(arguments: [
    (["--help"], true), (["-h"], true), (["--page", "timer", "-h"], true),
    (["--frobnicate", "--help"], true), (["--label", "-h"], false),
    (["--label", "--help", "--page", "pomodoro"], false), (["--pattern", "-h", "--help"], true),
    ([], false),
  ])
  func helpIsAnOptionNeverAValue(arguments: [String], asks: Bool) {
    #expect(DesktopOptions.asksForHelp(arguments) == asks, "\(arguments)")
  }
}
