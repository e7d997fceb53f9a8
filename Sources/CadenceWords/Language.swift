/// A language Cadence speaks.
public enum Language: String, CaseIterable, Hashable, Sendable {
  /// English, the default.
  case english = "en"
  /// Simplified Chinese.
  case simplifiedChinese = "zh-Hans"

  /// The words every Cadence front end shares, in this language.
  public var words: any PracticeWords {
    switch self {
    case .english: EnglishCatalogue()
    case .simplifiedChinese: ChineseCatalogue()
    }
  }
}

extension Language {
  /// The language of the locale, by POSIX's order for messages: the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set and not empty decides. Chinese in any form
  /// (`zh_CN.UTF-8`, `zh_SG`, `zh_Hans`, `zh`; Simplified Chinese is the only Chinese
  /// Cadence has) is Simplified Chinese; anything else, or nothing, is English.
  public init(environment: [String: String]) {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    self = locale.flatMap(Language.init(locale:)) ?? .english
  }

  /// The language a locale name (`zh_CN.UTF-8`) or a language tag (`zh-Hans`, `en`) asks
  /// for; `nil` for one Cadence does not speak.
  public init?(locale: String) {
    let language = locale.prefix { $0.isLetter }.lowercased()
    switch language {
    case "zh": self = .simplifiedChinese
    case "en", "c", "posix": self = .english
    default: return nil
    }
  }
}
