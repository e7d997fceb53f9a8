/// Where a practice's cues go: the PulseAudio stream (``PulseOutput``), or a recording one
/// in tests. A front end hands it the cues ahead whenever its timeline may have changed;
/// the output places them and takes back what no longer holds.
public protocol SoundOutput: AnyObject, Sendable {
  /// Plays `cues` (the practice's cues ahead, in the practice's time) in place of what was
  /// planned from now on; `now` is the practice's time at the call.
  func follow(_ cues: [Cue], at now: Duration)
  /// Stops: lets at most `drain` of the sound still ringing play out, then closes.
  func close(drain: Duration)
  /// Makes the voices of `kinds` now, before the practice's clock starts: made on a cue's
  /// first use instead, a voice would cost its time inside the lead (the practice's first
  /// cue placed late) or on the front end's thread between two frames.
  func prepare(_ kinds: Set<CueKind>)
  /// A problem that came up while playing (the server went away), once: `nil` after it has
  /// been read.
  func takeProblem() -> SoundProblem?
  /// How far ahead of now a cue must be to play on its own instant (what the server has
  /// mixed already cannot be rewritten): a front end starts its practice's clock this long
  /// after opening the output, and the cue of the practice's first instant is in step too.
  var lead: Duration { get }
}

extension SoundOutput {
  /// Makes nothing ahead: an output whose voices cost nothing (a test's recording one).
  public func prepare(_ kinds: Set<CueKind>) {}
}
