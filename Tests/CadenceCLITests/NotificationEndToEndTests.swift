import CadenceSystem
import CadenceTestTraits
import Glibc
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 13 on the real binary in a pseudo terminal: a `notify-send` on the PATH (a script
/// writing its arguments to a file) hears of a timer's end; a terminal that is not known to
/// show notifications gets no sequence, one that is gets exactly one.
@Suite(.hangLimit) struct NotificationEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  /// A directory with a fake `notify-send` that writes its arguments, a line each, to
  /// `args` beside it.
  func fakeNotifier() throws -> TemporaryDirectory {
    let directory = TemporaryDirectory()
    try Self.writeScript(
      "printf '%s\\n' \"$@\" > '\(directory.file("args"))'", to: directory.file("notify-send"))
    return directory
  }

  /// Writes an executable shell script from a child shell, not from this process: a file
  /// this (multi-threaded) process had open for writing could leak into a binary another
  /// test spawns at that moment, and executing the script would then fail with ETXTBSY.
  static func writeScript(_ body: String, to path: String) throws {
    let quoted = "'" + body.replacing("'", with: "'\\''") + "'"
    let command = "printf '#!/bin/sh\\n%s\\n' \(quoted) > '\(path)' && chmod 755 '\(path)'"
    let child = try ChildProcess.spawn(["/bin/sh", "-c", command], environment: [:])
    #expect(child.wait() == .exited(0))
  }

  func runTimer(_ arguments: [String], environment: [String: String]) throws -> PseudoTerminal {
    let data = TemporaryDirectory()
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "1", "--exit"] + arguments,
      environment: ["CADENCE_DATA_DIR": data.path, "LANG": "C.UTF-8"].merging(environment) {
        $1
      }, size: size)
    #expect(try pty.waitForExit(timeout: .seconds(10)).termination == .exited(0))
    return pty
  }

  @Test func notifySendOnThePathHearsOfTheEnd() throws {
    let bin = try fakeNotifier()
    _ = try runTimer(
      ["--title", "Tea"],
      environment: ["PATH": bin.path, "DISPLAY": ":0", "TERM": "xterm-256color"])
    let arguments = try String(contentsOfFile: bin.file("args"), encoding: .utf8)
    #expect(arguments == "--app-name=Cadence\n--\nCadence timer\nTea: time is up.\n")
  }

  /// A notifier that hangs is killed 2 s after it started; one that fails changes nothing.
  @Test(arguments: ["exec sleep 30", "exit 1"])
  func aHangingOrFailingNotifierChangesNothing(body: String) throws {
    let bin = TemporaryDirectory()
    try Self.writeScript(body, to: bin.file("notify-send"))
    let pty = try runTimer(
      [], environment: ["PATH": bin.path, "DISPLAY": ":0", "TERM": "xterm-256color"])
    // One second of timer, at most 2 s for the notifier, and the test's slack.
    let elapsed = pty.now() - pty.startTime
    #expect(elapsed < .milliseconds(3800), "\(elapsed)")
    #expect(elapsed > .milliseconds(900))
    #expect(!pty.text.contains("Error"))
  }

  @Test func noGraphicalSessionNoNotifySend() throws {
    let bin = try fakeNotifier()
    _ = try runTimer([], environment: ["PATH": bin.path, "TERM": "xterm-256color"])
    #expect(!FileManager.default.fileExists(atPath: bin.file("args")))
  }

  @Test func noNotifyIsSilent() throws {
    let bin = try fakeNotifier()
    let pty = try runTimer(
      ["--no-notify"], environment: ["PATH": bin.path, "DISPLAY": ":0", "TERM_PROGRAM": "WezTerm"])
    #expect(!FileManager.default.fileExists(atPath: bin.file("args")))
    #expect(!pty.text.contains("\u{1B}]9;"))
  }

  @Test(arguments: [
    ["TERM": "xterm-256color"], ["TERM": "linux"],
    ["TERM": "tmux-256color", "VTE_VERSION": "7006"],
  ])
  func anUnknownTerminalGetsNoSequence(environment: [String: String]) throws {
    let pty = try runTimer([], environment: environment)
    for start in ["\u{1B}]9;", "\u{1B}]777;", "\u{1B}]99;"] {
      #expect(!pty.text.contains(start))
    }
  }

  @Test func aKnownTerminalGetsOneSequence() throws {
    let pty = try runTimer(
      ["--title", "Tea"], environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"])
    #expect(
      pty.text.components(separatedBy: "\u{1B}]9;Cadence timer: Tea: time is up.\u{07}").count == 2)
  }
}
