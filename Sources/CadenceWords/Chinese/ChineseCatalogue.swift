/// Cadence in Simplified Chinese (`zh-Hans`), in the words of /work/shared/CHINESE.md's
/// table: 吸气 / 屏息 / 呼气 (屏息 after an exhale too), 轮 for cycles, full-width
/// punctuation in sentences, ASCII digits with a space before a unit word (25 分钟,
/// 第 2 轮). Chinese has no plural: a count never changes its noun.
public struct ChineseCatalogue: PracticeWords {
  /// Chinese words.
  public init() {}

  public var language: Language { .simplifiedChinese }

  /// The user's text quoted as Chinese quotes it: “25x”.
  public static func quoted(_ text: String) -> String {
    "“\(text)”"
  }
}
