import Cadence
import GtkGlue

/// A second `cadence-desktop` while one runs: its command line arrives in the app already
/// running, which does in its open window what the line names, and the second launch's
/// process exits with the status answered here.
///
/// Before, the line was dropped: `cadence-desktop --page timer --timer 10m --start` with the
/// window open only raised the window. The rules:
/// - no options: the window is raised, nothing else (what a launcher's click means);
/// - a practice running: nothing changes (a launch is never allowed to end a session), the
///   launch is told so and exits 1;
/// - otherwise only what the line names changes: the choices it gives, the page (`--page`,
///   else the page in view), and `--start` starts that page's practice from its choices, as
///   its Start button would. Options that shape a whole run (`--lang`, `--frame-log`, …) are
///   named back as applying at start only; the rest still happens.
///
/// Bad input was refused by the second launch itself before it sent anything (exit 64); a
/// pattern unknown here is refused here, on the second launch's standard error, also 64.
@MainActor
struct SecondLaunch {
  /// The second launch's arguments, without the program's name.
  let arguments: [String]
  /// Prints a line on the second launch's standard error.
  let printError: @MainActor (String) -> Void
  let words: any DesktopWords
  let environment: [String: String]

  /// The line a second launch sent.
  init(line: LaunchCommandLine, words: any DesktopWords, environment: [String: String]) {
    self.init(
      arguments: line.arguments, printError: { line.printError($0) }, words: words,
      environment: environment)
  }

  /// `arguments` as a second launch gave them, its errors to `printError` (tests).
  init(
    arguments: [String], printError: @escaping @MainActor (String) -> Void,
    words: any DesktopWords, environment: [String: String]
  ) {
    self.arguments = arguments
    self.printError = printError
    self.words = words
    self.environment = environment
  }

  /// Options that only a starting app takes: its language, its logs, its motion and its end.
  static let startOnly = [
    "--lang", "--frame-log", "--redraw-every-frame", "--reduce-motion", "--quit-at-end",
  ]
  static let pomodoroChoices: Set = ["--work", "--short", "--long", "--every", "--label"]
  static let sittingChoices: Set = ["--sitting", "--bell-every", "--warm-up"]

  /// Does what the line names in `main`; the second launch's exit status.
  func follow(in main: MainWindow, dataDirectory: String?) -> Int32 {
    main.window.present()
    guard !arguments.isEmpty else { return 0 }
    let given: DesktopOptions
    do {
      given = try DesktopOptions(arguments: arguments)
    } catch {
      report(words.usageError(error))
      return 64
    }
    guard !main.isPractising else {
      report(words.practiceRunsInOpenWindow)
      return 1
    }
    let ignored = Self.startOnly.filter(given.given.contains)
    if !ignored.isEmpty { report(words.onlyWhenStarting(ignored)) }

    var chosen: NamedPattern?
    if given.pattern != nil {
      guard let found = DesktopApp.pattern(given, in: main.breathe, report: report) else {
        return 64
      }
      chosen = found
    }
    main.breathe.choose(pattern: chosen, cycles: given.cycles, minutes: given.minutes)
    // Named, the eyes close; a line that does not name it leaves them as they are.
    if given.eyesClosed { main.breathe.eyesClosed = true }
    if let length = given.timer { main.timer.choose(length: length) }
    if !given.given.isDisjoint(with: Self.pomodoroChoices) {
      // The lengths not named are the settings' (`cadence config`), as at a start.
      let settings = DesktopSettings.read(dataDirectory: dataDirectory, environment: environment)
      main.pomodoro.choose(
        plan: given.following(settings).pomodoroPlan, label: given.label ?? main.pomodoro.label)
    }
    if let isOn = given.sound { main.soundChoice.isOn = isOn }
    let page = given.given.contains("--page") ? given.page : main.visiblePage ?? .breathe
    main.show(page)
    if given.start { start(page, in: main, pattern: chosen, given: given) }
    return 0
  }

  private func start(
    _ page: DesktopOptions.Page, in main: MainWindow, pattern: NamedPattern?,
    given: DesktopOptions
  ) {
    switch page {
    case .breathe:
      if let pattern {
        main.breathe.start(main.breathe.session(for: pattern), name: pattern.name)
      } else {
        main.breathe.startChosen()
      }
    case .timer: main.timer.start(total: given.timer ?? main.timer.chosenLength)
    case .pomodoro: main.pomodoro.start(plan: main.pomodoro.plan, label: main.pomodoro.label)
    case .meditate:
      if given.given.isDisjoint(with: Self.sittingChoices) {
        main.meditate.startChosen()
      } else {
        main.meditate.start(given.sitting)
      }
    default: break
    }
  }

  private func report(_ message: String) {
    printError("cadence-desktop: " + message)
  }
}
