/// A fixed-width, zero-padded layout for a readout, chosen once per run.
///
/// Rule 5 of the engine: a countdown of 25 minutes shows `MM:SS` from `25:00` to `00:00`;
/// one of 1 h 30 m shows `H:MM:SS` from `1:30:00` to `0:00:00` — the width never changes
/// mid-run, so big digits never shift sideways. Formatting writes ASCII bytes into a
/// stack buffer and makes one `String`; results up to 15 bytes are stored inline, so
/// the common readouts allocate nothing at all.
public struct DurationFormat: Hashable, Sendable {
  /// Which fields are shown.
  public enum Layout: Hashable, Sendable {
    /// `MM:SS`.
    case minutesSeconds
    /// `H:MM:SS`, the hours padded to `hourDigits`.
    case hoursMinutesSeconds(hourDigits: Int)
  }

  /// Which fields are shown.
  public let layout: Layout
  /// Whether tenths of a second follow (`MM:SS.t`), as on a stopwatch.
  public let showsTenths: Bool

  /// A layout chosen explicitly.
  public init(layout: Layout, showsTenths: Bool = false) {
    self.layout = layout
    self.showsTenths = showsTenths
  }

  /// The layout for a run whose longest readout is `longest`: `H:MM:SS` from one hour.
  public init(forRunOf longest: Duration, showsTenths: Bool = false) {
    let hours = clampedToZero(longest).wholeSecondsRoundedUp / 3600
    layout = hours == 0 ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: hours >= 10 ? 2 : 1)
    self.showsTenths = showsTenths
  }

  /// The readout for whole `seconds` (negative counts as zero).
  public func string(seconds: Int64) -> String {
    render(tenths: max(0, seconds) * 10, sign: nil, tenthsDigit: false)
  }

  /// The readout for whole `tenths` of a second, with the tenth when ``showsTenths``.
  public func string(tenths: Int64) -> String {
    render(tenths: max(0, tenths), sign: nil, tenthsDigit: showsTenths)
  }

  /// An overtime readout: `+` and the whole seconds past the end (`+00:12`).
  public func overtimeString(seconds: Int64) -> String {
    render(tenths: max(0, seconds) * 10, sign: UInt8(ascii: "+"), tenthsDigit: false)
  }

  private func render(tenths: Int64, sign: UInt8?, tenthsDigit: Bool) -> String {
    let totalSeconds = tenths / 10
    let (hours, minutes, seconds) = (totalSeconds / 3600, totalSeconds / 60 % 60, totalSeconds % 60)
    // Longest case: sign, 19 hour digits, ":MM:SS.t".
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var end = 0
      func put(_ byte: UInt8) {
        buffer[end] = byte
        end += 1
      }
      func put(_ value: Int64, digits: Int) {
        var divisor: Int64 = 1
        var count = 1
        while count < digits || value / divisor >= 10 {
          divisor *= 10
          count += 1
        }
        while divisor > 0 {
          put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
          divisor /= 10
        }
      }
      if let sign { put(sign) }
      switch layout {
      case .minutesSeconds:
        put(totalSeconds / 60, digits: 2)
      case .hoursMinutesSeconds(let hourDigits):
        put(hours, digits: hourDigits)
        put(UInt8(ascii: ":"))
        put(minutes, digits: 2)
      }
      put(UInt8(ascii: ":"))
      put(seconds, digits: 2)
      if tenthsDigit {
        put(UInt8(ascii: "."))
        put(UInt8(ascii: "0") + UInt8(tenths % 10))
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
    }
  }
}
