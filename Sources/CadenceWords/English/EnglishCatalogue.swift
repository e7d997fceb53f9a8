/// Cadence in English: capitalised messages, the user's text in single quotes.
public struct EnglishCatalogue: PracticeWords {
  /// English words.
  public init() {}

  public var language: Language { .english }

  /// `count` and the noun, in the singular for exactly one: "1 cycle", "4 cycles".
  public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil)
    -> String
  {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
  }
}
