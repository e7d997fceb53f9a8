/// A text in every language Cadence speaks, declared together where the thing it describes
/// is declared (a practice's name, a setting's line of help): adding the thing is one place,
/// and a missing translation does not compile.
public struct Translated: Hashable, Sendable {
  /// The English text.
  public var english: String
  /// The Simplified Chinese text.
  public var chinese: String

  /// `english`, and `chinese` for Simplified Chinese.
  public init(_ english: String, chinese: String) {
    self.english = english
    self.chinese = chinese
  }

  /// The text in `language`.
  public func callAsFunction(_ language: Language) -> String {
    switch language {
    case .english: english
    case .simplifiedChinese: chinese
    }
  }
}
