import Cadence
import CadenceTestSupport
import CadenceTesting
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// A terminal whose window reports any size (a window may claim 65535 x 65535), and whose
/// screen is only as large as the area a loop may draw: a frame addressed beyond it would
/// show as missing text, and nothing here allocates by the reported size.
private final class OversizeTerminal: TerminalDevice {
  var reported: Size
  private(set) var screen: HeadlessScreen
  private(set) var bytesWritten = 0
  /// Everything written, while it is small (kept for the small sizes only).
  private(set) var text = ""

  init(reported: Size, screen: Size) {
    self.reported = reported
    self.screen = HeadlessScreen(size: screen)
  }

  func size() -> Size { reported }

  func write(_ bytes: [UInt8]) {
    bytesWritten += bytes.count
    if bytes.count < 100_000 { text += String(decoding: bytes, as: UTF8.self) }
    screen.apply(bytes)
  }

  func suspend() {}

  func resume() {}
}

/// Marks the corners of the buffer it is given and remembers every size it was told.
private struct CornersApp: TerminalApp {
  var sizes: [Size] = []

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    switch event {
    case .resize(let size): sizes.append(size)
    case .key(.character("q")): return .quit(.stopped)
    default: break
    }
    return .continue
  }

  func render(into buffer: inout Buffer) {
    buffer.put("top", at: 0, row: 0)
    buffer.put("end", at: buffer.size.columns - 3, row: buffer.size.rows - 1)
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }
}

@Suite struct KernelSizeLimitTests {
  /// A small limit for the logic; ``Size/drawingLimit`` itself is checked once.
  let limit = Size(columns: 60, rows: 10)

  private func run(
    reported: Size, limit: Size? = nil, screen: Size? = nil,
    script: [(at: Duration, step: ScriptedEventSource.Step)] = [(.seconds(1), .type("q"))],
    sizes: [Size] = []
  ) throws -> (app: CornersApp, terminal: OversizeTerminal) {
    let clock = ManualClock()
    let terminal = OversizeTerminal(reported: reported, screen: screen ?? limit ?? self.limit)
    var app = CornersApp()
    let source = Resizing(
      inner: ScriptedEventSource(clock: clock, script: script), terminal: terminal,
      sizes: sizes)
    var kernel = Kernel(device: terminal, source: source, clock: clock)
    kernel.drawingLimit = limit ?? self.limit
    _ = try kernel.run(&app)
    return (app, terminal)
  }

  @Test func theLimitIs1000By500() {
    #expect(Size.drawingLimit == Size(columns: 1000, rows: 500))
    #expect(
      Kernel(
        device: RecordingTerminal(size: .zero),
        source: ScriptedEventSource(clock: ManualClock(), script: []), clock: ManualClock()
      ).drawingLimit == .drawingLimit)
  }

  @Test func aWindowLargerThanTheLimitIsDrawnInTheLimitWithANotice() throws {
    let result = try run(reported: Size(columns: 3000, rows: 600))
    #expect(result.app.sizes == [limit])
    let lines = result.terminal.screen.lines
    #expect(lines[0].hasPrefix("top"))
    // The app's last row is its own to its end; the notice takes the start of it.
    #expect(
      lines[9] == " Window 3000x600: showing 60x10 " + String(repeating: " ", count: 25) + "end")
    #expect(result.terminal.screen.style(column: 1, row: 9)?.reverse == true)
  }

  @Test func theLargestSizeATerminalCanReportIsDrawnInTheRealLimit() throws {
    // Only bytes are counted here: a screen of 1000 x 500 is slow to replay in a debug build.
    let result = try run(
      reported: Size(columns: 65535, rows: 65535), limit: .drawingLimit, screen: .zero)
    #expect(result.app.sizes == [.drawingLimit])
    // One full frame of the capped area, not of the window.
    #expect(result.terminal.bytesWritten < 2 * Size.drawingLimit.area)
  }

  @Test func oneDimensionOverTheLimitCapsOnlyThatOne() throws {
    let result = try run(reported: Size(columns: 100, rows: 5))
    #expect(result.app.sizes == [Size(columns: 60, rows: 5)])
    #expect(result.terminal.screen.lines[4].hasPrefix(" Window 100x5: showing 60x5 "))
  }

  @Test func aWindowWithinTheLimitHasNoNotice() throws {
    let result = try run(reported: limit)
    #expect(result.app.sizes == [limit])
    #expect(result.terminal.screen.lines[9].hasSuffix(String(repeating: " ", count: 57) + "end"))
  }

  @Test func growingPastTheLimitAndBackShowsAndRemovesTheNotice() throws {
    let result = try run(
      reported: Size(columns: 20, rows: 4),
      script: [
        (.seconds(1), .signal(SignalNumber.windowChange)),
        (.seconds(2), .signal(SignalNumber.windowChange)),
        (.seconds(3), .signal(SignalNumber.windowChange)), (.seconds(4), .type("q")),
      ],
      sizes: [
        Size(columns: 65535, rows: 1000), Size(columns: 65535, rows: 999),
        Size(columns: 30, rows: 6),
      ])
    // 65535 x 1000 and 65535 x 999 are both drawn at the limit: the app hears of one.
    #expect(result.app.sizes == [Size(columns: 20, rows: 4), limit, Size(columns: 30, rows: 6)])
    #expect(result.terminal.text.contains("Window 65535x1000: showing 60x10"))
    #expect(result.terminal.text.contains("Window 65535x999: showing 60x10"))
    let lines = result.terminal.screen.lines
    #expect(!lines.contains { $0.contains("Window") })
    #expect(
      lines[5] == String(repeating: " ", count: 27) + "end" + String(repeating: " ", count: 30))
  }
}

/// Changes the terminal's reported size on each scripted SIGWINCH, in order.
private struct Resizing: EventSource {
  var inner: ScriptedEventSource
  let terminal: OversizeTerminal
  var sizes: [Size]

  mutating func wait(timeout: Duration?) throws -> [DeviceEvent] {
    let events = try inner.wait(timeout: timeout)
    if events.contains(.signal(SignalNumber.windowChange)), !sizes.isEmpty {
      terminal.reported = sizes.removeFirst()
    }
    return events
  }
}
