import CAdw
import CGtk

/// A response: its id.
public typealias ResponseAction = @MainActor (_ response: String) -> Void

private let responseThunk:
  @convention(c) (
    UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
  ) -> Void = { _, response, data in
    let context = CallbackContext<ResponseAction>.from(data)
    let id = response.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { context.action(id) }
  }

private let releaseResponse:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<ResponseAction>.release(data) }

/// `AdwMessageDialog`: a question over `parent` with a heading, a body and buttons, each a
/// response id; it closes itself after any response.
public struct MessageDialog: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// One button: its id, its label, and whether it destroys something (drawn red).
  public struct Response {
    public var id: String
    public var label: String
    public var destructive: Bool
    public init(id: String, label: String, destructive: Bool = false) {
      self.id = id
      self.label = label
      self.destructive = destructive
    }
  }

  /// The dialog, not yet shown; Escape and the default (Enter) answer `safe`, the first.
  public init(parent: some Widget, heading: String, body: String, responses: [Response]) {
    pointer = adw_message_dialog_new(cadence_window(parent.raw), heading, body)
    for response in responses {
      adw_message_dialog_add_response(dialog, response.id, response.label)
      if response.destructive {
        adw_message_dialog_set_response_appearance(dialog, response.id, ADW_RESPONSE_DESTRUCTIVE)
      }
    }
    if let safe = responses.first {
      adw_message_dialog_set_default_response(dialog, safe.id)
      adw_message_dialog_set_close_response(dialog, safe.id)
    }
  }

  /// Runs `action` with the response's id when one is chosen.
  public func onResponse(_ action: @escaping ResponseAction) {
    let context = CallbackContext<ResponseAction>(action)
    _ = cadence_signal_connect(
      raw, "response", unsafeBitCast(responseThunk, to: GCallback.self),
      context.retainedPointer(), releaseResponse)
  }

  /// Puts `child` under the body (an editor's fields).
  public func setExtraChild(_ child: some Widget) {
    adw_message_dialog_set_extra_child(dialog, child.pointer)
  }

  /// Whether the button of `response` can be clicked (Save while what it saves is refused).
  public func setEnabled(_ response: String, _ enabled: Bool) {
    adw_message_dialog_set_response_enabled(dialog, response, enabled ? 1 : 0)
  }

  public func isEnabled(_ response: String) -> Bool {
    adw_message_dialog_get_response_enabled(dialog, response) != 0
  }

  /// Draws `response`'s button as the suggested action.
  public func suggest(_ response: String) {
    adw_message_dialog_set_response_appearance(dialog, response, ADW_RESPONSE_SUGGESTED)
  }

  /// Answers as if `response` were clicked (tests).
  public func respond(_ response: String) { adw_message_dialog_response(dialog, response) }

  private var dialog: UnsafeMutablePointer<AdwMessageDialog> { `as`(AdwMessageDialog.self) }

  public func present() { gtk_window_present(cadence_window(raw)) }
}
