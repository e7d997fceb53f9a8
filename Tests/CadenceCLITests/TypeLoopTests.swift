import Cadence
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
      text: TypesetText(text, options: TypesetOptions(width: width, keepsStyles: true)),
      pacing: pacing.withoutPauses)
  }

  func ms(_ milliseconds: Int64) -> Duration { .seconds(1000) + .milliseconds(milliseconds) }

  /// The last frame goes out with the closing bytes (line end, cursor shown) in one write.
  @Test func eachFrameWritesOnlyTheNewCharacterOnceAtItsInstant() {
    let device = ScriptedTypingDevice()
    let output = RecordingOutput()
    #expect(typewriter().run(on: device, output: output) == .finished)
    #expect(output.writes == [Self.hide, "a", "b", " ", "c", "d\n" + Self.show])
    #expect(device.deadlines == [ms(100), ms(200), ms(300), ms(400), ms(500)])
    #expect(device.restores == 1)
  }

  @Test func aStallWritesEverythingDueInOneWriteAndNeverReplays() {
    let device = ScriptedTypingDevice()
    // The wait for 200 ms comes back at 450 ms.
    device.script = [1: .late(.milliseconds(250))]
    let output = RecordingOutput()
    _ = typewriter().run(on: device, output: output)
    #expect(output.writes == [Self.hide, "a", "b c", "d\n" + Self.show])
    #expect(device.deadlines == [ms(100), ms(200), ms(500)])
  }

  @Test func anEarlyWakeUpWritesNothingAndWaitsAgainForTheSameInstant() {
    let device = ScriptedTypingDevice()
    device.script = [1: .late(.microseconds(-300))]
    let output = RecordingOutput()
    _ = typewriter().run(on: device, output: output)
    #expect(output.writes == [Self.hide, "a", "b", " ", "c", "d\n" + Self.show])
    #expect(device.deadlines == [ms(100), ms(200), ms(200), ms(300), ms(400), ms(500)])
  }

  @Test func spaceOrEnterWritesTheRestAndTheClosingAtOnce() {
    for key in [KeyEvent.character(" "), .enter] {
      let device = ScriptedTypingDevice()
      device.script = [1: .events([.key(key)], after: .milliseconds(30))]
      let output = RecordingOutput()
      #expect(typewriter().run(on: device, output: output) == .skipped)
      #expect(output.writes == [Self.hide, "a", "b cd\n" + Self.show])
      #expect(device.deadlines == [ms(100), ms(200)])
    }
  }

  @Test func otherKeysAreIgnored() {
    let device = ScriptedTypingDevice()
    device.script = [1: .events([.key(.character("x")), .key(.up)], after: .milliseconds(30))]
    let output = RecordingOutput()
    #expect(typewriter().run(on: device, output: output) == .finished)
    #expect(output.text == Self.hide + "ab cd\n" + Self.show)
  }

  @Test func qCtrlCAndSignalsStopEndingTheLineAndShowingTheCursor() {
    let cases: [(TypingEvent, InlineTypewriter.Outcome)] = [
      (.key(.character("q")), .quit),
      (.key(.control("c")), .interrupted(signal: SignalNumber.interrupt)),
      (.signal(SignalNumber.interrupt), .interrupted(signal: SignalNumber.interrupt)),
      (.signal(SignalNumber.terminate), .interrupted(signal: SignalNumber.terminate)),
      (.signal(SignalNumber.hangUp), .interrupted(signal: SignalNumber.hangUp)),
    ]
    for (event, outcome) in cases {
      let device = ScriptedTypingDevice()
      device.script = [2: .events([event], after: .milliseconds(10))]
      let output = RecordingOutput()
      #expect(typewriter().run(on: device, output: output) == outcome)
      #expect(output.writes == [Self.hide, "a", "b", "\n" + Self.show])
      #expect(device.restores == 1)
    }
  }

  @Test func stoppingBeforeAnythingIsTypedWritesNoLineBreak() {
    let device = ScriptedTypingDevice()
    device.script = [0: .events([.key(.character("q"))], after: .milliseconds(10))]
    let output = RecordingOutput()
    #expect(typewriter().run(on: device, output: output) == .quit)
    #expect(output.writes == [Self.hide, Self.show])
  }

  @Test func suspendingStopsTheRevealClockUntilContinued() {
    let device = ScriptedTypingDevice()
    device.script = [
      1: .events([.key(.control("z"))], after: .milliseconds(50)),  // at 150 ms
      2: .events([.signal(SignalNumber.continue)], after: .seconds(60)),
    ]
    let output = RecordingOutput()
    #expect(typewriter().run(on: device, output: output) == .finished)
    #expect(
      output.writes == [Self.hide, "a", Self.show, Self.hide, "b", " ", "c", "d\n" + Self.show])
    // 60 s stopped: the rest comes on the same rhythm, 60 s later.
    let later = Duration.seconds(60)
    #expect(
      device.deadlines == [
        ms(100), ms(200), nil, ms(200) + later, ms(300) + later, ms(400) + later, ms(500) + later,
      ])
    #expect(device.suspends == 1)
    #expect(device.resumes == 1)
  }

  @Test func wrappedBreaksArriveWithTheFirstCharacterOfTheNextLine() {
    let device = ScriptedTypingDevice()
    let output = RecordingOutput()
    _ = typewriter("ab cd 漢字", width: 5).run(on: device, output: output)
    #expect(
      output.writes == [Self.hide, "a", "b", " ", "c", "d", "\n", "漢", "字\n" + Self.show])
    // The dropped space at the break still takes its time: the rhythm is the text's.
    #expect(device.deadlines.count == 8)
  }

  @Test func aResizeWrapsWhatIsLeftAtTheNewWidthKeepingTheRhythm() {
    var typewriter = typewriter("aaa bbb ccc ddd")
    typewriter.followsTerminalWidth = true
    let device = ScriptedTypingDevice()
    device.width = 7
    // "aaa" is out at 300 ms; two resizes arrive together at 350 ms.
    let resize = TypingEvent.signal(SignalNumber.windowChange)
    device.script = [3: .events([resize, resize], after: .milliseconds(50))]
    let output = RecordingOutput()
    _ = typewriter.run(on: device, output: output)
    #expect(output.text == Self.hide + "aaa bbb\nccc ddd\n" + Self.show)
    let instants: [Int64] = [100, 200, 300, 400, 400] + (5...15).map { $0 * 100 }
    #expect(device.deadlines == instants.map(ms))
    // Without followsTerminalWidth (a --wrap width), a resize changes nothing.
    typewriter.followsTerminalWidth = false
    let fixed = ScriptedTypingDevice()
    fixed.width = 7
    fixed.script = device.script
    let unchanged = RecordingOutput()
    _ = typewriter.run(on: fixed, output: unchanged)
    #expect(unchanged.text == Self.hide + "aaa bbb ccc ddd\n" + Self.show)
  }

  @Test func aResizeNarrowerThanTheCurrentLineContinuesOnANewLine() {
    var typeset = TypesetText("abcdef ghi", options: TypesetOptions(width: 80))
    typeset.rewrap(from: 6, width: 4)
    #expect(typeset.output(of: 0..<typeset.units.count) == "abcdef\nghi")
    typeset.rewrap(from: 2, width: 3)
    #expect(typeset.output(of: 0..<typeset.units.count) == "abc\ndef\nghi")
  }

  @Test func styleSequencesComeWithTheNextCharacterAndAreResetAtTheEnd() {
    var typewriter = typewriter("a\u{1B}[31mb\u{1B}[0m")
    typewriter.resetsStyle = true
    typewriter.showsCursor = true
    let device = ScriptedTypingDevice()
    let output = RecordingOutput()
    _ = typewriter.run(on: device, output: output)
    #expect(
      output.writes == [
        Self.show, "a", "\u{1B}[31mb\u{1B}[0m" + "\u{1B}[0m\n" + Self.show,
      ])
    #expect(device.deadlines == [ms(100), ms(200)])
  }

  @Test func aFittedDurationEndsExactlyOnTime() {
    let device = ScriptedTypingDevice()
    let output = RecordingOutput()
    _ = typewriter("abc", pacing: .totalDuration(.seconds(1))).run(on: device, output: output)
    #expect(output.writes == [Self.hide, "a", "b", "c\n" + Self.show])
    let start = Duration.seconds(1000)
    #expect(
      device.deadlines == [
        start + .nanoseconds(333_333_333), start + .nanoseconds(666_666_666), ms(1000),
      ])
  }

  @Test func dumbTerminalsGetNoCursorSequences() {
    var typewriter = typewriter("hi\n")
    typewriter.controlsCursor = false
    let output = RecordingOutput()
    _ = typewriter.run(on: ScriptedTypingDevice(), output: output)
    #expect(output.writes == ["h", "i", "\n"])
  }

  @Test func anEmptyTextWritesNothing() {
    let output = RecordingOutput()
    let device = ScriptedTypingDevice()
    #expect(typewriter("").run(on: device, output: output) == .finished)
    #expect(output.writes.isEmpty)
    #expect(device.deadlines.isEmpty)
  }
}
