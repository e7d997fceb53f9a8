import Cadence
import CadencePractice
import CadenceWords

/// What `cadence-desktop` was asked to do on its command line.
struct DesktopOptions: Equatable, Sendable {
  /// A page of the window: one per practice the desktop has a page for
  /// (``DesktopPractices``), then the history and the programs.
  struct Page: RawRepresentable, Hashable, Sendable {
    /// Its name on the command line (`--page breathe`) and in the window's stack.
    let rawValue: String

    /// The page named `rawValue`, if the window has it.
    init?(rawValue: String) {
      guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
      self.rawValue = rawValue
    }

    /// A page by a name the window has.
    init(known name: String) {
      rawValue = name
    }

    /// Every page, in the order of the header's switcher and of Alt+1….
    static var allCases: [Page] {
      DesktopPractices.current.map(\.page) + [.history, .programs, .journal]
    }

    /// The practice whose page it is; `nil` for the history, the programs and the journal.
    var practice: DesktopPractice? {
      DesktopPractices.current.first { $0.page == self }
    }

    static let breathe = Page(known: BreathePractice.descriptor.command)
    static let timer = Page(known: TimerPractice.descriptor.command)
    static let pomodoro = Page(known: PomodoroPractice.descriptor.command)
    static let meditate = Page(known: MeditatePractice.descriptor.command)
    static let history = Page(known: "history")
    static let programs = Page(known: "programs")
    static let journal = Page(known: "journal")
    static let stopwatch = Page(known: StopwatchPractice.descriptor.command)
  }

  var page: Page = .breathe
  /// The options named on the command line: a second launch changes only what it names in
  /// the window already open.
  var given: Set<String> = []
  /// A built-in's name, one of the user's patterns, or a spec (`4-7-8`, `in 4 hold 7 out 8`).
  var pattern: String?
  /// Whether ``pattern`` is a setting's (or the one last breathed), not the command line's:
  /// one that no longer names a pattern is passed over, not refused.
  var patternIsDefault = false
  var cycles: Int?
  var minutes: Int?
  /// `--timer D`: the timer's length, as `cadence timer` reads it (`25m`, `1h30m`, `90` for
  /// seconds, `2:30`).
  var timer: Duration?
  /// The pomodoro's lengths (`--work`, `--short`, `--long`: durations such as `25m` or `90`,
  /// a bare number being seconds, as `cadence pomodoro` reads them) and `--every`.
  var work: Duration?
  var shortBreak: Duration?
  var longBreak: Duration?
  var longBreakEvery: Int?
  /// The sitting `--page meditate --start` begins, from `--sitting`, `--bell-every` and
  /// `--warm-up` (durations, as `cadence meditate` reads them): 20 minutes unless said.
  var sitting = DesktopOptions.twentyMinutes

  /// The sitting when none is asked for: twenty minutes, no warm-up, no interval bells.
  static let twentyMinutes: MeditationSitting = {
    do { return try MeditationSitting(length: .seconds(20 * 60)) } catch {
      preconditionFailure("a twenty-minute sitting is refused: \(error)")
    }
  }()
  /// `--label`: what the pomodoro's focus is for.
  var label: String?
  /// `--screenshot FILE.png`: render the page at `at` seconds of session time and exit.
  var screenshot: String?
  /// Session time for the screenshot, in seconds (count-in included).
  var at: Double?
  /// `--frame-log FILE`: a line per frame drawn.
  var frameLog: String?
  /// `--start`: start the page's session at once (breathe) or the timer.
  var start = false
  /// `--quit-at-end`: leave when the session ends (for measured runs); a pomodoro ends after
  /// its first long break.
  var quitAtEnd = false
  var reduceMotion = false
  /// `--eyes-closed` (or the `breathe.eyes` setting `closed`): breathing sessions start
  /// with the screen calm and the sound carrying them.
  var eyesClosed = false
  /// `--sound` / `--no-sound`: cues from the practices' timelines through the sound server
  /// (on by default, as `cadence` plays them; silent where there is no server).
  var sound: Bool?
  /// `--redraw-every-frame`: the naive baseline for the figures: the page redraws on every
  /// frame of the frame clock (60 Hz), moving or not.
  var redrawEveryFrame = false
  var dataDirectory: String?
  /// `--lang en|zh-Hans`: the language, over the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  var language: Language?

  /// The pomodoro's plan: each length as given, else the engine's default (25 / 5 / 15, 4).
  var pomodoroPlan: PomodoroPlan {
    let standard = PomodoroPlan()
    return PomodoroPlan(
      work: work ?? standard.work, shortBreak: shortBreak ?? standard.shortBreak,
      longBreak: longBreak ?? standard.longBreak,
      longBreakEvery: longBreakEvery ?? standard.longBreakEvery)
  }

  /// The usage line, made from ``table``: one bracket per option, a line per group.
  static let usage: String = {
    var lines: [String] = []
    for group in table.map(\.group).uniqued() {
      lines.append(table.filter { $0.group == group }.map(\.usage).joined(separator: " "))
    }
    let indent = String(repeating: " ", count: "usage: cadence-desktop ".count)
    return "usage: cadence-desktop " + lines.joined(separator: "\n" + indent)
  }()

  /// Whether `arguments` ask for the usage: `--help` or `-h` where an option stands, not as
  /// an option's value (`--label -h` is a label).
  static func asksForHelp(_ arguments: [String]) -> Bool {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--help" || argument == "-h" { return true }
      if table.first(where: { $0.name == argument })?.value != nil { _ = rest.popFirst() }
    }
    return false
  }

  /// Parses `arguments` (without the program's name) by ``table``; the error is one
  /// sentence.
  init(arguments: [String]) throws(UsageError) {
    var reader = OptionReader(rest: arguments[...])
    var parsed = Parsed()
    while let argument = reader.rest.popFirst() {
      guard let option = Self.table.first(where: { $0.name == argument }) else {
        throw .unknownOption(argument)
      }
      reader.option = argument
      try option.apply(&self, &parsed, &reader)
      given.insert(argument)
    }
    if cycles != nil, minutes != nil {
      throw .cyclesAndMinutes
    }
    do {
      sitting = try MeditationSitting(
        length: parsed.sittingLength, warmUp: parsed.warmUp,
        intervalBells: parsed.bellEvery.map { .every($0) } ?? .none)
    } catch {
      throw .sittingRefused
    }
  }

  /// What is read before it becomes an option's value: the sitting is made of three.
  struct Parsed {
    var sittingLength = Duration.seconds(20 * 60)
    var bellEvery: Duration?
    var warmUp = Duration.zero
  }

  /// Every option, once: its name, its value's placeholder, its line in the usage, and
  /// what it sets. The parser, the usage and (through a test) both manual pages read it.
  static let table: [DesktopOption] = [
    .init("--page", Page.allCases.map(\.rawValue).joined(separator: "|"), group: 0) {
      options, _, reader throws(UsageError) in
      let text = try reader.value()
      guard let page = Page(rawValue: text) else { throw .unknownPage(text) }
      options.page = page
    },
    .init("--pattern", "P", group: 0) { options, _, reader throws(UsageError) in
      options.pattern = try reader.value()
    },
    .init("--cycles", "N", group: 1) { options, _, reader throws(UsageError) in
      options.cycles = try reader.number(1...1000)
    },
    .init("--minutes", "M", group: 1) { options, _, reader throws(UsageError) in
      options.minutes = try reader.number(1...600)
    },
    .init("--timer", "D", group: 1) { options, _, reader throws(UsageError) in
      let text = reader.rest.first ?? ""
      let length = try reader.duration()
      guard length > .zero, length <= .seconds(24 * 3600) else {
        throw .timerOutOfRange(text)
      }
      options.timer = length
    },
    .init("--work", "D", group: 2) { options, _, reader throws(UsageError) in
      options.work = try reader.duration()
    },
    .init("--short", "D", group: 2) { options, _, reader throws(UsageError) in
      options.shortBreak = try reader.duration()
    },
    .init("--long", "D", group: 2) { options, _, reader throws(UsageError) in
      options.longBreak = try reader.duration()
    },
    .init("--every", "N", group: 2) { options, _, reader throws(UsageError) in
      options.longBreakEvery = try reader.number(1...12)
    },
    .init("--label", "TEXT", group: 2) { options, _, reader throws(UsageError) in
      options.label = try reader.value()
    },
    .init("--sitting", "D", group: 3) { _, parsed, reader throws(UsageError) in
      parsed.sittingLength = try reader.duration()
    },
    .init("--bell-every", "D", group: 3) { _, parsed, reader throws(UsageError) in
      parsed.bellEvery = try reader.duration()
    },
    .init("--warm-up", "D", group: 3) { _, parsed, reader throws(UsageError) in
      parsed.warmUp = try reader.duration()
    },
    .init("--start", group: 4) { options, _, _ in options.start = true },
    .init("--quit-at-end", group: 4) { options, _, _ in options.quitAtEnd = true },
    .init("--reduce-motion", group: 5) { options, _, _ in options.reduceMotion = true },
    .init("--eyes-closed", group: 5) { options, _, _ in options.eyesClosed = true },
    .init("--sound", group: 5) { options, _, _ in options.sound = true },
    .init("--no-sound", group: 5) { options, _, _ in options.sound = false },
    .init("--data-dir", "DIR", group: 5) { options, _, reader throws(UsageError) in
      options.dataDirectory = try reader.value()
    },
    .init("--lang", "en|zh-Hans", group: 5) { options, _, reader throws(UsageError) in
      let text = try reader.value()
      guard let language = Language(locale: text) else { throw .unknownLanguage(text) }
      options.language = language
    },
    .init("--frame-log", "FILE", group: 6) { options, _, reader throws(UsageError) in
      options.frameLog = try reader.value()
    },
    .init("--redraw-every-frame", group: 6) { options, _, _ in options.redrawEveryFrame = true },
    .init("--screenshot", "FILE.png", group: 7) { options, _, reader throws(UsageError) in
      options.screenshot = try reader.value()
    },
    .init("--at", "SECONDS", group: 7) { options, _, reader throws(UsageError) in
      let text = try reader.value()
      guard let seconds = Double(text), seconds >= 0, seconds < 86_400 else {
        throw .notInstant(text)
      }
      options.at = seconds
    },
  ]
}

/// One option of ``DesktopOptions/table``.
struct DesktopOption: Sendable {
  typealias Apply =
    @Sendable (
      inout DesktopOptions, inout DesktopOptions.Parsed, inout OptionReader
    ) throws(UsageError) -> Void

  let name: String
  /// The value's placeholder in the usage; `nil` for a flag.
  let value: String?
  /// The usage line it is on.
  let group: Int
  let apply: Apply

  init(_ name: String, _ value: String? = nil, group: Int, apply: @escaping Apply) {
    self.name = name
    self.value = value
    self.group = group
    self.apply = apply
  }

  /// `[--page breathe|timer|…]`, `[--start]`.
  var usage: String { "[" + name + (value.map { " " + $0 } ?? "") + "]" }
}

/// The arguments after the option being read, and how its value is read: a value that
/// starts with `--` is the next option, so the value is missing.
struct OptionReader {
  var rest: ArraySlice<String>
  /// The option whose value is read, for the error.
  var option = ""

  mutating func value() throws(UsageError) -> String {
    guard let value = rest.popFirst(), !value.hasPrefix("--") else {
      throw .missingValue(option: option)
    }
    return value
  }

  mutating func number(_ range: ClosedRange<Int>) throws(UsageError) -> Int {
    let text = try value()
    guard let number = Int(text), range.contains(number) else {
      throw .notWholeNumber(option: option, range: range, text: text)
    }
    return number
  }

  /// A duration as `cadence` reads one (`25m`, `90`, `1h30m`, `2:30`).
  mutating func duration() throws(UsageError) -> Duration {
    let text = try value()
    guard let duration = try? DurationParser.parse(text) else {
      throw .notDuration(option: option, text: text)
    }
    return duration
  }
}

extension Sequence where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen: Set<Element> = []
    return filter { seen.insert($0).inserted }
  }
}

/// A command line the app cannot run: what was wrong, worded in the app's language by
/// `DesktopWords.usageError(_:)` when printed; the exit status is 64.
enum UsageError: Error, Equatable {
  case missingValue(option: String)
  case notWholeNumber(option: String, range: ClosedRange<Int>, text: String)
  case notDuration(option: String, text: String)
  /// `--timer` of no time at all or of more than a day.
  case timerOutOfRange(String)
  case notInstant(String)
  case unknownPage(String)
  case unknownLanguage(String)
  case cyclesAndMinutes
  /// `--sitting`, `--bell-every` and `--warm-up` that make no sitting (a bell period not
  /// shorter than the sitting, a bell period under the engine's bound).
  case sittingRefused
  case unknownOption(String)
}

extension DesktopOptions {
  /// The language the command line asks for (its last valid `--lang`), else the locale's:
  /// what a usage error is worded in, even one found before `--lang` is reached.
  static func language(arguments: [String], environment: [String: String]) -> Language {
    let asked = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--lang" }
      .compactMap { Language(locale: $0.1) }.last
    return asked ?? Language(environment: environment)
  }
}
