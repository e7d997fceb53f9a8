import CadencePractice

/// A command line parsed by a ``CommandSpec``: which options were given with which values,
/// the subcommand word, and the positional words.
///
/// The parser knows names and shapes only. What the values mean (a duration, a range, a
/// conflict between an argument and an option) is checked by the command, which reads
/// them here through its table's entries, never by spelling a name again.
struct ParsedArguments: Sendable {
  /// The subcommand word given (or defaulted to), if the command has words.
  let subcommand: SubcommandSpec?
  /// Each option given, in order, with its value.
  private let given: [(option: OptionSpec, value: String?)]
  /// The positional words after the subcommand word, by the argument they belong to.
  private let values: [String: [String]]

  fileprivate init(
    subcommand: SubcommandSpec?, given: [(option: OptionSpec, value: String?)],
    values: [String: [String]]
  ) {
    self.subcommand = subcommand
    self.given = given
    self.values = values
  }

  /// Whether `option` was given.
  func has(_ option: OptionSpec) -> Bool {
    given.contains { $0.option == option }
  }

  /// The value of `option`, the last one when it was given more than once.
  func value(_ option: OptionSpec) -> String? {
    given.last { $0.option == option }?.value
  }

  /// The value of `option` converted by `parser`; an invalid value is a usage error naming
  /// the option.
  func value<Value>(
    _ option: OptionSpec, as parser: ValueParser<Value>
  ) throws(UsageError) -> Value? {
    guard let text = value(option) else { return nil }
    return try parser.parse(text, for: option.valueLabel)
  }

  /// The word given for `argument` (the words joined with spaces, for a repeating one).
  func value(_ argument: ArgumentSpec) -> String? {
    values[argument.label].map { $0.joined(separator: " ") }
  }

  /// Every word given for `argument`, in order.
  func words(_ argument: ArgumentSpec) -> [String] {
    values[argument.label] ?? []
  }

  /// The word for `argument` converted by `parser`.
  func value<Value>(
    _ argument: ArgumentSpec, as parser: ValueParser<Value>
  ) throws(UsageError) -> Value? {
    guard let text = value(argument) else { return nil }
    return try parser.parse(text, for: argument.label)
  }

  /// The word for `argument`, or a usage error saying it is missing.
  func required(_ argument: ArgumentSpec) throws(UsageError) -> String {
    guard let text = value(argument) else { throw .missingArgument(argument.label) }
    return text
  }

  /// The word for `argument` converted by `parser`, or a usage error saying it is missing.
  func required<Value>(
    _ argument: ArgumentSpec, as parser: ValueParser<Value>
  ) throws(UsageError) -> Value {
    try parser.parse(try required(argument), for: argument.label)
  }
}

extension CommandSpec {
  /// ``parse(_:)``, with an unknown subcommand word named after the command and so is its
  /// suggestion: "Unknown command 'pattern lst'. Did you mean 'pattern list'?"
  func parseNamingSubcommands(_ arguments: inout ArgumentLexer) throws(UsageError)
    -> ParsedArguments
  {
    do {
      return try parse(&arguments)
    } catch .unknownCommand(let word, let suggestion) {
      throw .unknownCommand("\(name) \(word)", suggestion: suggestion.map { "\(name) \($0)" })
    }
  }

  /// Parses the rest of the command line by this table.
  ///
  /// Throws, in this order: `-h` / `--help` as ``UsageError/helpRequested``; the lexer's
  /// errors and unknown options as they come ("did you mean" from this table); then an
  /// unknown or missing subcommand word, options of one exclusive group, options the
  /// subcommand does not take, and positional words beyond the arguments.
  func parse(_ arguments: inout ArgumentLexer) throws(UsageError) -> ParsedArguments {
    var given: [(option: OptionSpec, value: String?)] = []
    var words: [String] = []
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"):
        throw .helpRequested
      case .long(let name):
        guard let option = option(long: name) else {
          throw .unknown(option: "--" + name, among: visibleOptions)
        }
        let value = option.takesValue ? try arguments.value(for: option.valueLabel) : nil
        given.append((option, value))
      case .short(let letter):
        guard let option = option(short: letter) else {
          throw .unknownOption("-\(letter)", suggestion: nil)
        }
        let value =
          option.takesValue ? try arguments.value(for: "-\(letter) " + option.value!) : nil
        given.append((option, value))
      case .value(let word):
        words.append(word)
      }
    }
    let subcommand = try subcommand(from: &words)
    for group in exclusive {
      let present = group.filter { option in given.contains { $0.option == option } }
      if present.count > 1 { throw .conflictingOptions(present[0].longName, present[1].longName) }
    }
    if !subcommands.isEmpty {
      // Each form takes its own options: `program status --restart` is an error.
      let taken = subcommand?.options ?? options
      for option in allOptions where !taken.contains(option) {
        if given.contains(where: { $0.option == option }) {
          throw .conflictingOptions(subcommand?.name ?? name, option.longName)
        }
      }
    }
    return ParsedArguments(
      subcommand: subcommand, given: given,
      values: try Self.assign(words, to: subcommand?.arguments ?? self.arguments))
  }

  /// Takes the subcommand word off the front of `words`, when the command has words.
  private func subcommand(from words: inout [String]) throws(UsageError) -> SubcommandSpec? {
    guard !subcommands.isEmpty else { return nil }
    if let first = words.first, let found = subcommand(named: first) {
      words.removeFirst()
      return found
    }
    switch withoutSubcommand {
    case .ownForm:
      return nil
    case .defaultsTo(let name):
      if let first = words.first { throw unknownSubcommand(first) }
      return subcommand(named: name)
    case .required:
      if let first = words.first { throw unknownSubcommand(first) }
      throw .missingArgument(subcommands.map(\.name).joined(separator: " | "))
    }
  }

  /// An unknown subcommand word, with the nearest word as a suggestion.
  private func unknownSubcommand(_ word: String) -> UsageError {
    .unknownCommand(word, suggestion: closestMatch(to: word, in: subcommands.map(\.name)))
  }

  /// The positional words, each to its argument: one word each, the rest to a repeating
  /// last argument; a word beyond them is a usage error.
  private static func assign(
    _ words: [String], to arguments: [ArgumentSpec]
  ) throws(UsageError) -> [String: [String]] {
    var values: [String: [String]] = [:]
    for (index, word) in words.enumerated() {
      if index < arguments.count {
        values[arguments[index].label, default: []].append(word)
      } else if let last = arguments.last, last.isRepeating {
        values[last.label, default: []].append(word)
      } else {
        throw .unexpectedArgument(word)
      }
    }
    return values
  }
}
