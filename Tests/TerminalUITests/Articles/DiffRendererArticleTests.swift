import Testing

@testable import TerminalUI

/// The code of Sources/TerminalUI/TerminalUI.docc/DiffRenderer.md, verbatim
/// (ArticleSnippetsTests checks it), and what the article says of it.
@Suite struct DiffRendererArticleTests {
  /// Two frames of a countdown: 25:00, then 24:59, the same elsewhere.
  func frames() -> (Buffer, Buffer) {
    let size = Size(columns: 20, rows: 3)
    var first = Buffer(size: size)
    first.put("Focus", at: 0, row: 0)
    first.put("25:00", at: 0, row: 1)
    var second = first
    second.put("24:59", at: 0, row: 1)
    return (first, second)
  }

  @Test func onlyTheChangedCellsAreWritten() {
    let (first, second) = frames()
    var renderer = ANSIRenderer()
    let start = renderer.redraw(first)  // the first frame: clear, then every cell
    let next = renderer.render(from: first, to: second)  // then only what changed
    let same = renderer.render(from: second, to: second)  // an unchanged frame: no bytes
    let changed = first.changes(to: second).map(\.column)  // 1, 3, 4: the '2' and the ':' stay
    #expect(changed == [1, 3, 4])
    #expect(same.isEmpty)
    #expect(next.count < 20 && start.count > next.count)
  }
}
