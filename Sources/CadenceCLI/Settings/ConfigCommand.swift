import CadencePractice
import CadenceStore

/// `cadence config [list | get KEY | set KEY VALUE | unset KEY]`: the settings of
/// ``Settings/all``, kept in the store.
///
/// A key is checked when the command line is parsed (an unknown one is a usage error with
/// "did you mean" and the list of keys); a value when it is set, against the store (a
/// breathing pattern may be a saved one). A bad value changes nothing and exits 64.
struct ConfigCommand: Subcommand, Equatable {
  enum Action: Equatable {
    /// Every key, its value and whether it is the default (also `cadence config` alone).
    case list
    case get(key: String)
    /// `value` as typed (several words joined: a pattern like `in 4 out 6`).
    case set(key: String, value: String)
    case unset(key: String)
  }

  private enum Argument {
    static let key = ArgumentSpec(
      "<key>", help: "A setting, as listed below.", completion: .settingKeys)
    static let value = ArgumentSpec(
      "<value>", help: "What the option the setting stands for takes.",
      completion: .settingValue, repeating: true)
  }

  private enum Word {
    static let list = SubcommandSpec(
      "list", help: "Every setting, its value, and whether it is a default.")
    static let get = SubcommandSpec("get", arguments: [Argument.key], help: "Print a value.")
    static let set = SubcommandSpec(
      "set", arguments: [Argument.key, Argument.value], help: "Change a setting.")
    static let unset = SubcommandSpec(
      "unset", arguments: [Argument.key], help: "Go back to the default.")
  }

  static let spec = CommandSpec(
    name: "config", abstract: "Show and change settings: the practices' defaults, the day start.",
    subcommands: [Word.list, Word.get, Word.set, Word.unset],
    withoutSubcommand: .defaultsTo(Word.list.name),
    discussion: """
      SETTINGS:
      \(settingRows)
      An option on the command line always wins over a setting. A setting takes
      what its option takes: pomodoro.work a duration, as 'cadence pomodoro' does
      for a focus segment; breathe.pattern a built-in, saved or written pattern.

      EXAMPLES:
        cadence config set day-starts-at 04:00
        cadence config set breathe.pattern box
        cadence config unset breathe.pattern
      """)

  /// `  pomodoro.work    Length of a focus segment (default 25m).`, a line each.
  private static var settingRows: String {
    let width = Settings.all.map(\.key.count).max() ?? 0
    return Settings.all.map { "  " + $0.key.padding(to: width) + "  " + $0.help.english + "\n" }
      .joined()
  }

  var action: Action

  init(action: Action) {
    self.action = action
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parseNamingSubcommands(&arguments)
    switch parsed.subcommand {
    case Word.get:
      action = .get(key: try Self.key(parsed))
    case Word.set:
      let key = try Self.key(parsed)
      action = .set(key: key, value: try parsed.required(Argument.value))
    case Word.unset:
      action = .unset(key: try Self.key(parsed))
    default:
      action = .list
    }
  }

  /// The key given, if it is one.
  private static func key(_ parsed: ParsedArguments) throws(UsageError) -> String {
    let key = try parsed.required(Argument.key)
    guard Settings.named(key) != nil else {
      throw .unknownSetting(
        key, suggestion: Settings.suggestion(for: key), known: Settings.all.map(\.key))
    }
    return key
  }

  /// Runs the action; a store failure is `Error: …` (``RuntimeMessage/StoreTask/settings``)
  /// and status 1.
  func run(in context: CommandContext) -> ExitStatus {
    let reading: Bool =
      switch action {
      case .list, .get: true
      default: false
      }
    return context.withStore(.settings, reading: reading) { store in
      switch action {
      case .list:
        context.output.write(try Self.list(store, words: context.words))
      case .get(let key):
        let setting = Self.setting(key)
        context.output.write((try store.setting(setting.storedKey) ?? setting.defaultText) + "\n")
      case .set(let key, let text) where Self.setting(key).clears(text):
        try Self.unset(key, in: store, words: context.words, output: context.output)
      case .set(let key, let text):
        let setting = Self.setting(key)
        let value: String
        do throws(UsageError) {
          value = try setting.normalise(text, store: store)
        } catch {
          context.errorOutput.write(
            UsageError.report(
              error.message(in: context.words), for: ConfigCommand.self, words: context.words))
          return ExitStatus.usage
        }
        try store.setSetting(setting.storedKey, to: value)
        context.output.write(context.words.settingSet(key, to: value) + "\n")
      case .unset(let key):
        try Self.unset(key, in: store, words: context.words, output: context.output)
      }
      return ExitStatus.success
    }
  }

  /// Unsets `key` and says what the value is now.
  private static func unset(
    _ key: String, in store: SQLiteSessionStore, words: any Catalogue, output: any TextOutput
  ) throws {
    let setting = Self.setting(key)
    let wasSet = try store.setting(setting.storedKey) != nil
    try store.setSetting(setting.storedKey, to: nil)
    output.write(words.settingUnset(key, wasSet: wasSet, defaultValue: setting.defaultText) + "\n")
  }

  /// A key the parser has checked.
  private static func setting(_ key: String) -> AnySetting {
    guard let setting = Settings.named(key) else { preconditionFailure("unchecked key \(key)") }
    return setting
  }

  /// `pomodoro.work    50m`, `timer.bell       on         (default)`, a line each.
  private static func list(_ store: SQLiteSessionStore, words: any Catalogue) throws -> String {
    let stored = Dictionary(try store.allSettings(), uniquingKeysWith: { first, _ in first })
    var table = TextTable()
    for setting in Settings.all {
      guard let text = stored[setting.storedKey] else {
        table.rows.append([
          setting.key, words.defaultText(setting.defaultText), words.defaultMarker,
        ])
        continue
      }
      let valid = (try? setting.normalise(text, store: store)) != nil
      table.rows.append([
        setting.key, text.printable,
        valid ? "" : words.invalidStoredValue,
      ])
    }
    return table.text
  }
}
