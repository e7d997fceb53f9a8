/// What a session was for: a practice's name as stored, such as `"breathing"` or `"meditation"`.
///
/// An open set rather than an enum, because the database is shared across versions: since
/// migration `002-open-session-kinds` the `sessions` table takes any non-empty kind, so a new
/// practice needs no schema change, and a file written by a newer Cadence (with a kind this one
/// has never heard of) still opens, lists and counts here. Code that must treat each kind
/// differently switches over the known ones and has a `default` for the rest.
///
/// How each layer treats a kind it does not know:
/// - **reading the store** (history, stats, export): kept and shown as stored; stats count it.
/// - **import** accepts only ``known`` kinds and rejects the file as a whole, naming the field
///   (`sessions[3].kind: expected one of 'breathing', …, found 'yoga'`): an unknown kind in a
///   file is a typo or hand edit far more often than a newer export, and a newer Cadence can
///   import it instead.
/// - **`cadence history --kind`** accepts only ``known`` kinds: anything else is a usage error
///   listing them.
public struct SessionKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The stored name, `"breathing"`.
  public let rawValue: String

  /// The kind stored as `rawValue`, known or not; `nil` for an empty name, which the schema
  /// rejects (and `Codable` decoding reports as corrupted data).
  public init?(rawValue: String) {
    guard !rawValue.isEmpty else { return nil }
    self.rawValue = rawValue
  }

  private init(known name: String) {
    rawValue = name
  }

  /// The stored name.
  public var description: String { rawValue }

  /// Whether this version of Cadence records and imports this kind.
  public var isKnown: Bool { Self.known.contains(self) }

  /// Every kind this version records, in the order help text lists them.
  public static let known: [SessionKind] = [.breathing, .focus, .timer, .meditation, .stopwatch]

  /// A guided breathing session; `name` is the pattern (`"4-7-8"`, `"box"`).
  public static let breathing = SessionKind(known: "breathing")
  /// A focus (pomodoro work) session; `name` is the preset, `label` what it was for.
  public static let focus = SessionKind(known: "focus")
  /// A plain countdown; `name` is `"timer"`, `label` its title.
  public static let timer = SessionKind(known: "timer")
  /// A silent meditation sitting with interval bells (`cadence meditate`); `name` is the
  /// sitting's length as typed (`"20m"`), `cyclesCompleted` may count the bells rung.
  public static let meditation = SessionKind(known: "meditation")
  /// A stopwatch run (`cadence stopwatch`): no planned time; `name` is `"stopwatch"`,
  /// `cyclesCompleted` the laps (the one running when it stopped included).
  public static let stopwatch = SessionKind(known: "stopwatch")
}
