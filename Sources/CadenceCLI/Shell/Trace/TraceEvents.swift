/// Where the complete events of a trace cut short end.
///
/// `FrameTrace` writes `[`, its header event, then `,\n{…}` per frame and `\n]\n` when the run
/// ends; a run that is killed leaves the array open, and a write cut by the kill can leave
/// half an event. This finds the last complete element of the top-level array, skipping
/// strings (a `}` in a cause's name is text), so the events before it can be read.
enum TraceEvents {
  /// The bytes of `bytes` up to the end of the last complete element of an array that is
  /// never closed (the array's `[` alone when it has none), to be closed with `]`. `nil`
  /// when `bytes` do not start an array, when the array is closed (a closed array that
  /// does not decode is no trace), or when what follows the last complete element is not
  /// the start of another (`,`, then `{`).
  static func completePrefix(of bytes: [UInt8]) -> [UInt8]? {
    var index = 0
    skipWhitespace(bytes, &index)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    let start = index
    var end = index
    var depth = 1
    var inString = false
    var escaped = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return nil }
        if depth == 1 { end = index }
      default: break
      }
    }
    // What follows the last complete event: nothing, or a comma and the start of the next.
    var rest = end
    skipWhitespace(bytes, &rest)
    if rest < bytes.count {
      guard bytes[rest] == UInt8(ascii: ",") || end == start else { return nil }
      if bytes[rest] == UInt8(ascii: ",") { rest += 1 }
      skipWhitespace(bytes, &rest)
      guard rest == bytes.count || bytes[rest] == UInt8(ascii: "{") else { return nil }
    }
    return Array(bytes[..<end])
  }

  private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }
}
