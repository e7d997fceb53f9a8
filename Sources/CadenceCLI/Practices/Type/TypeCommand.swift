import Cadence

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

  static let name = "type"
  static let abstract = "Type text out like a typewriter, in the normal terminal flow."
  static let usage = ["type [<text> ... | -f <file> | -] [options]"]
  static let arguments = [
    OptionSpec(
      label: "<text>",
      help: "Text to type (words are joined with spaces); '-': standard input.")
  ]
  static let options = [
    OptionSpec(label: "-f, --file <file>", help: "Type the contents of a file."),
    OptionSpec(label: "--cps <n>", help: "Characters per second (default 20)."),
    OptionSpec(
      label: "--duration <duration>",
      help: "Fit the whole text to this duration instead (20s, 1m30s, 2:30)."),
    OptionSpec(label: "--no-pauses", help: "Do not linger after punctuation and line breaks."),
    OptionSpec(label: "--jitter", help: "Vary the rhythm a little, as a person types."),
    OptionSpec(
      label: "--seed <n>", help: "Repeat a --jitter rhythm exactly (implies --jitter)."),
    OptionSpec(label: "--cursor", help: "Show the terminal's own cursor while typing."),
    OptionSpec(
      label: "--wrap <columns>",
      help: "Wrap width (default: the terminal's, else 80; 0: never)."),
    OptionSpec(label: "--instant", help: "Write the whole text at once."),
    OptionSpec(label: "--reduce-motion", help: "The same as --instant."),
    OptionSpec(
      label: "--ansi",
      help: "Keep colour and style sequences (SGR) in the text."),
  ]
  static let discussion = """
    KEYS: Space or Enter shows the rest at once; q stops; Ctrl-C stops with status 130;
    Ctrl-Z suspends (typing resumes where it was).

    Lines wrap at spaces, between CJK characters, and inside words longer than a line,
    never inside a character; what is left wraps again when the terminal is resized
    (unless --wrap is given). Control characters are shown, never obeyed: ESC appears
    as ^[, so a file cannot retitle the window, clear the screen or move the cursor.
    With --ansi, SGR sequences are kept whole (or dropped when NO_COLOR is set).
    Without a terminal on standard output the text is written at once.

    EXIT STATUS: 0 when the whole text was shown (typed or skipped), 1 after q or when
    the input cannot be read, 130 after Ctrl-C, 143 after SIGTERM, 64 for bad usage.
    """

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

  init(source: Source) {
    self.source = source
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    var words: [String] = []
    var file: String?
    var rate: Double?
    var duration: Duration?
    source = .standardInput(explicit: false)
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"):
        throw .helpRequested
      case .short("f"), .long("file"):
        file = try arguments.value(for: "--file <file>")
      case .long("cps"):
        rate = try Self.parseRate(try arguments.value(for: "--cps <n>"))
      case .long("duration"):
        duration = try Self.parseDuration(try arguments.value(for: "--duration <duration>"))
      case .long("no-pauses"):
        pauses = false
      case .long("jitter"):
        jitter = true
      case .long("seed"):
        seed = try Self.parseSeed(try arguments.value(for: "--seed <n>"))
        jitter = true
      case .long("cursor"):
        showsCursor = true
      case .long("wrap"):
        wrap = try Self.parseWrap(try arguments.value(for: "--wrap <columns>"))
      case .long("instant"), .long("reduce-motion"):
        instant = true
      case .long("ansi"):
        ansi = true
      case .value(let word):
        words.append(word)
      default:
        throw Self.unknown(token)
      }
    }
    if rate != nil, duration != nil { throw .conflictingOptions("--cps", "--duration") }
    if let duration { speed = .duration(duration) }
    if let rate { speed = .charactersPerSecond(rate) }
    source = try Self.source(words: words, file: file)
  }

  private static func source(words: [String], file: String?) throws(UsageError) -> Source {
    if let file {
      if let word = words.first {
        throw .conflictingOptions(word == "-" ? "-" : "<text>", "--file")
      }
      return .file(file)
    }
    if words.isEmpty { return .standardInput(explicit: false) }
    if words == ["-"] { return .standardInput(explicit: true) }
    if words.contains("-") { throw .conflictingOptions("<text>", "-") }
    return .text(words.joined(separator: " "))
  }

  private static func parseRate(_ text: String) throws(UsageError) -> Double {
    let expected = "a number of characters per second such as 20 or 7.5"
    guard let rate = Double(text), rate.isFinite else {
      throw .invalidValue(text, for: "--cps <n>", reason: "not a number", expected: expected)
    }
    guard rate >= minimumRate, rate <= maximumRate else {
      let reason = "must be between 0.001 and 1000000"
      throw .invalidValue(text, for: "--cps <n>", reason: reason, expected: expected)
    }
    return rate
  }

  private static func parseDuration(_ text: String) throws(UsageError) -> Duration {
    do {
      return try DurationParser.parse(text)
    } catch {
      throw .invalidValue(
        text, for: "--duration <duration>", reason: error.message,
        expected: DurationParseError.acceptedDurations)
    }
  }

  private static func parseSeed(_ text: String) throws(UsageError) -> UInt64 {
    guard let seed = UInt64(text) else {
      throw .invalidValue(
        text, for: "--seed <n>", reason: "not a whole number from 0 to 18446744073709551615",
        expected: "a number such as 42")
    }
    return seed
  }

  private static func parseWrap(_ text: String) throws(UsageError) -> Int {
    guard let columns = Int(text), columns >= 0, columns <= 100_000 else {
      throw .invalidValue(
        text, for: "--wrap <columns>", reason: "not a number of columns",
        expected: "a width such as 60, or 0 to never wrap")
    }
    return columns
  }
}
