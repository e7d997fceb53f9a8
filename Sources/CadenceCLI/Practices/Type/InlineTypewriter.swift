import Cadence
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
  private let scale: TypewriterReveal.Scale
  /// The reveal's clock on the kernel's timeline, from the first event; paused while the
  /// process is stopped. `nil` before the first event.
  private var run: ActiveRun<SessionInstant>?
  /// Show the terminal's cursor while typing (otherwise it is hidden until the end).
  var showsCursor = false
  /// Whether to write the cursor's show and hide sequences (not for `TERM=dumb`).
  var controlsCursor = true
  /// Whether to end with an SGR reset (the text's own style sequences were kept).
  var resetsStyle = false
  /// Wrap what is left again when the terminal is resized (the width was not given).
  var followsTerminalWidth = false

  init(source: String, options: TypesetOptions, pacing: TypewriterPacing) {
    chunks = TypesetChunks(source, options: options)
    var totalWeight: Int64 = 0
    if case .totalDuration = pacing.tempo {
      var whole = TypewriterWeigher(pacing: pacing)
      options.sanitizer.forEachTimedCharacter(of: source) { whole.add($0) }
      totalWeight = whole.total
    }
    scale = TypewriterReveal.Scale(pacing: pacing, totalWeight: totalWeight)
    weigher = TypewriterWeigher(pacing: pacing)
    text = TypesetText("", options: options)
    reveal = TypewriterReveal(units: [], cumulativeWeights: [], scale: scale)
    cursor = TypewriterCursor(reveal)
    loadNextChunk()
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

  /// Whether every unit of the text has been written.
  var isComplete: Bool { cursor.isComplete && chunks.isExhausted }

  func changes(since previous: InlineTypewriter) -> [String] {
    cursor.revealedCount != previous.cursor.revealedCount ? ["text"] : []
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    guard var run else {
      // The first event, the terminal's size: the reveal starts now.
      guard !isComplete else { return .quit(.completed) }
      self.run = ActiveRun(startedAt: SessionInstant(now))
      return Self.writing(enteringSequence)
    }
    switch event {
    case .deadline:
      guard run.isRunning else { return .continue }
      let fresh = advance(to: run.elapsed(at: SessionInstant(now)))
      if isComplete { return finish(.completed, after: fresh) }
      return fresh.isEmpty ? .continue : .effects(.write(fresh))
    case .key(.character(" ")), .key(.enter):
      return finish(.completed, after: skipToEnd())
    case .key(.character("q")), .key(.character("Q")):
      return finish(.stopped)
    case .key(.control("c")):
      return finish(.signal(SignalNumber.interrupt))
    case .signal(let number):
      return finish(.signal(number))
    case .suspended:
      run.pause(at: SessionInstant(now))
      self.run = run
      return Self.writing(leavingSequence)
    case .resumed:
      run.resume(at: SessionInstant(now))
      self.run = run
      return Self.writing(enteringSequence)
    case .resize(let size):
      if followsTerminalWidth, size.columns > 0 {
        text.rewrap(from: cursor.revealedCount, width: size.columns)
        chunks.options.width = size.columns
      }
      return .continue
    case .key, .redrawRequested:
      return .continue
    }
  }

  /// The reveal instant of the next unit not yet written, on the kernel's timeline; `nil`
  /// before the start, while suspended and once everything is written.
  func nextDeadline(after now: Duration) -> Duration? {
    guard let run, !isComplete else { return nil }
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
