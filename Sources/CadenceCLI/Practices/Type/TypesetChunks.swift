import Cadence
import CadencePractice

/// A text typeset a chunk at a time, so that typing a large file starts at once.
///
/// Typesetting a whole text first — units, outputs and reveal instants for every grapheme
/// cluster — cost about 50 bytes a character and seconds before the first one appeared on
/// a 10 MB file. Instead the typewriter asks for the next chunk (about ``chunkBytes`` of
/// the source) when it has revealed the last one, so memory stays the text plus one chunk
/// and the first character waits only for the first chunk.
///
/// Chunks end just after a line break wherever one is near: a wrapper is back at its
/// start state there, so the chunks come out exactly as the whole text would. A line
/// longer than a chunk is cut before a space (the next chunk continues at the column the
/// last one reached); a chunk with no space at all (one huge word) is cut between grapheme
/// clusters, never inside a style sequence the sanitizer would keep.
struct TypesetChunks {
  /// About how much source each chunk takes, in UTF-8 bytes.
  static let chunkBytes = 1 << 16
  /// How far past ``chunkBytes`` a chunk may run to end at a line break or a space.
  static let lookahead = 1 << 12

  private(set) var source: String
  /// How the chunks are typeset; the width changes when the terminal is resized.
  var options: TypesetOptions
  /// Where the next chunk starts.
  private var position: String.Index

  init(_ source: String, options: TypesetOptions) {
    self.source = source
    self.options = options
    position = source.startIndex
  }

  /// Whether every chunk has been handed out.
  var isExhausted: Bool { position == source.endIndex }

  /// The bytes of source not yet handed out.
  var waitingBytes: Int { source.utf8.distance(from: position, to: source.endIndex) }

  /// Adds `text` after the rest (standard input as it comes, cut after a line break or a
  /// whole character); what was handed out is dropped, so memory is what waits.
  mutating func append(_ text: String) {
    source = String(source[position...]) + text
    position = source.startIndex
  }

  /// The next chunk, typeset starting at `column` of the current line; `nil` at the end.
  mutating func next(startingAt column: Int) -> TypesetText? {
    guard !isExhausted else { return nil }
    let end = Self.chunkEnd(in: source, from: position)
    let chunk = String(source[position..<end])
    position = end
    return TypesetText(chunk, options: options, startingAt: column)
  }

  /// Where a chunk starting at `start` ends: after the first line break past
  /// ``chunkBytes``, else before the first space past it, else at a character boundary
  /// (moved back before any ESC near it, so a style sequence is never cut).
  static func chunkEnd(in text: String, from start: String.Index) -> String.Index {
    let utf8 = text.utf8
    guard let target = utf8.index(start, offsetBy: chunkBytes, limitedBy: utf8.endIndex),
      target < utf8.endIndex
    else { return text.endIndex }
    let limit = utf8.index(target, offsetBy: lookahead, limitedBy: utf8.endIndex) ?? utf8.endIndex
    // Byte scans (a line break, a space, ESC are single ASCII bytes, never inside a longer
    // UTF-8 sequence); the result is rounded to a character boundary of the whole text.
    if let newline = utf8[target..<limit].firstIndex(of: 0x0A) {
      return boundary(in: text, atOrAfter: utf8.index(after: newline))
    }
    if let space = utf8[target..<limit].firstIndex(of: 0x20) {
      return boundary(in: text, atOrAfter: space)
    }
    let lookback = utf8.index(target, offsetBy: -TextSanitizer.maximumStyleLength - 4)
    if let escape = utf8[lookback..<target].lastIndex(of: 0x1B) {
      return boundary(in: text, atOrAfter: escape)
    }
    return boundary(in: text, atOrAfter: target)
  }

  /// The first character boundary of `text` at or after `index`.
  private static func boundary(in text: String, atOrAfter index: String.Index) -> String.Index {
    let rounded = text.index(index, offsetBy: 0)  // rounds down to a character boundary
    return rounded < index ? text.index(after: rounded) : rounded
  }
}
