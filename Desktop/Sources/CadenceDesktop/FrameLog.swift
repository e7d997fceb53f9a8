import CadenceSystem

/// `--frame-log FILE`: one line per frame the breathe page drew (or per change the pomodoro
/// showed), written as it happens.
///
/// The first line names the session's origin on the monotonic clock, so a reader can
/// recompute the engine's state at each frame's presentation time on its own:
/// `# origin <µs> pattern <spec> cycles <n> countin <ms>`. Then, per frame:
/// `<frame time µs> <presentation time µs> <predicted 1|0> <phase> <level> <seconds left> <cycle>`,
/// and once `# first frame <ms> ms after exec, <ms> ms after main`.
///
/// On the pomodoro page (`--page pomodoro`): `# pomodoro origin <µs> work <ms> short <ms>
/// long <ms> every <n>`, then a line per shown change, `<monotonic µs> <elapsed ms>
/// <segment kind> <segment index> <digits>`, and `# notify <body>` per notification.
final class FrameLog {
  private let descriptor: Int32

  init?(path: String) {
    guard let descriptor = try? FileWriting.create(atPath: path) else { return nil }
    self.descriptor = descriptor
  }

  /// Appends `line` and a line break; a failed write (a full disk) loses only the log.
  func append(_ line: String) {
    _ = Array((line + "\n").utf8).withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
  }

  deinit { FileWriting.close(descriptor) }
}
