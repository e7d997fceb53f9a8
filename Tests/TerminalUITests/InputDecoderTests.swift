import Testing

@testable import TerminalUI

@Suite struct InputDecoderTests {
  @Test(
    "Byte table",
    arguments: [
      ([0x61], [KeyEvent.character("a")]),
      ([0x20], [.character(" ")]),
      ([0x31, 0x32], [.character("1"), .character("2")]),
      ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x09], [.tab]),
      ([0x7F], [.backspace]), ([0x08], [.backspace]),
      ([0x03], [.control("c")]), ([0x1A], [.control("z")]), ([0x0C], [.control("l")]),
      ([0x01], [.control("a")]), ([0x00], [.control("@")]), ([0x1C], [.control("\\")]),
      ([0x1B, 0x5B, 0x41], [.up]), ([0x1B, 0x5B, 0x42], [.down]),
      ([0x1B, 0x5B, 0x43], [.right]), ([0x1B, 0x5B, 0x44], [.left]),
      ([0x1B, 0x4F, 0x41], [.up]), ([0x1B, 0x4F, 0x44], [.left]),  // SS3 (application mode)
      ([0x1B, 0x5B, 0x48], [.home]), ([0x1B, 0x5B, 0x46], [.end]),
      ([0x1B, 0x4F, 0x48], [.home]), ([0x1B, 0x4F, 0x46], [.end]),
      ([0x1B, 0x5B, 0x31, 0x7E], [.home]), ([0x1B, 0x5B, 0x34, 0x7E], [.end]),
      ([0x1B, 0x5B, 0x37, 0x7E], [.home]), ([0x1B, 0x5B, 0x38, 0x7E], [.end]),
      ([0x1B, 0x5B, 0x33, 0x7E], [.delete]), ([0x1B, 0x5B, 0x32, 0x7E], [.insert]),
      ([0x1B, 0x5B, 0x35, 0x7E], [.pageUp]), ([0x1B, 0x5B, 0x36, 0x7E], [.pageDown]),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41], [.up]),  // Ctrl-Up: modifier ignored
      ([0x1B, 0x4F, 0x50], [.function(1)]), ([0x1B, 0x5B, 0x31, 0x35, 0x7E], [.function(5)]),
      ([0x1B, 0x5B, 0x39, 0x39, 0x7A], []),  // unknown complete sequence: nothing
      ([0xC3, 0xA9], [.character("é")]),
      ([0xE4, 0xB8, 0xAD], [.character("中")]),
      ([0xF0, 0x9F, 0x98, 0x80], [.character("😀")]),
      ([0x65, 0xCC, 0x81], [.character("e\u{301}")]),  // one grapheme cluster
      ([0x71, 0x1B, 0x5B, 0x41, 0x0D], [.character("q"), .up, .enter]),
      ([0x1B, 0x71], [.alt("q")]),  // Alt-q
      ([0x1B, 0xC3, 0xA9], [.alt("é")]),
      ([0x1B, 0x7F], []),  // Alt-Backspace: never the Escape key
      ([0x1B, 0x0D], [.escape, .enter]),
      ([0x1B, 0x5D, 0x31, 0x31, 0x3B, 0x3F, 0x07, 0x61], [.character("a")]),  // OSC … BEL
      ([0x1B, 0x50, 0x31, 0x24, 0x72, 0x1B, 0x5C, 0x61], [.character("a")]),  // DCS … ST
      ([0x1B, 0x5F, 0x78, 0x07], []), ([0x1B, 0x5E, 0x78, 0x07], []),  // APC, PM
      ([0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], []),  // a paste's end marker alone
      ([0x1B, 0x1B, 0x5B, 0x41], [.escape, .up]),
      ([0xFF], [.character("\u{FFFD}")]),
      ([0xE4, 0x61], [.character("\u{FFFD}"), .character("a")]),  // malformed: not held
    ] as [([UInt8], [KeyEvent])])
  func decodes(bytes: [UInt8], expected: [KeyEvent]) {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes) == expected)
    #expect(!decoder.hasPendingEscape)
  }

  @Test func escapeSequenceSplitAcrossReadsIsKept() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingEscape)
    #expect(decoder.feed([0x5B]).isEmpty)
    #expect(decoder.feed([0x33]).isEmpty)
    #expect(decoder.feed([0x7E, 0x61]) == [.delete, .character("a")])
    #expect(!decoder.hasPendingEscape)
  }

  @Test func utf8SplitAcrossReadsIsKept() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x61, 0xF0, 0x9F]) == [.character("a")])
    #expect(decoder.feed([0x98]).isEmpty)
    #expect(decoder.feed([0x80]) == [.character("😀")])
  }

  @Test func loneEscapeIsResolvedByTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flushPendingEscape() == [.escape])
    #expect(decoder.flushPendingEscape().isEmpty)
    #expect(decoder.feed([0x61]) == [.character("a")])
  }

  @Test func unfinishedSequenceAtTheTimeoutIsDropped() {
    var decoder = InputDecoder()
    for partial: [UInt8] in [
      [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x5D, 0x31, 0x31, 0x3B],
      [0x1B, 0x50, 0x71, 0x1B],
    ] {
      #expect(decoder.feed(partial).isEmpty)
      #expect(decoder.hasPendingEscape)
      #expect(decoder.flushPendingEscape().isEmpty, "\(partial)")
      #expect(decoder.feed([0x61]) == [.character("a")])
    }
  }

  static let pasteStart = Array("\u{1B}[200~".utf8)
  static let pasteEnd = Array("\u{1B}[201~".utf8)

  @Test func aBracketedPasteIsOneEventWhateverItHolds() {
    var decoder = InputDecoder()
    let pasted = Array("a\r\nb\u{1B}[A\u{3}q 世".utf8)
    #expect(
      decoder.feed([0x78] + Self.pasteStart + pasted + Self.pasteEnd + [0x0D])
        == [.character("x"), .paste("a\r\nb\u{1B}[A\u{3}q 世"), .enter])
    #expect(decoder.feed(Self.pasteStart + Self.pasteEnd) == [.paste("")])
  }

  @Test func aPasteSplitAcrossReadsWaitsForItsEndAndNotForTheTimeout() {
    let text = Array("one 世界\r\ntwo".utf8)
    // Every split point, the markers and a character included.
    let whole = Self.pasteStart + text + Self.pasteEnd + [0x61]
    for split in 1..<whole.count {
      var decoder = InputDecoder()
      let first = decoder.feed(whole[..<split])
      #expect(!decoder.hasPendingEscape || split < Self.pasteStart.count, "split at \(split)")
      if split >= Self.pasteStart.count { #expect(decoder.flushPendingEscape().isEmpty) }
      let keys = first + decoder.feed(whole[split...])
      #expect(keys == [.paste("one 世界\r\ntwo"), .character("a")], "split at \(split)")
    }
  }

  @Test func aHugePasteKeepsItsStartAndWholeCharacters() {
    var decoder = InputDecoder()
    let limit = InputDecoder.pasteLimit
    // "a" then 世 (3 bytes) over and over: the limit falls inside a character.
    let text = [0x61] + Array(String(repeating: "世", count: limit / 3 + 10).utf8)
    let keys = decoder.feed(Self.pasteStart + text + Self.pasteEnd + [0x62])
    guard case .paste(let pasted)? = keys.first else {
      Issue.record("no paste: \(keys.count) keys")
      return
    }
    #expect(pasted.utf8.count <= limit)
    #expect(pasted.utf8.count > limit - 3)
    #expect(pasted.hasPrefix("a世"))
    #expect(!pasted.contains("\u{FFFD}"))
    #expect(keys.dropFirst() == [.character("b")])
  }

  @Test func aPasteWhoseEndNeverComesIsEndedAndKeysWorkAgain() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Self.pasteStart + Array("calm\r\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.isInPaste)
    #expect(!decoder.hasPendingEscape)
    #expect(decoder.endPaste() == [.paste("calm\r\u{1B}[20")])
    #expect(!decoder.isInPaste)
    #expect(decoder.feed([0x0D, 0x03]) == [.enter, .control("c")])
    // The late end marker is an unknown key, dropped; no paste: nothing to end.
    #expect(decoder.feed(Self.pasteEnd).isEmpty)
    #expect(decoder.endPaste().isEmpty)
  }
}
