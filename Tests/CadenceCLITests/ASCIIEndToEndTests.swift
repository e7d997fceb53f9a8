import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

/// The real binary in a pseudo terminal under `LANG=C`: every byte it writes is ASCII,
/// and the screen still shows big digits and a shaded disc.
@Suite(.hangLimit) struct ASCIIEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  func start(_ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments,
      environment: [
        "TERM": "xterm-256color", "LANG": "C", "CADENCE_DATA_DIR": TemporaryDirectory.shared.path,
      ],
      size: size)
  }

  func screen(_ pty: PseudoTerminal) -> [String] {
    var screen = HeadlessScreen(size: size)
    screen.apply(pty.output)
    return screen.lines
  }

  @Test func theTimerScreenIsASCIIWithHashDigits() throws {
    let pty = try start(["timer", "30", "--title", "Caf\u{E9}"])
    #expect(try pty.read(timeout: .seconds(5)) { _ in screen(pty).joined().contains("q quit") })
    let shown = screen(pty)
    #expect(contains(hashDigits("00:30"), in: shown), "\(shown.joined(separator: "\n"))")
    #expect(shown.contains { $0.contains("Cafe") })
    #expect(shown.contains { $0.contains("space pause | r restart") })
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(1))
    #expect(isASCII(pty.output), "\(pty.text)")
  }

  @Test func theBreathingDiscIsShadedInASCII() throws {
    let pty = try start(["breathe", "box", "--count-in", "0", "--no-note"])
    #expect(try pty.read(timeout: .seconds(5)) { _ in screen(pty).joined().contains("@@") })
    #expect(screen(pty).contains { $0.contains("Breathe in") })
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(1))
    #expect(isASCII(pty.output), "\(pty.text)")
  }
}
