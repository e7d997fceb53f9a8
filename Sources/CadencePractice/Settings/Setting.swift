import CadenceWords

/// One setting, declared once beside the practice it belongs to: its key, the values it
/// takes, its default as shown, and one line of help in each language. `cadence config`,
/// its help, the completion scripts and the desktop's preferences are all made from the
/// registry's list (``PracticeRegistry/settings``); both front ends read the typed value.
///
/// A setting stands for a command-line option (`pomodoro.work` for `pomodoro --work`) and
/// takes its ``ValueParser``, so it accepts exactly what the option accepts and a bad value
/// gets the option's own error, naming the key instead of the option.
public struct Setting<Value: Sendable>: Sendable {
  /// The key people type: kebab-case words, after the practice and a dot (`pomodoro.work`).
  public let key: String
  /// The key in the store's settings table: the same, except where an older version wrote
  /// another (`dayStartsAt`), which stays readable in databases and exports.
  public let storedKey: String
  /// What it sets and what it takes, one line of at most 60 columns, with its default.
  public let help: Translated
  /// The default as `config list` shows it (`25m`). The practices keep their own defaults
  /// (the engine's); a test holds the two together.
  public let defaultText: String
  /// What a shell offers for the value.
  public let completion: SettingCompletion
  /// Turns the text into the value, with the matching option's problem.
  public let parser: ValueParser<Value>
  /// The text stored for a value (`04:30` for `4:30`); `nil` keeps the text as typed.
  public let canonical: (@Sendable (Value) -> String)?
  /// Texts (compared without letter case) that mean "no value": `config set` unsets the
  /// setting for them, and a stored one reads as unset. An on-end hook's default is "none",
  /// so `config set timer.on-end none` must clear the hook, not store a command named none.
  public let clearingTexts: Set<String>

  /// A setting of `key` (stored as `storedKey` where an older version wrote another).
  public init(
    _ key: String, storedAs storedKey: String? = nil, help: Translated,
    default defaultText: String, completion: SettingCompletion = .none,
    parser: ValueParser<Value>, canonical: (@Sendable (Value) -> String)? = nil,
    clearedBy clearingTexts: Set<String> = []
  ) {
    self.key = key
    self.storedKey = storedKey ?? key
    self.help = help
    self.defaultText = defaultText
    self.completion = completion
    self.parser = parser
    self.canonical = canonical
    self.clearingTexts = clearingTexts
  }

  /// Whether `text` means "no value" (see ``clearingTexts``).
  public func clears(_ text: String) -> Bool {
    clearingTexts.contains(text.lowercased())
  }

  /// The value of `text`, or why it is refused.
  public func value(of text: String) throws(InvalidValue) -> Value {
    try parser.value(of: text)
  }

  /// What to store for `text`: its canonical text (`04:30` for `4:30`), or why it is refused.
  public func canonicalText(_ text: String) throws(InvalidValue) -> String {
    let value = try value(of: text)
    return canonical?(value) ?? text
  }

  /// The setting without its value type, for the table.
  public var erased: AnySetting {
    AnySetting(
      key: key, storedKey: storedKey, help: help, defaultText: defaultText,
      completion: completion, canonicalText: canonicalText(_:), clears: clears(_:))
  }
}

/// A ``Setting`` as a list of settings holds it: names and texts, whatever its value is.
public struct AnySetting: Sendable {
  /// See ``Setting/key``.
  public let key: String
  /// See ``Setting/storedKey``.
  public let storedKey: String
  /// See ``Setting/help``.
  public let help: Translated
  /// See ``Setting/defaultText``.
  public let defaultText: String
  /// See ``Setting/completion``.
  public let completion: SettingCompletion
  /// See ``Setting/canonicalText(_:)``.
  public let canonicalText: @Sendable (String) throws(InvalidValue) -> String
  /// See ``Setting/clears(_:)``.
  public let clears: @Sendable (String) -> Bool
}

/// What a shell offers for a setting's value.
public enum SettingCompletion: Hashable, Sendable {
  /// Free text: nothing.
  case none
  /// One of these words.
  case words([String])
  /// A breathing pattern: the built-in ids and the user's saved names.
  case patterns
}
