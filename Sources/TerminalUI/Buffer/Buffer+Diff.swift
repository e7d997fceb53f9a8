/// One cell that differs between two frames.
public struct CellChange: Hashable, Sendable {
  /// Column of the changed cell.
  public var column: Int
  /// Row of the changed cell.
  public var row: Int
  /// The cell as it must look in the next frame.
  public var cell: Cell
}

extension Buffer {
  /// The cells that must be written to turn `self` (the frame on screen) into `next`, in
  /// row-major order.
  ///
  /// Continuation cells are never listed: writing a wide grapheme's leading cell draws
  /// both halves. A continuation cell cannot change without its leading cell changing too
  /// (see ``Buffer/set(_:column:row:)``), so nothing is lost. Buffers of different sizes
  /// have no meaningful diff: every non-continuation cell of `next` is listed.
  public func changes(to next: Buffer) -> [CellChange] {
    let sameSize = size == next.size
    var result: [CellChange] = []
    for row in 0..<next.size.rows {
      for column in 0..<next.size.columns {
        let index = row * next.size.columns + column
        let cell = next.cells[index]
        if cell.isContinuation || (sameSize && cells[index] == cell) { continue }
        result.append(CellChange(column: column, row: row, cell: cell))
      }
    }
    return result
  }
}
