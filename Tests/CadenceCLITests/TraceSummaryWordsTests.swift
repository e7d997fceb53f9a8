import CadenceWords
import Testing

@testable import CadenceCLI

/// `cadence trace FILE`'s summary in each language, from a trace written by hand: two
/// frames (the start and a deadline 3 ms late), and a wake-up that drew nothing.
@Suite struct TraceSummaryWordsTests {
  static let trace = """
    [{"name":"start","cat":"frame","ph":"X","ts":0,"dur":5,"pid":1,"tid":1,\
    "args":{"woke_us":0,"causes":["start"],"draw_us":150,"bytes":900}},
    {"name":"tick","cat":"frame","ph":"X","ts":1003000,"dur":5,"pid":1,"tid":1,\
    "args":{"woke_us":1003000,"planned_us":1000000,"lateness_us":3000,\
    "causes":["deadline","digits"],"draw_us":40,"bytes":60}},
    {"name":"wake","cat":"wake","ph":"i","ts":1500000,"pid":1,"tid":1,\
    "args":{"woke_us":1500000,"causes":["deadline"]}}]
    """

  func summary() throws -> TraceSummary {
    try TraceSummary(json: Array(Self.trace.utf8))
  }

  @Test func englishSummaryIsUnchanged() throws {
    #expect(
      try summary().text(in: EnglishCatalogue()) == """
        frames          2
        causes          deadline 1, digits 1, start 1
        lateness        p50 3.000 ms  p99 3.000 ms  max 3.000 ms  (1 deadline frame)
        bytes           960 in all, 480 per frame; first frame 900, then p50 60 max 60
        draw time       p50 0.040 ms  p99 0.150 ms  max 0.150 ms
        empty wake-ups  1 (first at 1.500 s: deadline)
        slowest frames
          at 0.000 s  draw 0.150 ms  900 bytes  start
          at 1.003 s  draw 0.040 ms  60 bytes  deadline digits

        """)
    #expect(try summary().text == summary().text(in: EnglishCatalogue()))
  }

  /// The names are Chinese and the figures after them line up by display width.
  @Test func chineseSummary() throws {
    #expect(
      try summary().text(in: ChineseCatalogue()) == """
        帧数      2
        原因      deadline 1, digits 1, start 1
        延迟      p50 3.000 ms  p99 3.000 ms  最大 3.000 ms  （1 帧按截止时刻绘制）
        字节      共 960，每帧 480；首帧 900，之后 p50 60 最大 60
        绘制时间  p50 0.040 ms  p99 0.150 ms  最大 0.150 ms
        空唤醒    1（首次在 1.500 秒：deadline）
        最慢的帧
          0.000 秒  绘制 0.150 ms  900 字节  start
          1.003 秒  绘制 0.040 ms  60 字节  deadline digits

        """)
  }

  @Test func theTraceCommandSpeaksTheLanguage() throws {
    let directory = TemporaryDirectory()
    let path = directory.file("trace.json")
    try Self.trace.write(toFile: path, atomically: true, encoding: .utf8)
    let (context, output, _) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(CadenceCommandLine.run(["trace", path], in: context) == 0)
    #expect(output.text.hasPrefix("帧数      2\n"))
  }
}
