import TerminalUI

extension HeadlessScreen {
  /// Interprets bytes as a terminal would. An escape sequence or UTF-8 character cut at the
  /// end is kept and completed by the next call.
  public mutating func apply(_ bytes: some Sequence<UInt8>) {
    var input = pending
    input.append(contentsOf: bytes)
    pending = []
    var index = 0
    var text: [UInt8] = []
    while index < input.count {
      let byte = input[index]
      if byte >= 0x20 && byte != 0x7F {
        text.append(byte)
        index += 1
        continue
      }
      printText(text)
      text = []
      if byte == 0x1B {
        guard let length = escapeLength(input, from: index) else {
          pending = Array(input[index...])
          return
        }
        escape(Array(input[index..<index + length]))
        index += length
      } else {
        control(byte)
        index += 1
      }
    }
    let incomplete = incompleteUTF8Suffix(text)
    pending = Array(text.suffix(incomplete))
    printText(text.dropLast(incomplete))
  }

  private mutating func printText(_ bytes: some Collection<UInt8>) {
    guard !bytes.isEmpty else { return }
    for character in String(decoding: bytes, as: UTF8.self) { print(character) }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x0D: moveCursor(column: 0, row: cursorRow)
    case 0x0A: lineFeed()
    case 0x08: moveCursor(column: cursorColumn - 1, row: cursorRow)
    case 0x09: moveCursor(column: (cursorColumn / 8 + 1) * 8, row: cursorRow)
    case 0x07: ring()
    default: break
    }
  }

  /// Length of the escape sequence at `start`, or `nil` if it is not complete yet.
  private func escapeLength(_ input: [UInt8], from start: Int) -> Int? {
    guard start + 1 < input.count else { return nil }
    guard input[start + 1] == UInt8(ascii: "[") else { return 2 }
    var index = start + 2
    while index < input.count {
      if (0x40...0x7E).contains(input[index]) { return index - start + 1 }
      index += 1
    }
    return nil
  }

  private mutating func escape(_ sequence: [UInt8]) {
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "["), let final = sequence.last
    else { return }
    var body = sequence[2..<(sequence.count - 1)]
    let isPrivate = body.first == UInt8(ascii: "?")
    if isPrivate { body = body.dropFirst() }
    let numbers = String(decoding: body, as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 0
    let count = max(1, first)
    switch (Character(Unicode.Scalar(final)), isPrivate) {
    case ("h", true), ("l", true):
      for mode in numbers.compactMap({ $0 }) { setMode(mode, on: final == UInt8(ascii: "h")) }
    case ("H", false), ("f", false):
      let column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
      moveCursor(column: max(1, column) - 1, row: count - 1)
    case ("A", false): moveCursor(column: cursorColumn, row: cursorRow - count)
    case ("B", false): moveCursor(column: cursorColumn, row: cursorRow + count)
    case ("C", false): moveCursor(column: cursorColumn + count, row: cursorRow)
    case ("D", false): moveCursor(column: cursorColumn - count, row: cursorRow)
    case ("G", false): moveCursor(column: count - 1, row: cursorRow)
    case ("d", false): moveCursor(column: cursorColumn, row: count - 1)
    case ("J", false): eraseInDisplay(first)
    case ("K", false): eraseInLine(first)
    case ("m", false): selectGraphicRendition(numbers.map { $0 ?? 0 })
    default: break
    }
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    let width = size.columns
    switch mode {
    case 0:
      eraseInLine(0)
      erase(Rect(column: 0, row: cursorRow + 1, columns: width, rows: size.rows))
    case 1:
      eraseInLine(1)
      erase(Rect(column: 0, row: 0, columns: width, rows: cursorRow))
    default:
      erase(Rect(size))
    }
  }

  private mutating func eraseInLine(_ mode: Int) {
    let row = cursorRow
    switch mode {
    case 0: erase(Rect(column: cursorColumn, row: row, columns: size.columns, rows: 1))
    case 1: erase(Rect(column: 0, row: row, columns: cursorColumn + 1, rows: 1))
    default: erase(Rect(column: 0, row: row, columns: size.columns, rows: 1))
    }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int]) {
    var style = pen
    var index = 0
    while index < parameters.count {
      let code = parameters[index]
      index += 1
      switch code {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .standard(UInt8(code - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = .standard(UInt8(code - 40))
      case 49: style.background = nil
      case 90...97: style.foreground = .bright(UInt8(code - 90))
      case 100...107: style.background = .bright(UInt8(code - 100))
      case 38, 48:
        guard index + 1 < parameters.count, parameters[index] == 5 else { break }
        let color = Color.indexed(UInt8(truncatingIfNeeded: parameters[index + 1]))
        if code == 38 { style.foreground = color } else { style.background = color }
        index += 2
      default: break
      }
    }
    setPen(style)
  }

  /// How many bytes at the end of `bytes` start a UTF-8 sequence that is not complete.
  private func incompleteUTF8Suffix(_ bytes: [UInt8]) -> Int {
    for back in 1...min(3, max(1, bytes.count)) where back <= bytes.count {
      let byte = bytes[bytes.count - back]
      if byte & 0xC0 == 0x80 { continue }
      let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return needed > back ? back : 0
    }
    return 0
  }
}
