import CadenceTestSupport
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

/// What happened, in order, across the app, the device and the source.
private final class Log {
  var entries: [String] = []
}

/// A countdown of whole seconds that logs each update.
private struct LoggedCountdown: TerminalApp {
  let log: Log
  var now: Duration = .zero

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    log.entries.append("update")
    self.now = now
    if case .key(.character("q")) = event { return .quit(.stopped) }
    return .continue
  }

  func render(into buffer: inout Buffer) {
    buffer.put("\(5 - Int(now / .seconds(1)))", at: 0, row: 0)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let next = Duration.seconds(Int(now / .seconds(1)) + 1)
    return next <= .seconds(5) ? next : nil
  }
}

/// The recording terminal, logging each write.
private struct LoggedDevice: TerminalDevice {
  let inner: RecordingTerminal
  let log: Log
  func size() -> Size { inner.size() }
  func write(_ bytes: [UInt8]) {
    log.entries.append("write")
    inner.write(bytes)
  }
  func suspend() {}
  func resume() {}
}

/// The scripted source, logging each wake-up that brought nothing (a timer's).
private struct LoggedSource: EventSource {
  var inner: ScriptedEventSource
  let log: Log
  mutating func wait(timeout: Duration?) throws -> [DeviceEvent] {
    let events = try inner.wait(timeout: timeout)
    log.entries.append(events.isEmpty ? "woke" : "event")
    return events
  }
}

@Suite struct KernelAheadTests {
  private func run(
    script: [(at: Duration, step: ScriptedEventSource.Step)], wakeErrors: [Duration] = []
  ) -> (log: [String], screen: RecordingTerminal, app: LoggedCountdown) {
    let log = Log()
    let clock = ManualClock()
    let terminal = RecordingTerminal(size: Size(columns: 4, rows: 1))
    var source = ScriptedEventSource(clock: clock, terminal: terminal, script: script)
    source.wakeErrors = wakeErrors
    var kernel = Kernel(
      device: LoggedDevice(inner: terminal, log: log),
      source: LoggedSource(inner: source, log: log),
      clock: clock)
    var app = LoggedCountdown(log: log)
    _ = try? kernel.run(&app)
    return (log.entries, terminal, app)
  }

  @Test func wokenForADeadlineTheLoopWritesBeforeAnythingElse() {
    let (log, terminal, _) = run(script: [(.seconds(5) + .milliseconds(500), .type("q"))])
    // Every wake-up for a deadline is followed by its write, the update having been done
    // before the sleep.
    let wakes = log.indices.filter { log[$0] == "woke" }
    #expect(wakes.count == 5, "\(log)")
    for index in wakes { #expect(log[index + 1] == "write", "\(log)") }
    #expect(terminal.screen.lines.first?.hasPrefix("0") == true)
  }

  @Test func aWakeUpPastTheNextChangeDropsTheFrameAndDrawsTheValueNow() {
    // The first wake comes 1.5 s late (at 2.5 s): the frame made for 1 s shows 4, stale.
    let (log, terminal, app) = run(
      script: [(.seconds(2) + .milliseconds(600), .type("q"))],
      wakeErrors: [.milliseconds(1_500)])
    #expect(app.now == .seconds(2) + .milliseconds(600))
    #expect(terminal.screen.lines.first?.hasPrefix("3") == true, "\(log)")
    let first = log.firstIndex(of: "woke")!
    #expect(log[first + 1] == "update", "\(log)")
  }

  @Test func aKeyDuringTheSleepGoesTheUsualWay() {
    let (log, _, _) = run(script: [
      (.milliseconds(300), .type("x")), (.seconds(1) + .milliseconds(10), .type("q")),
    ])
    let key = log.firstIndex(of: "event")!
    #expect(log[key + 1] == "update", "\(log)")
  }
}
