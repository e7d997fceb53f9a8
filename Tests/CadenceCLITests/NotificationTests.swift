import Cadence
import CadenceTestSupport
import CadenceTesting
import CadenceWords
import Glibc
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 13: the terminal's own notification sequence goes only to terminals known to show
/// it; the apps ask for a notice when a timer, a segment, a session or a sitting ends; the
/// kernel posts it to the notifier.
@Suite struct NotificationTests {
  @Test(arguments: [
    (["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], TerminalNotification.osc9),
    (["TERM_PROGRAM": "WezTerm"], .osc9),
    (["TERM_PROGRAM": "ghostty"], .osc9),
    (["TERM": "xterm-ghostty"], .osc9),
    (["TERM": "foot"], .osc9),
    (["TERM": "foot-extra"], .osc9),
    (["WT_SESSION": "1a2b", "TERM": "xterm-256color"], .osc9),
    (["VTE_VERSION": "7006", "TERM": "xterm-256color"], .osc777),
    (["TERM": "rxvt-unicode-256color"], .osc777),
    (["TERM": "xterm-kitty"], .osc99),
  ])
  func knownTerminalsGetTheirSequence(environment: [String: String], expected: TerminalNotification)
  {
    #expect(TerminalNotification(environment: environment) == expected)
  }

  @Test(arguments: [
    [:], ["TERM": "xterm-256color"], ["TERM": "xterm"], ["TERM": "linux"], ["TERM": "dumb"],
    ["TERM": "alacritty"], ["TERM_PROGRAM": "Apple_Terminal", "TERM": "xterm-256color"],
    ["TERM_PROGRAM": "vscode"],
    // Inside tmux or screen the outer terminal's variables are inherited but the
    // multiplexer is what reads the sequence.
    ["TERM": "tmux-256color", "VTE_VERSION": "7006"],
    ["TERM": "screen-256color", "TERM_PROGRAM": "WezTerm"],
    ["TMUX": "/tmp/tmux-1000/default,1,0", "TERM": "xterm-kitty"],
    ["TERM_PROGRAM": "tmux", "TERM": "foot"],
  ])
  func unknownTerminalsGetNothing(environment: [String: String]) {
    #expect(TerminalNotification(environment: environment) == nil)
  }

  @Test func theSequencesCarryTheTitleAndText() {
    let notice = Notice(title: "Cadence timer", body: "Tea; green: time is up.")
    #expect(
      TerminalNotification.osc9.sequence(for: notice)
        == "\u{1B}]9;Cadence timer: Tea; green: time is up.\u{07}")
    #expect(
      TerminalNotification.osc777.sequence(for: notice)
        == "\u{1B}]777;notify;Cadence timer;Tea, green: time is up.\u{07}")
    #expect(
      TerminalNotification.osc99.sequence(for: notice)
        == "\u{1B}]99;i=1:d=0;Cadence timer\u{1B}\\\u{1B}]99;i=1:d=1:p=body;Tea; green: time is up.\u{1B}\\"
    )
  }

  /// A label is the person's text: it cannot end the sequence early, start another, or
  /// turn the rest of the line around.
  @Test func aNoticeIsSanitisedLikeATitle() {
    let notice = NotificationText.timerEnded(title: "Tea\u{07}\u{1B}]0;pwned\u{07}\u{202E}rev\n")
      .notice(in: EnglishCatalogue())
    #expect(notice.body == "Tearev : time is up.")
    #expect(!notice.body.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test func theAppleScriptQuotesTheText() {
    let script = SystemNotifier.appleScript(Notice(title: "A \"b\"", body: "c\\d"))
    #expect(script == #"display notification "c\\d" with title "A \"b\"""#)
  }

  @Test func notifySendNeedsItsProgramAndAGraphicalSession() throws {
    let directory = TemporaryDirectory()
    let fake = directory.file("notify-send")
    try "#!/bin/sh\n".write(toFile: fake, atomically: true, encoding: .utf8)
    _ = chmod(fake, 0o755)
    let path = "/nonexistent:" + directory.path
    #expect(
      SystemNotifier.command(in: ["PATH": path, "DISPLAY": ":0"])
        == [fake, "--app-name=Cadence", "--"])
    #expect(SystemNotifier.command(in: ["PATH": path, "WAYLAND_DISPLAY": "wayland-0"]) != nil)
    #expect(SystemNotifier.command(in: ["PATH": path]) == nil)
    #expect(SystemNotifier.command(in: ["PATH": path, "DISPLAY": ""]) == nil)
    #expect(SystemNotifier.command(in: ["PATH": "/nonexistent", "DISPLAY": ":0"]) == nil)
  }

  // MARK: The apps ask, the kernel posts

  @Test func aTimerNotifiesOnceAtZeroWhenAsked() throws {
    let notifier = RecordingNotifier()
    var options = TimerApp.Options()
    options.notify = true
    options.title = "Tea"
    var app = TimerApp(total: .seconds(2), options: options)
    let terminal = RecordingTerminal(size: Size(columns: 40, rows: 12))
    let clock = ManualClock()
    var kernel = Kernel(
      device: terminal,
      source: ScriptedEventSource(
        clock: clock, terminal: terminal, script: [(.seconds(4), .type("x"))]), clock: clock)
    kernel.notifier = notifier
    #expect(try kernel.run(&app) == .completed)
    #expect(notifier.notices == [Notice(title: "Cadence timer", body: "Tea: time is up.")])
    // No terminal sequence was set for this terminal: none was written.
    #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}]"))
  }

  @Test func aKnownTerminalGetsTheSequenceWithTheFrame() throws {
    var options = TimerApp.Options()
    options.notify = true
    var app = TimerApp(total: .seconds(1), options: options)
    let terminal = RecordingTerminal(size: Size(columns: 40, rows: 12))
    let clock = ManualClock()
    var kernel = Kernel(
      device: terminal,
      source: ScriptedEventSource(
        clock: clock, terminal: terminal, script: [(.seconds(2), .type("x"))]), clock: clock)
    kernel.terminalNotification = .osc9
    _ = try kernel.run(&app)
    let text = String(decoding: terminal.output, as: UTF8.self)
    #expect(text.components(separatedBy: "\u{1B}]9;Cadence timer: time is up.\u{07}").count == 2)
  }

  @Test func withoutNotifyNoNoticeIsAskedFor() throws {
    var app = TimerApp(total: .seconds(1))
    let result = app.update(.deadline, at: .seconds(1))
    #expect(!result.effects.contains { if case .notify = $0 { true } else { false } })
  }

  @Test func aPomodoroNotifiesAtEachSegmentsEnd() {
    var options = PomodoroApp.Options()
    options.notify = true
    var app = PomodoroApp(
      cycle: PomodoroCycle(plan: PomodoroPlan(work: .seconds(10), shortBreak: .seconds(5))),
      options: options)
    _ = app.update(.resize(Size(columns: 40, rows: 12)), at: .zero)
    let focusEnd = app.update(.deadline, at: .seconds(10))
    #expect(
      focusEnd.effects.contains(
        .notify(Notice(title: "Cadence pomodoro", body: "Focus 1 of 4 is over. Next: short break."))
      ))
    let breakEnd = app.update(.deadline, at: .seconds(15))
    #expect(
      breakEnd.effects.contains(
        .notify(Notice(title: "Cadence pomodoro", body: "Short break is over. Next: focus 2 of 4."))
      ))
  }

  @Test func aSittingNotifiesWhenItsEndBellRings() {
    var app = MeditateApp(
      sitting: try! MeditationSitting(length: .seconds(60)), words: EnglishCatalogue())
    app.notify = true
    _ = app.update(.resize(Size(columns: 40, rows: 12)), at: .zero)
    #expect(!app.update(.deadline, at: .seconds(30)).effects.contains { $0 != .bell })
    #expect(
      app.update(.deadline, at: .seconds(60)).effects.contains(
        .notify(NotificationText.sittingEnded.notice(in: EnglishCatalogue()))))
  }
}

/// Keeps the notices posted.
final class RecordingNotifier: Notifier {
  private(set) var notices: [Notice] = []
  func post(_ notice: Notice) { notices.append(notice) }
}
