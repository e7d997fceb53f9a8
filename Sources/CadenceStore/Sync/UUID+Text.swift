#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A UUID's text, read and written without the C library: on Linux, Foundation's
/// `uuidString` calls `snprintf` and `UUID(uuidString:)` `sscanf`, which were a fifth of a
/// merge's instructions (callgrind, `cadence-bench --only-sync` with one device).
extension UUID {
  /// Parses the 36-character form (`8-4-4-4-12` hex digits, either case).
  init?(syncText text: String) {
    var text = text
    text.makeContiguousUTF8()
    guard let id = text.utf8.withContiguousStorageIfAvailable({ UUID(syncBytes: $0) }) ?? nil
    else { return nil }
    self = id
  }

  /// ``init(syncText:)`` from the text's bytes, where a merge reads them in a log's line.
  init?(syncBytes buffer: UnsafeBufferPointer<UInt8>) {
    guard buffer.count == 36 else { return nil }
    var high: UInt64 = 0
    var low: UInt64 = 0
    var digits = 0
    for (index, byte) in buffer.enumerated() {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == 0x2D else { return nil }
        continue
      }
      guard let value = Self.hexValue(byte) else { return nil }
      if digits < 16 {
        high = high << 4 | UInt64(value)
      } else {
        low = low << 4 | UInt64(value)
      }
      digits += 1
    }
    func byte(_ word: UInt64, _ index: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: word >> (56 - 8 * index))
    }
    self = UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
        byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      ))
  }

  /// The upper-case 36-character form, as `uuidString` writes it: written straight into
  /// the string's storage, one allocation (a merge from nothing makes 250,000 of them).
  var syncText: String {
    String(unsafeUninitializedCapacity: 36) { out in
      writeSyncText(to: UnsafeMutableRawPointer(out.baseAddress!))
      return 36
    }
  }

  /// Writes ``syncText``'s 36 bytes at `out`.
  func writeSyncText(to out: UnsafeMutableRawPointer) {
    withUnsafeBytes(of: uuid) { raw in
      var index = 0
      for (position, byte) in raw.enumerated() {
        if position == 4 || position == 6 || position == 8 || position == 10 {
          out.storeBytes(of: 0x2D, toByteOffset: index, as: UInt8.self)
          index += 1
        }
        out.storeBytes(of: Self.hexDigit(byte >> 4), toByteOffset: index, as: UInt8.self)
        out.storeBytes(of: Self.hexDigit(byte & 0x0F), toByteOffset: index + 1, as: UInt8.self)
        index += 2
      }
    }
  }

  /// The upper-case hex digit of `value` (0–15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x41 - 10 + value
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
