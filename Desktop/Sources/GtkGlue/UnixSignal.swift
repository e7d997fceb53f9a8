import CGtk

private let signalThunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
  let context = CallbackContext<@MainActor () -> Void>.from(data)
  MainActor.assumeIsolated { context.action() }
  return 1  // G_SOURCE_CONTINUE: the handler stays until the loop ends.
}

private let releaseSignal: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
  CallbackContext<@MainActor () -> Void>.release(data)
}

/// Runs `action` on the main loop when the process receives `signal` (SIGTERM at a logout,
/// SIGHUP, SIGINT from a terminal), in place of the default of dying at once: a practice
/// then records its time before the app quits. GLib's `g_unix_signal_add` turns the signal
/// into a main-loop source, so `action` runs as any other callback does.
@MainActor
public func onUnixSignal(_ signal: Int32, _ action: @escaping @MainActor () -> Void) {
  let context = CallbackContext<@MainActor () -> Void>(action)
  _ = g_unix_signal_add_full(
    G_PRIORITY_DEFAULT, signal, signalThunk, context.retainedPointer(), releaseSignal)
}
