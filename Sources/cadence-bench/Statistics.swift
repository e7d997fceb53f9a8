#if canImport(Glibc)
  import Glibc
#endif

/// Milliseconds on the monotonic clock, for timing one call.
func monotonicMilliseconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

/// Order statistics over a sample.
struct Sample {
  let sorted: [Double]

  init(_ values: [Double]) {
    sorted = values.sorted()
  }

  /// The `p`-th percentile (nearest rank), or NaN when empty.
  func percentile(_ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
  }

  var max: Double { sorted.last ?? .nan }
  var median: Double { percentile(50) }
}

/// Fixed-width columns for the report.
func column(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func fixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "n/a" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if let dot = text.firstIndex(of: ".") {
    let fraction = text[text.index(after: dot)...].count
    if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
    if decimals == 0 { text = String(text[..<dot]) }
  }
  return text
}

func printRow(_ name: String, _ cadence: String, _ baseline: String, _ target: String = "") {
  print(column(name, 34) + column(cadence, 14) + column(baseline, 14) + target)
}
