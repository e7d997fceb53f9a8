import Cadence
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// A loop held up after a frame (a slow command, a starved process) past the app's next
/// visible change: the change is late, never lost (rule 4). The old recorder's write held
/// a plain `timer 2` for the busy timeout past its end, and the loop, asking for the next
/// change after the stall, found none and waited for ever.
@Suite struct KernelStallTests {
  @Test func aStallPastTheEndStillDrawsTheEndAndEnds() throws {
    let host = ScriptedHost(noTerminal: [])
    let clock = host.clock
    let output = StringOutput()
    var app = Recorded(TimerLines(total: .seconds(2), words: EnglishCatalogue()))
    var stalled = false
    let ending = try host.run(&app, on: .lines(output), clock: .continuous) { _, _ in
      // The first checkpoint takes three seconds.
      if !stalled { _ = clock.advance(by: .seconds(3)) }
      stalled = true
    }
    #expect(ending == .completed)
    #expect(output.lines == ["00:02", "00:00"])
    #expect(host.timeouts == [.zero])
  }

  @Test func aStallBeforeTheNextSecondSkipsNoLaterOne() throws {
    let host = ScriptedHost(noTerminal: [])
    let clock = host.clock
    let output = StringOutput()
    var app = Recorded(TimerLines(total: .seconds(5), words: EnglishCatalogue()))
    var stalled = false
    let ending = try host.run(&app, on: .lines(output), clock: .continuous) { _, _ in
      if !stalled { _ = clock.advance(by: .milliseconds(2500)) }
      stalled = true
    }
    #expect(ending == .completed)
    // 00:04 and 00:03 fell in the stall: the next line shows the time at the wake-up.
    #expect(output.lines == ["00:05", "00:03", "00:02", "00:01", "00:00"])
  }
}
