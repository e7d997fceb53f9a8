import CadenceSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One PulseAudio playback stream for one practice, written seconds ahead and kept running
/// from the practice's start to its end, with every cue's first sample at the frame the
/// server's clock will play at the cue's instant.
///
/// Why a stream that always runs: the server's timing information, read once the first
/// buffer is written and then every few seconds, ties the stream's frames to instants of
/// the practice's clock (``OutputClock``: a line through the snapshots, its slope the
/// device's own rate, which is not 48 kHz of the system's clock), so a cue plays at its
/// instant however far into the session. A stream started per cue (or a process per cue)
/// lands each one where the start happened to take effect: ±5 ms, measured. The stream is
/// never corked on a pause: its frames keep their instants, and what a pause takes back is
/// rewritten as silence.
///
/// Efficiency, measured in wake-ups of `libpulse`'s loop thread (the one thread sound adds):
/// the buffer asked of the server is 8 s (and 100 ms for its sink, ``sinkLatencyFrames``),
/// and it asks for more 4 s at a time, one wake-up every 4 s; fresh timing is asked for
/// with a refill (the loop's thread is awake then), with every one while the snapshots
/// span less than 30 s and the device's rate is still being learnt, then every 10 s or
/// more: one wake-up more for each reply. Samples are 16-bit. On PulseAudio the stream's
/// data travels in shared memory, and the server releases each 64 KB block as it plays it,
/// one message and one wake-up per block: written whole, the stream cost 1.5 a second. So
/// there only what sounds is written
/// (``CueSchedule/renderPieces(from:count:clearing:reach:)``), the gaps skipped by relative
/// seeks, which PulseAudio plays as silence: in a box breathing session the thread's
/// wake-ups fell from 2.2 to 0.8 a second. No timer runs.
///
/// Nothing here may hold a practice up (see ``TimelineSound``, which opens it off the
/// practice's thread): ``open(name:server:levels:clock:)`` returns once the server has
/// answered and the stream is made, without waiting for the sink to play (an idle null sink
/// starts a new stream only at the end of its current 2 s block, measured: 0.4–1.8 s);
/// ``settle()`` waits for that on the opening thread, and places the cues then. Closing
/// never blocks its caller: a ring-out plays on, and a thread of its own frees the stream.
public final class PulseOutput: SoundOutput, @unchecked Sendable {
  // @unchecked: every stored `var` is read and written with the threaded main loop's lock
  // held (`locked`), and libpulse runs its callbacks on its loop thread with that lock held.

  /// What the sound server said about itself.
  public struct Server: Hashable, Sendable {
    /// The server's package name (`pulseaudio`, or `PulseAudio (on PipeWire 1.0)`).
    public var name: String
    /// Its version.
    public var version: String
    /// The sink the stream plays on.
    public var sink: String
  }

  /// How far beyond what the server has mixed (the frame heard and the sink's latency) a
  /// change of plan may rewrite: the server goes on mixing while the write travels.
  static let safety = Int64(Synth.sampleRate) / 20
  /// A larger difference between the stream's clock and its line (a machine that slept,
  /// an underrun) places cues on a new line, once a second snapshot agrees within 5 ms
  /// (``AnchorWatch``). 20 ms, not less: a snapshot taken on a loaded machine was seen
  /// 3.7 ms off, and re-anchoring on it moved every later cue; within 20 ms a snapshot is
  /// one point of the line's fit, where one is outvoted.
  static let reanchorBeyond = Int64(Synth.sampleRate) / 50
  /// How much the server asks for at a time, in frames (4 s), half of the buffer it keeps:
  /// one refill, one wake-up, every 4 s.
  static let requestFrames = 4 * Synth.sampleRate
  /// Bytes per frame: one channel of signed 16-bit samples.
  static let frameSize = MemoryLayout<Int16>.size
  /// The sink latency the stream asks for, in frames (100 ms): how far ahead the server
  /// mixes, so how soon a pause or a skip is heard (with ``safety``).
  ///
  /// Why it is asked for at all: a stream that does not adjust its latency gets, as the
  /// sink's, what its target holds beyond two requests, and a target of exactly two asked
  /// for none: the server gave 0.5 ms, the null sink's least, and mixed every 0.5 ms
  /// (measured, a breathing session alone on the null sink: `pulseaudio` woke 1,997 times
  /// a second and took 6.3 % of a core; with 100 ms, 11 and 0.1 %). A sound card's sink too
  /// mixes as often as the least latency asked of it: the server's cost, not the app's, and
  /// a laptop's battery. Beside a 20 ms stream, the null sink then made 1,000–1,200 more
  /// frames a second than the system's clock has (its monitor's growth, stamped), and the
  /// cues, placed at 48 kHz, left the screen by 190 ms over 5 minutes.
  static let sinkLatencyFrames = Synth.sampleRate / 10
  /// The server the stream plays on.
  public let server: Server
  /// Whether only the parts of the stream that sound are written. PulseAudio plays a gap in
  /// what a stream was given as silence (its queue's silence block); PipeWire's server keeps
  /// a stream's audio in a ring, where a gap would play what the ring held before, so there
  /// (and on any other server) silence is written as samples.
  let gapsPlaySilence: Bool
  private let pulse: PulseLibrary
  private let mainloop: OpaquePointer
  private let context: OpaquePointer
  private var stream: OpaquePointer?
  private var schedule = CueSchedule()
  private var levels: SoundLevels
  /// Where the stream's frames play on the practice's clock.
  private var placing = PulseOutput.clock(at: .init(time: .zero, frame: 0), measured: false)
  /// The cues of the latest plan, placed again when ``placing`` moves.
  private var cues: [Cue] = []
  /// The sink's latency at the latest timing snapshot, in frames: mixed, not yet heard.
  private var latency: Int64 = 0
  /// When fresh timing was last asked for (the practice's time).
  private var timingAsked: Duration?
  /// How often at most a refill asks for fresh timing once the device's rate is known: a
  /// sound card's clock leaves a fitted line by far less than 1 ms in 10 s.
  static let timingEvery = Duration.seconds(10)
  /// How long the snapshots must span before timing is asked for only every
  /// ``timingEvery``: until then with every refill, every 4 s, so the rate is followed
  /// from the session's first seconds (277 ppm is 1 ms every 3.6 s).
  static let learning = Duration.seconds(30)

  /// A line at 48 kHz through `anchor`: departures beyond ``reanchorBeyond`` confirmed
  /// within 5 ms, moved when a fit is 0.5 ms away.
  static func clock(at anchor: OutputClock.Point, measured: Bool) -> OutputClock {
    OutputClock(
      anchor: anchor, rate: Synth.sampleRate, measured: measured, limit: reanchorBeyond,
      agreement: Int64(Synth.sampleRate) / 200, tolerance: Double(Synth.sampleRate) / 2_000)
  }
  private var problem: SoundProblem?
  private var reported = false
  private var closed = false
  /// How the stream ends, across the threads that may end it: the front end's (a close),
  /// the opening one's (``settle()``) and a close's own (after a ring-out).
  private struct Ending {
    /// A close was asked for (once, and once more to fade a ring-out: ``faded``).
    var closing = false
    /// A stop's fade was written over a ring-out.
    var faded = false
    /// The loop, context and stream are freed: the loop's lock is gone too.
    var shut = false
    /// How many calls are using the loop now (a close's work, ``settle()``): the freeing
    /// waits for the last of them (``shutPending``).
    var users = 0
    var shutPending = false
    /// When, on the practice's clock, the stream is silent after its close (its ring-out's
    /// end, or its fade's).
    var silentAt = Duration.zero
  }
  private let ending = Locked(Ending())
  /// Whether the line was measured at the start (``settle()``): no cue is placed before, on
  /// a line that may be seconds from the truth.
  private var settled = false
  /// Whether cues were placed since the line was measured: the first placing is the join,
  /// where a cue already due plays only if at most ``CueSchedule/joinLateness`` late.
  private var joined = false
  private let clock: @Sendable () -> Duration

  /// Opens a stream named `name` on the default sink of `server` (`nil`: libpulse's own
  /// choice, from `PULSE_SERVER` and `XDG_RUNTIME_DIR`); `clock` reads the practice's time
  /// (the same clock, the same zero as the times given to ``follow(_:at:)``).
  ///
  /// - Throws: ``SoundProblem`` when the library, the server or the stream is missing.
  public static func open(
    name: String, server: String? = nil, levels: SoundLevels,
    clock: @escaping @Sendable () -> Duration
  ) throws(SoundProblem) -> PulseOutput {
    guard let pulse = PulseLibrary.load() else { throw .noLibrary }
    guard let mainloop = pulse.mainloopNew() else { throw .noServer("no main loop") }
    guard let context = pulse.contextNew(pulse.mainloopAPI(mainloop), "Cadence") else {
      pulse.mainloopFree(mainloop)
      throw .noServer("no context")
    }
    let connection = PulseConnection(pulse: pulse, mainloop: mainloop, context: context)
    let server = try connection.connect(to: server)
    let output = PulseOutput(
      pulse: pulse, mainloop: mainloop, context: context, server: server, levels: levels,
      clock: clock)
    try output.start(name: name)
    return output
  }

  private init(
    pulse: PulseLibrary, mainloop: OpaquePointer, context: OpaquePointer, server: Server,
    levels: SoundLevels, clock: @escaping @Sendable () -> Duration
  ) {
    self.pulse = pulse
    self.mainloop = mainloop
    self.context = context
    self.server = server
    gapsPlaySilence = server.name == "pulseaudio"
    self.levels = levels
    self.clock = clock
  }

  deinit { shut() }

  /// Places `cues` on the stream from a little ahead of the frame heard now; audio already
  /// written from the first cue that changed is written again.
  public func follow(_ cues: [Cue], at now: Duration) {
    locked {
      self.cues = cues
      place(at: now)
    }
  }

  /// Places ``cues`` on the stream as ``placing`` has it, from a little ahead of the frame
  /// heard at `now`.
  private func place(at now: Duration) {
    guard !closed, settled, problem == nil, stream != nil else { return }
    let heard = frame(at: now, offset: .zero)
    let placed = cues.map { cue in
      CueSchedule.Placed(
        kind: cue.kind, frame: frame(at: cue.at, offset: levels.offset),
        gain: Float(cue.gain * levels.gain(cue.layer)),
        mayBeLate: cue.mayBeLate?.frames(at: Int64(Synth.sampleRate)) ?? 0)
    }
    let safe = heard + latency + Self.safety
    // Where the old plan sounds in what the server holds: rewritten too, as the new plan
    // has it, when only the sounding parts are written.
    let sounded = gapsPlaySilence ? schedule.sounding(from: safe, to: schedule.written) : []
    let lateness = joined ? CueSchedule.lateness : CueSchedule.joinLateness
    joined = true
    if let from = schedule.plan(placed, safe: safe, lateness: lateness) {
      let count = Int(schedule.written - from)
      if gapsPlaySilence {
        write(schedule.renderPieces(from: from, count: count, clearing: sounded), after: nil)
      } else {
        write(schedule.render(from: from, count: count), at: from)
      }
    }
  }

  /// Makes the voices of `kinds` on the caller's thread, then hands them to the schedule:
  /// the loop's lock is not held while they are made (the server's refills go on).
  public func prepare(_ kinds: Set<CueKind>) {
    guard !ending.withLock({ $0.closing }) else { return }
    let wanted = locked { kinds.subtracting(schedule.voices.made) }
    guard !wanted.isEmpty else { return }
    let made = CueVoices(making: wanted)
    locked { schedule.prepare(made) }
  }

  /// Takes voices made before the stream opened.
  public func adopt(_ voices: CueVoices) {
    locked { schedule.prepare(voices) }
  }

  /// ``SoundProblem/serverGone`` once, after the server went away.
  public func takeProblem() -> SoundProblem? {
    locked {
      guard !reported, let problem else { return nil }
      reported = true
      return problem
    }
  }

  /// Ends the stream without blocking: with a `drain`, what still rings plays out (at most
  /// that long); without one, what sounds now fades out over ``fadeFrames`` (no click).
  /// Then a thread of its own disconnects and frees the stream, the context and the loop
  /// (at once when nothing sounds). A second call without a drain fades a ring-out still
  /// playing (a key during it); any other second call does nothing.
  public func close(drain: Duration) {
    // Once, and once more to stop a ring-out: a close without a drain after one with it.
    let (proceed, again) = ending.withLock { state in
      if state.shut { return (false, false) }
      let again = state.closing
      let proceed = !again || (drain == .zero && !state.faded)
      if proceed {
        state.users += 1
        if again { state.faded = true }
      }
      state.closing = true
      return (proceed, again)
    }
    guard proceed else { return }
    // settle() holds the loop's lock only between sleeps of 10 ms.
    let wait: Duration = locked {
      defer { closed = true }
      guard stream != nil, problem == nil, settled else { return .zero }
      let heard = frame(at: clock(), offset: .zero)
      let end: Int64
      if drain > .zero {
        end = min(schedule.soundEnd(), heard + drain.frames(at: Int64(Synth.sampleRate)))
      } else {
        // Beyond what the sink has mixed (its latency), so no rewind is needed for it.
        let from = heard + latency + Self.fadeMargin
        let fade = schedule.fadeOut(from: from, length: Int(Self.fadeFrames))
        guard !fade.isEmpty else { return .zero }
        write(fade, at: from)
        end = from + Self.fadeFrames
      }
      return end > heard
        ? .nanoseconds((end - heard) * 1_000_000_000 / Int64(Synth.sampleRate)) : .zero
    }
    let silentAt = clock() + wait
    ending.withLock { $0.silentAt = silentAt }
    // A ring-out stopped: its own thread still frees the stream, after its (longer) wait.
    let closer = !again && wait > .zero ? try? WorkerThread() : nil
    leave()
    guard !again else { return }
    guard let closer else { return shut() }
    closer.submit { [self] in
      sleepThread(for: wait)
      shut()
    }
    closer.close()
  }

  /// How long after its close the stream still sounds: its ring-out or its fade (zero once
  /// it is silent, or when nothing sounded).
  public var ringsFor: Duration {
    let (shut, silentAt) = ending.withLock { ($0.shut, $0.silentAt) }
    return shut ? .zero : max(.zero, silentAt - clock())
  }

  /// Stops using the loop; frees it if a free was asked for meanwhile.
  private func leave() {
    let pending = ending.withLock { state in
      state.users -= 1
      return state.users == 0 && state.shutPending
    }
    if pending { shut() }
  }

  /// How long a stop's fade lasts, in frames (20 ms).
  static let fadeFrames = Int64(Synth.sampleRate) / 50
  /// How far beyond what the sink has mixed a stop's fade begins, in frames (5 ms).
  static let fadeMargin = Int64(Synth.sampleRate) / 200

  /// Disconnects and frees the stream, the context and the loop, once: when the last call
  /// using the loop leaves, if one still does.
  private func shut() {
    let now = ending.withLock { state in
      guard !state.shut else { return false }
      guard state.users == 0 else {
        state.shutPending = true
        return false
      }
      state.shut = true
      return true
    }
    guard now else { return }
    pulse.mainloopLock(mainloop)
    closed = true
    if let stream {
      pulse.streamSetWrite(stream, nil, nil)
      pulse.streamSetState(stream, nil, nil)
      _ = pulse.streamDisconnect(stream)
      pulse.streamUnref(stream)
      self.stream = nil
    }
    pulse.contextSetState(context, nil, nil)
    pulse.contextDisconnect(context)
    pulse.contextUnref(context)
    pulse.mainloopUnlock(mainloop)
    pulse.mainloopStop(mainloop)
    pulse.mainloopFree(mainloop)
  }

  // MARK: The stream

  private var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  private static func this(_ data: UnsafeMutableRawPointer?) -> PulseOutput? {
    data.map { Unmanaged<PulseOutput>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Connects the stream, waits for the first buffer to be asked for and written, then
  /// anchors the stream's frames to the practice's clock.
  private func start(name: String) throws(SoundProblem) {
    pulse.mainloopLock(mainloop)
    defer { pulse.mainloopUnlock(mainloop) }
    let spec = PulseStructs.sampleSpec(rate: UInt32(Synth.sampleRate))
    let made = spec.withUnsafeBytes { pulse.streamNew(context, name, $0.baseAddress, nil) }
    guard let made else { throw .streamFailed(pulse.reason(pulse.contextErrno(context))) }
    stream = made
    pulse.streamSetState(made, { _, data in PulseOutput.this(data)?.streamChanged() }, userData)
    pulse.streamSetWrite(
      made, { _, bytes, data in PulseOutput.this(data)?.refill(bytes: bytes) }, userData)
    let bytes = UInt32(Self.requestFrames * Self.frameSize)
    let sinkBytes = UInt32(Self.sinkLatencyFrames * Self.frameSize)
    let attributes = PulseStructs.bufferAttributes(target: 2 * bytes + sinkBytes, request: bytes)
    let connected = attributes.withUnsafeBytes {
      pulse.streamConnectPlayback(
        made, nil, $0.baseAddress, PulseStructs.interpolateTiming, nil, nil)
    }
    guard connected == 0 else { throw .streamFailed(pulse.reason(pulse.contextErrno(context))) }
    while true {
      let state = pulse.streamState(made)
      if state == PulseStructs.streamReady && schedule.written > 0 { break }
      if state == PulseStructs.streamFailed || state == PulseStructs.streamTerminated {
        throw .streamFailed(pulse.reason(pulse.contextErrno(context)))
      }
      pulse.mainloopWait(mainloop)
    }
  }

  /// Waits on the caller's thread (the one that opened the stream, never a practice's) for
  /// the sink to play the stream, then starts the line from its timing and places the cues
  /// followed so far; gives up on the sink after ``settleLimit`` and starts from a guess,
  /// which the first snapshot that plays replaces.
  ///
  /// Why two snapshots: the first ones may be taken before the sink has read anything, and
  /// one alone is not trusted: the line starts from it, and the first cues play on it
  /// whatever later snapshots say (in CI, that cue landed 78 ms from its place against the
  /// next one's). So after the first that plays, up to ``settleTries`` more are asked for,
  /// 10 ms apart, until two agree within 1 ms; else the latest stands.
  public func settle() {
    let begun = ending.withLock { state in
      guard !state.closing, !state.shut else { return false }
      state.users += 1
      return true
    }
    guard begun else { return }
    defer { leave() }
    let clock = self.clock
    let start = clock()
    var previous: OutputClock.Point?
    var tries = 0
    pulse.mainloopLock(mainloop)
    defer { pulse.mainloopUnlock(mainloop) }
    while !closed, problem == nil, clock() - start < Self.settleLimit, tries < Self.settleTries {
      guard (try? updateTiming()) != nil else { break }
      if let measured = snapshot() {
        if let previous, previous.time < measured.point.time,
          abs(Self.clock(at: previous, measured: true).error(of: measured.point))
            <= Self.startAgreement
        {
          placing = Self.clock(at: measured.point, measured: true)
          timingAsked = measured.point.time
          settled = true
          place(at: clock())
          return
        }
        previous = measured.point
        tries += 1
      }
      pulse.mainloopUnlock(mainloop)
      sleepThread(for: .milliseconds(10))
      pulse.mainloopLock(mainloop)
    }
    // None agreed: the latest that plays, if any, else a guess the first snapshot replaces.
    placing = Self.clock(at: previous ?? .init(time: clock(), frame: 0), measured: previous != nil)
    settled = true
    place(at: clock())
  }

  /// How long ``settle()`` waits for the sink to play the stream: an idle null sink's block
  /// (2 s) and a margin.
  static let settleLimit = Duration.seconds(3)
  /// How many snapshots that play ``settle()`` takes at most, looking for two that agree.
  static let settleTries = 10

  /// How close (in frames, 1 ms) two snapshots at the start must be to begin the line.
  static let startAgreement = Int64(Synth.sampleRate) / 1_000

  /// Asks the server for fresh timing information and waits for it.
  private func updateTiming() throws(SoundProblem) {
    guard let stream else { return }
    let operation = pulse.streamUpdateTiming(
      stream, { _, _, data in PulseOutput.this(data)?.signal() }, userData)
    guard let operation else { throw .streamFailed(pulse.reason(pulse.contextErrno(context))) }
    while pulse.operationState(operation) == PulseStructs.operationRunning {
      pulse.mainloopWait(mainloop)
    }
    pulse.operationUnref(operation)
  }

  /// The frame heard when the latest timing snapshot was taken and that instant on the
  /// practice's clock, with the server's stamp of the snapshot (the same snapshot read
  /// twice has the same stamp); `nil` before the sink plays.
  ///
  /// The raw snapshot, not `pa_stream_get_time`: its smoother starts before the sink has
  /// read anything and then eases over a second towards the truth (measured: an anchor
  /// taken at the start was 1.06 s early), while the snapshot is exact from the first one
  /// that plays (16–28 µs between snapshots, measured every 0.5 s over 5 minutes).
  private func snapshot() -> (point: OutputClock.Point, taken: Duration)? {
    guard let stream, let info = pulse.streamTimingInfo(stream) else { return nil }
    let timing = PulseStructs.timing(info, frameSize: Int64(Self.frameSize))
    guard timing.playing, timing.readFrame > 0 else { return nil }
    let rate = Int64(Synth.sampleRate)
    latency = timing.sinkLatency.frames(at: rate)
    let before = clock()
    let since = Self.realtime.now() - timing.taken
    let after = clock()
    let time = before + (after - before) / 2 - since
    return (.init(time: time, frame: timing.heardFrame(rate: rate)), timing.taken)
  }

  private static let realtime = KernelClock(id: CLOCK_REALTIME)

  /// How far the stream's clock is from its line by the latest snapshot, in frames
  /// (positive: it plays later than the line says).
  func anchorError() -> Int64? {
    locked { snapshot().map { placing.error(of: $0.point) } }
  }

  /// The stream's frame that plays at `time` of the practice, moved by `offset`.
  private func frame(at time: Duration, offset: Duration) -> Int64 {
    placing.frame(at: time + offset)
  }

  /// Asks the server for fresh timing without waiting: ``timingArrived()`` takes it in.
  private func askTiming(at now: Duration) {
    guard let stream else { return }
    let operation = pulse.streamUpdateTiming(
      stream, { _, _, data in PulseOutput.this(data)?.timingArrived() }, userData)
    guard let operation else { return }
    timingAsked = now
    pulse.operationUnref(operation)
  }

  // MARK: Callbacks, on the loop's thread with the lock held

  private func signal() { pulse.mainloopSignal(mainloop, 0) }

  /// Takes a fresh snapshot into ``placing``: a departure one snapshot shows is asked about
  /// again at once; a line that moved places the cues again.
  private func timingArrived() {
    guard !closed, settled, let measured = snapshot() else { return }
    switch placing.observe(measured.point, snapshot: measured.taken) {
    case .none: break
    case .confirm: askTiming(at: clock())
    case .moved: place(at: clock())
    }
  }

  private func refill(bytes: Int) {
    let frames = bytes / Self.frameSize
    if frames > 0, !closed {
      let start = schedule.written
      if gapsPlaySilence {
        let pieces = schedule.renderPieces(from: start, count: frames, reach: Self.requestFrames)
        write(pieces, after: start)
      } else {
        write(schedule.render(from: start, count: frames), at: start)
      }
      let now = clock()
      let every = placing.span < Self.learning ? .seconds(2) : Self.timingEvery
      if timingAsked.map({ now - $0 >= every }) ?? true { askTiming(at: now) }
    }
    signal()
  }

  private func streamChanged() {
    guard let stream else { return }
    let state = pulse.streamState(stream)
    if state == PulseStructs.streamFailed || state == PulseStructs.streamTerminated, !closed {
      if schedule.written > 0 { problem = .serverGone }
    }
    signal()
  }

  /// Writes `samples` (from -1 to 1) as 16-bit samples from `frame` on, over what was there.
  private func write(_ samples: [Float], at frame: Int64) {
    write(samples, offset: frame, seek: PulseStructs.seekAbsolute)
  }

  /// Writes `pieces` in order, each after the gap since the one before, the first after the
  /// gap since `end` (where the last write ended), or at its own frame when `end` is `nil`
  /// (a rewrite, going back over what was written).
  ///
  /// Why gaps are relative seeks: PulseAudio counts a relative seek as written, so the
  /// server asks for more when what it holds runs low, but not an absolute one: refills of
  /// gaps written as absolute seeks were asked for only once the buffer had run dry
  /// (measured: 23 frames short), an underrun each time.
  private func write(_ pieces: [CueSchedule.Piece], after end: Int64?) {
    var cursor = end
    for piece in pieces {
      if let cursor {
        write(piece.samples, offset: piece.frame - cursor, seek: PulseStructs.seekRelative)
      } else {
        write(piece.samples, at: piece.frame)
      }
      cursor = piece.end
    }
  }

  /// Writes `samples` as 16-bit samples after a seek by `offset` frames in `seek`'s mode.
  private func write(_ samples: [Float], offset: Int64, seek: Int32) {
    guard let stream, !samples.isEmpty else { return }
    let pcm = samples.map { Int16(($0 * Float(Int16.max)).rounded()) }
    let result = pcm.withUnsafeBytes {
      pulse.streamWrite(
        stream, $0.baseAddress, $0.count, nil, offset * Int64(Self.frameSize), seek)
    }
    if result != 0, problem == nil { problem = .serverGone }
  }

  private func locked<T>(_ body: () -> T) -> T {
    pulse.mainloopLock(mainloop)
    defer { pulse.mainloopUnlock(mainloop) }
    return body()
  }
}
