import Testing

@testable import CadenceCLI

/// `cadence trace FILE` on a trace the writer did not finish: it appends events and closes the
/// array at the end, so a run that was killed leaves a file without its `]`, perhaps cut in
/// the middle of an event. The complete events are summed up and the summary says the file
/// was cut short; a file with no event at all, or that is no trace, is one line and status 1.
@Suite struct TruncatedTraceTests {
  /// The writer's header and two frames, as `FrameTrace` writes them, without the end.
  static let header =
    #"[{"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"cadence timer"}}"#
  static let frames =
    ",\n"
    + #"{"name":"start","cat":"frame","ph":"X","ts":0,"dur":150,"pid":1,"tid":1,"#
    + #""args":{"woke_us":0,"causes":["start"],"draw_us":150,"bytes":900}}"# + ",\n"
    + #"{"name":"tick","cat":"frame","ph":"X","ts":1003000,"dur":40,"pid":1,"tid":1,"#
    + #""args":{"woke_us":1003000,"planned_us":1000000,"lateness_us":3000,"#
    + #""causes":["deadline","digits"],"draw_us":40,"bytes":60}}"#
  static let halfAnEvent =
    ",\n" + #"{"name":"tick","cat":"frame","ph":"X","ts":2001000,"dur":3"#

  func run(_ text: String, language: String = "C.UTF-8") -> (
    status: Int32, output: String, errors: String
  ) {
    let directory = TemporaryDirectory()
    let path = directory.file("trace.json")
    TemporaryDirectory.write(Array(text.utf8), to: path)
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": language])
    let status = CadenceCommandLine.run(["trace", path], in: context)
    let shown = { (text: String) in text.replacingOccurrences(of: path, with: "trace.json") }
    return (status, shown(output.text), shown(errors.text))
  }

  @Test(arguments: [
    header + frames + halfAnEvent, header + frames, header + frames + ",\n", header + frames + ",",
  ])
  func aTraceCutShortIsSummedUpFromItsCompleteEventsAndSaysSo(text: String) {
    let result = run(text)
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix("frames          2\ncauses          deadline 1, digits 1, start 1\n"))
    #expect(
      result.errors
        == "Warning: 'trace.json' ends before its closing ']', as a trace does when the run "
        + "writing it is stopped; this summary is of its 3 complete events.\n")
    let chinese = run(text, language: "zh_CN.UTF-8")
    #expect(chinese.status == 0)
    #expect(chinese.output.hasPrefix("帧数      2\n"))
    #expect(
      chinese.errors
        == "警告：“trace.json” 在结尾的 “]” 之前就结束了，写它的运行被中断时会这样；"
        + "以上汇总只包括其中 3 个完整的事件。\n")
  }

  @Test func aCompleteTraceSaysNothingMore() {
    let result = run(Self.header + Self.frames + "\n]\n")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("frames          2\n"))
    #expect(result.errors == "")
  }

  @Test(arguments: ["[", "[\n", "  [ ", "[]", "[]\n"])
  func aTraceWithNoEventIsAnError(text: String) {
    let result = run(text)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.errors == "Error: 'trace.json' holds no trace events: there is nothing to sum up.\n")
    let chinese = run(text, language: "zh_CN.UTF-8")
    #expect(chinese.status == 1)
    #expect(chinese.output == "")
    #expect(chinese.errors == "错误：“trace.json” 中没有任何帧事件，无法汇总。\n")
  }

  @Test(arguments: [
    "", "{\"frames\": []}", "[1, 2]", "[{\"a\": 1}]", "[1, 2", "[{\"ph\":\"X\"} x", "hello",
    "[{\"ph\": \"X\"}, 5]",
  ])
  func aFileThatIsNoTraceIsAnError(text: String) {
    let result = run(text)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.errors
        == "Error: 'trace.json' is not a frame trace written by --trace: not a JSON array of "
        + "trace events.\n")
  }
}
