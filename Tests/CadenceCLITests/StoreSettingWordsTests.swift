import CadenceStore
import Testing

@testable import CadenceCLI

/// Issue 12: the store says what a setting it checks holds as data (`SettingValueRule`), so a
/// refused value reads in Chinese without English inside; the English is unchanged.
@Suite struct StoreSettingWordsTests {
  static let refused = RuntimeMessage.storeFailed(
    StoreError.invalidSetting(key: "dayStartsAt", value: "24:00", expected: .timeOfDay),
    while: .settings)

  @Test func englishIsUnchanged() {
    #expect(
      Self.refused.line(in: EnglishCatalogue())
        == "Error: Invalid value '24:00' for setting 'dayStartsAt': expected a time from 00:00 "
        + "to 23:59.\n")
  }

  @Test func chineseSaysWhatTheSettingHolds() {
    #expect(
      Self.refused.line(in: ChineseCatalogue())
        == "错误：设置 “dayStartsAt” 的值 “24:00” 无效：需要 00:00 到 23:59 之间的时间。\n")
  }
}
