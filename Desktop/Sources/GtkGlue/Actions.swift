import CGtk

private let activateThunk:
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
  ) -> Void = { _, _, data in
    let context = CallbackContext<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { context.action() }
  }

private let releaseActivate:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<@MainActor () -> Void>.release(data) }

/// Adds a `GSimpleAction` named `name` to `map` (an application: `app.name`; an application
/// window: `win.name`), run by its shortcut, a menu, or GApplication's D-Bus interface.
@MainActor
func addAction(
  _ name: String, to map: UnsafeMutableRawPointer, _ action: @escaping @MainActor () -> Void
) {
  let simple = g_simple_action_new(name, nil)!
  let context = CallbackContext<@MainActor () -> Void>(action)
  _ = cadence_signal_connect(
    UnsafeMutableRawPointer(simple), "activate", unsafeBitCast(activateThunk, to: GCallback.self),
    context.retainedPointer(), releaseActivate)
  cadence_add_action(map, simple)
}
