import GtkGlue

/// The window's keys, as the keyboard shortcuts window (Ctrl+?) lists them. `MainWindow.key`
/// and the application's accelerators handle them; this is what is said of them.
enum WindowShortcut: CaseIterable {
  case help, keys, preferences, menu, pages, close, quit, pause, stop

  /// The key as GTK writes an accelerator. The pages' range is `<Alt>1...7`, drawn "Alt +
  /// 1 ⋯ 7": written out, `<Alt>1...<Alt>7`, it took 235 px of a 360 px window.
  var accelerator: String {
    switch self {
    case .help: "F1"
    case .keys: "<Control>question"
    case .preferences: "<Control>comma"
    case .menu: "F10"
    case .pages: "<Alt>1...\(min(DesktopOptions.Page.allCases.count, 9))"
    case .close: "<Control>w"
    case .quit: "<Control>q"
    case .pause: "space"
    case .stop: "Escape"
    }
  }

  /// Whether it acts on the practice in view (else on the window).
  var isPractice: Bool { self == .pause || self == .stop }

  /// The groups of the shortcuts window, in `words`.
  static func groups(_ words: any DesktopWords) -> [ShortcutsWindow.Group] {
    [(words.generalKeys, false), (words.practiceKeys, true)].map { title, practice in
      ShortcutsWindow.Group(
        title: title,
        shortcuts: allCases.filter { $0.isPractice == practice }.map {
          ($0.accelerator, words.shortcut($0))
        })
    }
  }
}
