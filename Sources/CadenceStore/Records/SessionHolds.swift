/// A retention session's breath holds as the store, the export and the sync log write them:
/// whole milliseconds apart by commas, `83400,101000`. One text everywhere, so a hold of
/// 83.4 s is 83.4 s in every copy.
public enum SessionHolds {
  /// The longest hold any copy takes: an hour (a hold is capped at minutes; more is damage).
  public static let longest = Duration.seconds(3600)
  /// The most holds a session keeps: one a round, at most 100 rounds.
  public static let mostHolds = 100

  /// `holds` as text, each rounded down to a whole millisecond; `nil` for none.
  public static func text(_ holds: [Duration]) -> String? {
    guard !holds.isEmpty else { return nil }
    return holds.map { String(milliseconds(of: $0)) }.joined(separator: ",")
  }

  /// `duration` in whole milliseconds, rounded down (never below zero).
  public static func milliseconds(of duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }

  /// The holds `text` writes; empty for a text that is not one (never a partial list).
  public static func durations(from text: String) -> [Duration] {
    parse(text) ?? []
  }

  /// The holds `text` writes, each at most ``longest``, at most ``mostHolds``; `nil` for
  /// anything else.
  public static func parse(_ text: String) -> [Duration]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= mostHolds else { return nil }
    var holds: [Duration] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 7, part.allSatisfy({ $0.isASCII && $0.isNumber }),
        let milliseconds = Int64(part), Duration.milliseconds(milliseconds) <= longest
      else { return nil }
      holds.append(.milliseconds(milliseconds))
    }
    return holds
  }
}
