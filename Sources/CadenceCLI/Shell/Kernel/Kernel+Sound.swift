import CadencePractice
import TerminalUI

extension Kernel {
  /// How long a sound problem's notice stays on a full screen's last row.
  static var soundNoticeLength: Duration { .seconds(8) }

  /// Hands the app's timeline to the sound, and tells a problem the moment it comes up (a
  /// server that went away mid-practice): on a full screen, on its last row for a few
  /// seconds; in plain lines, a line on standard error. Told once, never again after.
  mutating func followSound<App: TerminalApp>(_ app: App, at now: Duration) {
    guard let sound else { return }
    sound.follow(app.soundTimeline)
    guard let problem = sound.takeNotice() else { return }
    let line = sound.describe(problem)
    if surface == .fullScreen {
      let text = line.hasSuffix("\n") ? String(line.dropLast()) : line
      state.soundNotice = (text, now + Self.soundNoticeLength)
      state.needsFrame = true
    } else {
      sound.errorOutput?.write(line)
    }
  }

  /// Puts `text` on the last row of `buffer` in reverse video, over what the app drew there.
  static func soundNotice(_ text: String, into buffer: inout Buffer) {
    let row = buffer.size.rows - 1
    guard row >= 0 else { return }
    buffer.put(" \(text) ", at: 0, row: row, style: Style(reverse: true))
  }
}
