import CadenceWords
import Testing

@testable import CadenceCLI

/// Issue 24, item 4: a sitting's summary read "Sat 00:12 of 00:12" (Saturday); it is a
/// sentence of durations in prose, in English and Chinese.
@Suite struct MeditateSummaryTests {
  @Test(arguments: [
    (732, 1200, "Sat for 12 min 12 s of 20 min.", "冥想 12 分钟 12 秒，计划 20 分钟。"),
    (12, 12, "Sat for 12 s, the whole sitting.", "冥想 12 秒，整段完成。"),
    (0, 3900, "Sat for 0 s of 1 h 5 min.", "冥想 0 秒，计划 1 小时 5 分钟。"),
  ])
  func theSummaryIsASentence(sat: Int64, planned: Int64, english: String, chinese: String) {
    #expect(EnglishCatalogue().meditateSummary(sat: sat, planned: planned) == english)
    #expect(ChineseCatalogue().meditateSummary(sat: sat, planned: planned) == chinese)
  }
}
