#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A device's identity in a synced folder: 32 lowercase hex digits, random, made once by
/// `cadence sync folder` and kept in the database.
///
/// It names the device's log (`<id>.jsonl`), which only that device writes. A data
/// directory copied to a second machine copies the id too: ``SyncProblem/sameDeviceTwice``
/// tells when that happened and how to give one of them a new id.
public struct DeviceID: Hashable, Sendable, CustomStringConvertible {
  static let length = 32

  /// The 32 hex digits.
  public let text: String

  /// A new random id (a UUID's 122 random bits, written as hex).
  public static func random() -> DeviceID {
    DeviceID(checked: UUID().uuidString.replacing("-", with: "").lowercased())
  }

  /// Parses 32 lowercase hex digits; anything else is not a device id.
  public init?(text: String) {
    func isDigit(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
    // Every line a merge reads names its device: through the bytes, not the string's view.
    guard text.utf8.count == Self.length,
      text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isDigit) })
        ?? text.utf8.allSatisfy(isDigit)
    else { return nil }
    self.text = text
  }

  private init(checked text: String) {
    self.text = text
  }

  /// The first eight digits, as `sync status` shows a device beside its name.
  public var short: String { String(text.prefix(8)) }

  /// The 32 digits, as the log's file name has them.
  public var description: String { text }
}
