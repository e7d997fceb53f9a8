import FoundationEssentials
import Testing

@testable import CadenceStore

/// The hand-written JSON is exact text and parses back to the same strings.
@Suite struct JSONWriterTests {
  @Test func writesNestedContainersWithTwoSpaceIndentation() {
    var writer = JSONWriter()
    writer.object { writer in
      writer.field("name", "box")
      writer.field("missing", String?.none)
      writer.field("count", 3)
      writer.key("empty")
      writer.array([Int]()) { _, _ in }
      writer.key("items")
      writer.array([1, 2]) { writer, item in
        writer.object { writer in writer.field("n", item) }
      }
    }
    #expect(
      String(decoding: writer.bytes, as: UTF8.self)
        == """
        {
          "name" : "box",
          "count" : 3,
          "empty" : [],
          "items" : [
            {
              "n" : 1
            },
            {
              "n" : 2
            }
          ]
        }
        """)
  }

  @Test(arguments: [
    ("say \"hi\"", #""say \"hi\"""#), ("back\\slash", #""back\\slash""#),
    ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#), ("bell\u{7}", #""bell\u0007""#),
    ("unit\u{1F}", #""unit\u001f""#), ("é 🌿 /", "\"é 🌿 /\""),
  ])
  func escapesWhatJSONRequires(value: String, json: String) throws {
    var writer = JSONWriter()
    writer.string(value)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == json)
    let decoded = try JSONDecoder().decode([String].self, from: Data(("[" + json + "]").utf8))
    #expect(decoded == [value])
  }
}
