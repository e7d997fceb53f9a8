/// Which practice something is of: a session in the database, a running practice in
/// `cadence status`, a setting, a notice, a desktop page. The one vocabulary of practices,
/// from the store up to both front ends.
///
/// An open set rather than an enum: the database is shared across versions, so a session a
/// newer Cadence recorded (of a kind this one has never heard of) still opens, lists and
/// counts here, and a front end's registry of practices can hold one this file does not
/// name. What a practice is called, its settings and its icons are its registry entry's
/// (`PracticeDescriptor`, in CadencePractice), never a `switch` over kinds.
///
/// The identity is the name the database and the export store (``rawValue``): `breathing`,
/// `focus`, `timer`, `meditation`, `stopwatch`, fixed by the first schema. The name a person
/// types (`cadence breathe`, `history --kind meditate`) is the registry's, which accepts
/// both.
public struct PracticeKind: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The stored name, `"breathing"`.
  public let rawValue: String

  /// The kind stored as `rawValue`, known or not; `nil` for an empty name, which the
  /// schema rejects (and `Codable` decoding reports as corrupted data).
  public init?(rawValue: String) {
    guard !rawValue.isEmpty else { return nil }
    self.rawValue = rawValue
  }

  /// A kind of a practice of one's own (a registry entry of an app, a test's made-up
  /// practice): `storedName` must not be empty.
  public init(storedName: String) {
    precondition(!storedName.isEmpty, "a practice kind's stored name is never empty")
    rawValue = storedName
  }

  /// The stored name.
  public var description: String { rawValue }

  /// A countdown (`cadence timer`); its sessions' name is `"timer"`, their label its title.
  public static let timer = PracticeKind(storedName: "timer")
  /// A stopwatch run (`cadence stopwatch`): no planned time; `cyclesCompleted` counts the
  /// laps (the one running when it stopped included).
  public static let stopwatch = PracticeKind(storedName: "stopwatch")
  /// Focus and breaks (`cadence pomodoro`): each focus segment is a session, stored as
  /// `focus` (the first schema's name); `label` is what it was for.
  public static let pomodoro = PracticeKind(storedName: "focus")
  /// A guided breathing session (`cadence breathe`), stored as `breathing`; its sessions'
  /// name is the pattern (`"4-7-8"`, `"box"`).
  public static let breathe = PracticeKind(storedName: "breathing")
  /// A silent sitting with interval bells (`cadence meditate`), stored as `meditation`; its
  /// sessions' name is the sitting's length as typed (`"20m"`), `cyclesCompleted` may
  /// count the bells rung.
  public static let meditate = PracticeKind(storedName: "meditation")

  /// The kinds this version records, in the order help lists them: what an import accepts
  /// (an unknown kind in a file is a typo or a hand edit far more often than a newer
  /// export). The registry of each front end describes exactly these; a test holds the two
  /// together.
  public static let builtIn: [PracticeKind] = [.breathe, .pomodoro, .timer, .meditate, .stopwatch]

  /// Whether this version of Cadence records and imports this kind.
  public var isBuiltIn: Bool { Self.builtIn.contains(self) }
}
