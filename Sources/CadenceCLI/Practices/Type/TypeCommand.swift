import Cadence
import CadencePractice

/// `cadence type [TEXT | -f FILE | -]`: a typewriter effect in the normal terminal flow.
///
/// Parsing is pure; running is in `TypeCommand+Run.swift`.
struct TypeCommand: Subcommand, Equatable {
  /// Where the text comes from.
  enum Source: Equatable {
    /// The words on the command line, joined with single spaces (as `echo` does).
    case text(String)
    /// A file's contents.
    case file(String)
    /// Standard input: asked for with `-` (read even from a terminal, to end of file), or
    /// implied by giving no text (a usage error when standard input is a terminal).
    case standardInput(explicit: Bool)
  }

  /// How fast the text is typed.
  enum Speed: Equatable {
    case charactersPerSecond(Double)
    case duration(Duration)
  }

  private enum Argument {
    static let text = ArgumentSpec(
      "<text>", help: "Text to type (words are joined with spaces); '-': standard input.",
      repeating: true)
  }

  private enum Option {
    static let file = OptionSpec(
      "file", short: "f", value: "<file>", help: "Type the contents of a file.",
      completion: .file)
    static let cps = OptionSpec("cps", value: "<n>", help: "Characters per second (default 20).")
    static let duration = OptionSpec(
      "duration", value: "<duration>",
      help: "Fit the whole text to this duration instead (20s, 1m30s, 2:30).")
    static let noPauses = OptionSpec(
      "no-pauses", help: "Do not linger after punctuation and line breaks.")
    static let jitter = OptionSpec("jitter", help: "Vary the rhythm a little, as a person types.")
    static let seed = OptionSpec(
      "seed", value: "<n>", help: "Repeat a --jitter rhythm exactly (implies --jitter).")
    static let cursor = OptionSpec("cursor", help: "Show the terminal's own cursor while typing.")
    static let wrap = OptionSpec(
      "wrap", value: "<columns>", help: "Wrap width (default: the terminal's, else 80; 0: never).")
    static let instant = OptionSpec("instant", help: "Write the whole text at once.")
    static let reduceMotion = OptionSpec("reduce-motion", help: "The same as --instant.")
    static let ansi = OptionSpec(
      "ansi", help: "Keep colour and style sequences (SGR) in the text.")
  }

  /// What `-` stands for in place of the text: standard input.
  private static let standardInputWord = "-"

  static let spec = CommandSpec(
    name: "type", abstract: "Type text out like a typewriter, in the normal terminal flow.",
    arguments: [Argument.text],
    options: [
      Option.file, Option.cps, Option.duration, Option.noPauses, Option.jitter, Option.seed,
      Option.cursor, Option.wrap, Option.instant, Option.reduceMotion, Option.ansi,
      PracticeEndOptions.trace,
    ],
    exclusive: [[Option.cps, Option.duration]],
    usage: [
      [
        .choice(
          [
            [.argument(Argument.text), .text("...")], [.option(Option.file)],
            [.text(standardInputWord)],
          ], optional: true),
        .otherOptions,
      ]
    ],
    discussion: """
      KEYS: Space or Enter shows the rest at once; q stops; Ctrl-C stops with status 130;
      Ctrl-Z suspends (typing resumes where it was).

      Lines wrap at spaces, between CJK characters, and inside words longer than a line,
      never inside a character; what is left wraps again when the terminal is resized
      (unless --wrap is given). Control characters are shown, never obeyed: ESC appears
      as ^[, so a file cannot retitle the window, clear the screen or move the cursor.
      With --ansi, SGR sequences are kept whole (or dropped when NO_COLOR is set).
      Without a terminal on standard output the text is written at once.

      Standard input that is not the keyboard is typed as it comes: each line at the pace
      from when it arrives, with the keys working while it waits. Space or Enter then shows
      what came and writes the rest as it comes, to the end of the input. With --duration
      the whole input is read first (at most 64 MB), and typing starts at its end.

      EXIT STATUS: 0 when the whole text was shown (typed or skipped), 1 after q or when
      the input cannot be read, 130 after Ctrl-C, 143 after SIGTERM, 64 for bad usage.
      """,
    examples: [
      "cadence type \"Hello, 世界!\"", "cadence type -f notes.txt --cps 40",
      "cadence type --duration 10s --jitter --cursor \"Fitted to ten seconds.\"",
    ])

  /// The largest `--cps`: beyond this every frame shows everything anyway.
  static let maximumRate = 1_000_000.0
  /// The smallest `--cps`: one character in about 17 minutes.
  static let minimumRate = 0.001

  var source: Source
  var speed: Speed = .charactersPerSecond(20)
  var pauses = true
  var jitter = false
  var seed: UInt64?
  var showsCursor = false
  var wrap: Int?
  var instant = false
  var ansi = false
  /// `--trace`'s file: each frame of typing, in the trace format of the practices.
  var trace: String?

  init(source: Source) {
    self.source = source
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    if let rate = try parsed.value(Option.cps, as: Self.rate) {
      speed = .charactersPerSecond(rate)
    }
    if let duration = try parsed.value(Option.duration, as: .duration) {
      speed = .duration(duration)
    }
    pauses = !parsed.has(Option.noPauses)
    seed = try parsed.value(Option.seed, as: Self.seed)
    jitter = parsed.has(Option.jitter) || seed != nil
    showsCursor = parsed.has(Option.cursor)
    wrap = try parsed.value(Option.wrap, as: Self.wrap)
    instant = parsed.has(Option.instant) || parsed.has(Option.reduceMotion)
    ansi = parsed.has(Option.ansi)
    trace = parsed.value(PracticeEndOptions.trace)
    source = try Self.source(words: parsed.words(Argument.text), file: parsed.value(Option.file))
  }

  private static func source(words: [String], file: String?) throws(UsageError) -> Source {
    let text = Argument.text.label
    let standardInput = standardInputWord
    if let file {
      if let word = words.first {
        throw .conflictingOptions(
          word == standardInput ? standardInput : text, Option.file.longName)
      }
      return .file(file)
    }
    if words.isEmpty { return .standardInput(explicit: false) }
    if words == [standardInput] { return .standardInput(explicit: true) }
    if words.contains(standardInput) { throw .conflictingOptions(text, standardInput) }
    return .text(words.joined(separator: " "))
  }

  private static let rate = ValueParser { text throws(InvalidValue) -> Double in
    guard let rate = Double(text), rate.isFinite else {
      throw InvalidValue(.charactersPerSecond(isNumber: false))
    }
    guard rate >= minimumRate, rate <= maximumRate else {
      throw InvalidValue(.charactersPerSecond(isNumber: true))
    }
    return rate
  }

  private static let seed = ValueParser(.seed) { UInt64($0) }

  private static let wrap = ValueParser(.columns) { text in
    Int(text).flatMap { (0...100_000).contains($0) ? $0 : nil }
  }
}
