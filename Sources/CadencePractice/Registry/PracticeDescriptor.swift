import Cadence
import CadenceStore
import CadenceWords

/// Everything the rest of Cadence needs to know of one practice, declared once in the
/// practice's own folder and registered in ``PracticeRegistry/standard``: its kind and
/// names, its icons, its settings, its end hook. Every list of practices (`cadence status`,
/// `config`, the completions, `history --kind`, the help, the desktop's pages) is made
/// from the registry, so a new practice is one entry, not a case in a dozen switches.
public struct PracticeDescriptor: Sendable {
  /// What its sessions and running practices are stored as.
  public let kind: PracticeKind
  /// The word that starts it, `breathe`: its command, its desktop page's name, its class in
  /// `cadence status`, `CADENCE_KIND` for its end hook, its settings' prefix.
  public let command: String
  /// Its name as a title: "Breathing", 呼吸.
  public let title: Translated
  /// What it does, in one line: its row in the root help and its command's abstract.
  public let summary: Translated
  /// `cadence status`'s icon for it while it runs, given its pomodoro-like segment (`focus`,
  /// `shortBreak`) when it has one.
  public let icon: @Sendable (_ segment: String?) -> StatusIcon
  /// Its own settings, in the order `config list` shows them (its on-end hook is added
  /// after them: ``onEnd``).
  public let ownSettings: [AnySetting]
  /// `breathe.on-end`: the shell command run when it ends, where `--on-end` is not given.
  public let onEnd: Setting<String>

  /// A practice of `kind`, started by `command`.
  public init(
    kind: PracticeKind, command: String, title: Translated, summary: Translated,
    icon: @escaping @Sendable (_ segment: String?) -> StatusIcon,
    settings: [AnySetting] = []
  ) {
    self.kind = kind
    self.command = command
    self.title = title
    self.summary = summary
    self.icon = icon
    ownSettings = settings
    onEnd = Setting(
      "\(command).on-end",
      help: Translated(
        "A shell command run when a \(command) ends (default none).",
        chinese: "\(title.chinese)结束时运行的 shell 命令（默认无）。"),
      default: "none", parser: .safeText(.settingValue), clearedBy: ["none", ""])
  }

  /// A practice whose icon is the same in every segment.
  public init(
    kind: PracticeKind, command: String, title: Translated, summary: Translated,
    icon: StatusIcon, settings: [AnySetting] = []
  ) {
    self.init(
      kind: kind, command: command, title: title, summary: summary, icon: { _ in icon },
      settings: settings)
  }

  /// Its settings, its on-end hook last.
  public var settings: [AnySetting] { ownSettings + [onEnd.erased] }

  /// The names a person may type for it: its command, and the name its sessions are stored
  /// under where that differs (`breathe`, `breathing`).
  public var names: [String] {
    kind.rawValue == command ? [command] : [command, kind.rawValue]
  }
}

/// A running practice's icon in `cadence status`: a symbol, and letters for a locale that
/// is not UTF-8 (where a symbol would become `?`).
public struct StatusIcon: Hashable, Sendable {
  /// The symbol, `🫁`.
  public var symbol: String
  /// The ASCII stand-in, `~`.
  public var ascii: String

  /// `symbol`, or `ascii` where symbols cannot be shown.
  public init(_ symbol: String, ascii: String) {
    self.symbol = symbol
    self.ascii = ascii
  }
}
