import CGtk

/// A closure with no arguments, for signals whose C handler is `(instance, user_data)`.
typealias PlainAction = @MainActor () -> Void
/// A key press: keyval and modifier state; returns whether the key was handled.
public typealias KeyAction = @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool
/// A change in a watched directory: the names of the files it is about (a rename names the
/// old and the new).
public typealias FileChangeAction = @MainActor (_ names: [String]) -> Void

private let plainThunk:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let context = CallbackContext<PlainAction>.from(data)
    MainActor.assumeIsolated { context.action() }
  }

/// For `notify::property` signals, whose handler also receives the GParamSpec.
private let notifyThunk:
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
  ) -> Void = { _, _, data in
    let context = CallbackContext<PlainAction>.from(data)
    MainActor.assumeIsolated { context.action() }
  }

private let keyThunk:
  @convention(c) (
    UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
  ) -> gboolean = { _, keyval, _, modifiers, data in
    let context = CallbackContext<KeyAction>.from(data)
    return MainActor.assumeIsolated { context.action(keyval, modifiers.rawValue) } ? 1 : 0
  }

/// `GFileMonitor::changed`: (monitor, file, other file or NULL, event, user data).
private let fileChangedThunk:
  @convention(c) (
    UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent,
    UnsafeMutableRawPointer?
  ) -> Void = { _, file, other, _, data in
    let context = CallbackContext<FileChangeAction>.from(data)
    let names = [file, other].compactMap { file -> String? in
      guard let file, let name = g_file_get_basename(file) else { return nil }
      defer { g_free(name) }
      return String(cString: name)
    }
    MainActor.assumeIsolated { context.action(names) }
  }

private let releasePlain:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<PlainAction>.release(data) }

private let releaseKey:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<KeyAction>.release(data) }

/// Connects `action` to `signal` on any GObject; GLib releases the closure when the object is
/// finalized. `notify::…` signals are told apart by name, as their handler takes one more
/// argument.
@MainActor @discardableResult
func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping PlainAction)
  -> UInt
{
  let context = CallbackContext<PlainAction>(action)
  let handler =
    signal.hasPrefix("notify::")
    ? unsafeBitCast(notifyThunk, to: GCallback.self) : unsafeBitCast(plainThunk, to: GCallback.self)
  return cadence_signal_connect(instance, signal, handler, context.retainedPointer(), releasePlain)
}

/// A handler on an object that may outlive the code that connected it (a window's surface,
/// which GDK finalizes only when the display server says so): disconnect it when done, and
/// its closure is released at once.
@MainActor
public struct SignalConnection {
  let instance: UnsafeMutableRawPointer
  let id: UInt

  public func disconnect() { g_signal_handler_disconnect(instance, gulong(id)) }
}

private let releaseFileChanged:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<FileChangeAction>.release(data) }

/// Connects `action` to a `GFileMonitor`'s "changed"; released when the monitor is finalized.
@MainActor
func connectFileChanged(_ monitor: UnsafeMutableRawPointer, _ action: @escaping FileChangeAction) {
  let context = CallbackContext<FileChangeAction>(action)
  _ = cadence_signal_connect(
    monitor, "changed", unsafeBitCast(fileChangedThunk, to: GCallback.self),
    context.retainedPointer(), releaseFileChanged)
}

@MainActor
func connectKey(_ instance: UnsafeMutableRawPointer, _ action: @escaping KeyAction) {
  let context = CallbackContext<KeyAction>(action)
  _ = cadence_signal_connect(
    instance, "key-pressed", unsafeBitCast(keyThunk, to: GCallback.self),
    context.retainedPointer(), releaseKey)
}
