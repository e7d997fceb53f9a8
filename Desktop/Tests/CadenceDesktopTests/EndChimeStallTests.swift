import Cadence
import CadenceWords
import Foundation
import GtkGlue
import Synchronization
import XCTest

@testable import CadenceDesktop

/// Issue 45 #2: a practice that completed with sound on froze the window for about 4 s
/// (`PulseOutput.close(drain:)` slept the main thread while the end chime rang out). The
/// end chime now rings out on the stream's own thread; these hold the main loop to it with
/// a real PulseAudio server on a null sink: a 5 ms timeout chained on the main loop
/// measures its longest stall around the end, which must be at most 50 ms, while the
/// chime still plays on the server.
final class EndChimeStallTests: XCTestCase {
  /// The longest the main loop may stand still at a practice's end.
  static let longestStall = 50_000

  func testTheBreathingPageStaysResponsiveWhileItsEndChimeRings() throws {
    try MainActor.assumeIsolated {
      try Self.measureTheEnd { main in
        main.show(.breathe)
        // One 1-1 cycle after the 3 s count-in: 5 s.
        main.breathe.start(
          BreathingSession(pattern: try BreathingPattern(parsing: "1-1"), cycles: 1),
          name: "1-1")
        return main.breathe.driver
      }
    }
  }

  func testTheTimerPageStaysResponsiveWhileItsEndChimeRings() throws {
    try MainActor.assumeIsolated {
      try Self.measureTheEnd { main in
        main.show(.timer)
        // Long enough for the stream to play before the end: an idle null sink starts a
        // new stream only at the end of its 2 s block, and a chime whose moment passed
        // more than 150 ms before its stream plays is dropped (PLATFORM.md, Sound).
        main.timer.start(total: .seconds(4))
        return main.timer.driver
      }
    }
  }

  /// Starts what `start` starts in a window on screen with sound on a server of the test's
  /// own, and measures the main loop from half a second before the practice's end to a
  /// second after it.
  @MainActor
  private static func measureTheEnd<Practice>(
    _ start: (MainWindow) throws -> PracticeDriver<Practice>
  ) throws {
    try PauseAndStopTests.requireDisplay()
    guard let server = PulseServer() else { throw XCTSkip("needs pulseaudio") }
    defer { server.stop() }
    let previous = ProcessInfo.processInfo.environment["PULSE_SERVER"]
    setenv("PULSE_SERVER", server.address, 1)
    defer {
      if let previous { setenv("PULSE_SERVER", previous, 1) } else { unsetenv("PULSE_SERVER") }
    }
    DesktopApp.setUpLook()
    let main = MainWindow(
      application: nil, store: nil, reduceMotion: false, words: EnglishCatalogue())
    defer { main.window.destroy() }
    main.soundChoice = SoundChoice(isOn: true)
    main.window.present()
    XCTAssertTrue(runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
    let driver = try start(main)
    let meter = StallMeter()
    meter.start()
    defer { meter.stop() }
    var played = false
    XCTAssertTrue(
      runMainLoop(
        until: {
          played = played || driver.soundPlays
          return !driver.isRunning
        }, timeoutMicroseconds: 10_000_000), "the practice did not end")
    let end = monotonicMicroseconds()
    XCTAssertTrue(played, "no sound played: the end was not heard")
    // The chime rings on the server after the end (asked off the main thread: pactl is a
    // process, which would stall the loop measured). Asked from the end on, until it is
    // seen: a loaded machine may take a while to start pactl, and the chime is short.
    let streamsAfter = Mutex(0)
    let asked = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      for _ in 0..<10 where streamsAfter.withLock({ $0 }) == 0 {
        let streams = server.streams
        streamsAfter.withLock { $0 = max($0, streams) }
      }
      asked.signal()
    }
    _ = runMainLoop(until: { false }, timeoutMicroseconds: 1_000_000)
    asked.wait()
    XCTAssertGreaterThan(streamsAfter.withLock { $0 }, 0, "the end chime was not ringing")
    let stall = meter.longestGap(from: end - 500_000, to: end + 1_000_000)
    print("longest stall of the main loop at the end: \(stall) µs")
    XCTAssertLessThanOrEqual(stall, Self.longestStall, "the main loop stood still \(stall) µs")
  }
}

/// A timeout every 5 ms on the main loop, chained: the gaps between its firings are how
/// long the loop stood still.
@MainActor
final class StallMeter {
  static let interval = 5_000
  private var firings: [Int] = []
  private var next: Timeout?

  func start() {
    firings = [monotonicMicroseconds()]
    schedule()
  }

  private func schedule() {
    next = Timeout(at: monotonicMicroseconds() + Self.interval) { [unowned self] in
      self.firings.append(monotonicMicroseconds())
      self.schedule()
    }
  }

  func stop() {
    next?.cancel()
    next = nil
  }

  /// The longest time between two firings, less the interval, among firings in `start…end`
  /// (monotonic microseconds).
  func longestGap(from start: Int, to end: Int) -> Int {
    zip(firings, firings.dropFirst()).filter { $0.1 >= start && $0.0 <= end }
      .map { $0.1 - $0.0 - Self.interval }.max() ?? .max
  }
}
