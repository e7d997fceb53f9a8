import Cadence
import CadencePractice
import TerminalUI

/// Drawing the breathing screen: immediate mode, the whole screen from the state at the
/// last event; the loop writes only the cells that changed.
extension BreatheApp {
  package func render(into buffer: inout Buffer) {
    if eyesClosed {
      renderCalm(into: &buffer)
      return
    }
    let layout = BreatheLayout(size: buffer.size, reduceMotion: options.reduceMotion)
    let state = self.state
    if let title = layout.title, !options.title.isEmpty {
      buffer.render(TextLine(options.title, style: Style(bold: true)), in: title)
    }
    if let guide = layout.guide {
      buffer.render(BreathingGuideView(size: state.guide), in: guide)
    }
    if let digits = layout.digits, state.stage != .finished {
      let text = String(state.secondsLeft)
      // At most two fifths of the screen's height, as the clocks' digits.
      let fonts = BigFont.all.filter { $0.height * 5 <= buffer.size.rows * 2 || $0.height == 1 }
      buffer.render(
        BigText.fitting(text, in: digits.size, among: fonts, style: Style(bold: true)), in: digits)
    }
    if let phase = layout.phase {
      buffer.render(TextLine(phaseLine(state), style: Style(bold: true)), in: phase)
    }
    if let detail = layout.detail {
      if isPaused {
        buffer.render(
          TextLine(pausedHint, style: Style(foreground: .yellow, bold: true)),
          in: detail)
      } else {
        buffer.render(TextLine(detailLine(state), style: Style(dim: true)), in: detail)
      }
    }
    if let keys = layout.keys {
      buffer.render(
        isPaused ? keyHelp.paused : keyHelp.running,
        in: keys)
    }
  }

  /// With closed eyes: one dim line in the middle of the screen, the phase and the time
  /// left, and nothing else (no guide, no digits, no key help): nothing moves, and nothing
  /// bright shows through closed eyelids.
  private func renderCalm(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    buffer.render(TextLine(calmLine(state), style: Style(dim: true)), in: area.row(area.rows / 2))
  }

  package func changes(since previous: BreatheApp) -> [String] {
    let (state, before) = (self.state, previous.state)
    if eyesClosed || previous.eyesClosed {
      return eyesClosed == previous.eyesClosed && calmLine(state) == previous.calmLine(before)
        ? [] : ["calm"]
    }
    var changed: [String] = []
    if state.guide != before.guide { changed.append("disc") }
    if state.secondsLeft != before.secondsLeft { changed.append("digits") }
    if phaseLine(state) != previous.phaseLine(before) { changed.append("phase") }
    if detailLine(state) != previous.detailLine(before) || isPaused != previous.isPaused {
      changed.append("detail")
    }
    return changed
  }

  /// "Get ready 3…", "Breathe in  4", "Hold  7", "Done".
  func phaseLine(_ state: BreathingState) -> String {
    switch state.stage {
    case .countIn: words.countIn(secondsLeft: state.secondsLeft)
    case .breathing: "\(state.phaseIndex.map { phaseTitles[$0] } ?? "")  \(state.secondsLeft)"
    case .finished: words.done
    }
  }

  /// "cycle 2 of 4 · 01:05 left".
  func detailLine(_ state: BreathingState) -> String {
    words.cycleDetail(
      cycle: state.cycle, of: state.cycleCount,
      left: format.string(seconds: Int64(state.remainingSeconds)))
  }
}
