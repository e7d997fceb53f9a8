/// A breath hold as history, stats and the summary show it: minutes, seconds and tenths,
/// `1:23.4` (tenths rounded down, so 83.45 s is never shown as more than was held); a cap or
/// a running hold in whole seconds, `3:00`.
public enum HoldText {
  /// `1:23.4`.
  public static func tenths(_ hold: Duration) -> String {
    let (seconds, attoseconds) = hold.components
    let tenths = max(0, seconds * 10 + attoseconds / 100_000_000_000_000_000)
    let whole = tenths / 10
    let padded = whole % 60 < 10 ? "0\(whole % 60)" : "\(whole % 60)"
    return "\(whole / 60):\(padded).\(tenths % 10)"
  }

  /// `3:00`, whole seconds rounded down.
  public static func seconds(_ duration: Duration) -> String {
    let whole = max(0, duration.components.seconds)
    let padded = whole % 60 < 10 ? "0\(whole % 60)" : "\(whole % 60)"
    return "\(whole / 60):\(padded)"
  }
}
