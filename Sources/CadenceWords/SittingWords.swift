/// What a sitting's face says, wherever it is shown (the terminal's screen, the desktop's
/// meditate page).
public protocol SittingWords {
  /// The status during the warm-up.
  var settlingIn: String { get }
  /// The status before an interval bell: "next bell in 04:59"; `time` is a readout.
  func nextBellIn(_ time: String) -> String
  /// The status when the next bell is the end's.
  var endBellsNext: String { get }
  /// The status once the end bell has rung.
  var sittingOver: String { get }
}
