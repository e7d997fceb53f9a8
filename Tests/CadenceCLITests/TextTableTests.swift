import TerminalUI
import Testing

@testable import CadenceCLI

/// Tables are laid out in terminal columns: wide characters count two, and a table wider than
/// its width gives way column by column, as each column says, never splitting a grapheme.
@Suite struct TextTableTests {
  @Test func columnsAlignByDisplayWidth() {
    let table = TextTable(
      header: ["Name", "Spec"], alignments: [.left, .right],
      rows: [["平静呼吸", "4-6"], ["calm", "4-7-8"], ["🧘 sit", "5"]])
    #expect(
      table.lines == [
        "Name       Spec",
        "平静呼吸    4-6",
        "calm      4-7-8",
        "🧘 sit        5",
      ])
  }

  /// Five columns, each giving way at its own step: the label shortens first (to no fewer than
  /// 6 columns), then the count goes, then the label, and the name shortens last.
  static let narrowing = TextTable(
    columns: [
      TextTable.Column("When"),
      TextTable.Column("Name", shortenedAt: 4, toAtLeast: 5),
      TextTable.Column("Label", shortenedAt: 1, toAtLeast: 6, droppedAt: 3),
      TextTable.Column("Count", alignment: .right, droppedAt: 2),
      TextTable.Column("Time", alignment: .right),
    ],
    rows: [
      ["11:00", "breathing box", "a long label here", "3", "05:00"],
      ["12:00", "茶道 tea", "", "12", "25:00"],
    ])

  @Test(arguments: [
    (
      60,
      [
        "When   Name           Label              Count   Time",
        "11:00  breathing box  a long label here      3  05:00",
        "12:00  茶道 tea                             12  25:00",
      ]
    ),
    (
      46,
      [
        "When   Name           Label       Count   Time",
        "11:00  breathing box  a long la…      3  05:00",
        "12:00  茶道 tea                      12  25:00",
      ]
    ),
    // The count goes; the label takes back what it can of the columns that freed.
    (
      41,
      [
        "When   Name           Label          Time",
        "11:00  breathing box  a long labe…  05:00",
        "12:00  茶道 tea                     25:00",
      ]
    ),
    (
      30,
      [
        "When   Name            Time",
        "11:00  breathing box  05:00",
        "12:00  茶道 tea       25:00",
      ]
    ),
    (
      24,
      [
        "When   Name         Time",
        "11:00  breathing…  05:00",
        "12:00  茶道 tea    25:00",
      ]
    ),
    // At its floors the table is 19 columns wide; narrower, it overflows rather than lose more.
    (
      10,
      [
        "When   Name    Time",
        "11:00  brea…  05:00",
        "12:00  茶道…  25:00",
      ]
    ),
  ])
  func aNarrowTableDropsAndShortensColumnsInOrder(width: Int, expected: [String]) {
    var table = Self.narrowing
    table.width = width
    #expect(table.lines == expected)
    for line in table.lines where width >= 19 {
      #expect(DisplayWidth.of(line) <= width, "'\(line)' is wider than \(width)")
    }
  }

  @Test func shorteningNeverSplitsAGraphemeAndPadsAWideOneOut() {
    var table = TextTable(
      columns: [TextTable.Column("A", shortenedAt: 1, toAtLeast: 2), TextTable.Column("B")],
      rows: [["ab世界cd", "x"], ["e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", "y"], ["👍🏽👍🏽👍🏽", "z"]])
    table.width = 7
    // Four columns for the first: "ab世" and "…" would be five, so the wide character goes and
    // a space pads the cell out; a combining accent stays with its letter.
    #expect(
      table.lines == [
        "A     B",
        "ab…   x",
        "e\u{301}e\u{301}e\u{301}…  y",
        "👍🏽…   z",
      ])
  }

  @Test func withoutAWidthNothingGivesWayAndIndentCounts() {
    var table = Self.narrowing
    table.indent = "  "
    #expect(table.lines.first == "  When   Name           Label              Count   Time")
    table.width = 43
    #expect(
      table.lines == [
        "  When   Name           Label          Time",
        "  11:00  breathing box  a long labe…  05:00",
        "  12:00  茶道 tea                     25:00",
      ])
  }
}
