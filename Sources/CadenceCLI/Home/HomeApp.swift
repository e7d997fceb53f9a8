import Cadence
import CadencePractice
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
    /// Typing a sitting's length, as for the timer.
    case meditateInput(field: LineEditor, error: String?)
    /// Choosing among the programs (`p`) or the patterns (`a`); Esc goes back.
    case choosing(Chooser)
  }

  /// A list inside the home screen.
  enum Chooser: Equatable {
    case programs
    case patterns
  }

  /// What an entry does when chosen.
  enum Activation: Equatable {
    /// Quits the screen to run it.
    case run(HomeAction)
    /// Asks for a duration first.
    case askTimer
    case askMeditation
    /// Opens a list.
    case open(Chooser)
  }

  /// One line of the menu.
  struct Entry: Equatable {
    /// The key that runs it (digits 1… run the entries in order too).
    var key: Character
    var label: String
    /// What it does.
    var activation: Activation

    /// The action it runs at once, if it does.
    var action: HomeAction? {
      if case .run(let action) = activation { return action }
      return nil
    }
  }

  let summary: HomeSummary
  /// The last line the practice started from here printed (its summary), shown under the
  /// figures when the screen comes back.
  var lastLine: String?
  private(set) var mode = Mode.menu
  /// The entry Enter runs; moved with the arrow keys.
  private(set) var selected = 0
  /// The action chosen, once the screen has quit with it.
  private(set) var chosen: HomeAction?

  /// The most characters the field takes (`1h 30m 15s` is 10).
  static let inputLimit = 24

  /// The language of the entries.
  let words: any Catalogue

  init(summary: HomeSummary, words: any Catalogue, lastLine: String? = nil) {
    self.summary = summary
    self.words = words
    self.lastLine = lastLine
  }

  /// The lines of the list shown now: the actions, or a chooser's programs or patterns.
  var entries: [Entry] {
    switch mode {
    case .choosing(.programs): return programEntries
    case .choosing(.patterns): return patternEntries
    default: return menuEntries
    }
  }

  /// The programs, keyed 1…9 (arrows reach the rest).
  private var programEntries: [Entry] {
    summary.programs.enumerated().map { index, program in
      Entry(
        key: Self.digitKey(index),
        label: words.homeProgramChoice(program.name, standing: program.standing),
        activation: .run(
          program.isUnderWay
            ? .continueProgram(programID: program.programID)
            : .startProgram(programID: program.programID)))
    }
  }

  /// The built-in patterns by name, then the saved ones by theirs.
  private var patternEntries: [Entry] {
    summary.patterns.enumerated().map { index, choice in
      Entry(
        key: Self.digitKey(index),
        label: choice.isSaved ? choice.pattern : words.patternName(id: choice.pattern),
        activation: .run(.breathe(pattern: choice.pattern)))
    }
  }

  /// `1`…`9` for the first nine rows of a chooser, a space after.
  private static func digitKey(_ index: Int) -> Character {
    index < 9 ? Character(String(index + 1)) : " "
  }

  private var menuEntries: [Entry] {
    var entries: [Entry] = []
    if let program = summary.program {
      entries.append(
        program.isStart
          ? Entry(
            key: "s", label: words.homeStartProgram(program.name, step: program.stepTitle),
            activation: .run(.startProgram(programID: program.programID)))
          : Entry(
            key: "c", label: words.homeContinueProgram(program.name, step: program.stepTitle),
            activation: .run(.continueProgram(programID: program.programID))))
    }
    entries += [
      Entry(
        key: "b", label: words.homeBreathe(words.patternName(id: summary.lastPattern)),
        activation: .run(.breathe(pattern: summary.lastPattern))),
      Entry(
        key: "f", label: Self.focusLabel(summary.focus, words: words),
        activation: .run(.focus)),
      Entry(key: "t", label: words.homeTimer, activation: .askTimer),
      Entry(key: "p", label: words.homePrograms, activation: .open(.programs)),
      Entry(key: "a", label: words.homeOtherPattern, activation: .open(.patterns)),
      Entry(key: "m", label: words.homeMeditate, activation: .askMeditation),
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
      case .menu, .choosing: return handleMenu(key)
      case .timerInput(let field, _), .meditateInput(let field, _):
        return handleInput(key, field: field)
      }
    case .signal(let number):
      return .quit(.signal(number))
    case .deadline, .resize, .suspended, .resumed, .redrawRequested, .feed, .feedEnded:
      return .continue
    }
  }

  private mutating func handleMenu(_ key: KeyEvent) -> UpdateResult {
    let entries = self.entries
    switch key {
    case .character("q"), .escape:
      guard case .choosing(let chooser) = mode else { return .quit(.closed) }
      // Back to the menu, on the entry that opened the list.
      mode = .menu
      selected = self.entries.firstIndex { $0.activation == .open(chooser) } ?? 0
      return .continue
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
    switch entry.activation {
    case .run(let action):
      chosen = action
      return .quit(.closed)
    case .askTimer:
      mode = .timerInput(field: LineEditor(limit: Self.inputLimit), error: nil)
    case .askMeditation:
      mode = .meditateInput(field: LineEditor(limit: Self.inputLimit), error: nil)
    case .open(let chooser):
      mode = .choosing(chooser)
      selected = 0
    }
    return .continue
  }

  private mutating func handleInput(_ key: KeyEvent, field: LineEditor) -> UpdateResult {
    switch key {
    case .escape:
      mode = .menu
    case .enter:
      do {
        let duration = try DurationParser.parse(field.text.trimmingSpaces)
        if case .meditateInput = mode {
          guard let sitting = try? MeditationSitting(length: duration) else {
            mode = .meditateInput(field: field, error: words.homeTimerHint)
            return .continue
          }
          chosen = .meditate(sitting)
        } else {
          chosen = .timer(duration)
        }
        return .quit(.closed)
      } catch {
        setField(field, error: Self.sentence(words.durationError(error.reason)))
      }
    default:
      var edited = field
      if edited.apply(key), edited != field { setField(edited, error: nil) }
    }
    return .continue
  }

  /// The field being typed in, as it is now.
  private mutating func setField(_ field: LineEditor, error: String?) {
    if case .meditateInput = mode {
      mode = .meditateInput(field: field, error: error)
    } else {
      mode = .timerInput(field: field, error: error)
    }
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
