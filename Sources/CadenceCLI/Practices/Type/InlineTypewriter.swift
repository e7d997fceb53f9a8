import Cadence
import TerminalUI

/// The `cadence type` loop: types a ``TypesetText`` into the normal terminal flow.
///
/// It sleeps until the reveal's next instant — an absolute deadline from the start — or
/// until a key or a signal. On waking it asks its ``TypewriterCursor`` what became visible
/// since the last frame and writes just that, in one write: a wake-up a hair early writes
/// nothing and sleeps again until the same instant; a late one (a busy machine, a stall)
/// writes everything due in that one write. Nothing is counted per frame, nothing is
/// rewritten, so typing n characters costs O(n) in all.
///
/// Keys: Space or Enter writes the rest at once; `q` stops; Ctrl-C stops as `SIGINT`
/// would; Ctrl-Z suspends, and the reveal's clock stops until the process is continued.
/// A resize wraps what is left again at the new width (the timing does not change).
struct InlineTypewriter {
  /// How typing ended.
  enum Outcome: Equatable {
    /// Everything was typed.
    case finished
    /// The user asked for the rest at once, and got it.
    case skipped
    /// The user pressed `q`.
    case quit
    /// Ctrl-C (as `SIGINT`) or a terminating signal from outside.
    case interrupted(signal: Int32)
  }

  let text: TypesetText
  let reveal: TypewriterReveal
  /// Show the terminal's cursor while typing (otherwise it is hidden until the end).
  var showsCursor = false
  /// Whether to write the cursor's show and hide sequences (not for `TERM=dumb`).
  var controlsCursor = true
  /// Whether to end with an SGR reset (the text's own style sequences were kept).
  var resetsStyle = false
  /// Wrap what is left again when the terminal is resized (the width was not given).
  var followsTerminalWidth = false

  init(text: TypesetText, pacing: TypewriterPacing) {
    self.text = text
    self.reveal = TypewriterReveal(units: text.units, pacing: pacing)
  }

  /// Types the text; returns how it ended. The terminal's modes are restored on return.
  func run(on device: any TypingDevice, output: any TextOutput) -> Outcome {
    guard reveal.count > 0 else { return .finished }
    write(enteringSequence, to: output)
    var text = text
    var cursor = TypewriterCursor(reveal)
    var start = device.now()
    var suspendedAt: Duration?
    var outcome: Outcome?
    while outcome == nil {
      var deadline: Duration?
      if suspendedAt == nil {
        let fresh = cursor.advance(to: device.now() - start)
        let frame = fresh.isEmpty ? "" : text.output(of: fresh)
        if cursor.isComplete {
          // The last frame and the closing bytes go out in one write.
          return finish(.finished, text, cursor, output, device, after: frame)
        }
        if !frame.isEmpty { output.write(frame) }
        deadline = start + reveal.revealInstant(of: cursor.revealedCount)
      }
      let events = device.wait(until: deadline)
      if followsTerminalWidth, events.contains(.signal(SignalNumber.windowChange)),
        let columns = device.columns()
      {
        // Once per wake-up, however many resizes it brought.
        text.rewrap(from: cursor.revealedCount, width: columns)
      }
      for event in events where outcome == nil {
        switch Self.action(for: event) {
        case .skip where suspendedAt == nil:
          let rest = cursor.skipToEnd()
          return finish(.skipped, text, cursor, output, device, after: text.output(of: rest))
        case .stop(let ending):
          outcome = ending
        case .suspend where suspendedAt == nil:
          write(leavingSequence, to: output)
          suspendedAt = device.now()
          device.suspend()
        case .resume:
          device.resume()
          write(enteringSequence, to: output)
          if let stoppedAt = suspendedAt {
            start += device.now() - stoppedAt
            suspendedAt = nil
          }
        default:
          break
        }
      }
    }
    return finish(outcome ?? .finished, text, cursor, output, device)
  }

  private enum Action {
    case skip
    case stop(Outcome)
    case suspend
    case resume
    case ignore
  }

  private static func action(for event: TypingEvent) -> Action {
    switch event {
    case .key(.character(" ")), .key(.enter):
      return .skip
    case .key(.character("q")), .key(.character("Q")):
      return .stop(.quit)
    case .key(.control("c")):
      return .stop(.interrupted(signal: SignalNumber.interrupt))
    case .key(.control("z")), .signal(SignalNumber.terminalStop):
      return .suspend
    case .signal(SignalNumber.continue):
      return .resume
    case .signal(SignalNumber.windowChange):
      return .ignore
    case .signal(let number):
      return .stop(.interrupted(signal: number))
    case .key:
      return .ignore
    }
  }

  /// Ends the output in order: the last frame if any, style reset, the end of the line,
  /// the cursor shown — one write — then the terminal's modes.
  private func finish(
    _ outcome: Outcome, _ text: TypesetText, _ cursor: TypewriterCursor,
    _ output: any TextOutput, _ device: any TypingDevice, after frame: String = ""
  ) -> Outcome {
    var closing = frame + (resetsStyle ? ControlSequence.resetStyle : "")
    if text.endsInsideLine(afterFirst: cursor.revealedCount) { closing += "\n" }
    if controlsCursor { closing += ControlSequence.showCursor }
    if !closing.isEmpty { output.write(closing) }
    device.restore()
    return outcome
  }

  private func write(_ text: String, to output: any TextOutput) {
    if !text.isEmpty { output.write(text) }
  }

  /// Written at the start and after a resume: the cursor hidden (or shown, with
  /// `--cursor`, in case something hid it).
  var enteringSequence: String {
    guard controlsCursor else { return "" }
    return showsCursor ? ControlSequence.showCursor : ControlSequence.hideCursor
  }

  /// Written before a suspend: the shell gets a normal style and its cursor back.
  var leavingSequence: String {
    (resetsStyle ? ControlSequence.resetStyle : "")
      + (controlsCursor ? ControlSequence.showCursor : "")
  }
}
