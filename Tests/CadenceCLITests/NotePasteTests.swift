import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Pastes into the note question through the loop kernel, on the manual clock: a paste that
/// never ends is bounded in time, and what the question keeps is what its row shows
/// (issue 24, item 25).
@Suite struct NotePasteTests {
  static let prompt = "Note: "
  static let start = Array("\u{1B}[200~".utf8)
  static let end = Array("\u{1B}[201~".utf8)

  /// How a question run ended: its reply, and the first row of the screen it wrote on.
  struct Asked {
    var ending: Ending?
    var reply: NoteReply?
    var row: String
  }

  /// Runs the question on a headless terminal of `columns` over `script` (times from the
  /// loop's start); a loop still waiting when the script has ended is a hang (`ending`
  /// nil).
  static func ask(
    columns: Int = 80, _ script: [(at: Duration, step: ScriptedEventSource.Step)]
  ) -> Asked {
    let clock = ManualClock(now: .init(offset: .seconds(1000)))
    let terminal = RecordingTerminal(size: Size(columns: columns, rows: 4))
    let source = ScriptedEventSource(
      clock: clock, terminal: terminal,
      script: script.map { (at: $0.at + .seconds(1000), step: $0.step) })
    var kernel = Kernel(device: terminal, source: source, clock: clock, surface: .flow)
    var app = NotePrompt(prompt: prompt)
    let ending = try? kernel.run(&app)
    let row = String(terminal.screen.lines[0].reversed().drop { $0 == " " }.reversed())
    return Asked(ending: ending, reply: app.reply, row: row)
  }

  @Test func aPasteWithoutItsEndIsEndedByTimeAndEnterThenAnswers() {
    let asked = Self.ask([
      (.milliseconds(100), .input(Self.start + Array("calm".utf8))),
      (.seconds(3), .type("\r")),
    ])
    #expect(asked.ending == .completed)
    #expect(asked.reply == .text("calm"))
    #expect(asked.row == "Note: calm")
  }

  @Test func escapeAndCtrlCWorkAfterAPasteWithoutItsEnd() {
    let escaped = Self.ask([
      (.milliseconds(100), .input(Self.start + Array("calm".utf8))),
      (.seconds(3), .input([0x03])),
    ])
    #expect(escaped.ending == .signal(2))
    #expect(escaped.reply == .interrupted(signal: 2, discardedNote: true))
  }

  @Test func aPasteStillArrivingIsNotCutBeforeItsTime() {
    // A paste in three reads inside the bound is one paste: its Enter is not an answer.
    let asked = Self.ask([
      (.milliseconds(100), .input(Self.start + Array("one\r".utf8))),
      (.milliseconds(400), .input(Array("two".utf8))),
      (.milliseconds(700), .input(Self.end)),
      (.seconds(3), .type("\r")),
    ])
    #expect(asked.reply == .text("one two"))
  }

  @Test(arguments: ["👩‍💻", "👨‍👩‍👧", "🏳️‍🌈", "👍🏽", "e\u{301}", "🇨🇳"])
  func aPastedEmojiSequenceIsShownWholeAndKeptAsShown(_ emoji: String) {
    let asked = Self.ask([
      (.milliseconds(100), .input(Self.start + Array("a\(emoji)b".utf8) + Self.end)),
      (.seconds(1), .type("\r")),
    ])
    #expect(asked.row == "Note: a\(emoji)b")
    #expect(asked.reply == .text("a\(emoji)b"))
  }

  @Test func anEmojiSequenceTypedInPiecesIsShownWhole() {
    // A terminal may hand the sequence over in two reads (as a slow pty does).
    let bytes = Array("👩‍💻".utf8)
    let asked = Self.ask([
      (.milliseconds(100), .input(Array(bytes[..<4]))),
      (.milliseconds(110), .input(Array(bytes[4...]))),
      (.seconds(1), .type("\r")),
    ])
    #expect(asked.row == "Note: 👩‍💻")
    #expect(asked.reply == .text("👩‍💻"))
  }

  /// 150 seeded random streams of bytes, markers, sequences and characters, each followed
  /// by Enter three seconds later: every question ends, and an answer is what its row shows
  /// and what the store would keep (`CADENCE_FUZZ_SEED` runs another seed).
  @Test func randomStreamsAlwaysEndAndKeepWhatIsShown() {
    let seed =
      ProcessInfo.processInfo.environment["CADENCE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x2425
    var random = SplitMix64(seed: seed)
    for round in 0..<150 {
      let stream = PasteFuzz.stream(using: &random)
      let asked = Self.ask(
        columns: 1200,
        [(.milliseconds(100), .input(stream)), (.seconds(3), .type("\r"))])
      let bytes = stream.map { String($0, radix: 16) }.joined(separator: " ")
      guard let ending = asked.ending else {
        Issue.record("seed \(seed) round \(round) hung on: \(bytes)")
        continue
      }
      guard ending == .completed, case .text(let text)? = asked.reply else { continue }
      // The row as the question would read it (blanks at its edges are not an answer).
      let shown = NotePrompt.reply(from: String(asked.row.dropFirst(Self.prompt.count)))
      #expect(shown == .text(text), "seed \(seed) round \(round): \(bytes)")
      #expect(SafeText.problem(in: text, as: .note) == nil, "seed \(seed) round \(round)")
    }
  }
}

/// The pieces a hostile or unlucky terminal sends: paste markers without their partner,
/// lone and unfinished escapes, control bytes, stray UTF-8, combining marks, joiners,
/// emoji sequences, wide characters and plain text.
private enum PasteFuzz {
  static let pieces: [[UInt8]] = [
    Array("\u{1B}[200~".utf8), Array("\u{1B}[201~".utf8), [0x1B], [0x1B, 0x5B],
    [0x1B, 0x5B, 0x31, 0x3B],
    [0x1B, 0x5D, 0x30, 0x3B], [0x0D], [0x0A], [0x09], [0x7F], [0x08], [0x00], [0x15], [0x17],
    [0x80], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F], [0xFF], [0xC0, 0xAF],
    Array("\u{301}".utf8), Array("\u{200D}".utf8), Array("\u{FE0F}".utf8), Array("\u{200B}".utf8),
    Array("\u{202E}".utf8), Array("\u{2028}".utf8), Array("\u{85}".utf8), Array("\u{3000}".utf8),
    Array("\u{A0}".utf8), Array("👩‍💻".utf8), Array("🏳️‍🌈".utf8), Array("👍🏽".utf8),
    Array("🇨🇳".utf8), Array("世界".utf8), Array("ᄀ".utf8), Array("ᅡ".utf8), Array("한".utf8),
    Array("calm ".utf8), Array("q".utf8), Array(" ".utf8),
  ]

  static func stream(using random: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<(1 + random.next(below: 60)) {
      if random.next(below: 3) == 0 {
        // Any byte but Ctrl-Z, which suspends: a real shell's `fg` continues it, this
        // script has no shell.
        let byte = UInt8(random.next(below: 256))
        bytes.append(byte == 0x1A ? 0x20 : byte)
      } else {
        bytes += random.pick(pieces)
      }
    }
    return bytes
  }
}
