import CadencePractice

/// A `--format` template for `cadence status`: text with `{field}`s, parsed once, so a bad
/// field is a usage error before anything is read.
///
/// `{{` and `}}` are literal braces. A field that is empty for a practice (a timer's
/// `{phase}`) takes one space away with it (the one after it, or at the end the one before
/// it), so `{icon} {label} {time}` never shows two spaces in a row.
struct StatusTemplate: Hashable, Sendable {
  /// What a status line can show.
  enum Field: String, CaseIterable, Hashable, Sendable {
    /// The practice's name (`timer`, `breathing`; 倒计时 in Chinese).
    case kind
    /// Its title, label or breathing pattern.
    case label
    /// Time left, as its screen counts it: `ceil`, then `+01:23` in overtime; empty for a
    /// stopwatch.
    case remaining
    /// Time shown counting up, whole seconds.
    case elapsed
    /// `remaining`, or `elapsed` for a practice without a planned end (a stopwatch).
    case time
    /// The breathing phase (`inhale`), or a sitting's warm-up.
    case phase
    /// The pomodoro segment (`focus`, `short break`).
    case segment
    /// `paused` while paused, else empty.
    case paused
    /// One symbol for the practice, or ⏸ while paused (ASCII letters, `||` while paused,
    /// where the locale is not UTF-8).
    case icon
  }

  /// A run of text or a field.
  enum Part: Hashable, Sendable {
    case text(String)
    case field(Field)
  }

  /// What the template holds, in order.
  let parts: [Part]

  /// The line a status bar gets without `--format`.
  static let standard = StatusTemplate(parts: [.field(.icon), .text(" "), .field(.time)])

  /// The accepted fields, as a template writes them.
  static var acceptedFields: [String] { Field.allCases.map { "{\($0.rawValue)}" } }

  private static func refused(_ text: String, _ option: String, _ problem: StatusTemplateProblem)
    -> UsageError
  {
    .invalidValue(text, for: option, problem: .statusTemplate(problem, fields: acceptedFields))
  }

  private init(parts: [Part]) {
    self.parts = parts
  }

  /// Parses `text`, the value of `option`.
  ///
  /// - Throws: a usage error naming an unknown field (or a brace left open) and listing the
  ///   accepted fields.
  init(parsing text: String, option: String) throws(UsageError) {
    var parts: [Part] = []
    var literal = ""
    var rest = Substring(text)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "{" where rest.first == "{", "}" where rest.first == "}":
        literal.append(character)
        rest = rest.dropFirst()
      case "{":
        guard let close = rest.firstIndex(of: "}") else {
          throw Self.refused(text, option, .unclosedBrace)
        }
        let name = String(rest[..<close])
        guard let field = Field(rawValue: name) else {
          throw Self.refused(text, option, .unknownField(name))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        literal = ""
        parts.append(.field(field))
        rest = rest[rest.index(after: close)...]
      case "}":
        throw Self.refused(text, option, .strayClosingBrace)
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { parts.append(.text(literal)) }
    self.parts = parts
  }

  /// The template filled in with `value`'s fields.
  func render(_ value: (Field) -> String) -> String {
    var line = ""
    // An empty field takes one space with it: the one after it, or at the end the one
    // before it.
    var emptyField = false
    for part in parts {
      switch part {
      case .field(let field):
        let text = value(field)
        line += text
        emptyField = text.isEmpty
      case .text(var text):
        if emptyField, text.first == " " { text.removeFirst() }
        line += text
        emptyField = false
      }
    }
    if emptyField, line.last == " " { line.removeLast() }
    return line
  }
}
