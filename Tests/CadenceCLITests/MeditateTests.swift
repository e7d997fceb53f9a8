import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceTestTraits
import CadenceTesting
import CadenceWords
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// A terminal that notes the loop time of every write: when each bell rang.
private final class TimedTerminal: TerminalDevice {
  let clock: ManualClock
  private(set) var writes: [(at: Duration, bytes: [UInt8])] = []

  init(clock: ManualClock) {
    self.clock = clock
  }

  func size() -> Size { Size(columns: 60, rows: 16) }
  func write(_ bytes: [UInt8]) { writes.append((clock.now.offset, bytes)) }
  func suspend() {}
  func resume() {}

  /// Loop times of every BEL, one entry per strike.
  var bells: [Duration] {
    writes.flatMap { write in Array(repeating: write.at, count: write.bytes.count { $0 == 0x07 }) }
  }
}

@Suite struct MeditateTests {
  func sitting(
    _ length: Duration, warmUp: Duration = .zero, bells: MeditationSitting.IntervalBells = .none
  ) -> MeditationSitting {
    try! MeditationSitting(length: length, warmUp: warmUp, intervalBells: bells)
  }

  /// Runs the full screen on a manual clock until it ends.
  func ring(
    _ sitting: MeditationSitting, script: [(at: Duration, step: ScriptedEventSource.Step)] = [],
    wakeErrors: [Duration] = []
  ) throws -> (ending: Ending, bells: [Duration], app: MeditateApp) {
    let clock = ManualClock()
    let terminal = TimedTerminal(clock: clock)
    var source = ScriptedEventSource(clock: clock, script: script)
    source.wakeErrors = wakeErrors
    var kernel = Kernel(device: terminal, source: source, clock: clock)
    var app = MeditateApp(sitting: sitting, words: EnglishCatalogue())
    let ending = try kernel.run(&app)
    return (ending, terminal.bells, app)
  }

  @Test func bellsRingAtTheirExactInstantsAndThreeAtTheEnd() throws {
    let result = try ring(
      sitting(.seconds(20 * 60), warmUp: .seconds(30), bells: .every(.seconds(300))))
    #expect(result.ending == .completed)
    let start = Duration.seconds(30)
    let end = start + .seconds(1200)
    #expect(
      result.bells == [
        start, start + .seconds(300), start + .seconds(600), start + .seconds(900),
        end, end + .milliseconds(1500), end + .seconds(3),
      ])
  }

  @Test func listedBellsRingAtTheirOffsetsFromTheStartBell() throws {
    let bells: [Duration] = [.seconds(300), .seconds(720), .seconds(1080)]
    let result = try ring(sitting(.seconds(1200), warmUp: .seconds(10), bells: .at(bells)))
    let start = Duration.seconds(10)
    #expect(
      result.bells.prefix(4) == [start, start + bells[0], start + bells[1], start + bells[2]])
    #expect(result.bells.count == 7)
  }

  @Test func aPauseMovesEveryLaterBellByThePause() throws {
    // Paused from 100 s to 160 s, one minute.
    let result = try ring(
      sitting(.seconds(600), bells: .every(.seconds(200))),
      script: [(.seconds(100), .type(" ")), (.seconds(160), .type(" "))])
    #expect(result.bells.prefix(3) == [.zero, .seconds(260), .seconds(460)])
    #expect(result.bells.last == .seconds(663))
  }

  @Test func aStallInTheEndBellRingsItsLateStrikesOnceNeverABurst() throws {
    // Ten one-second waits to the end, then the wait for the second strike (11.5 s) comes
    // back two seconds late, after the third strike's time (13 s) too.
    let errors = Array(repeating: Duration.zero, count: 10) + [.seconds(2)]
    let result = try ring(sitting(.seconds(10)), wakeErrors: errors)
    #expect(result.ending == .completed)
    #expect(result.bells == [.zero, .seconds(10), .milliseconds(13_500)])
  }

  @Test func qBeforeTheEndStopsAndTheSessionIsStoppedEarly() throws {
    let result = try ring(sitting(.seconds(600)), script: [(.seconds(90), .type("q"))])
    #expect(result.ending == .stopped)
    #expect(result.app.recordedSessions.first?.active == .seconds(90))
    #expect(result.app.recordedSessions.first?.reachedEnd == false)
    #expect(result.app.recordedSessions.first?.session.kind == .meditate)
  }

  /// Issue 24, item 4: the screen closed the instant the last strike began. It now stays,
  /// saying the sitting is over, while the three strikes sound and ring out
  /// (`MeditationChime.ringOut` after the last), and `q` closes it at once.
  @Test func aClosingScreenStaysWhileTheEndBellsSoundAndQClosesItAtOnce() throws {
    let clock = ManualClock()
    let terminal = TimedTerminal(clock: clock)
    var kernel = Kernel(
      device: terminal, source: ScriptedEventSource(clock: clock, script: []), clock: clock)
    var app = MeditateApp(sitting: sitting(.seconds(10)), words: EnglishCatalogue())
    #expect(try kernel.run(&app) == .completed)
    // Strikes at 10, 11.5 and 13 s; the screen closes 3 s after the last.
    #expect(terminal.bells == [.zero, .seconds(10), .seconds(11.5), .seconds(13)])
    #expect(clock.now.offset == .seconds(16))

    var closing = MeditateApp(sitting: sitting(.seconds(10)), words: EnglishCatalogue())
    _ = closing.update(.resize(Size(columns: 60, rows: 16)), at: .zero)
    _ = closing.update(.deadline, at: .seconds(10))
    #expect(closing.update(.deadline, at: .seconds(13)).ending == nil)
    #expect(closing.face.status == "the sitting is over")
    #expect(closing.face.keys.map { "\($0.key) \($0.action)" } == ["q close"])
    #expect(closing.nextDeadline(after: .seconds(13)) == .seconds(16))
    #expect(closing.update(.key(.character("q")), at: .seconds(14)) == .quit(.completed))
  }

  @Test func plainLinesPrintOneLinePerBell() {
    var app = MeditateLines(
      sitting: sitting(
        .seconds(240), warmUp: .seconds(30), bells: .at([.seconds(60), .seconds(150)])),
      rings: false, words: EnglishCatalogue())
    let run = runLines(&app)
    #expect(run.ending == .completed)
    #expect(
      run.output.lines == [
        "warm-up 00:30", "start  04:00 left", "bell 1  03:00 left", "bell 2  01:30 left", "end",
      ])
    // It wakes only for bells: the start, two interval bells, the end.
    #expect(run.timeouts == [.seconds(30), .seconds(60), .seconds(90), .seconds(90)])
  }

  @Test func aRecordedSittingIsItsOwnKindInHistory() throws {
    let directory = TemporaryDataDirectory()
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["meditate", "3", "--warm-up", "1"], in: context) == 0)
    #expect(output.lines == ["warm-up 00:01", "start  00:03 left", "end"])
    // Plain lines' summary, a sentence (it read "Sat 00:03 of 00:03"), on standard error.
    #expect(errors.lines == ["Sat for 3 s, the whole sitting."])
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.kind == .meditate)
    #expect(session.status == .completed)
    #expect(session.activeMilliseconds == 3000)
  }

  @Test(arguments: [
    (["meditate"], "Error: Missing expected argument '<duration>'"),
    (["meditate", "20m", "--bell-every", "5m", "--bells", "3m"], "Error: "),
    (
      ["meditate", "20m", "--bells", "5m,3m"],
      "Error: Invalid value '3m' for '--bells <times>': not after 05:00"
    ),
    (
      ["meditate", "5m", "--bell-every", "5m"],
      "Error: Invalid value '5m' for '--bell-every <interval>'"
    ),
    (["meditate", "20m", "--warm-up", "x"], "Error: Invalid value 'x' for '--warm-up <duration>'"),
  ])
  func badUsageIsOneLineAndExit64(arguments: [String], prefix: String) {
    let (context, output, errors) = CommandContext.testing()
    #expect(CadenceCommandLine.run(arguments, in: context) == 64)
    #expect(output.text.isEmpty)
    #expect(errors.lines.first?.hasPrefix(prefix) == true)
  }
}

/// The real binary in a pseudo terminal: bells on the terminal, the sitting in the store.
@Suite(.hangLimit) struct MeditateEndToEndTests {
  @Test func aShortSittingRingsFiveTimesAndIsRecorded() throws {
    let directory = TemporaryDataDirectory()
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(),
      arguments: [
        "meditate", "6", "--warm-up", "0.5", "--bell-every", "5", "--data-dir", directory.path,
      ],
      environment: ["TERM": "xterm-256color"], size: Size(columns: 60, rows: 16))
    let exit = try pty.waitForExit(timeout: .seconds(15))
    #expect(exit.termination == .exited(0))
    // Start, one interval bell, three at the end.
    #expect(pty.text.count { $0 == "\u{07}" } == 5)
    #expect(pty.text.contains("Sat for 6 s, the whole sitting."))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.kind == .meditate)
    #expect(session.status == .completed)
  }
}
