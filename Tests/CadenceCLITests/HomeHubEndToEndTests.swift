import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 24, item 10: the home screen is a hub. A practice started from it comes back to it
/// (its summary line shown there), `p` chooses a program inside it, `m` sits a meditation,
/// `a` breathes any pattern, saved ones too; Ctrl-C in a practice ends cadence as it would
/// have alone (130), and the terminal is restored on every way out.
@Suite(.hangLimit) struct HomeHubEndToEndTests {
  let size = Size(columns: 80, rows: 24)
  let home = HomeEndToEndTests()

  func start(in directory: ProgramTestDirectory) throws -> PseudoTerminal {
    try home.start([], in: directory)
  }

  /// Reads until the screen drawn since byte `offset` shows `text`.
  func waitFor(_ text: String, on pty: PseudoTerminal, from offset: Int = 0) throws -> Bool {
    try home.waitFor(text, on: pty, from: offset)
  }

  func screen(_ pty: PseudoTerminal, from offset: Int) -> String {
    home.screen(pty, size: size, from: offset)
  }

  /// Back at home, from byte `offset` on: the menu's keys on the bottom row.
  func expectHome(
    _ pty: PseudoTerminal, from offset: Int, showing line: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try waitFor("q quit", on: pty, from: offset), sourceLocation: sourceLocation)
    let shown = screen(pty, from: offset)
    #expect(shown.contains(line), "\(shown)", sourceLocation: sourceLocation)
    #expect(try !pty.attributes().isCooked, sourceLocation: sourceLocation)
  }

  func quitHome(_ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try pty.write("q")
    #expect(
      try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0),
      sourceLocation: sourceLocation)
    try home.expectRestored(pty, sourceLocation: sourceLocation)
  }

  @Test func qInAPracticeStartedFromHomeComesBackToHomeWithItsSummary() throws {
    let directory = ProgramTestDirectory()
    let pty = try start(in: directory)
    #expect(try waitFor("q quit", on: pty))
    let before = pty.output.count
    try pty.write("b")
    #expect(try waitFor("space pause", on: pty, from: before))
    let practice = pty.output.count
    try pty.write("q")
    try expectHome(
      pty, from: practice, showing: "0 of 4 cycles, 00:00 of breathing (stopped early)")
    // The home's figures are read again: the session is in the store.
    #expect(try directory.store().sessions(SessionQuery()).count == 1)
    try quitHome(pty)
  }

  @Test func pOpensAProgramChooserAndEscGoesBack() throws {
    let directory = ProgramTestDirectory()
    let pty = try start(in: directory)
    #expect(try waitFor("q quit", on: pty))
    let before = pty.output.count
    try pty.write("p")
    #expect(try waitFor("esc back", on: pty, from: before))
    let chooser = screen(pty, from: before)
    #expect(chooser.contains("7-day calm"), "\(chooser)")
    #expect(chooser.contains("not started"), "\(chooser)")
    #expect(try !pty.attributes().isCooked)
    let back = pty.output.count
    try pty.write("\u{1B}")
    try expectHome(pty, from: back, showing: "p  Programs")
    try quitHome(pty)
  }

  @Test func aProgramChosenInHomeStartsAndComesBack() throws {
    let directory = ProgramTestDirectory()
    let pty = try start(in: directory)
    #expect(try waitFor("q quit", on: pty))
    let before = pty.output.count
    try pty.write("p")
    #expect(try waitFor("esc back", on: pty, from: before))
    let chosen = pty.output.count
    try pty.write("\r")
    #expect(try waitFor("space pause", on: pty, from: chosen))
    let practice = pty.output.count
    try pty.write("q")
    try expectHome(
      pty, from: practice,
      showing: "Step 1 was not completed; it stays next for 'cadence program continue'.")
    try quitHome(pty)
  }

  @Test func meditateStartsFromHomeAndComesBack() throws {
    let directory = ProgramTestDirectory()
    let pty = try start(in: directory)
    #expect(try waitFor("q quit", on: pty))
    let before = pty.output.count
    try pty.write("m")
    #expect(try waitFor("Meditate for:", on: pty, from: before))
    let typed = pty.output.count
    try pty.write("10m\r")
    #expect(try waitFor("q end", on: pty, from: typed))
    let practice = pty.output.count
    try pty.write("q")
    try expectHome(pty, from: practice, showing: "Sat for 0 s of 10 min.")
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.kind == .meditate)
    #expect(session.plannedMilliseconds == 600_000)
    try quitHome(pty)
  }

  @Test func aSavedPatternStartsFromHome() throws {
    let directory = ProgramTestDirectory()
    try directory.store().addPattern(CustomPattern(name: "evening", spec: "4-0-6-0"))
    let pty = try start(in: directory)
    #expect(try waitFor("q quit", on: pty))
    let before = pty.output.count
    try pty.write("a")
    #expect(try waitFor("evening", on: pty, from: before))
    let chooser = screen(pty, from: before)
    #expect(chooser.contains("2  Box breathing"), "\(chooser)")
    // The saved pattern is the last of the list: up from the first wraps round to it.
    let chosen = pty.output.count
    try pty.write("\u{1B}[A\r")
    #expect(try waitFor("space pause", on: pty, from: chosen))
    #expect(screen(pty, from: chosen).contains("evening"))
    let practice = pty.output.count
    try pty.write("q")
    try expectHome(pty, from: practice, showing: "evening")
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.name == "evening")
    try quitHome(pty)
  }

  /// Ctrl-C in a practice started from home ends cadence, as it would the practice typed
  /// alone: exit 130, the session saved, the terminal restored.
  @Test func ctrlCInAPracticeStartedFromHomeExits130() throws {
    let directory = ProgramTestDirectory()
    let pty = try start(in: directory)
    #expect(try waitFor("q quit", on: pty))
    let before = pty.output.count
    try pty.write("b")
    #expect(try waitFor("space pause", on: pty, from: before))
    try pty.write([0x03])
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(130))
    try home.expectRestored(pty)
    #expect(try directory.store().sessions(SessionQuery()).count == 1)
  }
}
