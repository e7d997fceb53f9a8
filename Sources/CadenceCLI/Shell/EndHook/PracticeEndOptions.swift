import CadencePractice

/// The options every practice with an end shares, declared once: `--on-end`, `--notify` /
/// `--no-notify` and `--trace`, and what they mean beside the settings.
struct PracticeEndOptions: Hashable, Sendable {
  /// `--on-end <command>`.
  static let onEnd = OptionSpec(
    "on-end", value: "<command>",
    help: "Run this shell command when the practice ends (see END HOOK).")
  /// `--notify`.
  static let notify = OptionSpec(
    "notify", help: "Notify the desktop when it ends, whatever the notify setting.")
  /// `--no-notify`.
  static let noNotify = OptionSpec("no-notify", help: "No notification when it ends.")
  /// `--trace <file>`.
  static let trace = OptionSpec(
    "trace", value: "<file>",
    help: "Write a trace of every frame to this file (see 'cadence trace').", completion: .file)

  /// The options of a practice that ends on its own, in the order help lists them.
  static let ending = [onEnd, notify, noNotify, trace]
  /// `--notify` and `--no-notify` exclude each other.
  static let exclusive = [notify, noNotify]

  /// The paragraph the practices' help ends with.
  static let discussion = """
    END HOOK: --on-end (or the setting KIND.on-end) runs its command through /bin/sh -c
    once the practice has ended and the terminal is restored, with CADENCE_KIND,
    CADENCE_STATUS (completed, stopped or interrupted), CADENCE_PLANNED_SECONDS,
    CADENCE_ACTIVE_SECONDS and CADENCE_LABEL set. A hook that fails is reported; the
    exit status stays the practice's.
    """

  /// `--on-end`'s command, if given.
  var onEnd: String?
  /// `--notify` (true) or `--no-notify` (false); `nil`: as the `notify` setting says (on).
  var notify: Bool?
  /// `--trace`'s file, if given.
  var trace: String?

  init(onEnd: String? = nil, notify: Bool? = nil, trace: String? = nil) {
    self.onEnd = onEnd
    self.notify = notify
    self.trace = trace
  }

  /// The options as parsed.
  init(_ parsed: ParsedArguments) {
    onEnd = parsed.value(Self.onEnd)
    notify = parsed.has(Self.notify) ? true : parsed.has(Self.noNotify) ? false : nil
    trace = parsed.value(Self.trace)
  }

  /// The hook to run: `--on-end`'s, else the practice's setting; `nil` for none (an empty
  /// command or `none`, the setting's default as `config` shows it).
  func hook(_ setting: Setting<String>, in settings: SettingValues) -> String? {
    guard let onEnd else { return settings.value(setting) }
    return setting.clears(onEnd) ? nil : onEnd
  }

  /// Whether to notify: `--notify` / `--no-notify`, else the `notify` setting (on).
  func notifies(in settings: SettingValues) -> Bool {
    notify ?? settings.value(CommonSettings.notify) ?? true
  }
}
