import CGtk

/// A chosen folder's path.
public typealias FolderAction = @MainActor (_ path: String) -> Void

/// `GtkNativeDialog::response`: (dialog, response id, user data).
private let chooserResponseThunk:
  @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
    chooser, response, data in
    let context = CallbackContext<FolderAction>.from(data)
    guard let chooser else { return }
    defer { g_object_unref(chooser) }  // the reference `choose` kept for the answer
    guard response == GTK_RESPONSE_ACCEPT.rawValue,
      let file = gtk_file_chooser_get_file(OpaquePointer(chooser))
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return }
    defer { g_free(path) }
    let text = String(cString: path)
    MainActor.assumeIsolated { context.action(text) }
  }

private let releaseChooserResponse:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<FolderAction>.release(data) }

/// Asks for a folder over `parent` (`GtkFileChooserNative`: GTK 4.8 has no `GtkFileDialog`,
/// which came in 4.10; inside a sandbox it is the desktop portal's chooser); `action` gets
/// its path if one is chosen.
@MainActor
public func chooseFolder(
  title: String, accept: String, cancel: String, over parent: some Widget,
  _ action: @escaping FolderAction
) {
  guard
    let chooser = gtk_file_chooser_native_new(
      title, cadence_window(parent.raw), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept, cancel)
  else { return }
  let raw = UnsafeMutableRawPointer(chooser)
  let context = CallbackContext<FolderAction>(action)
  _ = cadence_signal_connect(
    raw, "response", unsafeBitCast(chooserResponseThunk, to: GCallback.self),
    context.retainedPointer(), releaseChooserResponse)
  let dialog = raw.assumingMemoryBound(to: GtkNativeDialog.self)
  gtk_native_dialog_set_modal(dialog, 1)
  gtk_native_dialog_show(dialog)
}
