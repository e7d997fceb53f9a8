import Cadence
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct TypeLoopTests {
  static let hide = "\u{1B}[?25l"
  static let show = "\u{1B}[?25h"

  /// "ab cd" at 10 characters per second, no pauses: a unit every 100 ms.
  func typewriter(
    _ text: String = "ab cd", width: Int = 80, pacing: TypewriterPacing = .charactersPerSecond(10)
  ) -> InlineTypewriter {
    InlineTypewriter(
      source: text, options: TypesetOptions(width: width, keepsStyles: true),
      pacing: pacing.withoutPauses)
  }

  func ms(_ milliseconds: Int64) -> Duration { .milliseconds(milliseconds) }

  /// `count` waits of `milliseconds` each: a unit every so often, on time.
  func every(_ milliseconds: Int64, _ count: Int) -> [Duration?] {
    Array(repeating: ms(milliseconds), count: count)
  }

  /// Types on a scripted inline terminal 80 columns wide, on the loop kernel; `script` and
  /// the wake-ups' `wakeErrors` are at times from the start. The host keeps what was
  /// written (one string per write) and the timeout of each wait (one per wake-up).
  func type(
    _ typewriter: InlineTypewriter,
    script: [(at: Duration, step: ScriptedEventSource.Step)] = [], wakeErrors: [Duration] = []
  ) throws -> (ending: Ending, host: ScriptedHost) {
    var typewriter = typewriter
    let host = ScriptedHost.typing(script: script, wakeErrors: wakeErrors)
    let ending = try host.run(&typewriter, on: .inline, clock: .suspending)
    return (ending, host)
  }

  /// The last frame goes out with the closing bytes (line end, cursor shown) in one write.
  @Test func eachFrameWritesOnlyTheNewCharacterOnceAtItsInstant() throws {
    let (ending, host) = try type(typewriter())
    #expect(ending == .completed)
    #expect(host.typedWrites == [Self.hide, "a", "b", " ", "c", "d\n" + Self.show])
    // One wake-up per unit, each at its instant, 100 ms apart.
    #expect(host.inlineTimeouts == every(100, 5))
    #expect(host.clocksUsed == [.suspending])
  }

  @Test func aStallWritesEverythingDueInOneWriteAndNeverReplays() throws {
    // The wait for 200 ms comes back at 450 ms.
    let (_, host) = try type(typewriter(), wakeErrors: [.zero, ms(250)])
    #expect(host.typedWrites == [Self.hide, "a", "b c", "d\n" + Self.show])
    #expect(host.inlineTimeouts == [ms(100), ms(100), ms(50)])
  }

  @Test func anEarlyWakeUpWritesNothingAndWaitsAgainForTheSameInstant() throws {
    let (_, host) = try type(typewriter(), wakeErrors: [.zero, .microseconds(-300)])
    #expect(host.typedWrites == [Self.hide, "a", "b", " ", "c", "d\n" + Self.show])
    // Woken at 199.7 ms: nothing written, asleep again until 200 ms.
    #expect(
      host.inlineTimeouts == [ms(100), ms(100), .microseconds(300), ms(100), ms(100), ms(100)])
  }

  @Test(arguments: ["\r", " "])
  func spaceOrEnterWritesTheRestAndTheClosingAtOnce(key: String) throws {
    let (ending, host) = try type(typewriter(), script: [(ms(130), .type(key))])
    #expect(ending == .completed)
    #expect(host.typedWrites == [Self.hide, "a", "b cd\n" + Self.show])
    #expect(host.inlineTimeouts == every(100, 2))
  }

  @Test func otherKeysAreIgnored() throws {
    let (ending, host) = try type(
      typewriter(), script: [(ms(130), .type("x")), (ms(140), .input([0x1B, 0x5B, 0x41]))])
    #expect(ending == .completed)
    #expect(host.typedWrites.joined() == Self.hide + "ab cd\n" + Self.show)
  }

  @Test(arguments: [
    (ScriptedEventSource.Step.type("q"), Ending.stopped),
    (.input([0x03]), .signal(SignalNumber.interrupt)),
    (.signal(SignalNumber.interrupt), .signal(SignalNumber.interrupt)),
    (.signal(SignalNumber.terminate), .signal(SignalNumber.terminate)),
    (.signal(SignalNumber.hangUp), .signal(SignalNumber.hangUp)),
  ])
  func qCtrlCAndSignalsStopEndingTheLineAndShowingTheCursor(
    step: ScriptedEventSource.Step, ending: Ending
  ) throws {
    let result = try type(typewriter(), script: [(ms(210), step)])
    #expect(result.ending == ending)
    #expect(result.host.typedWrites == [Self.hide, "a", "b", "\n" + Self.show])
  }

  @Test func stoppingBeforeAnythingIsTypedWritesNoLineBreak() throws {
    let (ending, host) = try type(typewriter(), script: [(ms(10), .type("q"))])
    #expect(ending == .stopped)
    #expect(host.typedWrites == [Self.hide, Self.show])
  }

  @Test func suspendingStopsTheRevealClockUntilContinued() throws {
    let (ending, host) = try type(
      typewriter(),
      script: [
        (ms(150), .input([0x1A])),  // Ctrl-Z
        (ms(150) + .seconds(60), .signal(SignalNumber.continue)),
      ])
    #expect(ending == .completed)
    #expect(
      host.typedWrites == [Self.hide, "a", Self.show, Self.hide, "b", " ", "c", "d\n" + Self.show])
    // Stopped at 150 ms, no wake-up while stopped, and 60 s later the rest comes on the
    // same rhythm: "b" 50 ms after the resume, as it was due 50 ms after the stop.
    #expect(host.inlineTimeouts == every(100, 2) + [nil, ms(50)] + every(100, 3))
    #expect(host.inlineTerminal.suspendCount == 1)
    #expect(host.inlineTerminal.resumeCount == 1)
  }

  @Test func wrappedBreaksArriveWithTheFirstCharacterOfTheNextLine() throws {
    let (_, host) = try type(typewriter("ab cd 漢字", width: 5))
    #expect(
      host.typedWrites == [Self.hide, "a", "b", " ", "c", "d", "\n", "漢", "字\n" + Self.show])
    // The dropped space at the break still takes its time: the rhythm is the text's.
    #expect(host.inlineTimeouts == every(100, 8))
  }

  @Test func aResizeWrapsWhatIsLeftAtTheNewWidthKeepingTheRhythm() throws {
    var typewriter = typewriter("aaa bbb ccc ddd")
    typewriter.followsTerminalWidth = true
    // "aaa" is out at 300 ms; two resizes arrive together at 350 ms.
    let narrow = ScriptedEventSource.Step.resize(Size(columns: 7, rows: 24))
    let script = [(at: ms(350), step: narrow), (at: ms(350), step: narrow)]
    let (_, host) = try type(typewriter, script: script)
    #expect(host.typedWrites.joined() == Self.hide + "aaa bbb\nccc ddd\n" + Self.show)
    // One wake-up for both resizes, writing nothing; then every unit on its instant.
    #expect(host.inlineTimeouts == every(100, 4) + [ms(50)] + every(100, 11))
    // Without followsTerminalWidth (a --wrap width), a resize changes nothing.
    typewriter.followsTerminalWidth = false
    let (_, fixed) = try type(typewriter, script: script)
    #expect(fixed.typedWrites.joined() == Self.hide + "aaa bbb ccc ddd\n" + Self.show)
  }

  @Test func aResizeNarrowerThanTheCurrentLineContinuesOnANewLine() {
    var typeset = TypesetText("abcdef ghi", options: TypesetOptions(width: 80))
    typeset.rewrap(from: 6, width: 4)
    #expect(typeset.output(of: 0..<typeset.units.count) == "abcdef\nghi")
    typeset.rewrap(from: 2, width: 3)
    #expect(typeset.output(of: 0..<typeset.units.count) == "abc\ndef\nghi")
  }

  @Test func styleSequencesComeWithTheNextCharacterAndAreResetAtTheEnd() throws {
    var typewriter = typewriter("a\u{1B}[31mb\u{1B}[0m")
    typewriter.resetsStyle = true
    typewriter.showsCursor = true
    let (_, host) = try type(typewriter)
    #expect(
      host.typedWrites == [
        Self.show, "a", "\u{1B}[31mb\u{1B}[0m" + "\u{1B}[0m\n" + Self.show,
      ])
    #expect(host.inlineTimeouts == every(100, 2))
  }

  @Test func aFittedDurationEndsExactlyOnTime() throws {
    let (_, host) = try type(typewriter("abc", pacing: .totalDuration(.seconds(1))))
    #expect(host.typedWrites == [Self.hide, "a", "b", "c\n" + Self.show])
    // At 333_333_333 ns, 666_666_666 ns and exactly 1 s.
    #expect(
      host.inlineTimeouts == [
        .nanoseconds(333_333_333), .nanoseconds(333_333_333), .nanoseconds(333_333_334),
      ])
  }

  @Test func dumbTerminalsGetNoCursorSequences() throws {
    var typewriter = typewriter("hi\n")
    typewriter.controlsCursor = false
    let (_, host) = try type(typewriter)
    #expect(host.typedWrites == ["h", "i", "\n"])
  }

  @Test func anEmptyTextWritesNothing() throws {
    let (ending, host) = try type(typewriter(""))
    #expect(ending == .completed)
    #expect(host.typedWrites.isEmpty)
    #expect(host.inlineTimeouts.isEmpty)
  }
}
