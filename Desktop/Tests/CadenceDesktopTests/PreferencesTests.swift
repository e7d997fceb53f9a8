import CAdw
import CGtk
import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 45, Preferences: `cadence config`'s settings, read and written through the same
/// typed settings as the terminal (`StoredSettings` reads what the window wrote, and the
/// window shows what `config set` wrote), a refused value kept out with its reason, and the
/// person's own patterns added with a live preview, changed and removed.
final class PreferencesTests: XCTestCase {
  @MainActor
  private static func open(
    words: any DesktopWords = EnglishCatalogue(), settings: [String: String] = [:]
  ) throws -> (main: MainWindow, preferences: PreferencesDialog, directory: DataDirectory) {
    try PauseAndStopTests.requireDisplay()
    let path = DesktopProcess.dataDirectory()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: path))
    for (key, value) in settings { try store.store.setSetting(key, to: value) }
    let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
    return (main, main.showPreferences(), DataDirectory(path: path))
  }

  /// What the terminal reads: the store's settings as `cadence` reads them.
  private static func stored(_ directory: DataDirectory) -> StoredSettings {
    StoredSettings(SQLiteSessionStore.settings(in: directory))
  }

  func testAValueSetInPreferencesIsWhatTheTerminalReads() throws {
    try MainActor.assumeIsolated {
      let (main, preferences, directory) = try Self.open()
      defer { main.window.destroy() }
      try XCTUnwrap(preferences.entries["pomodoro.work"]).text = "50m"
      try XCTUnwrap(preferences.entries["day-starts-at"]).text = "4:30"
      try XCTUnwrap(preferences.entries["volume.bells"]).text = "35"
      try XCTUnwrap(preferences.switches["notify"]).isOn = false
      try XCTUnwrap(preferences.switches["sound.ticks"]).isOn = true
      let cues = try XCTUnwrap(preferences.combos["sound.cues"])
      cues.row.selected = try XCTUnwrap(cues.values.firstIndex(of: "strikes"))
      let language = try XCTUnwrap(preferences.combos["language"])
      language.row.selected = try XCTUnwrap(language.values.firstIndex(of: "zh-Hans"))
      let pattern = try XCTUnwrap(preferences.combos["breathe.pattern"])
      pattern.row.selected = try XCTUnwrap(pattern.values.firstIndex(of: "box"))
      let settings = Self.stored(directory)
      XCTAssertEqual(settings.value(PomodoroPractice.Settings.work), .seconds(50 * 60))
      XCTAssertEqual(settings.texts["dayStartsAt"], "04:30", "stored as config set stores it")
      XCTAssertEqual(settings.value(SoundSettings.bellVolume), 35)
      XCTAssertEqual(settings.value(CommonSettings.notify), false)
      XCTAssertEqual(settings.value(SoundSettings.ticks), true)
      XCTAssertEqual(settings.value(SoundSettings.cues), .strikes)
      XCTAssertEqual(settings.value(CommonSettings.language), .simplifiedChinese)
      XCTAssertEqual(settings.value(BreathePractice.Settings.pattern), "box")
      // The window follows at once: the pomodoro's plan, the notices, the cues.
      XCTAssertEqual(main.pomodoro.plan.work, .seconds(50 * 60))
      XCTAssertFalse(main.notifies)
      XCTAssertEqual(main.soundChoice.plan.set, .strikes)
      // Back to the defaults: an emptied field and the first choice unset the setting.
      try XCTUnwrap(preferences.entries["pomodoro.work"]).text = ""
      language.row.selected = 0
      XCTAssertNil(Self.stored(directory).texts["pomodoro.work"])
      XCTAssertNil(Self.stored(directory).texts["language"])
    }
  }

  func testWhatTheTerminalSetShowsInPreferences() throws {
    try MainActor.assumeIsolated {
      let (main, preferences, _) = try Self.open(settings: [
        "pomodoro.work": "45m", "notify": "off", "sound.cues": "strikes", "language": "en",
      ])
      defer { main.window.destroy() }
      XCTAssertEqual(preferences.entries["pomodoro.work"]?.text, "45m")
      XCTAssertEqual(preferences.entries["pomodoro.short"]?.text, "", "unset: the default")
      XCTAssertEqual(preferences.switches["notify"]?.isOn, false)
      XCTAssertEqual(preferences.switches["sound"]?.isOn, true, "unset: the default, on")
      let cues = try XCTUnwrap(preferences.combos["sound.cues"])
      XCTAssertEqual(cues.values[cues.row.selected], "strikes")
      let language = try XCTUnwrap(preferences.combos["language"])
      XCTAssertEqual(language.values[language.row.selected], "en")
      XCTAssertNil(preferences.entries["timer.on-end"], "a shell command is the terminal's")
    }
  }

  func testARefusedValueSaysWhyAndChangesNothing() throws {
    try MainActor.assumeIsolated {
      let words = ChineseCatalogue()
      let (main, preferences, directory) = try Self.open(
        words: words, settings: ["pomodoro.work": "45m"])
      defer { main.window.destroy() }
      for (key, text) in [
        ("pomodoro.work", "25x"), ("volume.bells", "101"), ("day-starts-at", "25:00"),
      ] {
        try XCTUnwrap(preferences.entries[key]).text = text
        let setting = try XCTUnwrap(PreferenceSettings.named(key))
        var problem: ValueProblem?
        do { _ = try setting.canonicalText(text) } catch let error as InvalidValue {
          problem = error.problem
        }
        XCTAssertEqual(
          preferences.fieldRows[key]?.subtitle, words.settingRefused(try XCTUnwrap(problem)), key)
      }
      let settings = Self.stored(directory)
      XCTAssertEqual(settings.texts["pomodoro.work"], "45m", "a refused value replaced it")
      XCTAssertNil(settings.texts["volume.bells"])
      XCTAssertNil(settings.texts["dayStartsAt"])
      // Mended, the row says what the setting is again.
      try XCTUnwrap(preferences.entries["volume.bells"]).text = "100"
      XCTAssertEqual(
        preferences.fieldRows["volume.bells"]?.subtitle,
        SoundSettings.bellVolume.help(words.language))
    }
  }

  func testAPatternIsAddedWithALivePreviewChangedAndRemoved() throws {
    try MainActor.assumeIsolated {
      let words = EnglishCatalogue()
      let (main, preferences, directory) = try Self.open(words: words)
      defer { main.window.destroy() }
      let store = try SQLiteSessionStore.open(in: directory)
      preferences.openEditor(editing: nil)
      var editor = try XCTUnwrap(preferences.editor)
      editor.name.text = "calm"
      editor.spec.text = "4-x"
      var refusal: BreathingPatternError?
      do { _ = try BreathingPattern(parsing: "4-x") } catch let error as BreathingPatternError {
        refusal = error
      }
      XCTAssertEqual(editor.previewText, words.patternError(try XCTUnwrap(refusal)))
      XCTAssertFalse(editor.dialog.isEnabled("save"), "a refused spec can be saved")
      editor.spec.text = "in 4 hold 2 out 6"
      XCTAssertEqual(
        editor.previewText, "Breathe in 4 s · Hold 2 s · Breathe out 6 s — 12 s a breath")
      XCTAssertTrue(editor.dialog.isEnabled("save"))
      editor.name.text = "box"
      XCTAssertEqual(editor.previewText, words.patternNameRefused(.builtIn("box")))
      XCTAssertFalse(editor.dialog.isEnabled("save"), "a built-in's name")
      editor.name.text = "calm"
      editor.dialog.respond("save")
      XCTAssertEqual(try store.customPatterns().map(\.name), ["calm"])
      XCTAssertEqual(preferences.patternNames, ["calm"])
      XCTAssertTrue(main.breathe.patterns.contains { $0.name == "calm" }, "not offered to breathe")
      // Changing its spec keeps its name.
      let saved = try XCTUnwrap(try store.customPatterns().first)
      preferences.openEditor(editing: saved)
      editor = try XCTUnwrap(preferences.editor)
      XCTAssertEqual(editor.spec.text, saved.spec)
      editor.spec.text = "5-5"
      editor.dialog.respond("save")
      XCTAssertEqual(try store.customPatterns().map(\.spec), ["5-5"])
      // A second pattern of the same name is refused, and says so.
      preferences.save(CustomPattern(name: "CALM", spec: "4-4"), replacing: false)
      XCTAssertEqual(preferences.lastToast, words.patternExists("CALM"))
      preferences.remove(saved)
      XCTAssertEqual(try store.customPatterns(), [])
      XCTAssertEqual(preferences.patternNames, [])
      XCTAssertEqual(preferences.lastToast, words.patternRemoved("calm"))
      XCTAssertFalse(main.breathe.patterns.contains { $0.name == "calm" })
    }
  }

  func testEveryControlInPreferencesHasAName() throws {
    try MainActor.assumeIsolated {
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let (main, preferences, _) = try Self.open(
          words: words, settings: [:])
        defer { main.window.destroy() }
        preferences.save(CustomPattern(name: "calm", spec: "4-4"), replacing: false)
        preferences.openEditor(editing: nil)
        // The pages' rows and the editor (libadwaita's own switcher and search are not
        // the app's to name).
        let pages = WidgetTree(preferences.window).all.filter {
          WidgetTree.isA($0, adw_preferences_page_get_type())
        }
        var count = 0
        let editor = try XCTUnwrap(preferences.editor).dialog
        for root in pages.map(AnyWidget.init) + [AnyWidget(editor.pointer)] {
          let controls = AccessibilityTests.controls(under: root)
          count += controls.count
          for control in controls where AccessibilityTests.name(of: control) == nil {
            var chain: [String] = []
            var widget: UnsafeMutablePointer<GtkWidget>? = control
            while let current = widget, chain.count < 5 {
              chain.append(String(cString: gtk_widget_get_css_name(current)))
              widget = gtk_widget_get_parent(current)
            }
            XCTFail("a control has no name: \(chain.joined(separator: " in "))")
          }
        }
        // 18 settings, Add, Edit and Remove, the editor's two fields and two buttons.
        XCTAssertGreaterThanOrEqual(count, 25)
      }
    }
  }
}
