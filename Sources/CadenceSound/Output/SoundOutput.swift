/// Where a practice's cues go: the PulseAudio stream (``PulseOutput``), or a recording one
/// in tests. A front end hands it the cues ahead whenever its timeline may have changed;
/// the output places them and takes back what no longer holds.
///
/// An output is opened off the practice's thread (``TimelineSound`` does it on a thread of
/// its own), and nothing it does may block a practice's thread: following places cues in
/// microseconds, closing hands the ring-out to a thread of its own.
public protocol SoundOutput: AnyObject, Sendable {
  /// Plays `cues` (the practice's cues ahead, in the practice's time) in place of what was
  /// planned from now on; `now` is the practice's time at the call.
  func follow(_ cues: [Cue], at now: Duration)
  /// Stops without blocking: with a `drain`, lets at most that much of the sound still
  /// ringing play out; without one, silences what sounds at once (a fade, no click); then
  /// closes.
  func close(drain: Duration)
  /// Makes the voices of `kinds` now, before they are needed: made on a cue's first use
  /// instead, a voice would cost its time on the front end's thread between two frames.
  func prepare(_ kinds: Set<CueKind>)
  /// Takes voices made ahead, before the output was even open (``TimelineSound`` makes them
  /// while nothing else can be done yet, so that the output's first cues wait for nothing).
  func adopt(_ voices: CueVoices)
  /// Waits, on the thread that opened the output (never a practice's), until the device
  /// plays it and its cues can be placed on their frames, then places the cues followed so
  /// far; bounded in time.
  func settle()
  /// A problem that came up while playing (the server went away), once: `nil` after it has
  /// been read.
  func takeProblem() -> SoundProblem?
  /// After ``close(drain:)``: how long from now the output still sounds (its ring-out, or
  /// the fade of a stop); zero once silent. A process that ends sooner cuts it short.
  var ringsFor: Duration { get }
}

extension SoundOutput {
  /// Makes nothing ahead: an output whose voices cost nothing (a test's recording one).
  public func prepare(_ kinds: Set<CueKind>) {}
  /// Takes the kinds of `voices`, as ``prepare(_:)`` would make them.
  public func adopt(_ voices: CueVoices) { prepare(voices.made) }
  /// Ready at once: an output with no device to wait for.
  public func settle() {}
  /// Silent at once: an output that plays nothing itself.
  public var ringsFor: Duration { .zero }
}
