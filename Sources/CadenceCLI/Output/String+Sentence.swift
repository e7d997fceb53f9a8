import CadencePractice

extension String {
  /// The message ending as a sentence: a full stop added unless it already ends in one, a
  /// question mark or an exclamation mark (English or full-width Chinese: 。？！).
  ///
  /// Every message Cadence prints ends as a sentence (`Unknown command 'nope'.`), also one
  /// worded elsewhere (the engine's pattern errors, the store's, the system's reason); this is
  /// where they get their full stop, once, so no message can leave it out.
  var endingAsSentence: String {
    guard let last = last, !".?!。？！".contains(last) else { return self }
    return self + "."
  }
}
