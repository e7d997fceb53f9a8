import CadencePractice
import TerminalUI

/// The frame of an app's next deadline, made before the loop sleeps: the app as it will be
/// then, the kernel's state and renderer after drawing it, and the bytes to write.
///
/// Why: under load the instant a second is due is the scarcest moment there is. Two busy
/// loops on two cores leave a waking process a slice it may lose at any point; everything
/// done between the wake-up and the write (the update, the checkpoint policy, the render,
/// the diff) is time the write can be preempted in. Made ahead, the instant's work is one
/// `write`. It is used only when nothing else happened during the sleep and the wake-up is
/// still within what the frame shows (before the app's next change after the deadline);
/// otherwise it is dropped and the loop goes the usual way, so rule 4 holds unchanged.
struct FrameAhead<App: TerminalApp> {
  /// The app after the deadline's update.
  var app: App
  /// The kernel's state after the frame (its commands not yet performed).
  var state: KernelState
  /// The renderer after the frame (its pen and cursor where the bytes leave them).
  var renderer: ANSIRenderer
  /// What to write at the deadline.
  var bytes: [UInt8]
  /// The deadline the frame is for.
  var deadline: Duration
  /// The app's next change after the deadline: from there on the frame is stale.
  var until: Duration?

  /// Whether a wake-up at `now` is for this frame: at or after its deadline, before the
  /// app's next change.
  func isDue(at now: Duration) -> Bool {
    now >= deadline && until.map { now < $0 } ?? true
  }
}

extension Kernel {
  /// The frame of `deadline` as ``handleTimers(appDeadline:app:at:)`` and a draw would make
  /// it at that instant, or `nil` when it must not be made ahead: a frame already pending,
  /// an ending, or a notice to post (posting is not undone if the frame is dropped).
  mutating func frameAhead<App: TerminalApp>(_ app: App, for deadline: Duration) -> FrameAhead<
    App
  >? {
    guard !state.awaitingContinue, !state.needsFrame, state.effects.isEmpty else { return nil }
    let (savedState, savedRenderer) = (state, renderer)
    defer { (state, renderer) = (savedState, savedRenderer) }
    var ahead = app
    guard (try? handleTimers(appDeadline: deadline, app: &ahead, at: deadline)) == .some(nil),
      state.needsFrame,
      !state.effects.contains(where: \.posts)
    else { return nil }
    let bytes = frameBytes(ahead, at: deadline)
    return FrameAhead(
      app: ahead, state: state, renderer: renderer, bytes: bytes, deadline: deadline,
      until: ahead.nextDeadline(after: deadline))
  }

  /// Whether a timer of the kernel's own (a lone ESC, a paste, a flash, a notice) is due
  /// at `now`: a frame made ahead does not know about it.
  func otherTimerDue(at now: Duration) -> Bool {
    [state.escapeDeadline, state.pasteDeadline, state.flashEnd, state.soundNotice?.until]
      .contains { $0.map { now >= $0 } ?? false }
  }
}

extension TerminalEffect {
  /// Whether drawing the effect acts outside the bytes (a desktop notification).
  var posts: Bool {
    if case .notify = self { return true }
    return false
  }
}
