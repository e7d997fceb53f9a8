import Cadence
import CadencePractice
import CadenceSound
import CadenceTestSupport
import CadenceTesting
import Synchronization
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// An output that keeps every cue it was handed, by its instant on the output's clock, as a
/// stream does: a new plan replaces everything planned from now on (what is past stays).
private final class CueLog: SoundOutput, Sendable {
  let cues = Mutex<[Duration: [CueKind]]>([:])

  func follow(_ cues: [Cue], at now: Duration) {
    self.cues.withLock { heard in
      heard = heard.filter { $0.key < now }
      for cue in cues where cue.at >= now { heard[cue.at, default: []].append(cue.kind) }
    }
  }
  func close(drain: Duration) {}
  func takeProblem() -> SoundProblem? { nil }
}

/// `breathe --eyes-closed`: a calm screen, the cues carrying the session (a start and an end
/// apart from every phase, ticks counting a hold's end down), and no start where they
/// cannot be heard.
@Suite struct EyesClosedTests {
  /// One cycle of 4-7-8 after a 3 s count-in: inhale 3–7 s, hold 7–14 s, exhale 14–22 s.
  let session = BreathingSession(
    pattern: BreathingPreset.builtIn(named: "4-7-8")!.pattern, cycles: 1, countIn: .seconds(3))
  let size = Size(columns: 60, rows: 12)

  func app(eyesClosed: Bool = true) -> BreatheApp {
    var options = BreatheApp.Options(title: "4-7-8", language: .english)
    options.eyesClosed = eyesClosed
    return BreatheApp(session: session, options: options)
  }

  /// The whole session through the loop kernel on a ManualClock, its sound a log of cues.
  private func run(
    _ app: BreatheApp, plan: CuePlan, script: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) -> (terminal: RecordingTerminal, cues: [Duration: [CueKind]], ending: Ending?) {
    let clock = ManualClock()
    let terminal = RecordingTerminal(size: size)
    var kernel = Kernel(
      device: terminal,
      source: ScriptedEventSource(clock: clock, terminal: terminal, script: script),
      clock: clock)
    let log = CueLog()
    kernel.sound = PracticeSound(plan: plan, asked: true, opening: .inline) { _ in log }
    var app = app
    let ending = try? kernel.run(&app)
    return (terminal, log.cues.withLock { $0 }, ending)
  }

  @Test func theScreenIsOneDimLineInTheMiddleAndNothingElse() {
    var app = self.app()
    _ = app.update(.resize(size), at: .zero)
    _ = app.update(.deadline, at: .seconds(5))
    var screen = HeadlessScreen(size: size)
    var renderer = ANSIRenderer()
    screen.apply(renderer.redraw(frame(of: app, size: size)))
    let lines = screen.lines.map(\.trimmingSpaces)
    #expect(lines[6] == "Breathe in · 00:17")
    #expect(lines.enumerated().allSatisfy { $0.offset == 6 || $0.element.isEmpty }, "\(lines)")
    let first = screen.lines[6].firstIndex { $0 != " " }!
    let column = screen.lines[6].distance(from: screen.lines[6].startIndex, to: first)
    #expect(screen.style(column: column, row: 6)?.dim == true)
  }

  /// No motion: with closed eyes the app wakes once a second (the line's time left), never
  /// for the guide's radii; open, it wakes for each of them.
  @Test func closedEyesWakeOnlyEachSecond() {
    for eyesClosed in [true, false] {
      var app = self.app(eyesClosed: eyesClosed)
      _ = app.update(.resize(size), at: .zero)
      var wakes: [Duration] = []
      var now = Duration.zero
      while let next = app.nextDeadline(after: now), next <= .seconds(7) {
        _ = app.update(.deadline, at: next)
        wakes.append(next)
        now = next
      }
      if eyesClosed {
        #expect(wakes == (1...7).map { .seconds($0) })
      } else {
        #expect(wakes.count > 12)
      }
    }
  }

  @Test func theKeyClosesAndOpensTheEyes() {
    var app = self.app(eyesClosed: false)
    _ = app.update(.resize(size), at: .zero)
    _ = app.update(.deadline, at: .seconds(4))
    let open = frame(of: app, size: size).lines.map(\.trimmingSpaces)
    #expect(open.last?.contains("e eyes closed") == true, "\(open)")
    #expect(open.filter { !$0.isEmpty }.count > 3)
    _ = app.update(.key(.character("e")), at: .seconds(4))
    #expect(app.eyesClosed)
    let closed = frame(of: app, size: size).lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(closed == ["Breathe in · 00:18"])
    #expect(app.nextDeadline(after: .seconds(4)) == .seconds(5))
    _ = app.update(.key(.character("e")), at: .milliseconds(4_500))
    #expect(!app.eyesClosed)
    #expect(app.nextDeadline(after: .milliseconds(4_500))! < .seconds(5))
  }

  /// With closed eyes the phases ring the bell (the loop leaves it silent while sound
  /// plays): a person who closed them where sound cannot play still hears each breath.
  @Test func closedEyesRingThePhasesBell() {
    var app = self.app()
    _ = app.update(.resize(size), at: .zero)
    #expect(app.update(.deadline, at: .seconds(3)).effects == [.bell])
    #expect(app.update(.deadline, at: .seconds(7)).effects == [])
    #expect(app.update(.deadline, at: .seconds(14)).effects == [.bell])
  }

  /// The cues handed to the sound, at their instants on the output's clock: the practice's
  /// zero is 300 ms on (the start chime is a cue on its first instant), the start chime
  /// there, the phases' tones, a tick at each of the hold's last three seconds, the end.
  @Test func theCuesAtExactInstants() {
    let plan = CuePlan().eyesClosed(holdTicks: true)
    let (terminal, cues, ending) = run(app(), plan: plan)
    #expect(ending == .completed)
    let zero = TimelineSound.firstCueWait
    let expected: [Duration: [CueKind]] = [
      .zero: [.startChime], .seconds(3): [.inhale], .seconds(7): [.hold],
      .seconds(11): [.tick], .seconds(12): [.tick], .seconds(13): [.tick],
      .seconds(14): [.exhale], .seconds(22): [.endChime],
    ]
    #expect(cues == Dictionary(uniqueKeysWithValues: expected.map { ($0.key + zero, $0.value) }))
    // What the headless terminal shows in the end: the one line, nothing else.
    let lines = terminal.screen.lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(lines == ["Breathe out · 00:01"])
  }

  @Test func withoutHoldTicksTheHoldIsSilentToItsEnd() {
    let (_, cues, _) = run(app(), plan: CuePlan().eyesClosed(holdTicks: false))
    #expect(!cues.values.contains { $0.contains(.tick) })
    #expect(cues[TimelineSound.firstCueWait] == [.startChime])
  }
}

/// `breathe --eyes-closed` where no sound can play: it does not start, in one line, 64.
@Suite struct EyesClosedRefusalTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) -> (
    status: Int32, output: String, errors: [String]
  ) {
    let directory = TemporaryDataDirectory()
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path,
      environment: ["PULSE_SERVER": "unix:\(directory.path)/none"].merging(environment) { $1 })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.lines)
  }

  @Test func noServerNoStart() {
    let result = run(["breathe", "box", "--eyes-closed"])
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(
      result.errors.first
        == "Error: '--eyes-closed' needs sound to follow with closed eyes, and there is no "
        + "sound server: add '--bell' to follow the terminal bell instead.")
  }

  @Test func soundOffNoStartAndTheSettingIsNamed() {
    let directory = TemporaryDataDirectory()
    let (context, _, _) = CommandContext.testing(dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["config", "set", "breathe.eyes", "closed"], in: context) == 0)
    let (refused, _, errors) = CommandContext.testing(dataDirectory: directory.path)
    #expect(CadenceCommandLine.run(["breathe", "box", "--no-sound"], in: refused) == 64)
    #expect(
      errors.lines.first
        == "Error: 'breathe.eyes closed' needs sound to follow with closed eyes, and sound is off "
        + "('--no-sound' or the sound setting): add '--bell' to follow the terminal bell instead.")
  }

  @Test func theBellAsksForTheTerminalBellInstead() {
    let result = run(["breathe", "1-1", "--cycles", "1", "--eyes-closed", "--bell", "--plain"])
    #expect(result.status == 0, "\(result.errors)")
    // The count-in is at least 3 s with closed eyes: the start is heard apart.
    #expect(result.output.hasPrefix("get ready 3s\n"), "\(result.output)")
  }

  @Test func inChinese() {
    let result = run(["breathe", "box", "--eyes-closed"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(result.status == 64)
    #expect(
      result.errors.first
        == "错误：“--eyes-closed” 要靠声音闭眼练习，但找不到声音服务器。加上 “--bell” 可以改为跟着终端铃声练习。")
  }

  @Test func theCheckLoadsNoLibraryWithoutAServer() {
    var asked = false
    let unheard = EyesClosedCheck.unheard(
      soundOn: true, environment: ["PULSE_SERVER": "unix:/nonexistent/cadence/native"],
      libraryLoads: {
        asked = true
        return true
      })
    #expect(unheard == .noSound(.noServer("no server socket")))
    #expect(!asked)
  }
}
