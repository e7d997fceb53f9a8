import CGtk

/// `GFileMonitor` on a directory (inotify on Linux): GLib wakes only when something in it
/// changes, so a watched folder costs nothing while it is quiet. What changed comes on the
/// main loop, by name; a rename names the old file and the new one.
@MainActor
public struct FileMonitor {
  private let monitor: UnsafeMutableRawPointer

  /// Watches `directory` (not its subdirectories), or `nil` when GLib cannot (no such
  /// directory is not an error to GLib: it then reports nothing, so the caller checks that
  /// the directory is there first).
  public init?(directory: String, _ action: @escaping FileChangeAction) {
    guard let file = g_file_new_for_path(directory) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    var error: UnsafeMutablePointer<GError>?
    // WATCH_MOVES: a sync engine's `.tmp` renamed into place comes as one rename naming
    // both files, and a file moved in as "moved in".
    guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error)
    else {
      g_error_free(error)
      return nil
    }
    self.monitor = UnsafeMutableRawPointer(monitor)
    connectFileChanged(self.monitor, action)
  }

  /// Stops watching and lets GLib free the monitor (and the closure with it).
  public func cancel() {
    _ = g_file_monitor_cancel(monitor.assumingMemoryBound(to: GFileMonitor.self))
    g_object_unref(monitor)
  }
}

extension Timeout {
  /// A one-shot timeout at `microseconds` (CLOCK_MONOTONIC) that yields to drawing: at
  /// `G_PRIORITY_LOW` it runs after a frame ready at the same moment, never before it.
  public static func afterFrames(at microseconds: Int, _ action: @escaping @MainActor () -> Void)
    -> Timeout
  {
    let timeout = Timeout(at: microseconds, action)
    if let source = g_main_context_find_source_by_id(nil, timeout.id) {
      g_source_set_priority(source, G_PRIORITY_LOW)
    }
    return timeout
  }
}
