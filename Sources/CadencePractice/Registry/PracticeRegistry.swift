import Cadence
import CadenceWords

/// The practices a front end offers, in the order it lists them: the one list every list of
/// practices is made from.
///
/// ``standard`` holds Cadence's own. Every list reads ``current``, a task-local value that is
/// ``standard`` unless bound: a test binds a registry with a practice of its own
/// (`PracticeRegistry.$current.withValue(.standard.adding(madeUp)) { … }`) and sees it
/// appear everywhere practices are listed, without any other file knowing of it, and
/// without another test running beside it seeing it.
public struct PracticeRegistry: Sendable {
  /// The registry every list of practices is made from: ``standard`` unless a caller bound
  /// another for what it runs.
  @TaskLocal public static var current = PracticeRegistry.standard

  /// The practices, in the order help, `config list` and `history --kind` list them.
  public let practices: [PracticeDescriptor]

  /// A registry of `practices`; each kind and each command once.
  public init(_ practices: [PracticeDescriptor]) {
    precondition(
      Set(practices.map(\.kind)).count == practices.count
        && Set(practices.map(\.command)).count == practices.count,
      "a practice registered twice")
    self.practices = practices
  }

  /// Cadence's own practices.
  public static let standard = PracticeRegistry([
    TimerPractice.descriptor, StopwatchPractice.descriptor, PomodoroPractice.descriptor,
    BreathePractice.descriptor, MeditatePractice.descriptor,
  ])

  /// This registry and `practice` after the others.
  public func adding(_ practice: PracticeDescriptor) -> PracticeRegistry {
    PracticeRegistry(practices + [practice])
  }

  /// The practice of `kind`, if registered.
  public subscript(kind: PracticeKind) -> PracticeDescriptor? {
    practices.first { $0.kind == kind }
  }

  /// The practice `text` names: its command or its stored name (`meditate`, `meditation`),
  /// in any letter case.
  public func practice(named text: String) -> PracticeDescriptor? {
    let name = text.lowercased()
    return practices.first { $0.names.contains(name) }
  }

  /// Every name a person may type for a practice, commands first.
  public var names: [String] {
    practices.map(\.command) + practices.flatMap { $0.names.dropFirst() }
  }

  /// The name `text` most likely means, for a "did you mean".
  public func suggestion(for text: String) -> String? {
    closestMatch(to: text.lowercased(), in: names)
  }

  /// Every practice's settings, in registry order.
  public var settings: [AnySetting] { practices.flatMap(\.settings) }

  /// The name of `kind` as a title in `language`; a kind no practice here records (a newer
  /// Cadence's) is shown as stored.
  public func title(of kind: PracticeKind, in language: Language) -> String {
    self[kind]?.title(language) ?? kind.rawValue
  }
}

extension PracticeWords {
  /// The name of a practice of ``PracticeRegistry/current`` as a title: "Pomodoro", 番茄钟.
  public func practiceName(_ kind: PracticeKind) -> String {
    PracticeRegistry.current.title(of: kind, in: language)
  }
}

extension PracticeWords {
  /// The sitting's title: the meditation practice's name.
  public var meditateTitle: String { practiceName(.meditate) }
}
