#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hybrid logical clock stamp: wall milliseconds, a counter, and the device that wrote it.
///
/// Last-writer-wins needs an order every device agrees on. Wall clocks alone do not give
/// one: a laptop a day fast would win every edit for a day, and two writes in the same
/// millisecond would tie. A hybrid logical clock (Kulkarni et al., 2014) keeps the wall time
/// when clocks agree, and a device that has read a stamp from the future stamps its next
/// write after it, so a fast clock wins only until the others have read it. The device id
/// breaks the remaining ties, so every device orders the same two stamps the same way.
///
/// The text form, `000001765012345678-000000-<device>`, sorts as the stamps do, which lets
/// the database compare them as text.
struct HybridClock: Hashable, Comparable, Sendable {
  let milliseconds: Int64
  let counter: Int
  let device: DeviceID
  /// The stamp as the log and the database hold it, made once: a merge compares and
  /// stores it for every line it reads.
  let text: String

  /// Later than every stamp a device can write: the year 2200, so a hostile line cannot
  /// push every device's clock to a time no wall clock reaches.
  static let latestMilliseconds: Int64 = 7_258_118_400_000

  static func < (lhs: HybridClock, rhs: HybridClock) -> Bool {
    (lhs.milliseconds, lhs.counter, lhs.device.text)
      < (rhs.milliseconds, rhs.counter, rhs.device.text)
  }

  static func == (lhs: HybridClock, rhs: HybridClock) -> Bool { lhs.text == rhs.text }

  func hash(into hasher: inout Hasher) { hasher.combine(text) }

  init(milliseconds: Int64, counter: Int, device: DeviceID) {
    self.milliseconds = milliseconds
    self.counter = counter
    self.device = device
    var digits = [UInt8](repeating: 0x30, count: 15 + 1 + 6 + 1)
    digits[15] = 0x2D
    digits[22] = 0x2D
    var value = milliseconds
    for index in stride(from: 14, through: 0, by: -1) where value > 0 {
      digits[index] = 0x30 + UInt8(value % 10)
      value /= 10
    }
    var count = counter
    for index in stride(from: 21, through: 16, by: -1) where count > 0 {
      digits[index] = 0x30 + UInt8(count % 10)
      count /= 10
    }
    text = String(decoding: digits, as: UTF8.self) + device.text
  }

  /// Parses ``text``, refusing anything else (a sign, a short field, a time past 2200).
  init?(text: String) {
    var text = text
    text.makeContiguousUTF8()
    guard
      let clock = text.utf8.withContiguousStorageIfAvailable({
        HybridClock(bytes: $0, text: text, device: nil)
      }) ?? nil
    else { return nil }
    self = clock
  }

  /// ``init(text:)`` from the stamp's bytes in a log's line, which is likely `device`'s
  /// own: its id is then shared, not made again for every line.
  init?(bytes: UnsafeBufferPointer<UInt8>, device: DeviceID?) {
    self.init(bytes: bytes, text: nil, device: device)
  }

  private init?(bytes utf8: UnsafeBufferPointer<UInt8>, text: String?, device known: DeviceID?) {
    guard utf8.count == 15 + 1 + 6 + 1 + DeviceID.length, utf8[15] == 0x2D, utf8[22] == 0x2D
    else { return nil }
    var milliseconds: Int64 = 0
    for byte in utf8[0..<15] {
      guard (0x30...0x39).contains(byte) else { return nil }
      milliseconds = milliseconds * 10 + Int64(byte - 0x30)
    }
    var counter = 0
    for byte in utf8[16..<22] {
      guard (0x30...0x39).contains(byte) else { return nil }
      counter = counter * 10 + Int(byte - 0x30)
    }
    let deviceBytes = UnsafeBufferPointer(rebasing: utf8[23...])
    var device: DeviceID?
    // A byte comparison: a generic `elementsEqual` here was a twentieth of reading a log.
    if var knownText = known?.text,
      knownText.withUTF8({ memcmp($0.baseAddress!, deviceBytes.baseAddress!, 32) == 0 })
    {
      device = known
    } else {
      device = DeviceID(text: String(decoding: deviceBytes, as: UTF8.self))
    }
    guard milliseconds <= Self.latestMilliseconds, let device else { return nil }
    self.milliseconds = milliseconds
    self.counter = counter
    self.device = device
    self.text = text ?? String(decoding: utf8, as: UTF8.self)
  }

  /// The stamp for this device's next write at wall time `now`: after both `now` and every
  /// stamp this device has written or read.
  func next(now: Int64, device: DeviceID) -> HybridClock {
    let wall = min(now, Self.latestMilliseconds)
    if wall > milliseconds { return HybridClock(milliseconds: wall, counter: 0, device: device) }
    // The counter's six digits overflow only after a million writes in one millisecond;
    // moving to the next millisecond keeps the order then.
    if counter >= 999_999 {
      return HybridClock(milliseconds: milliseconds + 1, counter: 0, device: device)
    }
    return HybridClock(milliseconds: milliseconds, counter: counter + 1, device: device)
  }

  /// This device's clock after reading `other`: never behind a stamp it has seen.
  func reading(_ other: HybridClock) -> HybridClock {
    other > self
      ? HybridClock(milliseconds: other.milliseconds, counter: other.counter, device: device) : self
  }
}
