import CGtk
import Cadence
import CadencePractice
import CadenceSystem
import CadenceWords
import Foundation
import GtkGlue

/// `cadence-desktop`: parses the command line, then runs the app, or renders one page to a
/// PNG and exits (`--screenshot`).
@MainActor
public enum DesktopApp {
  /// Runs the program; returns its exit status (64 for a bad command line).
  public static func run(arguments: [String]) -> Int32 {
    let mainAt = monotonicMicroseconds()
    if DesktopOptions.asksForHelp(arguments) {
      print(DesktopOptions.usage)
      return 0
    }
    let environment = ProcessInfo.processInfo.environment
    let parsed: DesktopOptions
    do {
      parsed = try DesktopOptions(arguments: arguments)
    } catch {
      printError(
        DesktopOptions.language(arguments: arguments, environment: environment).desktopWords
          .usageError(error))
      return 64
    }
    // `cadence config`'s settings where the command line says nothing.
    let settings = DesktopSettings.read(
      dataDirectory: parsed.dataDirectory, environment: environment)
    let options = parsed.following(settings)
    let words = (options.language ?? Language(environment: environment)).desktopWords
    if let language = toolkitLanguage(options.language, environment: environment) {
      setToolkitLanguage(language)
    }
    if let path = options.screenshot { return screenshot(options, words: words, to: path) }
    return runApplication(
      options, arguments: arguments, settings: settings, words: words,
      launchedAt: (ProcessStart.monotonicMicroseconds(), mainAt))
  }

  /// The language GTK's and libadwaita's own words must be told (gettext's `LANGUAGE`)
  /// when the window's, chosen by `--lang` or `cadence config language`, is not the
  /// locale's: with `--lang zh-Hans` in an English session the shortcuts window was titled
  /// "Shortcuts" and About's rows were English. `nil` when the locale already says it.
  nonisolated static func toolkitLanguage(
    _ chosen: Language?, environment: [String: String]
  ) -> String? {
    guard let chosen else { return nil }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }
    guard locale.flatMap(Language.init(locale:)) != chosen else { return nil }
    switch chosen {
    case .english: return "en"
    case .simplifiedChinese: return "zh_CN"
    }
  }

  static func printError(_ line: String) {
    let bytes = Array(("cadence-desktop: " + line + "\n").utf8)
    _ = bytes.withUnsafeBytes { FileWriting.writeAll(2, $0) }
  }

  /// The app's version, the terminal app's (`cadence --version`; a test holds them equal).
  nonisolated static let version = "0.2.0"

  /// The system's light or dark style (never forced), and the app's stylesheet.
  static func setUpLook() {
    Style.followSystem()
    Style.load(css: Theme.css)
  }

  /// Resolves `--pattern` against the chooser's patterns; nil (after `report` has the
  /// message) if unknown.
  static func pattern(
    _ options: DesktopOptions, in page: BreathePage,
    report: (String) -> Void = { printError($0) }
  ) -> NamedPattern?? {
    guard let text = options.pattern else { return .some(nil) }
    // The practice layer's rule, as `cadence breathe` looks a pattern up: `4-4-4-4` is `box`.
    let lookup = PatternLookup(text, saved: page.savedPatterns)
    if options.patternIsDefault, case .found = lookup {
    } else if options.patternIsDefault {
      return .some(nil)
    }
    // `resonance` alone is the person's rate (`breathe.bpm`), as `cadence breathe` reads it.
    let resonanceAlone =
      text.lowercased().trimmingCharacters(in: .whitespaces) == ResonancePace.keyword
    switch lookup {
    case .found where resonanceAlone:
      let pace = page.resonance
      return .some(NamedPattern(name: pace.name, pattern: pace.pattern))
    case .found(let name, let pattern):
      return .some(NamedPattern(name: name, pattern: pattern))
    case .invalidSpec(let error), .damagedSaved(_, let error):
      report(page.words.patternError(error))
    case .unknownName:
      report(page.words.unknownPattern(text, suggestion: nil))
    case .invalidResonance:
      report(page.words.invalidResonance(text))
    }
    return nil
  }

  private static func runApplication(
    _ options: DesktopOptions, arguments: [String], settings: DesktopSettings,
    words: any DesktopWords,
    launchedAt: (exec: Int?, main: Int)
  ) -> Int32 {
    // One app per person: a second launch sends its command line to the app that runs (over
    // the session bus), which does what it names in its window (`SecondLaunch`). A
    // `--data-dir` of its own is another app's data, so that run is an app of its own too
    // (and tests run many at once).
    let application = Application(id: "dev.cadence.Desktop", unique: options.dataDirectory == nil)
    final class Holder {
      var main: MainWindow?
      /// 64 when this launch's own pattern is unknown (the app then quits at once).
      var status: Int32 = 0
    }
    let holder = Holder()
    // Ctrl+Q and Ctrl+W close the window, which asks first during a practice.
    application.addAction("quit") { holder.main?.window.close() }
    application.setShortcut("<Control>q", for: "app.quit")
    application.setShortcut("<Control>w", for: "win.close")
    // The timer's notice: its Stop and Restart, which work with the window behind others.
    NoticeAction.add(to: application) { holder.main }
    // The first window, from this launch's own command line, or from an activation over the
    // bus (a launcher that starts the app by its id).
    func setUp() {
      if let main = holder.main {
        main.window.present()
        return
      }
      setUpLook()
      let opened = DesktopStore.opening(dataDirectory: options.dataDirectory)
      var storeProblem: (any Error)?
      if case .failure(let error) = opened { storeProblem = error }
      let main = MainWindow(
        application: application, store: try? opened.get(),
        reduceMotion: options.reduceMotion || !Style.animationsEnabled, words: words,
        storeProblem: storeProblem)
      holder.main = main
      main.notifies = settings.notifies
      var sound = settings.sound
      sound.isOn = options.sound ?? sound.isOn
      main.soundChoice = sound
      guard let chosen = pattern(options, in: main.breathe) else {
        holder.status = 64
        application.quit()
        return
      }
      if let path = options.frameLog {
        main.breathe.frameLog = FrameLog(path: path)
        if main.breathe.frameLog == nil { printError(words.cannotWriteFrameLog(path: path)) }
      }
      main.breathe.choose(pattern: chosen, cycles: options.cycles, minutes: options.minutes)
      main.breathe.eyesClosed = options.eyesClosed
      main.breathe.launchedAt = launchedAt
      main.breathe.driver.redrawEveryFrame = options.redrawEveryFrame
      main.timer.driver.redrawEveryFrame = options.redrawEveryFrame
      main.pomodoro.choose(plan: options.pomodoroPlan, label: options.label)
      if let length = options.timer { main.timer.choose(length: length) }
      if options.page == .pomodoro, let path = options.frameLog {
        main.pomodoro.frameLog = FrameLog(path: path)
        if main.pomodoro.frameLog == nil { printError(words.cannotWriteFrameLog(path: path)) }
      }
      if options.quitAtEnd { main.quitAtEnd { application.quit() } }
      main.show(options.page)
      main.window.present()
      if options.start {
        switch options.page {
        case .breathe:
          let named = chosen ?? main.breathe.patterns[0]
          main.breathe.start(main.breathe.session(for: named), name: named.name)
        case .timer: main.timer.start(total: options.timer ?? .seconds(25 * 60))
        case .pomodoro: main.pomodoro.start(plan: options.pomodoroPlan, label: options.label)
        case .meditate: main.meditate.start(options.sitting)
        default: break
        }
      }
    }
    application.onActivate { setUp() }
    application.onCommandLine { line in
      guard line.isRemote else {
        setUp()
        return holder.status
      }
      guard let main = holder.main else { return 0 }
      return SecondLaunch(
        line: line, words: words, environment: ProcessInfo.processInfo.environment
      )
      .follow(in: main, dataDirectory: options.dataDirectory)
    }
    // A logout or `kill` (SIGTERM), a hang-up or Ctrl-C in the terminal that started it: the
    // running practice is recorded as interrupted, with its time, before the app quits.
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      onUnixSignal(signal) {
        holder.main?.interruptPractices()
        application.quit()
      }
    }
    let result = application.run(arguments: arguments)
    // The window closed while a practice ran: it ends as stopped, its time kept.
    holder.main?.stopPractices()
    holder.main = nil
    return holder.status != 0 ? holder.status : result
  }

  /// Renders the page at `--at` seconds of session time into `path` and prints the state
  /// shown (`phase … seconds … cycle … level … radius …`) on one line.
  private static func screenshot(
    _ options: DesktopOptions, words: any DesktopWords, to path: String
  ) -> Int32 {
    guard initializeToolkit() else {
      printError(words.noDisplay)
      return 1
    }
    setUpLook()
    let store = DesktopStore.open(dataDirectory: options.dataDirectory)
    let main = MainWindow(
      application: nil, store: store, reduceMotion: options.reduceMotion, words: words)
    guard let chosen = pattern(options, in: main.breathe) else { return 64 }
    let at = Duration.milliseconds(Int64(((options.at ?? 0) * 1000).rounded()))
    var report = "page \(options.page.rawValue)"
    main.show(options.page)
    switch options.page {
    case .breathe:
      main.breathe.choose(pattern: chosen, cycles: options.cycles, minutes: options.minutes)
      main.breathe.eyesClosed = options.eyesClosed
      report += " pattern \(main.breathe.chosenPatternText)"
      // Without --at, the chooser.
      guard options.at != nil else { break }
      let session = main.breathe.session(
        for: chosen ?? main.breathe.patterns[0])
      let frame = main.breathe.showFixed(session, at: at)
      report +=
        " phase \(frame.phaseName) seconds \(frame.secondsLeft) cycle \(frame.cycle) of"
        + " \(frame.cycleCount) level \(frame.level) title \(main.breathe.phaseText)"
      if options.eyesClosed { report += " calm \(main.breathe.calmText)" }
      if frame.stage == .finished { report += " summary \(main.breathe.summaryText)" }
    case .timer:
      main.timer.showFixed(total: options.timer ?? .seconds(25 * 60), at: at)
      report += " title \(main.window.title)"
    case .pomodoro:
      let status = main.pomodoro.showFixed(
        plan: options.pomodoroPlan, label: options.label, at: at)
      report +=
        " segment \(status.segment.kind.rawValue) index \(status.segment.index)"
        + " heading \(words.segmentTitle(status.segment)) done"
        + " \(status.completedFocusCount) title \(main.window.title)"
    default: break
    }
    main.window.present()
    // Mapped in well under a second on an idle machine; a loaded one (tests beside builds)
    // took more than 5 s, and the screenshot failed.
    _ = runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 30_000_000)
    // A few frames for the first layout and paint.
    _ = runMainLoop(until: { false }, timeoutMicroseconds: 300_000)
    guard savePNG(of: main.content, to: path) else {
      printError(words.cannotRender(path: path))
      return 1
    }
    print(report + " size \(main.content.width)x\(main.content.height)")
    main.window.destroy()
    drainEvents()
    return 0
  }
}
