import CadencePractice
import CadenceSound
import CadenceStore

/// Every setting `cadence config` knows, in the order it lists them: when the practice day
/// starts, each registered practice's own (its registry entry's, its on-end hook last),
/// notices, sound, the language.
///
/// A practice reads a setting only when its option is absent: the command line always wins.
/// Keys other than these (`lastBreathingPattern`, `lastProgram`) are the commands' own
/// memory, not settings a person sets.
enum Settings {
  /// The table, in the order `config list`, help and completions show it.
  static var all: [AnySetting] {
    [CommonSettings.dayStartsAt.erased] + PracticeRegistry.current.settings
      + [CommonSettings.notify.erased, CommonSettings.mood.erased] + SoundSettings.all + [
        CommonSettings.language.erased
      ]
  }

  /// The setting named `key`.
  static func named(_ key: String) -> AnySetting? {
    all.first { $0.key == key }
  }

  /// The key `text` most likely means: the same words written another way (`dayStartsAt`,
  /// `Breathe_Bell`), else the nearest by edit distance.
  static func suggestion(for text: String) -> String? {
    let keys = all.map(\.key)
    let folded = { (key: String) in key.lowercased().filter { $0.isLetter || $0.isNumber } }
    if let same = keys.first(where: { folded($0) == folded(text) }) { return same }
    return closestMatch(to: text.lowercased(), in: keys)
  }
}

extension AnySetting {
  /// What to store for `text`: its canonical text (the saved pattern's name, `04:30`), or
  /// the error a person sees, naming ``key``. A breathing pattern is first looked up among
  /// the built-in and saved ones (`store`), as `cadence breathe` would.
  func normalise(_ text: String, store: SQLiteSessionStore?) throws(UsageError) -> String {
    let checked = try storeChecked(text, store: store)
    do {
      return try canonicalText(checked)
    } catch {
      throw .invalidValue(text, for: key, problem: error.problem)
    }
  }
}

extension AnySetting {
  /// `text` as the store has it: a breathing pattern's name looked up among the built-in and
  /// saved ones (`store`), as `cadence breathe` would; any other text as it is.
  func storeChecked(_ text: String, store: SQLiteSessionStore?) throws(UsageError) -> String {
    guard key == BreathePractice.Settings.pattern.key else { return text }
    do throws(ResolvedPattern.Failure) {
      return try ResolvedPattern.resolve(text, store: store).name
    } catch {
      throw .invalidSetting(text, for: key, problem: error)
    }
  }
}

extension Setting {
  /// The value of `text`, or the option's usage error naming ``key``.
  func parse(_ text: String) throws(UsageError) -> Value {
    try parser.parse(text, for: key)
  }
}

extension SettingCompletion {
  /// How a shell completes it.
  var shellCompletion: CompletionKind {
    switch self {
    case .none: .none
    case .words(let words): .words(words)
    case .patterns: .patterns
    }
  }
}
