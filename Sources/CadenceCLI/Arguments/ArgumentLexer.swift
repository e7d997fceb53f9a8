import CadencePractice

/// Splits command-line arguments into options and values, knowing nothing of commands.
///
/// The lexopt way: `--name`, `--name=value`, `-abc` (three short options), `--` (the rest
/// are values), `-` (a value: standard input). A dash followed by a digit is a value, so
/// `-5m` reaches the duration parser, which can say that durations cannot be negative.
/// Commands decide which options take values and claim them with ``value(for:)``.
struct ArgumentLexer {
  /// One piece of the command line.
  enum Token: Hashable, Sendable {
    case short(Character)
    case long(String)
    case value(String)
  }

  private var arguments: ArraySlice<String>
  private var pendingShorts: [Character] = []
  private var attachedValue: String?
  private var lastOption: String?
  private var onlyValues = false

  /// A lexer over `arguments` (without the program name).
  init(_ arguments: [String]) {
    self.arguments = arguments[...]
  }

  /// The next token, or `nil` at the end.
  ///
  /// Throws when the previous option was given an `=value` that no one claimed.
  mutating func next() throws(UsageError) -> Token? {
    if attachedValue != nil, let option = lastOption {
      throw .unexpectedValue(option: option)
    }
    if !pendingShorts.isEmpty {
      let short = pendingShorts.removeFirst()
      lastOption = "-\(short)"
      return .short(short)
    }
    guard let argument = arguments.popFirst() else { return nil }
    if onlyValues { return .value(argument) }
    if argument == "--" {
      onlyValues = true
      return try next()
    }
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        attachedValue = String(body[body.index(after: equals)...])
        lastOption = "--" + body[..<equals]
        return .long(String(body[..<equals]))
      }
      lastOption = argument
      return .long(String(body))
    }
    if argument.hasPrefix("-"), argument.count > 1,
      let first = argument.dropFirst().first, !first.isNumber, first != "."
    {
      pendingShorts = Array(argument.dropFirst())
      return try next()
    }
    return .value(argument)
  }

  /// Claims the value of the option just read: its `=value`, the rest of a short-option
  /// cluster (`-t25m`), or the next argument.
  mutating func value(for option: String) throws(UsageError) -> String {
    if let attached = attachedValue {
      attachedValue = nil
      return attached
    }
    if !pendingShorts.isEmpty {
      defer { pendingShorts = [] }
      return String(pendingShorts)
    }
    guard let value = arguments.popFirst() else { throw .missingValue(option: option) }
    return value
  }
}
