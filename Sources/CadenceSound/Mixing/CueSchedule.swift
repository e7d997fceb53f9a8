/// The cues placed on a stream's frames and what has been written of them: the pure core of
/// every player (a test drives it with frame numbers; the PulseAudio output drives it from
/// the server's timing).
///
/// A stream is written ahead (seconds of it sit in the server's buffer). A change of plan
/// (a pause, a skip, `+` / `-`) replaces the cues from a *safe frame* on (a little ahead of
/// what is being heard); what was already written from the first changed cue on is then
/// rendered again and written over the old audio. A cue that began before the safe frame
/// rings on: a bowl struck is not taken back, and the next strike sounds over it.
public struct CueSchedule: Sendable {
  /// One cue on the stream.
  public struct Placed: Hashable, Sendable {
    /// The cue's sound.
    public var kind: CueKind
    /// The frame of its first sample.
    public var frame: Int64
    /// The gain it plays at (the cue's own times its layer's).
    public var gain: Float
    /// The frame it was asked for: ``frame`` unless it came too late and was moved to the
    /// safe frame.
    public var due: Int64
    /// How many frames late it may still be placed, beyond what any cue may (0: as any).
    public var mayBeLate: Int64

    /// `kind` at `frame` (where it was asked for), at `gain`, at most `mayBeLate` frames late
    /// (0: as late as any cue).
    public init(kind: CueKind, frame: Int64, gain: Float, mayBeLate: Int64 = 0) {
      self.kind = kind
      self.frame = frame
      self.gain = gain
      self.mayBeLate = mayBeLate
      due = frame
    }

    /// The same cue, as another plan asks for it.
    func isSame(as other: Placed) -> Bool { kind == other.kind && due == other.due }
  }

  /// How late a cue may still be placed (at the safe frame) rather than dropped: a skip's
  /// new phase is wanted now, a cue a second old is not.
  public static let lateness: Int64 = Int64(Synth.sampleRate) / 4

  /// The cues on the stream, in frame order.
  public private(set) var placed: [Placed] = []
  /// The first frame not yet written.
  public private(set) var written: Int64 = 0
  /// The voices of the cues, made once each: ``prepare(_:)`` before the stream starts, or
  /// here on a cue's first use.
  public private(set) var voices = CueVoices()

  /// An empty schedule on a stream written from frame 0.
  public init() {}

  /// Uses `made` for its kinds from now on: voices made ahead, so a cue's first use makes
  /// none (a bowl takes 17 ms in release and 150 ms in a debug build, more than a cue
  /// placed just ahead of what is heard can wait).
  public mutating func prepare(_ made: CueVoices) {
    voices.adopt(made)
  }

  /// How late a cue may still be placed when sound joins a practice already under way (its
  /// stream was opening while the practice ran): 150 ms, not ``lateness``. A phase tone heard
  /// more than that after its phase began on the screen belongs to nothing the person
  /// sees; a cue due in the join's first moments still plays, on the safe frame.
  public static let joinLateness: Int64 = Int64(Synth.sampleRate) * 3 / 20

  /// Replaces the plan from `safe` on with `cues` (already on frames); returns the frame
  /// from which written audio differs and must be written again, or `nil`. A cue due before
  /// `safe` is placed at `safe` when at most `lateness` frames late, else dropped.
  public mutating func plan(
    _ cues: [Placed], safe: Int64, lateness: Int64 = CueSchedule.lateness
  ) -> Int64? {
    forget(before: safe)
    let kept = placed.filter { $0.frame < safe }
    var ahead: [Placed] = []
    for cue in cues {
      if cue.frame >= safe {
        ahead.append(cue)
      } else if let existing = placed.first(where: { $0.isSame(as: cue) }) {
        if existing.frame >= safe { ahead.append(existing) }
      } else if cue.frame >= safe - max(lateness, cue.mayBeLate) {
        var late = cue
        late.frame = safe
        ahead.append(late)
      }
    }
    ahead.sort { $0.frame < $1.frame }
    let old = placed.filter { $0.frame >= safe }
    placed = kept + ahead
    guard let changed = Self.firstDifference(old, ahead), changed < written else { return nil }
    return changed
  }

  /// Renders `count` frames from `start` (at or before ``written``) and moves ``written``
  /// past them; samples are clamped to full scale.
  public mutating func render(from start: Int64, count: Int) -> [Float] {
    var out = [Float](repeating: 0, count: count)
    let end = start + Int64(count)
    for cue in placed where cue.frame < end {
      let samples = voices.samples(of: cue.kind)
      let cueEnd = cue.frame + Int64(samples.count)
      guard cueEnd > start else { continue }
      let from = max(start, cue.frame)
      let to = min(end, cueEnd)
      let gain = cue.gain
      samples.withUnsafeBufferPointer { voice in
        out.withUnsafeMutableBufferPointer { buffer in
          for frame in from..<to {
            buffer[Int(frame - start)] += voice[Int(frame - cue.frame)] * gain
          }
        }
      }
    }
    for index in out.indices { out[index] = min(1, max(-1, out[index])) }
    written = max(written, end)
    return out
  }

  /// Audio to write at a frame: one part of a stream written with gaps.
  public struct Piece: Equatable, Sendable {
    /// The frame of its first sample.
    public var frame: Int64
    /// Its samples, from -1 to 1.
    public var samples: [Float]
    /// The frame after its last sample.
    public var end: Int64 { frame + Int64(samples.count) }
  }

  /// Gaps of silence shorter than this are written with the sound around them: a write is a
  /// block of the server's shared memory, and each block's release wakes the client.
  public static let shortestGap: Int64 = Int64(Synth.sampleRate) / 10

  /// The frames from `start` to `end` at which some cue sounds, merged where less than
  /// ``shortestGap`` apart, in order.
  public mutating func sounding(from start: Int64, to end: Int64) -> [Range<Int64>] {
    guard start < end else { return [] }
    var spans: [Range<Int64>] = []
    for cue in placed where cue.frame < end {
      let cueEnd = cue.frame + Int64(voices.samples(of: cue.kind).count)
      guard cueEnd > start else { continue }
      spans.append(max(start, cue.frame)..<min(end, cueEnd))
    }
    return Self.merged(spans)
  }

  /// Renders `count` frames from `start` (at or before ``written``), as ``render(from:count:)``
  /// does, but only where a cue sounds or where `clearing` says old audio sounded (written
  /// again as the new plan has it, silence if nothing sounds there now): for a server that
  /// plays a gap in what it was given as silence. The last piece always ends at the end (a
  /// single silent frame if nothing else does), since the server plays on only while what it
  /// was written reaches ahead of what it plays. With `reach`, the pieces may go on up to that
  /// many frames past the end, into the next cue, rather than end on that silent frame: it
  /// would be a block of its own, and each block costs the client a wake-up when the server
  /// releases it.
  public mutating func renderPieces(
    from start: Int64, count: Int, clearing: [Range<Int64>] = [], reach: Int = 0
  ) -> [Piece] {
    var end = start + Int64(count)
    guard count > 0 else { return [] }
    var spans = sounding(from: start, to: end)
    spans += clearing.compactMap { span in
      let lower = max(start, span.lowerBound)
      let upper = min(end, span.upperBound)
      return lower < upper ? lower..<upper : nil
    }
    spans = Self.merged(spans)
    if spans.last?.upperBound != end {
      let beyond = sounding(from: end, to: end + Int64(reach))
      if let next = beyond.first {
        spans = Self.merged(spans + [next])
        end = next.upperBound
      } else {
        spans.append((end - 1)..<end)
      }
    }
    let pieces = spans.map { span in
      Piece(frame: span.lowerBound, samples: render(from: span.lowerBound, count: span.count))
    }
    written = max(written, end)
    return pieces
  }

  /// `spans` sorted and joined where they overlap or are less than ``shortestGap`` apart.
  static func merged(_ spans: [Range<Int64>]) -> [Range<Int64>] {
    var joined: [Range<Int64>] = []
    for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) where !span.isEmpty {
      if let last = joined.last, span.lowerBound - last.upperBound < shortestGap {
        joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
      } else {
        joined.append(span)
      }
    }
    return joined
  }

  /// Ends the plan at `frame`: what sounds there fades to silence over `length` frames,
  /// every cue is dropped, and the samples from `frame` to the end of what was written are
  /// returned (the fade, then silence over whatever sounded after it), to be written over
  /// the old audio; empty when nothing sounds from `frame` on.
  ///
  /// Why a fade and not a cut: a bowl stopped mid-ring is a click; 20 ms down is heard as
  /// the sound stopping, and costs the stop no wait worth the name.
  public mutating func fadeOut(from frame: Int64, length: Int) -> [Float] {
    let spans = sounding(from: frame, to: max(frame, written))
    defer { placed = [] }
    guard let last = spans.last else { return [] }
    var samples = render(from: frame, count: min(length, Int(last.upperBound - frame)))
    for index in samples.indices {
      samples[index] *= 1 - Float(index + 1) / Float(length)
    }
    let end = max(last.upperBound, frame + Int64(samples.count))
    samples += [Float](repeating: 0, count: Int(end - frame) - samples.count)
    return samples
  }

  /// The frame after the last sound written or planned: silence from there on.
  public mutating func soundEnd() -> Int64 {
    placed.map { $0.frame + Int64(voices.samples(of: $0.kind).count) }.max() ?? 0
  }

  /// Drops cues whose sound ends before `frame`, the safe frame of a plan (a long practice
  /// keeps a short list). Not before the frame a refill starts at: the server still holds
  /// what was written before it, unheard, and a change of plan must take that back.
  private mutating func forget(before frame: Int64) {
    // One asked for late is kept while a plan could still ask for it (up to `lateness`
    // after its due frame): forgotten, it would be placed a second time.
    placed.removeAll {
      $0.frame + Int64(voices.samples(of: $0.kind).count) < frame
        && $0.due < frame - max(Self.lateness, $0.mayBeLate)
    }
  }

  /// The first frame at which `old` and `new` (both in frame order) differ.
  static func firstDifference(_ old: [Placed], _ new: [Placed]) -> Int64? {
    for (a, b) in zip(old, new) where a != b { return min(a.frame, b.frame) }
    if old.count > new.count { return old[new.count].frame }
    if new.count > old.count { return new[old.count].frame }
    return nil
  }
}
