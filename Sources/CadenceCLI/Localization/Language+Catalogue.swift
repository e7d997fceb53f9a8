import CadencePractice
import CadenceWords

extension Language {
  /// Every message the terminal app says, in this language.
  var catalogue: any Catalogue {
    switch self {
    case .english: EnglishCatalogue()
    case .simplifiedChinese: ChineseCatalogue()
    }
  }
}

// The terminal's domains join the words shared with the desktop app, on the same two types.
extension EnglishCatalogue: Catalogue {}
extension ChineseCatalogue: Catalogue {}
