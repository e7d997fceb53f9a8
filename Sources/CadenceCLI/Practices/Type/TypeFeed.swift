import CadencePractice

/// Standard input as the typewriter receives it from the loop's feed: reads in, text out.
///
/// A read may end anywhere, inside a character or a style sequence; the text handed on is
/// cut as a stream's is (``StreamCut``: after the last line break, else after the last
/// whole character), so the wrapper sees each piece whole and only the tail waits here.
/// Fitting a total duration needs the whole text first: then everything is kept until the
/// end, up to a bound, and handed on at once.
struct TypeFeed {
  /// The most kept when the whole text is needed first (`--duration`); `nil`: streamed.
  let wholeLimit: Int?
  /// Bytes read but not handed on yet: a line's unfinished end, or all of it when whole.
  private(set) var pending: [UInt8] = []
  /// Whether the feed ended (or failed): nothing more comes.
  private(set) var hasEnded = false
  /// The `errno` of the read that failed, if one did.
  private(set) var failure: Int32?
  /// Whether more than ``wholeLimit`` came; what came was dropped.
  private(set) var isTooLong = false
  /// Whether a piece was not valid UTF-8 (shown as U+FFFD; one warning after the run).
  private(set) var wasInvalidUTF8 = false

  init(wholeLimit: Int? = nil) {
    self.wholeLimit = wholeLimit
  }

  /// The text `bytes` completes, empty when all of it waits.
  mutating func take(_ bytes: [UInt8]) -> String {
    guard !hasEnded, !isTooLong else { return "" }
    pending += bytes
    if let wholeLimit {
      if pending.count > wholeLimit {
        isTooLong = true
        pending = []
      }
      return ""
    }
    let cut = StreamCut.end(of: pending)
    guard cut > 0 else { return "" }
    defer { pending.removeFirst(cut) }
    return decode(pending[..<cut])
  }

  /// Ends the feed (`failure`: the read's `errno`); returns the text still waiting.
  mutating func end(failure: Int32?) -> String {
    guard !hasEnded else { return "" }
    hasEnded = true
    self.failure = failure
    defer { pending = [] }
    return isTooLong ? "" : decode(pending[...])
  }

  private mutating func decode(_ bytes: ArraySlice<UInt8>) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    wasInvalidUTF8 = true
    return String(decoding: bytes, as: UTF8.self)
  }
}
