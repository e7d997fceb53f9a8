import CadencePractice
import CadenceSound
import CadenceStore

/// The settings as `cadence config` keeps them, written from the preferences window.
extension DesktopStore {
  /// Every setting in the store, by stored key.
  func storedSettings() throws -> StoredSettings {
    StoredSettings(Dictionary(try store.allSettings(), uniquingKeysWith: { first, _ in first }))
  }

  /// Sets `setting` to `text` as `cadence config set` does: the setting's canonical text
  /// (`04:30` for `4:30`) is stored under its stored key; an empty text, or one that means
  /// "no value", unsets it. Returns what is stored now (`nil`: the default).
  ///
  /// - Throws: ``InvalidValue`` for a text the setting does not take (nothing is changed),
  ///   or the store's error.
  @discardableResult
  func set(_ setting: AnySetting, to text: String) throws -> String? {
    if text.isEmpty || setting.clears(text) {
      try store.setSetting(setting.storedKey, to: nil)
      return nil
    }
    let canonical = try setting.canonicalText(text)
    try store.setSetting(setting.storedKey, to: canonical)
    return canonical
  }
}

/// The settings the preferences window shows, in `cadence config list`'s order: when the day
/// starts, each practice's own, notices, sound, the language. Not the end hooks
/// (`timer.on-end`): a shell command to run is this machine's and the terminal's to set.
enum PreferenceSettings {
  static var all: [AnySetting] {
    [CommonSettings.dayStartsAt.erased] + PracticeRegistry.current.settings.filter { !isHook($0) }
      + [CommonSettings.notify.erased] + SoundSettings.all + [CommonSettings.language.erased]
  }

  static func isHook(_ setting: AnySetting) -> Bool {
    SQLiteSessionStore.SettingKey.isMachineLocal(setting.storedKey)
  }

  /// The setting of `key`.
  static func named(_ key: String) -> AnySetting? { all.first { $0.key == key } }
}
