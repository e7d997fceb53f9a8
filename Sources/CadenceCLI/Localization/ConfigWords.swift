import CadencePractice

/// What `cadence config` says: its confirmations and the markers of `config list` (what each
/// setting sets is the setting's own ``Setting/help``, in every language).
protocol ConfigWords {
  /// `config set`: "Set pomodoro.work to 50m.".
  func settingSet(_ key: String, to value: String) -> String
  /// `config unset`: "Unset pomodoro.work: the default is 25m." or, when it was not set,
  /// "pomodoro.work was not set: the default is 25m.".
  func settingUnset(_ key: String, wasSet: Bool, defaultValue: String) -> String
  /// After a value of `config list` that is the default.
  var defaultMarker: String { get }
  /// After a stored value of `config list` that is no longer valid.
  var invalidStoredValue: String { get }
  /// A default as `config list` shows it: the values a person types stay as they are
  /// (`25m`, `on`); the words for "the last used", "none" and "the locale's" are translated.
  func defaultText(_ text: String) -> String
}
