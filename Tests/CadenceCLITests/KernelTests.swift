import Cadence
import CadenceTestSupport
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A countdown of whole seconds, shown as `MM:SS` at the top left, and a key counter.
private struct CountdownApp: TerminalApp {
  var total: Duration = .seconds(3)
  var now: Duration = .zero
  var keys = 0
  var events: [TerminalEvent] = []
  var times: [Duration] = []

  func remaining(at now: Duration) -> Int {
    let left = total - now
    guard left > .zero else { return 0 }
    return Int((left / .seconds(1)).rounded(.up))
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    events.append(event)
    times.append(now)
    self.now = now
    switch event {
    case .key(.character("q")): return .quit(.stopped)
    case .key(.character("b")): return .effects(.bell, .flash(.milliseconds(200)))
    case .key: keys += 1
    case .signal(let number): return .quit(.signal(number))
    case .deadline where remaining(at: now) == 0: return .effects(.bell)
    default: break
    }
    return .continue
  }

  func render(into buffer: inout Buffer) {
    let seconds = remaining(at: now)
    let text = (seconds / 60 < 10 ? "0" : "") + "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "")
    buffer.put(text + "\(seconds % 60)", at: 0, row: 0)
    if keys > 0 { buffer.put("keys \(keys)", at: 0, row: 1) }
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let seconds = remaining(at: now)
    return seconds == 0 ? nil : total - .seconds(seconds - 1)
  }
}

@Suite struct KernelTests {
  private let size = Size(columns: 10, rows: 2)

  private func run(
    _ app: inout CountdownApp, script: [(at: Duration, step: ScriptedEventSource.Step)],
    wakeErrors: [Duration] = []
  ) throws -> (status: Ending?, terminal: RecordingTerminal, timeouts: [Duration?]) {
    let clock = ManualClock(now: .init(offset: .seconds(1000)))
    let terminal = RecordingTerminal(size: size)
    var source = ScriptedEventSource(
      clock: clock, terminal: terminal,
      script: script.map { (at: $0.at + .seconds(1000), step: $0.step) })
    source.wakeErrors = wakeErrors
    var kernel = Kernel(device: terminal, source: source, clock: clock)
    let status = try? kernel.run(&app)
    return (status, terminal, kernel.source.timeouts)
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 })
  }

  @Test func theSizeIsTheFirstEventBeforeTheFirstFrame() throws {
    var app = CountdownApp()
    let result = try run(&app, script: [(.milliseconds(500), .type("q"))])
    #expect(app.events.first == .resize(size))
    #expect(app.times.first == .zero)
    #expect(result.terminal.writes.count == 1)
  }

  @Test func oneSecondCountdownWakesOncePerSecondAndWritesOnlyTheDigit() throws {
    var app = CountdownApp()
    let result = try run(&app, script: [(.milliseconds(3500), .type("q"))])
    #expect(result.status == .stopped)
    #expect(
      result.terminal.writes.map(text) == ["⎋[0m⎋[2J⎋[H00:03", "⎋[D2", "⎋[D1", "⎋[D0\u{07}"])
    #expect(result.timeouts == [.seconds(1), .seconds(1), .seconds(1), nil])
    #expect(app.events.dropFirst() == [.deadline, .deadline, .deadline, .key(.character("q"))])
    #expect(app.times.dropFirst() == [.seconds(1), .seconds(2), .seconds(3), .milliseconds(3500)])
  }

  @Test func manyKeysInOneReadCostOneFrame() throws {
    var app = CountdownApp()
    let result = try run(
      &app, script: [(.milliseconds(500), .type("xyz")), (.milliseconds(600), .type("q"))])
    #expect(app.keys == 3)
    #expect(result.terminal.writes.count == 2)
    #expect(text(result.terminal.writes[1]) == "\r\nkeys 3")
  }

  @Test func earlyWakeUpDeliversNothingAndReArmsForTheRest() throws {
    var app = CountdownApp()
    let result = try run(
      &app, script: [(.milliseconds(1500), .type("q"))], wakeErrors: [.microseconds(-300)])
    #expect(result.timeouts.prefix(2) == [.seconds(1), .microseconds(300)])
    #expect(app.events.dropFirst().first == .deadline)
    #expect(app.times.dropFirst().first == .seconds(1))
    #expect(result.terminal.writes.map(text) == ["⎋[0m⎋[2J⎋[H00:03", "⎋[D2"])
  }

  @Test func lateWakeUpDeliversOneDeadlineWithTheCurrentValue() throws {
    var app = CountdownApp()
    let result = try run(
      &app, script: [(.seconds(5), .type("q"))], wakeErrors: [.milliseconds(2500)])
    #expect(app.events.dropFirst() == [.deadline, .key(.character("q"))])
    #expect(result.terminal.writes.map(text) == ["⎋[0m⎋[2J⎋[H00:03", "⎋[D0\u{07}"])
  }

  @Test func ctrlLRedrawsEverything() throws {
    var app = CountdownApp()
    let result = try run(
      &app, script: [(.milliseconds(500), .input([0x0C])), (.milliseconds(600), .type("q"))])
    #expect(app.events.dropFirst().first == .redrawRequested)
    #expect(result.terminal.writes.map(text) == ["⎋[0m⎋[2J⎋[H00:03", "⎋[0m⎋[2J⎋[H00:03"])
  }

  @Test func resizeTellsTheAppAndRedrawsAtTheNewSize() throws {
    var app = CountdownApp()
    let bigger = Size(columns: 20, rows: 3)
    let result = try run(
      &app, script: [(.milliseconds(500), .resize(bigger)), (.milliseconds(600), .type("q"))])
    #expect(app.events.dropFirst().first == .resize(bigger))
    #expect(text(result.terminal.writes[1]) == "⎋[0m⎋[2J⎋[H00:03")
    #expect(result.terminal.screen.lines[0] == "00:03" + String(repeating: " ", count: 15))
  }

  @Test func ctrlZSuspendsAndSIGCONTResumesWithAFullRedraw() throws {
    var app = CountdownApp()
    let result = try run(
      &app,
      script: [
        (.milliseconds(500), .input([0x1A])), (.seconds(10), .signal(SignalNumber.continue)),
        (.seconds(11), .type("q")),
      ])
    #expect(app.events.dropFirst() == [.suspended, .resumed, .key(.character("q"))])
    #expect(result.terminal.suspendCount == 1 && result.terminal.resumeCount == 1)
    // While stopped the loop waits without a deadline: no frame, no wake-up.
    #expect(result.timeouts[1] == nil)
    #expect(result.terminal.writes.map(text) == ["⎋[0m⎋[2J⎋[H00:03", "⎋[0m⎋[2J⎋[H00:00"])
  }

  @Test func sigtstpFromOutsideSuspendsToo() throws {
    var app = CountdownApp()
    let result = try run(
      &app,
      script: [
        (.milliseconds(500), .signal(SignalNumber.terminalStop)),
        (.seconds(1), .signal(SignalNumber.continue)), (.seconds(2), .type("q")),
      ])
    #expect(result.terminal.suspendCount == 1)
    #expect(app.events.dropFirst().prefix(2) == [.suspended, .resumed])
  }

  @Test func stopAndContinueSeenTogetherDoNotStop() throws {
    var app = CountdownApp()
    let result = try run(
      &app,
      script: [
        (.milliseconds(500), .signal(SignalNumber.terminalStop)),
        (.milliseconds(500), .signal(SignalNumber.continue)), (.milliseconds(600), .type("q")),
      ])
    #expect(result.terminal.suspendCount == 0)
    #expect(app.events.dropFirst() == [.resumed, .key(.character("q"))])
  }

  @Test(arguments: [
    SignalNumber.terminate, SignalNumber.hangUp, SignalNumber.interrupt, SIGQUIT,
  ])
  func terminationSignalsReachTheApp(signal: Int32) throws {
    var app = CountdownApp()
    let result = try run(&app, script: [(.milliseconds(500), .signal(signal))])
    #expect(result.status == .signal(signal))
    #expect(app.events.dropFirst() == [.signal(signal)])
  }

  /// Raw mode turns `ISIG` off, so Ctrl-\ arrives as a byte: the kernel treats it as the
  /// SIGQUIT the terminal would have sent, as Ctrl-C ends every app with SIGINT's status.
  @Test func ctrlBackslashIsSIGQUIT() throws {
    var app = CountdownApp()
    let result = try run(&app, script: [(.milliseconds(500), .input([0x1C]))])
    #expect(result.status == .signal(SIGQUIT))
    #expect(app.events.dropFirst() == [.signal(SIGQUIT)])
    #expect(Ending.signal(SIGQUIT).exitStatus.code == 131)
  }

  @Test func loneEscapeIsDeliveredAfterTheEscapeTimeout() throws {
    var app = CountdownApp()
    _ = try run(
      &app, script: [(.milliseconds(500), .input([0x1B])), (.milliseconds(700), .type("q"))])
    #expect(app.events.dropFirst().first == .key(.escape))
    #expect(app.times.dropFirst().first == .milliseconds(550))
  }

  @Test func escapeSequenceCompletedInTheNextReadIsOneKey() throws {
    var app = CountdownApp()
    _ = try run(
      &app,
      script: [
        (.milliseconds(500), .input([0x1B, 0x5B])), (.milliseconds(510), .input([0x41])),
        (.milliseconds(700), .type("q")),
      ])
    #expect(app.events.dropFirst().first == .key(.up))
  }

  @Test func bellAndFlashGoOutWithTheFrameAndTheFlashEnds() throws {
    var app = CountdownApp()
    let result = try run(
      &app, script: [(.milliseconds(100), .type("b")), (.milliseconds(900), .type("q"))])
    #expect(result.terminal.writes.map(text).dropFirst() == ["\u{07}⎋[?5h", "⎋[?5l"])
    #expect(result.timeouts.prefix(2) == [.seconds(1), .milliseconds(200)])
    #expect(!result.terminal.screen.isReverseVideo)
  }

  @Test func longCountdownCostsOneWakeAndFewBytesPerSecond() throws {
    var app = CountdownApp(total: .seconds(600))
    let result = try run(&app, script: [(.seconds(601), .type("q"))])
    #expect(result.timeouts.count == 601)
    #expect(result.terminal.writes.count == 601)
    let steadyBytes = result.terminal.writes.dropFirst().map(\.count).reduce(0, +)
    #expect(steadyBytes < 600 * 12, "\(steadyBytes) bytes for 600 visible changes")
    #expect(result.terminal.screen.lines[0].hasPrefix("00:00"))
  }
}
