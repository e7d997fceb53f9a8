import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// `breathe resonance --find` in the real binary on a pseudo terminal: the rests, the
/// question answered with a key, the answer kept. Each rate is one breath here
/// (`CADENCE_FIND_STEP_SECONDS`), about 55 s in all; the protocol's timing is tested on
/// scripted time (`ResonanceFindTests`).
@Suite(.hangLimit) struct ResonanceFindEndToEndTests {
  @Test func theQuestionIsAnsweredWithAKeyAndTheRateKept() throws {
    let directory = TemporaryDataDirectory()
    let pty = try directory.startCadence(
      ["breathe", "resonance", "--find", "--count-in", "0", "--no-sound"],
      environment: [BreatheCommand.findStepVariable: "1"])
    for rate in ["6.0", "5.5", "5.0", "4.5"] {
      #expect(try pty.read(timeout: .seconds(30)) { $0.contains("Next: \(rate) breaths a minute") })
      try pty.write(" ")
    }
    #expect(try pty.read(timeout: .seconds(30)) { $0.contains("Which rate felt easiest?") })
    var screen = HeadlessScreen(size: Size(columns: 80, rows: 24))
    screen.apply(pty.output)
    let shown = screen.lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(shown.contains("2  6.0 breaths a minute"), "\(shown)")
    // (The headless screen shows the window title's text too: look for the line's start.)
    #expect(shown.contains { $0.hasPrefix("1–5 choose · esc none") }, "\(shown)")
    try pty.write("2")
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(0))
    #expect(
      pty.text.contains(
        "Your resonance rate is now 6.0 breaths a minute (breathe.bpm): "
          + "'cadence breathe resonance' breathes at it."))
    #expect(try directory.store().setting("breathe.bpm") == "6.0")
    #expect(try directory.store().sessions(SessionQuery()).count == 5)
  }
}
