import Cadence
import Testing

@testable import CadenceCLI

/// A seeded fuzz of `cadence type`: random bytes (weighted towards escape sequences, C1
/// controls, broken UTF-8, tabs, carriage returns and bidi overrides) typed through the fake
/// ``TypingSystem`` on a scripted host, on a terminal or not, with random options.
///
/// The property: no control character reaches any output but a line feed and Cadence's own
/// sequences (the cursor hidden and shown; with `--ansi`, the SGR sequences it keeps); the
/// status is 0.
@Suite struct TypeFuzzTests {
  static let textCount = 300

  /// Pieces the random texts are made of, besides random bytes.
  static let pieces: [[UInt8]] = [
    [0x1B], [0x1B, 0x5B], Array("\u{1B}[31m".utf8), Array("\u{1B}[2J".utf8),
    Array("\u{1B}]52;c;ZXZpbA==\u{07}".utf8), Array("\u{1B}]8;;http://x\u{1B}\\".utf8),
    Array("\u{1B}P1$r\u{1B}\\".utf8), Array("\u{1B}[?1049h".utf8), [0x9B], [0xC2, 0x9B],
    [0xC2, 0x9D], Array("\u{202E}".utf8), Array("\u{2066}".utf8), [0x09], [0x0D], [0x0D, 0x0A],
    [0x08], [0x7F], [0x00], [0x07], [0xFF], [0xE4, 0xB8], Array("界".utf8), Array("👨‍👩‍👧".utf8),
    Array("e\u{301}".utf8), Array("Hello, world. ".utf8), [0x0A],
  ]

  static let options: [[String]] = [
    [], ["--instant"], ["--ansi"], ["--no-pauses"], ["--cps", "500"], ["--ansi", "--instant"],
    ["--reduce-motion"],
  ]

  @Test func randomBytesNeverReachTheOutputAsControls() throws {
    var random = SplitMix64(seed: ArgumentFuzzTests.seed)
    var findings: [String] = []
    for index in 0..<Self.textCount {
      var bytes: [UInt8] = []
      for _ in 0..<random.next(below: 24) {
        if random.next(below: 3) == 0 {
          bytes.append(UInt8(truncatingIfNeeded: random.next()))
        } else {
          bytes += random.pick(Self.pieces)
        }
      }
      let options = random.pick(Self.options)
      let isTerminal = random.next(below: 2) == 0
      let host = ScriptedHost.typing(columns: 5 + random.next(below: 80))
      let result = try runType(
        options, isTerminal: isTerminal, system: .fake(standardInput: bytes), host: host)
      let name = "#\(index) \(options) terminal: \(isTerminal) \(bytes)"
      if result.status != 0 { findings.append("\(name): status \(result.status)") }
      let own = ForeignControls.cursor + (options.contains("--ansi") ? ForeignControls.sgr : [])
      let outputs = [
        ("stdout", result.output.text), ("terminal", host.typedWrites.joined()),
        ("stderr", result.errors),
      ]
      for (stream, text) in outputs {
        if let bad = ForeignControls.first(in: text, allowing: own) {
          findings.append("\(name): \(stream) has \(bad.description)")
        }
      }
    }
    #expect(
      findings.isEmpty,
      Comment(
        rawValue: "\(findings.count) findings:\n" + findings.prefix(10).joined(separator: "\n")))
  }
}
