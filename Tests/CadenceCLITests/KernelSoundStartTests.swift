import CadencePractice
import CadenceSound
import CadenceTestSupport
import CadenceTesting
import Synchronization
import TerminalUI
import Testing

@testable import CadenceCLI

/// An output that logs when (on the clock it was opened on) it was handed cues.
private final class LoggingOutput: SoundOutput, Sendable {
  let clock: @Sendable () -> Duration
  let follows = Mutex<[Duration]>([])
  /// The kinds made ahead, and how many cues had been handed over by then.
  let prepared = Mutex<[(kinds: Set<CueKind>, follows: Int)]>([])

  init(clock: @escaping @Sendable () -> Duration) {
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
/// timeline shows, is what it can sound (and a bell at its zero, when it `strikesAtZero`).
private struct Counter: TerminalApp {
  var now: Duration = .zero
  var strikesAtZero = false

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
  var soundPreparation: [PracticeEvent] {
    (strikesAtZero ? [PracticeEvent(.bell(.start, strike: 0), at: .zero)] : [])
      + [PracticeEvent(.end, at: .seconds(3))]
  }
}

/// The clock's readings at each write, and the output the kernel opened.
private final class Log {
  var writes: [Duration] = []
  var output: LoggingOutput?
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

/// Sound opens beside the practice: the first frame never waits for it, and only a cue on
/// the practice's first instant may hold that instant back, at most 300 ms, with a notice.
@Suite struct KernelSoundStartTests {
  private struct Run {
    var writes: [Duration]
    var follows: [Duration]
    var prepared: [(kinds: Set<CueKind>, follows: Int)]
    var ending: Ending?
    var screen: RecordingTerminal
  }

  private func run(
    sound: Bool = true, strikesAtZero: Bool = false,
    script: [(at: Duration, step: ScriptedEventSource.Step)]
  ) -> Run {
    let clock = ManualClock()
    let terminal = RecordingTerminal(size: Size(columns: 24, rows: 2))
    let log = Log()
    var kernel = Kernel(
      device: TimedDevice(inner: terminal, clock: clock, log: log),
      source: ScriptedEventSource(clock: clock, terminal: terminal, script: script),
      clock: clock)
    if sound {
      let practiceSound = PracticeSound(plan: CuePlan(), asked: true, opening: .inline) {
        outputClock in
        let output = LoggingOutput(clock: outputClock)
        log.output = output
        return output
      }
      practiceSound.gettingReady = "Sound getting ready…"
      kernel.sound = practiceSound
    }
    var app = Counter(strikesAtZero: strikesAtZero)
    let ending = try? kernel.run(&app)
    return Run(
      writes: log.writes, follows: log.output?.follows.withLock { $0 } ?? [],
      prepared: log.output?.prepared.withLock { $0 } ?? [], ending: ending, screen: terminal)
  }

  @Test func theFirstFrameIsAtOnceAndTheCuesGoOutWithIt() {
    let result = run(script: [(.seconds(5), .type("q"))])
    #expect(result.writes.first == .zero)
    #expect(result.follows.first == .zero)
    // Each second after on its instant: the practice's clock started with the first frame.
    #expect(
      Array(result.writes.dropFirst().prefix(3)) == [1000, 2000, 3000].map { .milliseconds($0) })
  }

  /// The voices of what the app says it can sound are made as the sound opens, before any
  /// cue is handed over: the end chime, though the timeline does not reach it yet.
  @Test func theVoicesOfTheAppsWholeTimelineAreMadeBeforeItsFirstCues() {
    let result = run(script: [(.seconds(5), .type("q"))])
    #expect(result.prepared.map(\.kinds) == [[.endChime]])
    #expect(result.prepared.map(\.follows) == [0])
  }

  /// A bell on the first instant: the first frame at once, with the notice on its last row;
  /// the practice's zero 300 ms later, the notice gone, and its seconds from there.
  @Test func aCueAtTheFirstInstantHoldsItBackAtMostTheFirstCueWaitWithANotice() {
    let result = run(strikesAtZero: true, script: [(.seconds(5), .type("q"))])
    #expect(result.writes.first == .zero)
    #expect(result.writes.dropFirst().first == .milliseconds(300))
    #expect(
      Array(result.writes.dropFirst(2).prefix(3)) == [1300, 2300, 3300].map { .milliseconds($0) })
    #expect(
      result.follows.first == .zero, "the cues go out with the first frame, ahead of the zero")
    let first = String(decoding: result.screen.writes.first ?? [], as: UTF8.self)
    #expect(first.contains("Sound getting ready…"), "\(first)")
    #expect(!result.screen.screen.lines.joined().contains("getting ready"))
  }

  @Test func aKeyPressedWhileSoundGetsReadyStartsThePracticeAndIsHandled() {
    let result = run(strikesAtZero: true, script: [(.milliseconds(100), .type("q"))])
    #expect(result.ending == .stopped)
    #expect(result.writes.first == .zero)
    #expect(result.screen.screen.lines.first?.hasPrefix("0") == true)
  }

  @Test func withoutSoundTheFirstFrameIsAtOnce() {
    let result = run(sound: false, strikesAtZero: true, script: [(.seconds(5), .type("q"))])
    #expect(result.writes.first == .zero)
    #expect(result.writes.dropFirst().first == .seconds(1))
  }
}
