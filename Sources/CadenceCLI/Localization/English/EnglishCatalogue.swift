/// Cadence in English: capitalised messages, the user's text in single quotes.
struct EnglishCatalogue: Catalogue {
  var language: Language { .english }

  /// `count` and the noun, in the singular for exactly one: "1 cycle", "4 cycles".
  static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
  }
}
