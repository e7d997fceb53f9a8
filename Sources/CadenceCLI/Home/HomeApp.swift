import Cadence
import TerminalUI

/// The home screen of `cadence` with no arguments: today's practice, the program to
/// continue, quick starts, each one key away.
///
/// Choosing an action quits the screen with status 0 and leaves the choice in
/// ``chosen``; the home command then runs it as a command value (``HomeAction/command``).
/// The timer asks for its duration in a one-line field first (a ``TerminalUI/LineEditor``,
/// the same as the note question's), checked with ``DurationParser`` as the person presses
/// Enter, the error shown inline. Pastes arrive as text (``ReadsText``): in the field they
/// are typed, in the menu they do nothing, so a pasted `q` or `t` is never a command.
struct HomeApp: TerminalApp, ReadsText {
  /// What the keys do now.
  enum Mode: Equatable {
    /// The list of actions.
    case menu
    /// Typing the timer's duration in `field`; `error` is the last refusal, cleared by
    /// editing.
    case timerInput(field: LineEditor, error: String?)
  }

  /// One line of the menu.
  struct Entry: Equatable {
    /// The key that runs it (digits 1… run the entries in order too).
    var key: Character
    var label: String
    /// What it does; `nil` for the timer, which first asks for a duration.
    var action: HomeAction?
  }

  let summary: HomeSummary
  private(set) var mode = Mode.menu
  /// The entry Enter runs; moved with the arrow keys.
  private(set) var selected = 0
  /// The action chosen, once the screen has quit with it.
  private(set) var chosen: HomeAction?

  /// The most characters the field takes (`1h 30m 15s` is 10).
  static let inputLimit = 24

  /// The language of the entries.
  let words: any Catalogue

  init(summary: HomeSummary, words: any Catalogue) {
    self.summary = summary
    self.words = words
  }

  var entries: [Entry] {
    var entries: [Entry] = []
    if let program = summary.program {
      entries.append(
        program.isStart
          ? Entry(
            key: "s", label: words.homeStartProgram(program.name, step: program.stepTitle),
            action: .startProgram(programID: program.programID))
          : Entry(
            key: "c", label: words.homeContinueProgram(program.name, step: program.stepTitle),
            action: .continueProgram(programID: program.programID)))
    }
    entries += [
      Entry(
        key: "b", label: words.homeBreathe(words.patternName(id: summary.lastPattern)),
        action: .breathe(pattern: summary.lastPattern)),
      Entry(
        key: "f", label: Self.focusLabel(summary.focus, words: words), action: .focus),
      Entry(key: "t", label: words.homeTimer, action: nil),
      Entry(key: "p", label: words.homePrograms, action: .programList),
    ]
    return entries
  }

  /// `Focus for 25 minutes (pomodoro)`, or `01:30` for a length that is not whole minutes.
  static func focusLabel(_ length: Duration, words: any Catalogue) -> String {
    let milliseconds =
      length.components.seconds * 1000 + length.components.attoseconds / 1_000_000_000_000_000
    let minutes = milliseconds % 60_000 == 0 ? Int(milliseconds / 60_000) : nil
    return words.homeFocus(minutes: minutes, clock: DataFormat.clock(milliseconds: milliseconds))
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    switch event {
    case .key(.control("c")):
      return .quit(.signal(SignalNumber.interrupt))
    case .key(let key):
      switch mode {
      case .menu: return handleMenu(key)
      case .timerInput(let field, _): return handleInput(key, field: field)
      }
    case .signal(let number):
      return .quit(.signal(number))
    case .deadline, .resize, .suspended, .resumed, .redrawRequested:
      return .continue
    }
  }

  private mutating func handleMenu(_ key: KeyEvent) -> UpdateResult {
    let entries = self.entries
    switch key {
    case .character("q"), .escape:
      return .quit(.closed)
    case .up:
      selected = (selected + entries.count - 1) % entries.count
    case .down, .tab:
      selected = (selected + 1) % entries.count
    case .enter:
      return activate(entries[selected])
    case .character(let character):
      if let digit = character.wholeNumberValue, entries.indices.contains(digit - 1) {
        return activate(entries[digit - 1])
      }
      if let entry = entries.first(where: { $0.key == Character(character.lowercased()) }) {
        return activate(entry)
      }
    default:
      break
    }
    return .continue
  }

  private mutating func activate(_ entry: Entry) -> UpdateResult {
    if let index = entries.firstIndex(of: entry) { selected = index }
    guard let action = entry.action else {
      mode = .timerInput(field: LineEditor(limit: Self.inputLimit), error: nil)
      return .continue
    }
    chosen = action
    return .quit(.closed)
  }

  private mutating func handleInput(_ key: KeyEvent, field: LineEditor) -> UpdateResult {
    switch key {
    case .escape:
      mode = .menu
    case .enter:
      do {
        chosen = .timer(try DurationParser.parse(field.text.trimmingSpaces))
        return .quit(.closed)
      } catch {
        mode = .timerInput(field: field, error: Self.sentence(words.durationError(error.reason)))
      }
    default:
      var edited = field
      if edited.apply(key), edited != field { mode = .timerInput(field: edited, error: nil) }
    }
    return .continue
  }

  /// `a duration cannot be empty` → `A duration cannot be empty`.
  private static func sentence(_ message: String) -> String {
    message.prefix(1).uppercased() + message.dropFirst()
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
