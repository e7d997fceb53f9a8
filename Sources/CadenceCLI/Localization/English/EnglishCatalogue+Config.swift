import CadencePractice
import CadenceWords

extension EnglishCatalogue: ConfigWords {
  func settingSet(_ key: String, to value: String) -> String { "Set \(key) to \(value)." }

  func settingUnset(_ key: String, wasSet: Bool, defaultValue: String) -> String {
    (wasSet ? "Unset \(key)" : "\(key) was not set") + ": the default is \(defaultValue)."
  }

  var defaultMarker: String { "(default)" }
  var invalidStoredValue: String { "(invalid: the default is used)" }

  func defaultText(_ text: String) -> String { text }
}
