import Cadence

/// What a session was for: since 0.9 the engine's ``PracticeKind``, the one vocabulary of
/// practices (the same stored names, so databases and exports are unchanged).
///
/// How the store treats a kind it does not know:
/// - **reading** (history, stats, export): kept and shown as stored; stats count it.
/// - **import** accepts only ``PracticeKind/builtIn`` kinds and rejects the file as a whole,
///   naming the field (`sessions[3].kind: expected one of 'breathing', …, found 'yoga'`).
@available(*, deprecated, renamed: "PracticeKind")
public typealias SessionKind = PracticeKind

extension PracticeKind {
  /// The pomodoro's kind, by its stored name.
  @available(*, deprecated, renamed: "pomodoro")
  public static var focus: PracticeKind { .pomodoro }
  /// Breathing's kind, by its stored name.
  @available(*, deprecated, renamed: "breathe")
  public static var breathing: PracticeKind { .breathe }
  /// The sitting's kind, by its stored name.
  @available(*, deprecated, renamed: "meditate")
  public static var meditation: PracticeKind { .meditate }
  /// Every built-in kind.
  @available(*, deprecated, renamed: "builtIn")
  public static var known: [PracticeKind] { builtIn }
  /// Whether it is built in.
  @available(*, deprecated, renamed: "isBuiltIn")
  public var isKnown: Bool { isBuiltIn }
}
