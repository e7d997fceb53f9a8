import CadencePractice
import CadenceSound
import CadenceTestSupport
import CadenceTesting
import Synchronization
import TerminalUI
import Testing

@testable import CadenceCLI

/// An output that needs `lead` of warning and logs when (on the clock it was opened on) it
/// was handed cues.
private final class LeadOutput: SoundOutput, Sendable {
  let lead: Duration
  let clock: @Sendable () -> Duration
  let follows = Mutex<[Duration]>([])
  /// The kinds made ahead, and how many cues had been handed over by then.
  let prepared = Mutex<[(kinds: Set<CueKind>, follows: Int)]>([])

  init(lead: Duration, clock: @escaping @Sendable () -> Duration) {
    self.lead = lead
    self.clock = clock
  }

  func follow(_ cues: [Cue], at now: Duration) { follows.withLock { $0.append(clock()) } }
  func prepare(_ kinds: Set<CueKind>) {
    let count = follows.withLock { $0.count }
    prepared.withLock { $0.append((kinds, count)) }
  }
  func close(drain: Duration) {}
  func takeProblem() -> SoundProblem? { nil }
}

/// A second counter to 3 s with no sound of its own on the way; its end, beyond what its
/// timeline shows, is what it can sound.
private struct Counter: TerminalApp {
  var now: Duration = .zero

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    if case .key(.character("q")) = event { return .quit(.stopped) }
    return .continue
  }

  func render(into buffer: inout Buffer) {
    buffer.put("\(Int(now / .seconds(1)))", at: 0, row: 0)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let next = Duration.seconds(Int(now / .seconds(1)) + 1)
    return next <= .seconds(3) ? next : nil
  }

  var soundTimeline: [PracticeEvent] { [] }
  /// Its end, three seconds on, beyond what its timeline shows.
  var soundPreparation: [PracticeEvent] { [PracticeEvent(.end, at: .seconds(3))] }
}

/// The clock's readings at each write, and the output the kernel opened.
private final class Log {
  var writes: [Duration] = []
  var output: LeadOutput?
}

/// The recording terminal, noting the clock's reading at each write.
private struct TimedDevice: TerminalDevice {
  let inner: RecordingTerminal
  let clock: ManualClock
  let log: Log
  func size() -> Size { inner.size() }
  func write(_ bytes: [UInt8]) {
    log.writes.append(clock.now.offset)
    inner.write(bytes)
  }
  func suspend() {}
  func resume() {}
}

@Suite struct KernelSoundLeadTests {
  private struct Run {
    var writes: [Duration]
    var follows: [Duration]
    var prepared: [(kinds: Set<CueKind>, follows: Int)]
    var ending: Ending?
    var screen: RecordingTerminal
  }

  private func run(lead: Duration, script: [(at: Duration, step: ScriptedEventSource.Step)]) -> Run
  {
    let clock = ManualClock()
    let terminal = RecordingTerminal(size: Size(columns: 4, rows: 1))
    let log = Log()
    var kernel = Kernel(
      device: TimedDevice(inner: terminal, clock: clock, log: log),
      source: ScriptedEventSource(clock: clock, terminal: terminal, script: script),
      clock: clock)
    kernel.sound = PracticeSound(plan: CuePlan(), asked: true) { outputClock in
      let output = LeadOutput(lead: lead, clock: outputClock)
      log.output = output
      return output
    }
    var app = Counter()
    let ending = try? kernel.run(&app)
    return Run(
      writes: log.writes, follows: log.output?.follows.withLock { $0 } ?? [],
      prepared: log.output?.prepared.withLock { $0 } ?? [], ending: ending, screen: terminal)
  }

  @Test func theFirstFrameWaitsForThePracticesZeroWhileTheCuesArePlacedAhead() {
    let result = run(lead: .milliseconds(300), script: [(.seconds(5), .type("q"))])
    // The cues went out at once, a lead ahead of the practice's zero...
    #expect(result.follows.first == .zero)
    // ...and the screen showed the practice's zero only at that zero: with the sound.
    #expect(result.writes.first == .milliseconds(300))
    // Each second after on its instant of the practice's clock (the lead later).
    #expect(
      Array(result.writes.dropFirst().prefix(3)) == [1300, 2300, 3300].map { .milliseconds($0) })
  }

  /// The voices of what the app says it can sound are made as the sound opens, before any
  /// cue is handed over: the end chime, though the timeline does not reach it yet.
  @Test func theVoicesOfTheAppsWholeTimelineAreMadeBeforeItsFirstCues() {
    let result = run(lead: .milliseconds(300), script: [(.seconds(5), .type("q"))])
    #expect(result.prepared.map(\.kinds) == [[.endChime]])
    #expect(result.prepared.map(\.follows) == [0])
  }

  @Test func aKeyPressedDuringTheLeadIsHandledRightAfterTheFirstFrame() {
    let result = run(lead: .milliseconds(300), script: [(.milliseconds(100), .type("q"))])
    #expect(result.ending == .stopped)
    #expect(result.writes.first == .milliseconds(300))
    #expect(result.screen.screen.lines.first?.hasPrefix("0") == true)
  }

  @Test func withoutSoundTheFirstFrameIsAtOnce() {
    let result = run(lead: .zero, script: [(.seconds(5), .type("q"))])
    #expect(result.writes.first == .zero)
  }
}
