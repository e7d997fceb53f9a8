import Cadence
import CadenceTestSupport
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

/// `cadence type` with standard input as it comes (issue 24, item 33): the loop's feed hands
/// the typewriter each read between keys, the reveal's clock waits while there is nothing
/// to type, `q` works all along, and a fast writer is held in its pipe.
@Suite struct TypeFeedTests {
  static let hide = "\u{1B}[?25l"
  static let show = "\u{1B}[?25h"

  /// A terminal that keeps each write with the loop's time.
  final class TimedTerminal: TerminalDevice {
    let clock: ManualClock
    private(set) var writes: [Write] = []

    struct Write: Equatable, CustomStringConvertible {
      let at: Duration
      let text: String
      var description: String { "\(at): \(text.debugDescription)" }
    }

    init(clock: ManualClock) { self.clock = clock }
    func size() -> Size { Size(columns: 80, rows: 24) }
    func write(_ bytes: [UInt8]) {
      writes.append(Write(at: clock.now.offset, text: String(decoding: bytes, as: UTF8.self)))
    }
    func suspend() {}
    func resume() {}
  }

  func ms(_ milliseconds: Int64) -> Duration { .milliseconds(milliseconds) }

  func write(_ milliseconds: Int64, _ text: String) -> TimedTerminal.Write {
    TimedTerminal.Write(at: ms(milliseconds), text: text)
  }

  /// A typewriter of the feed at 10 characters per second without pauses: a unit every
  /// 100 ms of typing.
  func feedTypewriter(
    pacing: TypewriterPacing = .charactersPerSecond(10), wholeLimit: Int = 1 << 20
  ) -> InlineTypewriter {
    InlineTypewriter(
      feed: TypesetOptions(width: 80), pacing: pacing.withoutPauses, wholeLimit: wholeLimit)
  }

  /// Runs `typewriter` on the loop kernel over a scripted source; returns the ending, the
  /// timed writes, whether each wait watched the feed, and the typewriter as it ended.
  func type(
    _ typewriter: InlineTypewriter, script: [(at: Duration, step: ScriptedEventSource.Step)]
  ) throws -> (
    ending: Ending, writes: [TimedTerminal.Write], watches: [Bool], app: InlineTypewriter
  ) {
    let clock = ManualClock()
    let terminal = TimedTerminal(clock: clock)
    var app = typewriter
    var kernel = Kernel(
      device: terminal, source: ScriptedEventSource(clock: clock, script: script), clock: clock,
      surface: .flow)
    let ending = try kernel.run(&app)
    return (ending, terminal.writes, kernel.source.feedWatches, app)
  }

  static func feed(_ text: String) -> ScriptedEventSource.Step { .feed(Array(text.utf8)) }

  @Test func aPieceAfterASilenceIsTypedAtThePaceFromItsArrival() throws {
    let (ending, writes, _, _) = try type(
      feedTypewriter(),
      script: [
        (ms(50), Self.feed("ab")), (ms(5000), Self.feed("cd")), (ms(6000), .feedEnd(error: nil)),
      ])
    #expect(ending == .completed)
    // Caught up at 250 ms, the clock waits: "c" comes 100 ms after its arrival, not at once.
    #expect(
      writes == [
        write(0, Self.hide), write(150, "a"), write(250, "b"), write(5100, "c"), write(5200, "d"),
        write(6000, "\n" + Self.show),
      ])
  }

  @Test func aReadCutInsideACharacterWaitsForItsEnd() throws {
    let bytes = Array("é!".utf8)
    let (_, writes, _, app) = try type(
      feedTypewriter(),
      script: [
        (ms(0), .feed([bytes[0]])), (ms(400), .feed(Array(bytes[1...]))),
        (ms(1000), .feedEnd(error: nil)),
      ])
    #expect(
      writes == [
        write(0, Self.hide), write(500, "é"), write(600, "!"), write(1000, "\n" + Self.show),
      ])
    #expect(app.feed?.wasInvalidUTF8 == false)
  }

  @Test func qWhileWaitingForInputStops() throws {
    let (ending, writes, _, _) = try type(
      feedTypewriter(), script: [(ms(0), Self.feed("ab")), (ms(3000), .type("q"))])
    #expect(ending == .stopped)
    #expect(writes.last == write(3000, "\n" + Self.show))
  }

  @Test func theEndOfTheInputEndsOnceTheRestIsTyped() throws {
    let (ending, writes, watches, _) = try type(
      feedTypewriter(), script: [(ms(0), Self.feed("ab")), (ms(120), .feedEnd(error: nil))])
    #expect(ending == .completed)
    #expect(writes == [write(0, Self.hide), write(100, "a"), write(200, "b\n" + Self.show)])
    // The feed is not watched after its end.
    #expect(watches.last == false)
  }

  @Test func spaceWritesWhatCameAndFollowsTheRestAtOnce() throws {
    let (ending, writes, _, _) = try type(
      feedTypewriter(),
      script: [
        (ms(0), Self.feed("abc")), (ms(150), .type(" ")), (ms(2000), Self.feed("de")),
        (ms(3000), .feedEnd(error: nil)),
      ])
    #expect(ending == .completed)
    #expect(
      writes == [
        write(0, Self.hide), write(100, "a"), write(150, "bc"), write(2000, "de"),
        write(3000, "\n" + Self.show),
      ])
  }

  @Test func ctrlZWhileWaitingKeepsTheClockStoppedUntilInputComes() throws {
    let (_, writes, _, _) = try type(
      feedTypewriter(),
      script: [
        (ms(0), Self.feed("a")), (ms(1000), .type("\u{1A}")),
        (ms(2000), .signal(SignalNumber.continue)), (ms(4000), Self.feed("b")),
        (ms(5000), .feedEnd(error: nil)),
      ])
    #expect(
      writes.map(\.text).joined() == Self.hide + "a" + Self.show + Self.hide + "b\n" + Self.show)
    #expect(writes.first { $0.text == "b" }?.at == ms(4100))
  }

  @Test func moreThanTheBoundWaitingStopsTheReading() throws {
    var typewriter = feedTypewriter()
    _ = typewriter.update(.resize(Size(columns: 80, rows: 24)), at: .zero)
    #expect(typewriter.wantsFeed)
    let line = Array(String(repeating: "y", count: 79).utf8) + [0x0A]
    let read = Array(repeating: line, count: (1 << 16) / line.count).flatMap { $0 }
    var reads = 0
    while typewriter.wantsFeed {
      _ = typewriter.update(.feed(read), at: .zero)
      reads += 1
    }
    // About 1 MB waits, and the current chunk: then no more is asked for.
    #expect(reads == (InlineTypewriter.feedBound + TypesetChunks.chunkBytes) / read.count + 1)
    // Space writes it all; the feed is wanted again.
    _ = typewriter.update(.key(.character(" ")), at: .milliseconds(10))
    #expect(typewriter.wantsFeed)
  }

  @Test func theLoopLeavesTheFeedUnreadWhileTheTypewriterIsFull() throws {
    let big = String(repeating: String(repeating: "y", count: 79) + "\n", count: 14_000)
    let (ending, writes, watches, _) = try type(
      feedTypewriter(),
      script: [(ms(0), Self.feed(big)), (ms(10), Self.feed("more")), (ms(500), .type("q"))])
    #expect(ending == .stopped)
    #expect(watches.first == true)
    #expect(watches.dropFirst().allSatisfy { !$0 })
    #expect(!writes.map(\.text).joined().contains("more"))
  }

  @Test func aDurationTypesTheWholeInputFromItsEnd() throws {
    let (ending, writes, _, _) = try type(
      feedTypewriter(pacing: .totalDuration(.seconds(1))),
      script: [
        (ms(0), Self.feed("ab")), (ms(2000), Self.feed("cd")), (ms(3000), .feedEnd(error: nil)),
      ])
    #expect(ending == .completed)
    #expect(
      writes == [
        write(0, Self.hide), write(3250, "a"), write(3500, "b"), write(3750, "c"),
        write(4000, "d\n" + Self.show),
      ])
  }

  @Test func qWhileReadingTheWholeInputStops() throws {
    let (ending, _, _, _) = try type(
      feedTypewriter(pacing: .totalDuration(.seconds(1))),
      script: [(ms(0), Self.feed("ab")), (ms(500), .type("q"))])
    #expect(ending == .stopped)
  }

  @Test func aDurationInputOverTheBoundEndsWithNothingTyped() throws {
    let (ending, writes, _, app) = try type(
      feedTypewriter(pacing: .totalDuration(.seconds(1)), wholeLimit: 4),
      script: [(ms(0), Self.feed("abc")), (ms(10), Self.feed("de"))])
    #expect(ending == .completed)
    #expect(writes.map(\.text) == [Self.hide, Self.show])
    #expect(app.feed?.isTooLong == true)
  }

  // MARK: The command

  func feedSystem() -> TypingSystem {
    var system = TypingSystem.fake()
    system.standardInputFeedsTheLoop = true
    return system
  }

  @Test func theCommandTypesTheFeedAndWarnsOnceOfInvalidUTF8AfterIt() throws {
    let host = ScriptedHost.typing(script: [
      (ms(0), .feed([0x61, 0xFF])), (ms(300), .feed([0x62, 0xFE, 0x0A])),
      (ms(400), .feedEnd(error: nil)),
    ])
    let result = try runType(
      ["-", "--cps", "100"], isTerminal: true, system: feedSystem(), host: host)
    #expect(result.status == 0)
    #expect(host.typedWrites.joined() == Self.hide + "a\u{FFFD}b\u{FFFD}\n" + Self.show)
    #expect(
      result.errors
        == "Warning: standard input is not valid UTF-8; invalid bytes are shown as \u{FFFD}.\n")
  }

  @Test func theCommandReportsAFailedReadAfterWhatCame() throws {
    let host = ScriptedHost.typing(script: [
      (ms(0), Self.feed("ab\n")), (ms(10), .feedEnd(error: 5)),
    ])
    let result = try runType(
      ["-", "--cps", "100"], isTerminal: true, system: feedSystem(), host: host)
    #expect(result.status == 1)
    #expect(host.typedWrites.joined() == Self.hide + "ab\n" + Self.show)
    #expect(result.errors == "Error: Cannot read standard input: input/output error.\n")
  }

  @Test func theCommandSaysWhenADurationInputIsTooLong() throws {
    var system = feedSystem()
    system.longestStandardInput = 2 << 20
    let piece = [UInt8](repeating: 0x79, count: 1 << 20)
    let host = ScriptedHost.typing(script: [
      (ms(0), .feed(piece)), (ms(1), .feed(piece)), (ms(2), .feed(piece)),
    ])
    let result = try runType(
      ["-", "--duration", "10s"], isTerminal: true, system: system, host: host)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "Error: Standard input holds more than 2 MB: cadence type types at most that on a "
        + "terminal; pipe its output elsewhere to type more.\n")
  }
}
