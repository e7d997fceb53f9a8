import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import GtkGlue

/// The preferences window (Ctrl+,): every setting of `cadence config` a desktop user sets,
/// on the same typed settings (``PreferenceSettings``), read from and written to the same
/// store, so a change on either side shows on the other; and the person's own breathing
/// patterns, added, changed and removed as `cadence pattern` does.
///
/// A row is made from its setting: an on/off setting is a switch, one of a few words a
/// combo row, a breathing pattern a combo of the patterns, anything else a field checked as
/// it is typed (kept when valid, the reason shown in the row when not).
@MainActor
final class PreferencesDialog {
  let window: PreferencesWindow
  private let store: DesktopStore?
  private let words: any DesktopWords
  /// Runs after a setting or a pattern changed (the main window applies what it can).
  var onChange: (@MainActor () -> Void)?

  /// Each setting's control, by `cadence config` key.
  private(set) var entries: [String: Entry] = [:]
  private(set) var switches: [String: Switch] = [:]
  /// A combo row and the text each of its items stores (`nil`: unset).
  private(set) var combos: [String: (row: ComboRow, values: [String?])] = [:]
  /// The rows of the fields, whose subtitle says why a value is refused.
  private(set) var fieldRows: [String: ActionRow] = [:]

  let patternsGroup: PreferencesGroup
  private let patternsPage: PreferencesPage
  private var patternRows: [ActionRow] = []
  /// The pattern editor, while open.
  private(set) var editor: PatternEditor?
  /// The last message the window showed as a toast (tests).
  private(set) var lastToast: String?
  /// The Sync group, on a page of its own: the folder, this device's name, Turn Off, the
  /// status.
  let sync: SyncPreferences
  private let syncPage: PreferencesPage

  init(parent: Window, store: DesktopStore?, words: any DesktopWords) {
    self.store = store
    self.words = words
    window = PreferencesWindow(parent: parent, title: words.preferencesItem)
    patternsGroup = PreferencesGroup(title: words.patternsPreferences)
    patternsPage = PreferencesPage(
      title: words.patternsPreferences, icon: "weather-windy-symbolic")
    var stored = StoredSettings()
    var problem: String?
    if let store {
      do { stored = try store.storedSettings() } catch { problem = words.notSaved(error) }
    } else {
      problem = words.storeUnavailable
    }
    let page = PreferencesPage(title: words.generalPreferences, icon: "preferences-system-symbolic")
    sync = SyncPreferences(store: store, words: words, parent: window)
    syncPage = PreferencesPage(title: words.syncPreferences, icon: "emblem-synchronizing-symbolic")
    syncPage.add(sync.group)
    syncPage.add(sync.statusGroup)
    for group in groups(stored) { page.add(group) }
    sync.toast = { [unowned self] text in self.toast(text) }
    let add = IconButton(icon: "list-add-symbolic", name: words.addPattern)
    add.onClick { [unowned self] in self.openEditor(editing: nil) }
    patternsGroup.setHeaderSuffix(add)
    patternsPage.add(patternsGroup)
    window.add(page)
    window.add(patternsPage)
    window.add(syncPage)
    reloadPatterns()
    if let problem {
      toast(problem)
      if store == nil { window.setSensitive(false) }
    }
  }

  func present() { window.present() }

  /// Shows the page of the person's patterns.
  func showPatterns() { window.show(patternsPage) }

  /// Shows the Sync page.
  func showSync() { window.show(syncPage) }

  private func toast(_ text: String) {
    lastToast = text
    window.toast(text)
  }

  // MARK: settings

  /// The groups: the settings of no one practice, each practice's, sound.
  private func groups(_ stored: StoredSettings) -> [PreferencesGroup] {
    let practices = PracticeRegistry.current.practices
    var general: [AnySetting] = []
    var sound: [AnySetting] = []
    var byPractice: [String: [AnySetting]] = [:]
    for setting in PreferenceSettings.all {
      let prefix = String(setting.key.prefix { $0 != "." })
      if practices.contains(where: { $0.command == prefix }) {
        byPractice[prefix, default: []].append(setting)
      } else if prefix == "sound" || prefix == "volume" {
        sound.append(setting)
      } else {
        general.append(setting)
      }
    }
    var groups = [(words.generalPreferences, general)]
    for practice in practices {
      if let settings = byPractice[practice.command] {
        groups.append((practice.title(words.language), settings))
      }
    }
    groups.append((words.soundPreferences, sound))
    return groups.filter { !$0.1.isEmpty }.map { title, settings in
      let group = PreferencesGroup(title: title)
      for setting in settings { group.add(row(for: setting, stored: stored)) }
      return group
    }
  }

  private func row(for setting: AnySetting, stored: StoredSettings) -> any Widget {
    let title = words.settingTitle(setting.key) ?? setting.key
    let help = setting.help(words.language)
    let text = stored.texts[setting.storedKey].flatMap { setting.clears($0) ? nil : $0 }
    switch setting.completion {
    case .words(let choices) where Set(choices) == ["on", "off"]:
      let row = ActionRow(title: title, subtitle: help)
      let control = Switch()
      control.isOn = (text ?? setting.defaultText) == "on"
      control.setAccessibleLabel(title)
      row.addSuffix(control, activates: true)
      control.onToggle { [unowned self] in
        self.apply(setting, control.isOn ? "on" : "off", row: nil, help: help)
      }
      switches[setting.key] = control
      return row
    case .words(let choices):
      let isLanguage = setting.key == CommonSettings.language.key
      let values: [String?] = isLanguage ? [nil] + choices : choices
      let items =
        isLanguage
        ? [words.systemLanguage] + choices.map { Language(rawValue: $0)?.ownName ?? $0 } : choices
      return combo(setting, title: title, help: help, items: items, values: values, text: text)
    case .patterns:
      var custom: [CustomPattern] = []
      do {
        custom = try store?.customPatterns() ?? []
      } catch {
        // The built-ins are offered; the toast says why the person's own are not.
        toast(words.patternsNotRead(error))
      }
      let patterns = NamedPattern.all(custom: custom)
      let items = patterns.map { $0.builtIn.map(words.patternName) ?? $0.name }
      return combo(
        setting, title: title, help: help, items: [words.lastUsedPattern] + items,
        values: [nil] + patterns.map(\.name), text: text)
    case .none:
      let row = ActionRow(title: title, subtitle: help)
      let entry = Entry(placeholder: setting.defaultText)
      entry.text = text ?? ""
      entry.setWidthChars(8)
      entry.setAccessibleLabel(title)
      row.addSuffix(entry)
      entry.onChange { [unowned self] in
        self.apply(setting, entry.text.trimmingCharacters(in: .whitespaces), row: row, help: help)
      }
      entries[setting.key] = entry
      fieldRows[setting.key] = row
      return row
    }
  }

  private func combo(
    _ setting: AnySetting, title: String, help: String, items: [String], values: [String?],
    text: String?
  ) -> ComboRow {
    let row = ComboRow(title: title, subtitle: help, items: items)
    row.selected =
      values.firstIndex(of: text) ?? values.firstIndex(of: setting.defaultText) ?? 0
    row.onSelect { [unowned self] in
      guard row.selected < values.count else { return }
      self.apply(setting, values[row.selected] ?? "", row: nil, help: help)
    }
    combos[setting.key] = (row, values)
    return row
  }

  /// Keeps `text` for `setting` as `cadence config set` would, or says in `row` why not.
  private func apply(_ setting: AnySetting, _ text: String, row: ActionRow?, help: String) {
    guard let store else { return }
    let entry = entries[setting.key]
    do {
      try store.set(setting, to: text)
      row?.subtitle = help
      entry?.removeCSSClass("error")
      onChange?()
    } catch let refusal as InvalidValue {
      row?.subtitle = words.settingRefused(refusal.problem)
      entry?.addCSSClass("error")
    } catch {
      toast(words.notSaved(error))
    }
  }

  // MARK: patterns

  /// The person's own patterns, a row each with Edit and Remove.
  func reloadPatterns() {
    for row in patternRows { patternsGroup.remove(row) }
    patternRows = []
    let patterns: [CustomPattern]
    do {
      patterns = try store?.customPatterns() ?? []
    } catch {
      toast(words.patternsNotRead(error))
      return
    }
    for pattern in patterns {
      let subtitle: String
      do {
        subtitle = words.patternPreview(try BreathingPattern(parsing: pattern.spec))
      } catch {
        subtitle = words.damagedSavedPattern(pattern.name, error)
      }
      let row = ActionRow(title: pattern.name.printableForDesktop, subtitle: subtitle)
      let edit = IconButton(icon: "document-edit-symbolic", name: words.editPattern(pattern.name))
      edit.onClick { [unowned self] in self.openEditor(editing: pattern) }
      let remove = IconButton(
        icon: "user-trash-symbolic", name: words.removePattern(pattern.name))
      remove.onClick { [unowned self] in self.remove(pattern) }
      row.addSuffix(edit)
      row.addSuffix(remove)
      patternsGroup.add(row)
      patternRows.append(row)
    }
    patternsGroup.setDescription(patterns.isEmpty ? words.noPatterns : nil)
  }

  /// The rows of the person's patterns: their names (tests).
  var patternNames: [String] { patternRows.map(\.title) }

  /// Opens the editor for a new pattern, or for `editing`'s spec.
  func openEditor(editing: CustomPattern?) {
    let editor = PatternEditor(parent: window, editing: editing, words: words) {
      [unowned self] pattern in self.save(pattern, replacing: editing != nil)
    }
    editor.dialog.onResponse { [unowned self] _ in self.editor = nil }
    self.editor = editor
    editor.present()
  }

  /// Saves `pattern` as `cadence pattern add` does (`--replace` when changing one).
  func save(_ pattern: CustomPattern, replacing: Bool) {
    guard let store else { return }
    do {
      if replacing {
        _ = try store.store.replacePattern(pattern)
      } else {
        try store.store.addPattern(pattern)
      }
    } catch StoreError.duplicatePattern(let name) {
      toast(words.patternExists(name))
      return
    } catch {
      toast(words.notSaved(error))
      return
    }
    reloadPatterns()
    onChange?()
  }

  /// Removes `pattern` (`cadence pattern remove`), and says so.
  func remove(_ pattern: CustomPattern) {
    guard let store else { return }
    do {
      try store.store.removePattern(named: pattern.name)
    } catch {
      toast(words.notSaved(error))
      return
    }
    toast(words.patternRemoved(pattern.name))
    reloadPatterns()
    onChange?()
  }
}

extension Language {
  /// The language's name in itself, as a language chooser lists it.
  var ownName: String {
    switch self {
    case .english: "English"
    case .simplifiedChinese: "简体中文"
    }
  }
}
