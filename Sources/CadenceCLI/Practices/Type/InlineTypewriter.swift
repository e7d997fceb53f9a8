import Cadence
import CadencePractice
import TerminalUI

/// The `cadence type` app: types a ``TypesetText`` into the normal terminal flow, on the
/// loop kernel's inline surface (it renders nothing and writes through
/// ``TerminalEffect/write(_:)``).
///
/// Its deadline is the reveal instant of the next unit on its own timeline. On each
/// ``TerminalEvent/deadline`` it asks its ``TypewriterCursor`` what became visible since
/// the last frame and writes just that: the kernel sends it in one write, re-arms without
/// delivering anything after a wake-up a hair early, and delivers one deadline after a
/// late one, which then writes everything due. Nothing is counted per frame, nothing is
/// rewritten, so typing n characters costs O(n) in all.
///
/// The text is typeset a chunk at a time (``TypesetChunks``): the next chunk is weighed
/// (a ``Cadence/TypewriterWeigher`` carries the rhythm across, so the instants are those
/// of the whole text) when the cursor has handed out the last one. A 10 MB file starts
/// typing as fast as a word, in the memory of the text plus one chunk. Fitting a total
/// duration needs the weight of the whole text first: one pass that keeps nothing.
///
/// Keys: Space or Enter writes the rest at once; `q` stops; Ctrl-C stops as `SIGINT`
/// would; Ctrl-Z suspends (the kernel does it), and the reveal's clock, an
/// ``Cadence/ActiveRun``, stops until the process is continued. A resize wraps what is
/// left again at the new width (the timing does not change).
///
/// Standard input that is not the keyboard is typed as it comes
/// (``init(feed:pacing:wholeLimit:)``): the kernel's feed hands it over between keys, so `q`
/// and the rest work all along. When everything received is written the reveal's clock
/// stops too, and starts again when more comes: a line after five silent seconds is typed
/// at the pace from its arrival, never dumped as if it were late. While about ``feedBound``
/// waits to be typed the typewriter wants no more (``wantsFeed``) and the writer waits in
/// its pipe (`yes | cadence type -` types in bounded memory). Space or Enter writes what
/// came and then follows the input at once, as `--instant` would, to its end; `q` stops.
/// The end of the input ends the typing once the rest is written. Fitting a total duration
/// needs the whole text: the feed is kept whole (up to ``TypeCommand/longestStandardInput``)
/// and typing starts at its end.
///
/// ```swift
/// var typewriter = InlineTypewriter(
///   source: text, options: TypesetOptions(width: 80), pacing: .charactersPerSecond(20))
/// let ending = try host.run(&typewriter, on: .inline, clock: .suspending)
/// ```
struct InlineTypewriter: TerminalApp {
  /// The schedule of the current chunk: when each of its units appears.
  private(set) var reveal: TypewriterReveal
  /// The current chunk; what is left of it is wrapped again after a resize.
  private(set) var text: TypesetText
  /// How much of the current chunk has been written.
  private(set) var cursor: TypewriterCursor
  /// The chunks not yet typeset.
  private var chunks: TypesetChunks
  /// The rhythm so far, continued into each chunk.
  private var weigher: TypewriterWeigher
  private var scale: TypewriterReveal.Scale
  private let pacing: TypewriterPacing
  /// The reveal's clock on the kernel's timeline, from the first event; paused while the
  /// process is stopped and while everything received is written. `nil` before the first
  /// event.
  private var run: ActiveRun<SessionInstant>?
  /// Whether the process is stopped (Ctrl-Z), apart from waiting for input.
  private var suspended = false
  /// Standard input as it comes; `nil` when the text was whole from the start.
  private(set) var feed: TypeFeed?
  /// Whether Space or Enter asked for everything at once: later input is written as it
  /// comes.
  private var following = false
  /// Show the terminal's cursor while typing (otherwise it is hidden until the end).
  var showsCursor = false
  /// Whether to write the cursor's show and hide sequences (not for `TERM=dumb`).
  var controlsCursor = true
  /// Whether to end with an SGR reset (the text's own style sequences were kept).
  var resetsStyle = false
  /// Wrap what is left again when the terminal is resized (the width was not given).
  var followsTerminalWidth = false

  init(source: String, options: TypesetOptions, pacing: TypewriterPacing) {
    self.pacing = pacing
    chunks = TypesetChunks(source, options: options)
    scale = Self.scale(of: source, options: options, pacing: pacing)
    weigher = TypewriterWeigher(pacing: pacing)
    text = TypesetText("", options: options)
    reveal = TypewriterReveal(units: [], cumulativeWeights: [], scale: scale)
    cursor = TypewriterCursor(reveal)
    loadNextChunk()
  }

  /// A typewriter of the loop's feed (standard input as it comes): nothing to type until the
  /// first bytes. Fitting a total duration keeps the whole feed, at most `wholeLimit` bytes.
  init(
    feed options: TypesetOptions, pacing: TypewriterPacing,
    wholeLimit: Int = TypeCommand.longestStandardInput
  ) {
    self.init(source: "", options: options, pacing: pacing)
    if case .totalDuration = pacing.tempo {
      feed = TypeFeed(wholeLimit: wholeLimit)
    } else {
      feed = TypeFeed()
    }
  }

  /// About how much may wait to be typed before the typewriter wants no more input: 1 MB,
  /// minutes of typing at any pace, and a bound on memory whatever the writer does.
  static let feedBound = 1 << 20

  /// How weights become instants: fitting a total duration needs the weight of the whole
  /// text (one pass that keeps nothing).
  private static func scale(
    of source: String, options: TypesetOptions, pacing: TypewriterPacing
  ) -> TypewriterReveal.Scale {
    var totalWeight: Int64 = 0
    if case .totalDuration = pacing.tempo {
      var whole = TypewriterWeigher(pacing: pacing)
      options.sanitizer.forEachTimedCharacter(of: source) { whole.add($0) }
      totalWeight = whole.total
    }
    return TypewriterReveal.Scale(pacing: pacing, totalWeight: totalWeight)
  }

  /// Whether the typewriter wants more of its feed: while the feed is open and less than
  /// ``feedBound`` waits (all of it, up to its bound, when the whole text is needed).
  var wantsFeed: Bool {
    guard let feed, !feed.hasEnded, !feed.isTooLong else { return false }
    return feed.wholeLimit != nil || chunks.waitingBytes + feed.pending.count < Self.feedBound
  }

  /// Moves on to the next chunk that has units, if the current one is all written.
  private mutating func loadNextChunk() {
    while cursor.isComplete,
      let next = chunks.next(startingAt: text.column(afterFirst: text.units.count))
    {
      text = next
      reveal = TypewriterReveal(
        units: next.units, cumulativeWeights: weigher.cumulativeWeights(of: next.units),
        scale: scale)
      cursor = TypewriterCursor(reveal)
    }
  }

  /// Whether every unit received has been written.
  var isCaughtUp: Bool { cursor.isComplete && chunks.isExhausted }

  /// Whether every unit of the text has been written, and no more can come.
  var isComplete: Bool { isCaughtUp && feed?.hasEnded != false }

  func changes(since previous: InlineTypewriter) -> [String] {
    cursor.revealedCount != previous.cursor.revealedCount ? ["text"] : []
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    guard let run else {
      // The first event, the terminal's size: the reveal starts now.
      guard !isComplete else { return .quit(.completed) }
      self.run = ActiveRun(startedAt: SessionInstant(now))
      followInput(at: now)
      return Self.writing(enteringSequence)
    }
    switch event {
    case .deadline:
      guard run.isRunning else { return .continue }
      let fresh = advance(to: run.elapsed(at: SessionInstant(now)))
      if isComplete { return finish(.completed, after: fresh) }
      followInput(at: now)
      return fresh.isEmpty ? .continue : .effects(.write(fresh))
    case .key(.character(" ")), .key(.enter):
      let rest = skipToEnd()
      guard feed?.hasEnded == false else { return finish(.completed, after: rest) }
      following = true
      return Self.writing(rest)
    case .key(.character("q")), .key(.character("Q")):
      return finish(.stopped)
    case .key(.control("c")):
      return finish(.signal(SignalNumber.interrupt))
    case .signal(let number):
      return finish(.signal(number))
    case .suspended:
      suspended = true
      followInput(at: now)
      return Self.writing(leavingSequence)
    case .resumed:
      suspended = false
      followInput(at: now)
      return Self.writing(enteringSequence)
    case .resize(let size):
      if followsTerminalWidth, size.columns > 0 {
        text.rewrap(from: cursor.revealedCount, width: size.columns)
        chunks.options.width = size.columns
      }
      return .continue
    case .feed(let bytes):
      guard var feed else { return .continue }
      let arrived = feed.take(bytes)
      self.feed = feed
      if feed.isTooLong { return finish(.completed) }
      return receive(arrived, at: now)
    case .feedEnded(let error):
      guard var feed else { return .continue }
      let rest = feed.end(failure: error)
      self.feed = feed
      if feed.wholeLimit != nil {
        // Too long or unreadable: nothing is typed, the command says why.
        guard !feed.isTooLong, error == nil else { return finish(.completed) }
        startWhole(rest)
      } else {
        // What came before a failed read is typed; the error follows it.

        chunks.append(rest)
        loadNextChunk()
      }
      if following || isComplete { return finish(.completed, after: skipToEnd()) }
      followInput(at: now)
      return .continue
    case .key, .redrawRequested:
      return .continue
    }
  }

  /// Takes text that arrived: written at once after Space, else typed from now at the pace.
  private mutating func receive(_ arrived: String, at now: Duration) -> UpdateResult {
    guard !arrived.isEmpty else { return .continue }
    chunks.append(arrived)
    loadNextChunk()
    if following { return Self.writing(skipToEnd()) }
    followInput(at: now)
    return .continue
  }

  /// Starts typing the whole feed, which came to its end (fitting a total duration).
  private mutating func startWhole(_ source: String) {
    let options = chunks.options
    chunks = TypesetChunks(source, options: options)
    scale = Self.scale(of: source, options: options, pacing: pacing)
    weigher = TypewriterWeigher(pacing: pacing)
    reveal = TypewriterReveal(units: [], cumulativeWeights: [], scale: scale)
    cursor = TypewriterCursor(reveal)
    loadNextChunk()
  }

  /// Stops the reveal's clock while the process is stopped or everything received is
  /// written, and starts it again otherwise. Caught up, it stops at the instant the last
  /// unit was due, not at the frame's (a late one), so the next unit comes a whole delay
  /// after its arrival.
  private mutating func followInput(at now: Duration) {
    guard var run else { return }
    if suspended {
      run.pause(at: SessionInstant(now))
    } else if isCaughtUp, !isComplete {
      let due = run.instant(whenElapsedReaches: reveal.duration)
      run.pause(at: min(due ?? SessionInstant(now), SessionInstant(now)))
    } else {
      run.resume(at: SessionInstant(now))
    }
    self.run = run
  }

  /// The reveal instant of the next unit not yet written, on the kernel's timeline; `nil`
  /// before the start, while suspended, while waiting for input and once everything is
  /// written.
  func nextDeadline(after now: Duration) -> Duration? {
    guard let run, !isCaughtUp else { return nil }
    return run.instant(whenElapsedReaches: reveal.revealInstant(of: cursor.revealedCount))?
      .offset
  }

  /// The output of every unit revealed by `elapsed` since the last frame, across as many
  /// chunks as a late frame spans.
  private mutating func advance(to elapsed: Duration) -> String {
    var output = text.output(of: cursor.advance(to: elapsed))
    while cursor.isComplete, !chunks.isExhausted {
      loadNextChunk()
      output += text.output(of: cursor.advance(to: elapsed))
    }
    return output
  }

  /// The output of everything not yet written.
  private mutating func skipToEnd() -> String {
    var output = text.output(of: cursor.skipToEnd())
    while !chunks.isExhausted {
      loadNextChunk()
      output += text.output(of: cursor.skipToEnd())
    }
    return output
  }

  /// Ends the output in order, in one write: `last` (the last frame), the style reset,
  /// the end of the line, the cursor shown.
  private func finish(_ ending: Ending, after last: String = "") -> UpdateResult {
    var closing = last + (resetsStyle ? ControlSequence.resetStyle : "")
    if text.endsInsideLine(afterFirst: cursor.revealedCount) { closing += "\n" }
    if controlsCursor { closing += ControlSequence.showCursor }
    return UpdateResult(ending: ending, effects: closing.isEmpty ? [] : [.write(closing)])
  }

  private static func writing(_ text: String) -> UpdateResult {
    text.isEmpty ? .continue : .effects(.write(text))
  }

  /// Written at the start and after a resume: the cursor hidden (or shown, with
  /// `--cursor`, in case something hid it).
  var enteringSequence: String {
    guard controlsCursor else { return "" }
    return showsCursor ? ControlSequence.showCursor : ControlSequence.hideCursor
  }

  /// Written before a suspend: the shell gets a normal style and its cursor back.
  var leavingSequence: String {
    (resetsStyle ? ControlSequence.resetStyle : "")
      + (controlsCursor ? ControlSequence.showCursor : "")
  }
}
