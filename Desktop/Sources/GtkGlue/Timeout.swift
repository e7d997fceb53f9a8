import CGtk

private let timeoutThunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
  let context = CallbackContext<@MainActor () -> Void>.from(data)
  MainActor.assumeIsolated { context.action() }
  return 0  // G_SOURCE_REMOVE: every timeout here fires once.
}

private let releaseTimeout: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
  CallbackContext<@MainActor () -> Void>.release(data)
}

/// A one-shot GLib timeout at an absolute instant (a deadline computed from the start, so
/// a chain of them never drifts), removable before it fires.
@MainActor
public struct Timeout {
  public let id: UInt32

  /// Runs `action` once when CLOCK_MONOTONIC reaches `microseconds`.
  public init(at microseconds: Int, _ action: @escaping @MainActor () -> Void) {
    let context = CallbackContext<@MainActor () -> Void>(action)
    id = cadence_timeout_at(
      gint64(microseconds), timeoutThunk, context.retainedPointer(), releaseTimeout)
  }

  /// Removes the timeout if it has not fired (its closure is released either way).
  public func cancel() {
    if let source = g_main_context_find_source_by_id(nil, id) {
      g_source_destroy(source)
    }
  }
}
