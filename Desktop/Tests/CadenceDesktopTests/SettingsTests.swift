import Cadence
import CadenceStore
import Foundation
import Testing

@testable import CadenceDesktop

/// Issue 24 #17: the desktop honours `cadence config` (the settings in the shared store,
/// under the same keys): the breathing pattern and cycles, the pomodoro's lengths, the
/// language; the command line still wins. Before: it read none of them.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct SettingsTests {
  /// A fresh data directory whose store holds `settings`, as `cadence config set` writes them.
  static func directory(with settings: [String: String]) throws -> String {
    let directory = DesktopProcess.dataDirectory()
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    for (key, value) in settings { try store.setSetting(key, to: value) }
    return directory
  }

  static func shot(_ directory: String, _ arguments: [String]) throws -> String {
    let result = try DesktopProcess.run(
      ["--data-dir", directory, "--screenshot", directory + "/shot.png"] + arguments)
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    return result.output
  }

  @Test func thePomodoroLengthsAndTheLanguageComeFromTheSettings() throws {
    let directory = try Self.directory(with: [
      "pomodoro.work": "50m", "pomodoro.every": "2", "language": "zh-Hans",
    ])
    let report = try Self.shot(directory, ["--page", "pomodoro", "--at", "0"])
    #expect(report.contains(" title 50:00 专注 第 1 轮，共 2 轮 — Cadence "), "\(report)")
    // The command line wins.
    let english = try Self.shot(
      directory, ["--page", "pomodoro", "--work", "20m", "--lang", "en", "--at", "0"])
    #expect(english.contains(" title 20:00 Focus 1 of 2 — Cadence "), "\(english)")
  }

  @Test func theBreathingPatternAndCyclesComeFromTheSettings() throws {
    let directory = try Self.directory(with: ["breathe.pattern": "box", "breathe.cycles": "2"])
    let report = try Self.shot(directory, ["--page", "breathe", "--at", "3.5"])
    #expect(report.contains(" pattern Box breathing "), "\(report)")
    #expect(report.contains(" cycle 1 of 2 "), "\(report)")
    let asked = try Self.shot(
      directory, ["--page", "breathe", "--pattern", "4-7-8", "--cycles", "3", "--at", "3.5"])
    #expect(asked.contains(" pattern 4-7-8 relaxing breath "), "\(asked)")
    #expect(asked.contains(" cycle 1 of 3 "), "\(asked)")
  }
}

/// The settings as values: what `cadence config` could have stored, and what it could not.
@Suite struct DesktopSettingsTests {
  @Test func valuesAreReadAsTheCommandLineReadsThemAndBadOnesAreUnset() {
    let settings = DesktopSettings([
      "breathe.cycles": "0", "pomodoro.work": "50m", "pomodoro.short": "x",
      "pomodoro.every": "13", "notify": "off", "language": "zh-Hans",
      "lastBreathingPattern": "box",
    ])
    #expect(settings.cycles == nil)
    #expect(settings.work == .seconds(50 * 60))
    #expect(settings.shortBreak == nil)
    #expect(settings.longBreakEvery == nil)
    #expect(!settings.notifies)
    #expect(settings.language == .simplifiedChinese)
    #expect(settings.pattern == "box")
    #expect(
      DesktopSettings(["breathe.pattern": "calm", "lastBreathingPattern": "box"]).pattern == "calm")
  }

  @Test func theCommandLineWins() throws {
    let options = try DesktopOptions(arguments: ["--minutes", "5", "--work", "10m"])
      .following(DesktopSettings(["breathe.cycles": "7", "pomodoro.work": "50m"]))
    #expect(options.cycles == nil)
    #expect(options.minutes == 5)
    #expect(options.work == .seconds(600))
    #expect(!options.patternIsDefault)
  }
}
