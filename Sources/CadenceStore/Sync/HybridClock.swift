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
  var milliseconds: Int64
  var counter: Int
  var device: DeviceID

  /// Later than every stamp a device can write: the year 2200, so a hostile line cannot
  /// push every device's clock to a time no wall clock reaches.
  static let latestMilliseconds: Int64 = 7_258_118_400_000

  static func < (lhs: HybridClock, rhs: HybridClock) -> Bool {
    (lhs.milliseconds, lhs.counter, lhs.device.text)
      < (rhs.milliseconds, rhs.counter, rhs.device.text)
  }

  var text: String {
    func padded(_ value: Int64, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return padded(milliseconds, 15) + "-" + padded(Int64(counter), 6) + "-" + device.text
  }

  init(milliseconds: Int64, counter: Int, device: DeviceID) {
    self.milliseconds = milliseconds
    self.counter = counter
    self.device = device
  }

  /// Parses ``text``, refusing anything else (a sign, a short field, a time past 2200).
  init?(text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count == 15 + 1 + 6 + 1 + DeviceID.length, utf8[15] == 0x2D, utf8[22] == 0x2D,
      let device = DeviceID(text: String(decoding: utf8[23...], as: UTF8.self))
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
    guard milliseconds <= Self.latestMilliseconds else { return nil }
    self.init(milliseconds: milliseconds, counter: counter, device: device)
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
