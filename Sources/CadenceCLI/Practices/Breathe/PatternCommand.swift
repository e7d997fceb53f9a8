import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// `cadence pattern list | add NAME SPEC | remove NAME`: the built-in breathing patterns
/// and the person's own.
struct PatternCommand: Subcommand, Equatable {
  enum Action: Equatable {
    case list
    /// `replace`: `--replace`, a saved pattern of that name is given the new spec.
    case add(name: String, spec: String, replace: Bool = false)
    case remove(name: String)
  }

  private enum Argument {
    static let name = ArgumentSpec(
      "<name>", help: "A name for your pattern, starting with a letter.")
    static let spec = ArgumentSpec(
      "<spec>", help: "Seconds in-hold-out-hold (4-7-8) or words (in 4 out 6).", repeating: true)
  }

  private enum Option {
    static let replace = OptionSpec(
      "replace", help: "With add: give a pattern you saved before this new spec.")
  }

  private enum Word {
    static let list = SubcommandSpec("list", help: "The built-in patterns and yours.")
    static let add = SubcommandSpec(
      "add", arguments: [Argument.name, Argument.spec], options: [Option.replace],
      help: "Save a pattern of your own.")
    static let remove = SubcommandSpec(
      "remove", arguments: [Argument.name.completing(.savedPatterns)],
      help: "Forget a pattern of your own.")
  }

  static let spec = CommandSpec(
    name: "pattern", abstract: "List breathing patterns; add and remove your own.",
    subcommands: [Word.list, Word.add, Word.remove],
    withoutSubcommand: .defaultsTo(Word.list.name),
    discussion: """
      EXAMPLES:
        cadence pattern add calm 4-6
        cadence pattern add sigh2 in 2 in 1 out 8
        cadence pattern add calm 4-8 --replace
        cadence breathe calm

      Each phase is 0.5 to 60 seconds (0 leaves it out); a pattern needs an inhale and an
      exhale. Holds over 15 seconds are allowed with a caution.
      """)

  /// The longest name a saved pattern may have: ``SafeText``'s, which an import applies too.
  static let longestName = SafeText.Field.patternName.limit

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parseNamingSubcommands(&arguments)
    switch parsed.subcommand {
    case Word.add:
      let name = try parsed.required(Argument.name)
      action = .add(
        name: name, spec: try parsed.required(Argument.spec),
        replace: parsed.has(Option.replace))
    case Word.remove:
      action = .remove(name: try parsed.required(Argument.name))
    default:
      action = .list
    }
  }

  /// Runs the action; a store failure is `Error: …` (``RuntimeMessage/StoreTask/patterns``)
  /// and status 1.
  func run(in context: CommandContext) -> ExitStatus {
    context.withStore(.patterns, reading: action == .list) { store in
      switch action {
      case .list: return try list(store, in: context)
      case .add(let name, let spec, let replace):
        return try add(name, spec, replacing: replace, store, in: context)
      case .remove(let name): return try remove(name, store, in: context)
      }
    }
  }

  private func list(_ store: SQLiteSessionStore, in context: CommandContext) throws -> ExitStatus {
    let width = TerminalWidth.forOutput(
      environment: context.environment, outputIsTerminal: context.outputIsTerminal)
    context.output.write(
      Self.listing(
        saved: try store.customPatterns(), width: min(width, 80), words: context.words))
    return ExitStatus.success
  }

  /// `pattern list`: the built-ins with their summaries and resonance at the person's rate,
  /// then the saved patterns: names and
  /// descriptions in two columns aligned by display width across both sections (a saved name
  /// may be Chinese), descriptions wrapped at spaces to fit `width`.
  static func listing(saved: [CustomPattern], width: Int, words: any Catalogue) -> String {
    let phases = { (pattern: BreathingPattern) in Self.phases(of: pattern, words: words) }
    let names = BreathingPreset.builtIns.map(\.id) + saved.map(\.name.printable)
    let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
    let descriptionWidth = max(20, width - 2 - nameWidth - 2)
    /// A name beside its description's first line, the rest of it under the description.
    func rows(_ name: String, _ paragraphs: String...) -> [[String]] {
      let lines = paragraphs.flatMap { TextTable.wrapping($0, toColumns: descriptionWidth) }
      return lines.enumerated().map { [$0.offset == 0 ? name : "", $0.element] }
    }
    let builtIns =
      BreathingPreset.builtIns.flatMap { preset in
        rows(
          preset.id, words.patternName(id: preset.id) + " · " + phases(preset.pattern),
          BuiltInPattern(preset).map(words.patternSummary) ?? "")
      } + rows(ResonancePace.keyword, words.resonanceTitle, words.resonanceSummary)
      + rows(RetentionApp.name, words.retentionListTitle, words.retentionListSummary)
    let custom = saved.flatMap { pattern in
      let described =
        (try? BreathingPattern(parsing: pattern.spec)).map(phases)
        ?? words.invalidSpec(pattern.spec.printable)
      return rows(pattern.name.printable, pattern.spec.printable + " · " + described)
    }
    let lines = TextTable(
      columns: [TextTable.Column(), TextTable.Column()], rows: builtIns + custom,
      showsHeader: false, indent: "  "
    ).lines.map { $0 + "\n" }
    var text = words.builtInPatterns + "\n" + lines.prefix(builtIns.count).joined()
    text += "\n" + words.yourPatterns + "\n"
    if saved.isEmpty {
      text += TextTable.wrapping(words.noSavedPatterns, toColumns: width - 2)
        .map { "  " + $0 + "\n" }.joined()
    }
    return text + lines.dropFirst(builtIns.count).joined()
  }

  /// Saves the pattern; a name already saved is refused with the way to replace it, unless
  /// `replacing`.
  private func add(
    _ name: String, _ spec: String, replacing: Bool, _ store: SQLiteSessionStore,
    in context: CommandContext
  ) throws -> ExitStatus {
    let pattern: BreathingPattern
    do {
      if let problem = Self.problem(withName: name) { throw problem }
      if let problem = SafeText.problem(in: spec, as: .patternSpec) {
        throw NameProblem.unsafeSpec(spec, problem)
      }
      pattern = try BreathingPattern(parsing: spec)
    } catch let error as BreathingPatternError {
      return usageError(context.words.patternError(error), in: context)
    } catch let problem as NameProblem {
      return usageError(context.words.patternProblem(problem), in: context)
    } catch {
      return usageError("\(error)", in: context)
    }
    for caution in pattern.cautions {
      context.errorOutput.write(context.words.cautionLabel + context.words.caution(caution) + "\n")
    }
    let saved = CustomPattern(name: name, spec: pattern.spec)
    let replaced: Bool
    if replacing {
      replaced = try store.replacePattern(saved)
    } else {
      do {
        try store.addPattern(saved)
      } catch StoreError.duplicatePattern(let name) {
        context.errorOutput.write(RuntimeMessage.patternExists(name).line(in: context.words))
        return ExitStatus.failure
      }
      replaced = false
    }
    let words = context.words
    let phases = Self.phases(of: pattern, words: words)
    context.output.write(
      (replaced
        ? words.patternReplaced(name, phases: phases)
        : words.patternSaved(name, phases: phases)) + "\n")
    return ExitStatus.success
  }

  private func remove(_ name: String, _ store: SQLiteSessionStore, in context: CommandContext)
    throws -> ExitStatus
  {
    if BreathingPreset.builtIn(named: name) != nil || BuiltInPattern.named(name) != nil {
      context.errorOutput.write(
        RuntimeMessage.builtInPatternCannotBeRemoved(name).line(in: context.words))
      return ExitStatus.failure
    }
    guard try store.removePattern(named: name) else {
      context.errorOutput.write(RuntimeMessage.noSavedPattern(name).line(in: context.words))
      return ExitStatus.failure
    }
    context.output.write(context.words.patternRemoved(name) + "\n")
    return ExitStatus.success
  }

  private func usageError(_ message: String, in context: CommandContext) -> ExitStatus {
    context.errorOutput.write(
      UsageError.report(message, for: PatternCommand.self, words: context.words))
    return ExitStatus.usage
  }

  /// What `pattern add` refuses in a name or a spec, worded at print time
  /// (``RuntimeWords/patternProblem(_:)``): names start with a letter, have no spaces, and
  /// never clash with a built-in id, name or alias, or a pattern keyword.
  enum NameProblem: Error, Hashable {
    /// The name holds a refused character or is too long.
    case unsafeName(String, SafeText.Problem)
    /// The name is a built-in pattern's id, name or alias.
    case builtInName(String)
    /// The name is a keyword of the pattern language (`in`, `hold`, …).
    case patternWord(String)
    /// The name does not start with a letter, or holds a space.
    case invalidName(String)
    /// The spec holds a refused character or is too long.
    case unsafeSpec(String, SafeText.Problem)
  }

  static func problem(withName name: String) -> NameProblem? {
    if let problem = SafeText.problem(in: name, as: .patternName) {
      return .unsafeName(name, problem)
    }
    if BreathingPreset.builtIn(named: name) != nil || BuiltInPattern.named(name) != nil
      || name.lowercased() == ResonancePace.keyword || name.lowercased() == RetentionApp.name
    {
      return .builtInName(name)
    }
    if ["in", "inhale", "out", "exhale", "hold"].contains(name.lowercased()) {
      return .patternWord(name)
    }
    guard name.first?.isLetter == true,
      !name.contains(where: {
        $0.isWhitespace || $0.isNewline || $0.asciiValue.map { $0 < 32 } == true
      }),
      name.count <= longestName
    else {
      return .invalidName(name)
    }
    return nil
  }

  /// What `pattern add` would refuse in a pattern from an import file (the store checks its
  /// text): a name of the pattern language or a built-in's, a spec that is no pattern.
  @Sendable static func problem(inImported pattern: CustomPattern) -> PatternProblem? {
    switch problem(withName: pattern.name) {
    case .builtInName(let name): return .builtInName(name)
    case .patternWord(let name): return .patternWord(name)
    // The store refused unsafe text before asking (the same `SafeText` check of the name).
    case .invalidName(let name), .unsafeName(let name, _), .unsafeSpec(let name, _):
      return .invalidName(name)
    case nil: break
    }
    do {
      _ = try BreathingPattern(parsing: pattern.spec)
      return nil
    } catch {
      return .spec(error)
    }
  }

  /// `in 4, hold 7, out 8`, 吸气 4 秒、屏息 7 秒、呼气 8 秒.
  static func phases(of pattern: BreathingPattern, words: any Catalogue) -> String {
    words.phases(pattern.phases, seconds: BreatheLines.number)
  }
}
