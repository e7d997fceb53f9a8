import Synchronization

/// How many callback contexts are alive: a test opens and closes windows many times and
/// checks this returns to where it was, so no signal handler, tick callback, draw function
/// or timeout keeps its Swift closure (and what the closure holds) after GTK let go of it.
private let liveContexts = Atomic<Int>(0)

/// The Swift side of one C callback: a closure carried through GLib's `gpointer user_data`
/// as an `Unmanaged` reference, retained once when registered and released by the destroy
/// notify GLib calls when the handler, callback or source goes away.
///
/// `@unchecked Sendable`: no lock, because GTK makes, calls and releases every one of them
/// on its main thread (the thunks assert it with `MainActor.assumeIsolated`).
final class CallbackContext<Action>: @unchecked Sendable {
  let action: Action

  init(_ action: Action) {
    self.action = action
    liveContexts.add(1, ordering: .relaxed)
  }

  deinit { liveContexts.subtract(1, ordering: .relaxed) }

  /// A +1 reference for `user_data`; balanced by ``release(_:)`` in the destroy notify.
  func retainedPointer() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  static func from(_ pointer: UnsafeMutableRawPointer?) -> CallbackContext<Action> {
    Unmanaged<CallbackContext<Action>>.fromOpaque(pointer!).takeUnretainedValue()
  }

  static func release(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<CallbackContext<Action>>.fromOpaque(pointer).release()
  }
}

/// Counts of the glue's live callback contexts, for leak tests.
public enum CallbackContexts {
  /// Contexts registered with GTK and not yet released by their destroy notify.
  public static var live: Int { liveContexts.load(ordering: .relaxed) }
}
