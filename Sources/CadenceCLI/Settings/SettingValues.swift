import CadencePractice
import CadenceStore

/// The settings as a practice reads them, once, before it starts: a setting's value is its
/// default when the option is absent.
///
/// ```swift
/// let settings = SettingValues.read(in: context)
/// let work = work ?? settings.value(PomodoroPractice.Settings.work) ?? PomodoroPlan().work
/// ```
///
/// A stored value that no longer parses (written by hand, imported, a saved pattern since
/// removed) is not an error that stops a practice: it warns once, naming the key as
/// `config set` would, and the default is used.
final class SettingValues {
  private let stored: StoredSettings
  private let store: SQLiteSessionStore?
  private let warnings: any TextOutput
  private let words: any Catalogue
  private var warned: Set<String> = []

  /// The settings in `stored` (by stored key); `store` answers checks that need it (a saved
  /// pattern's name); problems are written to `warnings`, in the language of `words`.
  init(
    stored: [String: String], store: SQLiteSessionStore?, warnings: any TextOutput,
    words: any Catalogue
  ) {
    self.stored = StoredSettings(stored)
    self.store = store
    self.warnings = warnings
    self.words = words
  }

  /// The settings of an open store (`cadence breathe` opens it anyway, for the pattern).
  convenience init(store: SQLiteSessionStore?, warnings: any TextOutput, words: any Catalogue) {
    let all = (try? store?.allSettings()) ?? []
    self.init(
      stored: Dictionary(all, uniquingKeysWith: { first, _ in first }), store: store,
      warnings: warnings, words: words)
  }

  /// The settings in the context's data directory, read without opening the store (which
  /// may have to be created or migrated first), so the first frame does not wait for it;
  /// the ones the command line already read, when it did.
  static func read(in context: CommandContext) -> SettingValues {
    SettingValues(
      stored: context.storedSettings ?? SQLiteSessionStore.settings(in: context.dataDirectory),
      store: nil, warnings: context.errorOutput, words: context.words)
  }

  /// The value of `setting`; `nil` when it is not set, or after a warning when its stored
  /// text is not a value it takes.
  func value<Value>(_ setting: Setting<Value>) -> Value? {
    guard let text = stored.texts[setting.storedKey], !setting.clears(text) else { return nil }
    do throws(UsageError) {
      return try setting.parse(try setting.erased.storeChecked(text, store: store))
    } catch {
      if warned.insert(setting.key).inserted {
        warnings.write(RuntimeMessage.settingIgnored(error).line(in: words))
      }
      return nil
    }
  }
}
