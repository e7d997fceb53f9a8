import CadencePractice
import TerminalUI

/// A desktop notification an app asks for (``TerminalEffect/notify(_:)``): a title and one
/// line of text, sanitised when made, as any title is (``TerminalUI/LineEditor/cleaned(_:)``:
/// no control characters, no escape sequences, no bidirectional overrides), so a label
/// typed on the command line cannot smuggle a sequence into a terminal or a notifier.
package struct Notice: Hashable, Sendable {
  /// The notification's title: `Cadence` and what ended.
  package let title: String
  /// Its text: what happened and what comes next.
  package let body: String

  /// A notice with `title` and `body` cleaned.
  package init(title: String, body: String) {
    self.title = LineEditor.cleaned(title)
    self.body = LineEditor.cleaned(body)
  }
}

/// Sends ``Notice``s outside the terminal (`notify-send`, `osascript`): performed by the
/// kernel with the frame, never waited for.
protocol Notifier: AnyObject {
  /// Starts delivering `notice`; returns at once, whatever the notifier does.
  func post(_ notice: Notice)
}
