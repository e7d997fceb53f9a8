import CadencePractice
import CadenceSystem
import TerminalUI

/// Notifies through the desktop: `notify-send` when it is on the `PATH` and a graphical
/// session is there (`WAYLAND_DISPLAY` or `DISPLAY`), `osascript` on macOS.
///
/// A notifier is started and never waited for on the loop: its streams go to `/dev/null`
/// (it must not draw on the screen), it is reaped when the next one starts, and
/// ``finish()`` (at the end of the process) gives each at most 2 s from its start before
/// killing it. A notifier that fails, hangs or is missing changes nothing else.
final class SystemNotifier: Notifier {
  private let environment: [String: String]
  private let children = DetachedChildren(limit: .seconds(2))
  /// The program and its first arguments, found once; `nil`: no desktop notifications here.
  private let command: [String]?

  init(environment: [String: String]) {
    self.environment = environment
    command = Self.command(in: environment)
  }

  /// What notifies on this system, or `nil`.
  static func command(in environment: [String: String]) -> [String]? {
    #if os(macOS)
      return ["/usr/bin/osascript", "-e"]
    #else
      let graphical = [environment["WAYLAND_DISPLAY"], environment["DISPLAY"]].contains {
        !($0 ?? "").isEmpty
      }
      guard graphical,
        let path = ChildProcess.executable(named: "notify-send", in: environment["PATH"])
      else { return nil }
      return [path, "--app-name=Cadence", "--"]
    #endif
  }

  func post(_ notice: Notice) {
    guard let command else { return }
    #if os(macOS)
      let arguments = command + [Self.appleScript(notice)]
    #else
      let arguments = command + [notice.title, notice.body]
    #endif
    if let child = try? ChildProcess.spawn(
      arguments, environment: environment, streams: .discarded)
    {
      children.add(child)
    }
  }

  /// Waits for the notifiers still running, 2 s from each one's start at most.
  func finish() {
    children.settle()
  }

  /// `display notification "body" with title "title"`, with `\` and `"` escaped.
  static func appleScript(_ notice: Notice) -> String {
    let quoted = { (text: String) in
      "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
    return "display notification \(quoted(notice.body)) with title \(quoted(notice.title))"
  }
}
