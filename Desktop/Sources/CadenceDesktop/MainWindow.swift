import CAdw
import CGtk
import Cadence
import CadenceSound
import CadenceStore
import CadenceWords
import GtkGlue

/// The window: a header bar with the page switcher, and the pages in an `AdwViewStack`.
/// Keys go to the page shown: space and Escape on breathe and timer.
@MainActor
final class MainWindow {
  let window: Window
  let content = Box(vertical: true, spacing: 0)
  private let stack: ViewStack
  /// The header with the page switcher, and the switcher's bar for a narrow window.
  private let header: ViewSwitcher
  /// The practices' pages, as ``DesktopPractices/current`` lists them.
  let practicePages: [(practice: DesktopPractice, page: any PracticePageView)]
  /// The lists, built when first shown (``LazyPage``).
  private let lazyHistory: LazyPage<HistoryPage>
  private let lazyPrograms: LazyPage<ProgramsPage>
  private let lazyJournal: LazyPage<JournalPage>
  var history: HistoryPage { lazyHistory.page }
  var programs: ProgramsPage { lazyPrograms.page }
  var journal: JournalPage { lazyJournal.page }
  /// The programs page if it has been shown (nothing to read again before).
  var builtPrograms: ProgramsPage? { lazyPrograms.built }
  /// Whether `page`'s widgets have been made (the lists are made as they are first shown).
  func isBuilt(_ page: DesktopOptions.Page) -> Bool {
    switch page {
    case .history: lazyHistory.built != nil
    case .programs: lazyPrograms.built != nil
    case .journal: lazyJournal.built != nil
    default: true
    }
  }
  /// Pages that share one entry of the switcher (the first's), switched by a row of
  /// buttons above them: more entries cut the names in the switcher's bar at 360 px.
  static let sharedEntries: [[DesktopOptions.Page]] = [
    [.timer, .stopwatch], [.history, .journal],
  ]
  /// The stack of each shared entry, by its first page's name.
  private var sharedStacks: [String: Stack] = [:]
  private let words: any DesktopWords
  /// The question shown when the window is closed during a practice (tests answer it).
  private(set) var closeDialog: MessageDialog?
  /// The preferences window (Ctrl+,), while shown.
  private(set) var preferences: PreferencesDialog?
  private let store: DesktopStore?
  /// The keyboard shortcuts window (Ctrl+?), while shown.
  private(set) var shortcutsWindow: ShortcutsWindow?
  /// The header's primary menu.
  let menu: MenuButton
  /// Opens a URI in the desktop's application for it (tests record it instead).
  var openURI: @MainActor (String) -> Void
  /// Merges another device's records as their log arrives in the sync folder (with a store).
  let syncWatcher: SyncWatcher?

  init(
    application: Application?, store: DesktopStore?, reduceMotion: Bool, words: any DesktopWords,
    storeProblem: (any Error)? = nil
  ) {
    self.words = words
    self.store = store
    window = Window(application: application)
    window.title = "Cadence"
    window.setDefaultSize(width: Theme.windowSize.width, height: Theme.windowSize.height)
    let context = PageContext(
      store: store, application: application, words: words, reduceMotion: reduceMotion)
    practicePages = DesktopPractices.current.map { ($0, $0.makePage(context)) }
    // The lists keep a readable width in a wide window (the practice pages are centred
    // columns already).
    lazyHistory = LazyPage {
      let page = HistoryPage(store: store, words: words, storeProblem: storeProblem)
      return (page, Clamp(page.root, maximum: Theme.readableWidth))
    }
    lazyPrograms = LazyPage {
      let page = ProgramsPage(store: store, words: words)
      return (page, Clamp(page.root, maximum: Theme.readableWidth))
    }
    lazyJournal = LazyPage {
      let page = JournalPage(store: store, words: words)
      return (page, Clamp(page.root, maximum: Theme.readableWidth))
    }
    syncWatcher = store.map(SyncWatcher.init)
    stack = ViewStack()
    let header = ViewSwitcher(stack: stack, title: "Cadence")
    self.header = header
    soundSwitch = ToggleButton(icon: "audio-volume-high-symbolic", name: words.soundName)
    header.packEnd(soundSwitch)
    menu = MenuButton(
      icon: "open-menu-symbolic", name: words.menuName,
      sections: [
        [
          (words.preferencesItem, "win.preferences"), (words.keysTitle, "win.keys"),
          (words.helpItem, "win.help"), (words.aboutItem, "win.about"),
        ]
      ])
    header.packEnd(menu)
    let window = self.window
    openURI = { showURI($0, over: window) }
    var roots: [DesktopOptions.Page: (root: any Widget, icon: String)] = [
      .history: (lazyHistory.place, "x-office-calendar-symbolic"),
      .programs: (lazyPrograms.place, "view-list-symbolic"),
      .journal: (lazyJournal.place, "document-edit-symbolic"),
    ]
    for (practice, page) in practicePages { roots[practice.page] = (page.root, practice.icon) }
    let allPages = DesktopOptions.Page.allCases
    for page in allPages {
      guard let (root, icon) = roots[page] else { continue }
      let shared = Self.sharedEntries.map { $0.filter(allPages.contains) }.first {
        $0.count > 1 && $0.contains(page)
      }
      guard let shared else {
        stack.add(
          AnyWidget(root.pointer), name: page.rawValue, title: words.pageTitle(page), icon: icon)
        continue
      }
      guard shared.first == page else { continue }
      let inner = Stack()
      for member in shared {
        guard let root = roots[member]?.root else { continue }
        inner.add(AnyWidget(root.pointer), name: member.rawValue, title: words.pageTitle(member))
      }
      sharedStacks[page.rawValue] = inner
      stack.add(
        Self.sharedView(inner), name: page.rawValue, title: words.pageTitle(page), icon: icon)
    }
    stack.setExpand(horizontal: true, vertical: true)
    content.append(header)
    content.append(stack)
    content.append(header.bar)
    content.addCSSClass("background")
    toasts = ToastOverlay(child: content)
    window.setContent(toasts)
    lazyJournal.onBuild = { $0.parent = window }
    breathe.onNoteSaved = { [unowned self] in self.lazyJournal.built?.reload() }
    lazyPrograms.onBuild = { [unowned self] programs in
      programs.onContinue = { [unowned self] session, pattern, program, step in
        self.show(.breathe)
        self.breathe.start(session, name: pattern, program: (program, step))
      }
    }
    window.onKeyPress { [unowned self] keyval, modifiers in self.key(keyval, modifiers: modifiers) }
    for practice in practices {
      practice.onEnd = { [unowned self] in
        self.lazyHistory.built?.reload()
        self.lazyPrograms.built?.reload()
        self.keepHistoryCurrent()
      }
      // A practice's title changes as it starts: History in view then follows it.
      practice.onTitleChange = { [unowned self] in
        self.updateTitle()
        if self.historyWake == nil { self.keepHistoryCurrent() }
      }
      practice.makeSound = { [unowned self] in self.makeSound() }
    }
    for inner in [stack as any Widget] + sharedStacks.values.map({ $0 as any Widget }) {
      inner.on("notify::visible-child") { [unowned self] in self.pageShown() }
    }
    // Hidden or minimized: a breathing session pauses (the timer counts on: a real deadline).
    window.on("unmap") { [unowned self] in self.breathe.pause() }
    window.onMinimize { [unowned self] in self.breathe.pause() }
    soundSwitch.onToggle { [unowned self] in
      if self.soundChoice.isOn != self.soundSwitch.isActive {
        self.soundChoice.isOn = self.soundSwitch.isActive
      }
    }
    window.onCloseRequest { [unowned self] in self.keepOpen() }
    window.addAction("close") { [unowned self] in self.window.close() }
    window.addAction("keys") { [unowned self] in self.showKeys() }
    window.addAction("help") { [unowned self] in self.showHelp() }
    window.addAction("preferences") { [unowned self] in self.showPreferences() }
    window.addAction("about") { [unowned self] in _ = self.showAbout() }
    syncWatcher?.onMerge = { [unowned self] _ in
      self.showMerged()
      self.preferences?.sync.showStatus(merging: false)
    }
    window.on("destroy") { [weak self] in self?.syncWatcher?.stop() }
    // In front again: the timer's notice is old news, and a sync folder mounted since is
    // watched.
    window.onActiveChange { [unowned self] in
      guard self.window.isActive else { return }
      self.timer.withdrawNotice()
      self.syncWatcher?.follow()
    }
    syncWatcher?.follow()
  }

  /// A page came into view (from the switcher, a key, the command line).
  private func pageShown() {
    updateTitle()
    // Built as it first comes into view (reading the store then); read again whenever it
    // comes into view after: a practice may have begun or ended since.
    switch visiblePage {
    case .history: if lazyHistory.built == nil { _ = history } else { history.reload() }
    case .journal: if lazyJournal.built == nil { _ = journal } else { journal.reload() }
    case .programs: _ = programs
    default: break
    }
    keepHistoryCurrent()
  }

  /// The pages of a shared entry under the buttons that switch them.
  private static func sharedView(_ pages: Stack) -> Box {
    pages.setExpand(horizontal: true, vertical: true)
    // As large as the page shown: a small page fits a window smaller than the largest.
    pages.setHorizontallyHomogeneous(false)
    pages.setVerticallyHomogeneous(false)
    let box = Box(vertical: true, spacing: 0)
    let switcher = StackSwitcher(stack: pages)
    switcher.setAlign(horizontal: GTK_ALIGN_CENTER)
    switcher.setMargins(Spacing.regular)
    box.append(switcher)
    box.append(pages)
    return box
  }

  /// While History is in view during a practice, it is read again this often (the running
  /// session's time is in the store from its checkpoints).
  var historyRefresh: Duration = .seconds(30)
  private var historyWake: Timeout?

  /// Reads History again `historyRefresh` from now while it is in view and a practice
  /// runs; otherwise sleeps.
  private func keepHistoryCurrent() {
    historyWake?.cancel()
    historyWake = nil
    guard visiblePage == .history, isPractising else { return }
    let at = monotonicMicroseconds() + PageParts.wait(historyRefresh, limit: nil)
    historyWake = Timeout(at: at) { [unowned self] in
      self.historyWake = nil
      self.history.reload()
      self.keepHistoryCurrent()
    }
  }

  /// The pages' sound: the settings, `--sound` / `--no-sound`, and the header's switch
  /// (which applies at once: off silences what plays).
  var soundChoice = SoundChoice(isOn: false) {
    didSet {
      soundSwitch.isActive = soundChoice.isOn
      guard !soundChoice.isOn else { return }
      for practice in practices { practice.silence() }
    }
  }
  private let soundSwitch: ToggleButton

  /// Whether eSpeak NG can speak (tests say it cannot).
  var speechAvailable: @MainActor () -> Bool = { SpokenVoice.isAvailable }
  /// The toasts shown over the window, oldest first (tests read them).
  private(set) var toastsShown: [String] = []
  private var toasts: ToastOverlay!

  /// Whether the window said the voice is missing (it says so once).
  private var toldNoVoice = false

  /// A new practice's sound as the choice makes it; the voice without eSpeak NG plays the
  /// tones, and the window says so once, as the terminal gives one notice.
  func makeSound() -> PageSound? {
    var choice = soundChoice
    if choice.isOn, choice.plan.set == .voice, !speechAvailable() {
      choice.plan.set = .tones
      if !toldNoVoice {
        toldNoVoice = true
        toast(words.noVoice)
      }
    }
    return choice.make()
  }

  /// Shows `text` over the window for a few seconds.
  func toast(_ text: String) {
    toastsShown.append(text)
    toasts.toast(text)
  }

  /// The practice pages' lifecycles, in the order of the pages.
  var practices: [any PageLifecycle] { practicePages.map(\.page.lifecycle) }

  /// The page of type `Page` (a built-in practice's, for the options only it takes).
  func page<Page: PracticePageView>(_ type: Page.Type = Page.self) -> Page {
    guard let page = practicePages.lazy.compactMap({ $0.page as? Page }).first else {
      preconditionFailure("no \(Page.self) in the window")
    }
    return page
  }

  var breathe: BreathePage { page() }
  var timer: TimerPage { page() }
  var pomodoro: PomodoroPage { page() }
  var meditate: MeditatePage { page() }

  /// The lifecycle of `page`'s practice; `nil` for the history and the programs.
  private func lifecycle(of page: DesktopOptions.Page?) -> (any PageLifecycle)? {
    practicePages.first { $0.practice.page == page }?.page.lifecycle
  }

  /// Whether the pages send desktop notifications (`cadence config set notify off`).
  var notifies: Bool {
    get { practices.first?.notifies ?? true }
    set {
      for practice in practices { practice.notifies = newValue }
    }
  }

  /// `--quit-at-end`: `quit` is called when any page's practice ends (a pomodoro then ends
  /// after its first long break).
  func quitAtEnd(_ quit: @escaping @MainActor () -> Void) {
    for practice in practices { practice.quitAtEnd = quit }
  }

  /// Whether any page's practice runs.
  var isPractising: Bool { practices.contains { $0.isRunning } }

  /// The window asked to close (its close button, Ctrl+W, Ctrl+Q, the window manager):
  /// with no practice running it closes; during one it stays open and asks, so the
  /// session is never lost by a slip: stop it (its time saved as stopped early) and close,
  /// or keep practising.
  private func keepOpen() -> Bool {
    guard isPractising else { return false }
    if closeDialog == nil {
      let dialog = MessageDialog(
        parent: window, heading: words.closeQuestion, body: words.closeExplanation,
        responses: [
          .init(id: "keep", label: words.keepPractising),
          .init(id: "stop", label: words.stopAndClose, destructive: true),
        ])
      dialog.onResponse { [unowned self] response in
        self.closeDialog = nil
        guard response == "stop" else { return }
        self.stopPractices()
        // After the dialog has gone (it closes itself once this returns).
        _ = Timeout(at: monotonicMicroseconds()) { [unowned self] in self.window.close() }
      }
      closeDialog = dialog
    }
    closeDialog?.present()
    return true
  }

  func show(_ page: DesktopOptions.Page) {
    let shown = visiblePage == page
    if let (first, inner) = sharedStacks.first(where: {
      $0.value.contains(page.rawValue)
    }) {
      inner.show(page.rawValue)
      stack.show(first)
    } else {
      stack.show(page.rawValue)
    }
    // Coming into view reloads it (above); already in view, it is read again here.
    if page == .history, shown { history.reload() }
    if page == .journal, shown { journal.reload() }
  }

  var visiblePage: DesktopOptions.Page? {
    guard let name = stack.visibleName else { return nil }
    let shown = sharedStacks[name].map { $0.visibleName ?? name } ?? name
    return DesktopOptions.Page(rawValue: shown)
  }

  /// The title shows the time left of the page in view if it runs, else of whichever runs.
  /// The header (in a narrow window) shows it only from another page: the running page's
  /// digits say it already, and a header label that changes every second lays the window
  /// out again every second.
  private func updateTitle() {
    let inView = lifecycle(of: visiblePage)?.windowTitle
    window.title = inView ?? practices.lazy.compactMap(\.windowTitle).first ?? "Cadence"
    header.title = inView == nil ? window.title : "Cadence"
  }

  /// Whether the pages are switched from the bar at the bottom (a narrow window).
  var switcherAtTheBottom: Bool { header.isAtTheBottom }

  /// Ends every running practice as the system asked (SIGTERM, SIGHUP, SIGINT): each is
  /// recorded as interrupted, with its time.
  func interruptPractices() {
    for practice in practices { practice.interrupt(now: nil) }
  }

  /// Ends every running practice as the person did (the window closed): each is recorded
  /// as stopped, its time kept.
  func stopPractices() {
    for practice in practices { practice.stop(now: nil) }
  }

  /// The preferences window, over this one; what changes there applies here at once where
  /// it can (notices, sound, the pomodoro's plan while none runs, the patterns), the
  /// language at the next start.
  @discardableResult
  func showPreferences() -> PreferencesDialog {
    if let preferences {
      preferences.present()
      return preferences
    }
    followed = storedSettings()
    let preferences = PreferencesDialog(parent: window, store: store, words: words)
    preferences.onChange = { [unowned self] in self.followSettings() }
    preferences.sync.onChange = { [unowned self] in
      self.syncWatcher?.follow()
      self.showMerged()
    }
    preferences.window.onDestroy { [weak self] in self?.preferences = nil }
    self.preferences = preferences
    preferences.present()
    return preferences
  }

  /// The settings as last followed, so a change of another setting leaves the header's
  /// Sound switch as the person set it.
  private var followed: DesktopSettings?

  private func storedSettings() -> DesktopSettings? {
    store.map { DesktopSettings(SQLiteSessionStore.settings(in: $0.directory)) }
  }

  /// Reads the settings again and follows them.
  func followSettings() {
    guard let settings = storedSettings() else { return }
    notifies = settings.notifies
    var sound = settings.sound
    if let followed, followed.sound.isOn == settings.sound.isOn { sound.isOn = soundChoice.isOn }
    soundChoice = sound
    followed = settings
    if !pomodoro.lifecycle.isRunning {
      let standard = PomodoroPlan()
      pomodoro.choose(
        plan: PomodoroPlan(
          work: settings.work ?? standard.work,
          shortBreak: settings.shortBreak ?? standard.shortBreak,
          longBreak: settings.longBreak ?? standard.longBreak,
          longBreakEvery: settings.longBreakEvery ?? standard.longBreakEvery),
        label: nil)
    }
    breathe.reloadPatterns()
  }

  /// The keyboard shortcuts window, over this one.
  func showKeys() {
    if shortcutsWindow == nil {
      shortcutsWindow = ShortcutsWindow(parent: window, groups: WindowShortcut.groups(words))
      shortcutsWindow?.onDestroy { [weak self] in self?.shortcutsWindow = nil }
    }
    shortcutsWindow?.present()
  }

  /// Help is the manual page, `cadence-desktop(1)`, installed with the app in both
  /// languages: `man:` opens in the desktop's help browser (Yelp, GNOME's), which reads
  /// the page in the person's language. The app has no Mallard help of its own to keep
  /// apart from the page its options are held to.
  static let helpURI = "man:cadence-desktop"

  func showHelp() { openURI(Self.helpURI) }

  /// What About says of the app: its name, the terminal app's version, the developers and
  /// website the AppStream metainfo names, and the repository's issues.
  static func aboutDetails(_ words: any DesktopWords) -> AboutWindow.Details {
    AboutWindow.Details(
      name: "Cadence", icon: "dev.cadence.Desktop", version: DesktopApp.version,
      comments: words.aboutComments, developer: "The Cadence developers",
      website: "https://cadence.dev/", issueURL: "https://github.com/cadence-dev/cadence/issues")
  }

  /// The About window.
  @discardableResult
  func showAbout() -> AboutWindow {
    AppIcon.findUninstalled()
    let about = AboutWindow(parent: window, details: Self.aboutDetails(words))
    about.present()
    return about
  }

  /// A key press anywhere in the window: Alt+1…7 show the pages, F1 the help, Ctrl+? the keys;
  /// Space and Escape pause and stop the practice in view.
  func key(_ keyval: UInt32, modifiers: UInt32) -> Bool {
    let alt = GDK_ALT_MASK.rawValue
    let control = GDK_CONTROL_MASK.rawValue
    let pages = DesktopOptions.Page.allCases
    let digits = UInt32(GDK_KEY_1)..<UInt32(GDK_KEY_1) + UInt32(min(pages.count, 9))
    if modifiers & alt != 0, digits.contains(keyval) {
      show(pages[Int(keyval - UInt32(GDK_KEY_1))])
      return true
    }
    if keyval == UInt32(GDK_KEY_F1) {
      showHelp()
      return true
    }
    if modifiers & control != 0, keyval == UInt32(GDK_KEY_question) {
      showKeys()
      return true
    }
    if modifiers & control != 0, keyval == UInt32(GDK_KEY_comma) {
      showPreferences()
      return true
    }
    guard modifiers & (alt | control) == 0 else { return false }
    // The mood check's question and Find your rate's rest and question take their keys.
    if visiblePage == .breathe, breathe.key(keyval) { return true }
    return practiceKey(keyval)
  }

  private func practiceKey(_ keyval: UInt32) -> Bool {
    let space = UInt32(GDK_KEY_space)
    let escape = UInt32(GDK_KEY_Escape)
    guard keyval == space || keyval == escape else { return false }
    guard let view = practicePages.first(where: { $0.practice.page == visiblePage })?.page,
      view.lifecycle.isRunning
    else { return false }
    keyval == space ? view.lifecycle.togglePause() : view.stopByPerson()
    return true
  }
}
