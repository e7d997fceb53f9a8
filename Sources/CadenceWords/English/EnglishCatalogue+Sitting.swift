extension EnglishCatalogue: SittingWords {
  public var settlingIn: String { "settling in — the first bell starts the sitting" }
  public func nextBellIn(_ time: String) -> String { "next bell in \(time)" }
  public var endBellsNext: String { "three bells at the end" }
  public var sittingOver: String { "the sitting is over" }
}
