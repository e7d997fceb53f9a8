import CadenceStore

/// One setting, declared once: its key, the values it takes, its default as shown, and one
/// line of help. `config list | get | set | unset`, `config`'s help and the completion
/// scripts are all made from ``Settings/all``; the practices read the typed value.
///
/// A setting stands for a command-line option (`pomodoro.work` for `pomodoro --work`) and
/// takes its ``ValueParser``, so it accepts exactly what the option accepts and a bad value
/// gets the option's own error, naming the key instead of the option.
struct Setting<Value: Sendable>: Sendable {
  /// The key people type: kebab-case words, after the practice and a dot (`pomodoro.work`).
  let key: String
  /// The key in the store's settings table: the same, except where an older version wrote
  /// another (`dayStartsAt`), which stays readable in databases and exports.
  let storedKey: String
  /// What it sets and what it takes, one line of at most 60 columns, with its default.
  let help: String
  /// The default as `config list` shows it (`25m`). The practices keep their own defaults
  /// (the engine's); a test holds the two together.
  let defaultText: String
  /// What a shell offers for the value.
  let completion: CompletionKind
  /// Turns the text into the value, with the matching option's error.
  let parser: ValueParser<Value>
  /// The text stored for a value (`04:30` for `4:30`); `nil` keeps the text as typed.
  let canonical: (@Sendable (Value) -> String)?
  /// A check that needs the store (a saved pattern's name), run instead of ``parser`` when
  /// the value is set or listed: the text to store, or the error.
  let storeCheck: (@Sendable (String, SQLiteSessionStore?) throws(UsageError) -> String)?
  /// Texts (compared without letter case) that mean "no value": `config set` unsets the
  /// setting for them, and a stored one reads as unset. An on-end hook's default is "none",
  /// so `config set timer.on-end none` must clear the hook, not store a command named none.
  let clearingTexts: Set<String>

  init(
    _ key: String, storedAs storedKey: String? = nil, help: String,
    default defaultText: String, completion: CompletionKind = .none,
    parser: ValueParser<Value>, canonical: (@Sendable (Value) -> String)? = nil,
    storeCheck: (@Sendable (String, SQLiteSessionStore?) throws(UsageError) -> String)? = nil,
    clearedBy clearingTexts: Set<String> = []
  ) {
    self.key = key
    self.storedKey = storedKey ?? key
    self.help = help
    self.defaultText = defaultText
    self.completion = completion
    self.parser = parser
    self.canonical = canonical
    self.storeCheck = storeCheck
    self.clearingTexts = clearingTexts
  }

  /// Whether `text` means "no value" (see ``clearingTexts``).
  func clears(_ text: String) -> Bool {
    clearingTexts.contains(text.lowercased())
  }

  /// The value of `text`, or the option's usage error naming ``key``.
  func parse(_ text: String) throws(UsageError) -> Value {
    try parser.parse(text, for: key)
  }

  /// What to store for `text`: its canonical text (the saved pattern's name, `04:30`), or
  /// the error a person sees, naming ``key``.
  func normalise(_ text: String, store: SQLiteSessionStore?) throws(UsageError) -> String {
    let checked = try storeCheck?(text, store) ?? text
    let value = try parse(checked)
    return canonical?(value) ?? checked
  }

  /// The setting without its value type, for the table.
  var erased: AnySetting {
    AnySetting(
      key: key, storedKey: storedKey, help: help,
      defaultText: defaultText, completion: completion, normalise: normalise(_:store:),
      clears: clears(_:))
  }
}

/// A ``Setting`` as `config` handles it: names and texts, whatever its value is.
struct AnySetting: Sendable {
  let key: String
  let storedKey: String
  let help: String
  let defaultText: String
  let completion: CompletionKind
  /// See ``Setting/normalise(_:store:)``.
  let normalise: @Sendable (String, SQLiteSessionStore?) throws(UsageError) -> String
  /// See ``Setting/clears(_:)``.
  let clears: @Sendable (String) -> Bool
}

extension ValueParser where Value == Bool {
  /// `on` or `off`, in any letter case: the bells.
  static var onOff: Self {
    ValueParser(.notOneOf(.onOff, accepted: ["on", "off"])) { text in
      ["on": true, "off": false][text.lowercased()]
    }
  }
}

extension ValueParser where Value == DayBoundary {
  /// `04:00`, `4:30`: when the practice day starts.
  static var dayBoundary: Self {
    ValueParser(.dayBoundary) {
      DayBoundary(parsing: $0)
    }
  }
}
