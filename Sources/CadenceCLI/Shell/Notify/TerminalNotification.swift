import CadencePractice

/// The terminal's own notification sequence, for the terminals known to show one; a
/// terminal not in this list gets nothing (an unknown OSC may print as text, or beep).
///
/// Detected from the environment the terminal sets:
/// - OSC 9 (`ESC ] 9 ; text BEL`, iTerm2's): iTerm2, WezTerm and Ghostty (`TERM_PROGRAM`
///   `iTerm.app`, `WezTerm`, `ghostty`, or `TERM=xterm-ghostty`), foot (`TERM=foot…`),
///   Windows Terminal (`WT_SESSION`, which it sets instead of `TERM_PROGRAM`).
/// - OSC 777 (`ESC ] 777 ; notify ; title ; text BEL`): VTE terminals (`VTE_VERSION`:
///   GNOME Terminal, Tilix) and urxvt (`TERM=rxvt-unicode…`).
/// - OSC 99 (kitty's, `ESC ] 99 ; … ESC \`): kitty (`TERM=xterm-kitty`).
///
/// Inside tmux or screen (`TMUX`, `TERM=tmux…` / `screen…`) nothing is sent: the outer
/// terminal's variables are inherited, but the multiplexer drops or mangles the sequence.
enum TerminalNotification: Hashable, Sendable {
  case osc9
  case osc777
  case osc99

  /// The sequence the terminal described by `environment` shows, or `nil` when it is not
  /// known to show one.
  init?(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    if environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen")
      || program == "tmux"
    {
      return nil
    }
    if term == "xterm-kitty" {
      self = .osc99
    } else if ["iTerm.app", "WezTerm", "ghostty"].contains(program) || term == "xterm-ghostty"
      || term.hasPrefix("foot") || environment["WT_SESSION"] != nil
    {
      self = .osc9
    } else if term.hasPrefix("rxvt-unicode") || environment["VTE_VERSION"] != nil {
      self = .osc777
    } else {
      return nil
    }
  }

  /// The bytes that show `notice`. The text is sanitised already (``Notice``); OSC 777
  /// separates its fields with `;`, so a `;` in them becomes `,`.
  func sequence(for notice: Notice) -> String {
    switch self {
    case .osc9:
      return "\u{1B}]9;\(notice.title): \(notice.body)\u{07}"
    case .osc777:
      let field = { (text: String) in text.replacing(";", with: ",") }
      return "\u{1B}]777;notify;\(field(notice.title));\(field(notice.body))\u{07}"
    case .osc99:
      return "\u{1B}]99;i=1:d=0;\(notice.title)\u{1B}\\"
        + "\u{1B}]99;i=1:d=1:p=body;\(notice.body)\u{1B}\\"
    }
  }
}
