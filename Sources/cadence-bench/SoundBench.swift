import CadenceSound
import CadenceSystem
import CadenceTestSupport
import CadenceWords
import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// Sound on the device's clock, measured on a null sink's monitor (a PulseAudio server of
/// the bench's own): a box breathing session played with `--sound` alone on the sink and
/// beside a silent stream (``SoundServer/startRecording(alone:)``), and a sitting with
/// interval bells alone, beside a naive baseline (a new `pacat` process per cue, started at
/// each cue's deadline), and the same session with `--no-sound` for CPU and wake-ups.
///
/// Intervals compare onsets of the same voice (inhale to inhale: one cycle; bell to bell),
/// so a voice's own rise does not count; the offset to the screen pairs each recorded
/// phase cue with the phase switch read in the pty.
enum SoundBench {
  static func run(seconds: Int) {
    // What a stream's open costs before its practice starts: every voice made once.
    let clock = ContinuousClock()
    let made = CueKind.synthesised.map { kind in
      (kind, TimerRunBench.milliseconds(clock.measure { _ = CueVoices.make(kind) }))
    }
    let total = made.map(\.1).reduce(0, +)
    print("\nsound: every voice synthesised in \(fixed(total, 1)) ms")
    for (kind, milliseconds) in made { print("  \(kind): \(fixed(milliseconds, 1)) ms") }
    guard let server = SoundServer() else {
      print("sound: skipped (pulseaudio is not installed)")
      return
    }
    defer { server.stop() }
    let cadence = TimerRunBench.executableDirectory() + "/cadence"
    do {
      try breathing(cadence, cycles: max(2, seconds / 16), server)
      print("\nsound: the naive baseline, a cue every 4 s")
      try server.startRecording()
      naive(cues: max(4, seconds / 4), every: 4, environment: server.environment)
      let naiveOnsets = soundOnsets(in: server.stopRecording())
      report("naive: a pacat process per cue", naiveOnsets, every: 4, rate: recordingRate(server))
      try sitting(cadence, length: max(60, seconds), server)
    } catch {
      print("sound bench failed: \(error)")
    }
  }

  /// Box breathing with `--sound` twice: with Cadence's stream alone on the null sink (an
  /// exact device: within 1 ppm of the system's clock, measured), then beside a second,
  /// silent stream (the sink then runs 150–300 ppm fast and wanders: a device off the
  /// system's clock, which the stream must follow); and with `--no-sound` for CPU and
  /// wake-ups.
  static func breathing(_ cadence: String, cycles: Int, _ server: SoundServer) throws {
    let breathe = ["breathe", "box", "--cycles", "\(cycles)", "--no-note", "--count-in", "3"]
    var alone: BreatheBench.Run?
    for exact in [true, false] {
      print(
        "\nsound: box breathing, \(cycles) cycles (\(cycles * 16) s), "
          + (exact
            ? "alone on a null sink (an exact device)" : "beside a second stream (a device off)"))
      try server.startRecording(alone: exact)
      let on = try session(cadence, breathe + ["--sound"], server, cycles)
      let recorded = server.stopRecording()
      let rate = recordingRate(server)
      let onsets = soundOnsets(in: recorded)
      // Box breathing: inhale, hold, exhale, hold: every 4th onset is an inhale, up to the
      // end chime (the onset after the last phase, a different voice: not an inhale).
      let phases = Array(onsets.prefix(4 * cycles))
      let inhales = stride(from: 0, to: phases.count, by: 4).map { phases[$0] }
      report("cadence --sound, inhale to inhale", inhales, every: 16, rate: rate)
      screenOffset(phases, run: on, rate: rate)
      // The voices' first samples: each onset less its own voice's rise (box breathing's
      // inhale, hold, exhale, hold), computed from the voice as it is written.
      let rises = [CueKind.inhale, .hold, .exhale, .hold].map(rise)
      print(
        "  first samples (each onset less its voice's rise to the threshold: "
          + rises.map { fixed(Double($0) / 48, 2) }.joined(separator: " / ") + " ms):")
      let firstSamples = phases.enumerated().map { $1 - rises[$0 % 4] }
      screenOffset(firstSamples, run: on, rate: rate, what: "first sample")
      if exact { alone = on }
    }
    let voiced = SpokenVoice.isAvailable ? try voice(cadence, breathe, cycles: cycles, server) : nil
    let off = try session(cadence, breathe + ["--no-sound"], server, cycles)
    guard let alone else { return }
    let onStats = usage(alone)
    let offStats = usage(off)
    print(
      "\n  CPU \(fixed(onStats.cpu, 3)) % of a core with sound (alone), \(fixed(offStats.cpu, 3)) %"
        + " without; wake-ups \(fixed(onStats.wakeUps, 2))/s vs \(fixed(offStats.wakeUps, 2))/s"
        + " (with preemptions: \(fixed(onStats.switches, 2))/s vs \(fixed(offStats.switches, 2))/s)"
    )
    if let voiced {
      let voiceStats = usage(voiced)
      print(
        "  CPU \(fixed(voiceStats.cpu, 3)) % of a core with the voice (alone), wake-ups"
          + " \(fixed(voiceStats.wakeUps, 2))/s (with preemptions: \(fixed(voiceStats.switches, 2))/s);"
          + " peak memory \(voiced.exit.usage.maxResidentKilobytes / 1024) MB with the voice,"
          + " \(alone.exit.usage.maxResidentKilobytes / 1024) MB with tones")
    } else {
      print("  the voice: skipped (eSpeak NG, libespeak-ng.so.1, is not installed)")
    }
  }

  /// The same box breathing with `--voice`, alone on the null sink: each phase's name
  /// (breathe in, hold, breathe out, hold), its first sample against the screen's switch.
  static func voice(
    _ cadence: String, _ breathe: [String], cycles: Int, _ server: SoundServer
  ) throws -> BreatheBench.Run {
    print("\nsound: box breathing with --voice (eSpeak NG), alone on a null sink")
    try server.startRecording(alone: true)
    let run = try session(cadence, breathe + ["--voice"], server, cycles)
    let recorded = server.stopRecording()
    let rate = recordingRate(server)
    let phases = Array(soundOnsets(in: recorded).prefix(4 * cycles))
    let inhales = stride(from: 0, to: phases.count, by: 4).map { phases[$0] }
    report("cadence --voice, breathe in to breathe in", inhales, every: 16, rate: rate)
    let words: [SpokenWord] = [.breatheIn, .hold, .breatheOut, .hold]
    let rises = words.map { rise(.spoken(SpokenCue($0, in: .english))) }
    print(
      "  first samples (each onset less its word's rise to the threshold: "
        + rises.map { fixed(Double($0) / 48, 2) }.joined(separator: " / ") + " ms):")
    let firstSamples = phases.enumerated().map { $1 - rises[$0 % 4] }
    screenOffset(firstSamples, run: run, rate: rate, what: "word's first sample")
    return run
  }

  /// A sitting of `length` with a bell every fifth of it, Cadence's stream alone on the sink.
  static func sitting(_ cadence: String, length: Int, _ server: SoundServer) throws {
    let every = length / 5
    print("\nsound: a sitting of \(length) s, a bell every \(every) s, alone on the null sink")
    try server.startRecording(alone: true)
    _ = try session(
      cadence, ["meditate", "\(length)s", "--bell-every", "\(every)s", "--sound"], server, 0,
      limit: .seconds(length + 40))
    let bells = soundOnsets(in: server.stopRecording(), gap: 48_000)
    let rate = recordingRate(server)
    print(
      "  bells recorded at "
        + bells.prefix(8).map { fixed(Double($0) / rate, 3) + " s" }.joined(separator: ", "))
    report(
      "cadence --sound, bell to bell", Array(bells.prefix(5)), every: Double(every), rate: rate)
  }

  /// Runs `cadence` with `arguments` in an 80x24 pty against `server`.
  static func session(
    _ executable: String, _ arguments: [String], _ server: SoundServer, _ cycles: Int,
    limit: Duration? = nil
  ) throws -> BreatheBench.Run {
    let data = TemporaryData()
    let pty = try PseudoTerminal(
      executable: executable, arguments: arguments + ["--data-dir", data.path],
      environment: [
        "TERM": "xterm-256color", "LANG": "C.UTF-8", "PULSE_SERVER": server.address,
        "HOME": server.directory,
      ], size: BreatheBench.size)
    let exit = try pty.waitForExit(timeout: limit ?? .seconds(16 * cycles + 40))
    return BreatheBench.Run(chunks: pty.chunks, exit: exit, peakKilobytes: 0)
  }

  /// The last recording's frames per second of the system's clock, printed; 48,000 when
  /// it was too short to tell.
  static func recordingRate(_ server: SoundServer) -> Double {
    guard let rate = server.recordedRate else {
      print("  (the recording's rate: too short to tell; counted at 48 kHz)")
      return 48_000
    }
    print(
      "  the recording: \(fixed(rate, 2)) frames a second of CLOCK_MONOTONIC"
        + " (\(fixed((rate / 48_000 - 1) * 1_000_000, 1)) ppm); its onsets are timed at that rate")
    let minutes = server.recordedRates.map { ($0 / 48_000 - 1) * 1_000_000 }
    if let low = minutes.min(), let high = minutes.max(), minutes.count >= 2 {
      print(
        "  minute by minute: \(fixed(low, 1)) to \(fixed(high, 1)) ppm"
          + " (\(minutes.map { fixed($0, 1) }.joined(separator: ", ")))")
    }
    return rate
  }

  /// Intervals of `onsets` (frames of a recording made at `rate` frames a second of the
  /// system's clock) against `every` seconds: deviation p50 / p99 / max in ms, and drift
  /// (last minus first against the schedule).
  static func report(_ title: String, _ onsets: [Int], every: Double, rate: Double) {
    guard onsets.count >= 2 else {
      print("  \(title): \(onsets.count) onsets recorded, too few")
      return
    }
    let milliseconds = { (frames: Int) in Double(frames) / rate * 1000 }
    let deviations = zip(onsets.dropFirst(), onsets).map {
      abs(milliseconds($0 - $1) - every * 1000)
    }
    let sample = Sample(deviations)
    let drift =
      milliseconds(onsets.last! - onsets.first!) - every * 1000 * Double(onsets.count - 1)
    print(
      "  \(column(title, 36)) \(onsets.count - 1) intervals: |error| p50 "
        + "\(fixed(sample.median, 3)) ms, p99 \(fixed(sample.percentile(99), 3)) ms, max "
        + "\(fixed(sample.max, 3)) ms; drift \(fixed(drift, 3)) ms")
    // The same in the recording's own frames, at the 48 kHz the schedule is written in:
    // what the stream placed, whatever the rate measured (itself within about 1 ppm a
    // minute, a fifth of a millisecond over 5 minutes).
    let scheduled = Int((every * 48_000).rounded())
    let frames = zip(onsets.dropFirst(), onsets).map { abs($0 - $1 - scheduled) }
    print(
      "  \(column("", 36)) in frames: |error| max \(frames.max() ?? 0) of \(scheduled);"
        + " drift \(onsets.last! - onsets.first! - scheduled * (onsets.count - 1)) frames")
  }

  /// How many frames after its first sample `kind`'s voice, at its layer's default gain and
  /// as the stream's 16-bit samples, first reaches ``soundOnsets(in:threshold:gap:)``'s
  /// threshold: each voice rises at its own pace (a soft tone's envelope, a bell's strike),
  /// so onsets found in a recording differ by voice even when every first sample is on its
  /// frame.
  static func rise(_ kind: CueKind) -> Int {
    let gain = Float(SoundLevels().gain(kind.layer))
    let voice = CueVoices.make(kind)
    return voice.firstIndex { abs(($0 * gain * 32767).rounded()) / 32768 >= 0.01 } ?? 0
  }

  /// The offset between each phase cue's onset (or the frame `what` names, one a phase)
  /// and its phase switch on the screen: its spread (p99 of the distance from the median)
  /// is what must stay under 2 ms.
  static func screenOffset(
    _ onsets: [Int], run: BreatheBench.Run, rate: Double, what: String = "onset"
  ) {
    let analysis = BreatheBench.analyse(run, cycles: 1)
    let switches = zip(analysis.ideal, analysis.lateness).map { $0 * 1000 + $1 }
    let count = min(switches.count, onsets.count)
    guard count >= 2 else { return }
    let offsets = (0..<count).map { Double(onsets[$0]) / rate * 1000 - switches[$0] }
    let median = Sample(offsets).median
    let spread = Sample(offsets.map { abs($0 - median) })
    print(
      "  \(what) minus screen switch, \(count) phases: spread p50 \(fixed(spread.median, 3)) ms,"
        + " p99 \(fixed(spread.percentile(99), 3)) ms, max \(fixed(spread.max, 3)) ms")
    // Each voice crosses the onset threshold its own time after its first sample (inhale
    // 5.1 ms, hold 6.9, exhale 4.4: ``rise(_:)``): that is the voice, not the timing.
    // So the same offset about each phase's own median (box breathing's four phases).
    let byPhase = (0..<4).map { phase in
      Sample(Array(stride(from: phase, to: count, by: 4).map { offsets[$0] })).median
    }
    let own = Sample((0..<count).map { abs(offsets[$0] - byPhase[$0 % 4]) })
    let medians = byPhase.map { fixed($0, 2) }.joined(separator: " / ")
    print(
      "  the same about each phase's own median (\(medians) ms): spread p50"
        + " \(fixed(own.median, 3)) ms, p99 \(fixed(own.percentile(99), 3)) ms, max"
        + " \(fixed(own.max, 3)) ms")
    // Both sides are on the system's clock: the screen's switches as the pty read them,
    // the onsets as the recording's frames at its own measured rate. A stream that placed
    // its cues at 48 kHz on a sink that runs off the system's clock tilts the offset by that
    // rate (and a re-anchor steps it back); one that follows the sink's rate keeps it flat.
    // The slope shows what is left of a tilt, and the spread about it the rest.
    let switchesUsed = Array(switches.prefix(count))
    let fit = linearFit(x: switchesUsed, y: offsets)
    let residuals = zip(switchesUsed, offsets).map { $1 - (fit.intercept + fit.slope * $0) }
    let about = Sample(residuals.map(abs))
    print(
      "  the offset's slope: \(fixed(fit.slope * 1_000_000, 0)) ppm (what the stream did not follow"
        + " of the sink's clock); spread about it p50"
        + " \(fixed(about.median, 3)) ms, p99 \(fixed(about.percentile(99), 3)) ms")
  }

  /// CPU in % of a core; wake-ups are voluntary context switches (the process slept and
  /// woke), switches add the involuntary ones (preempted: the machine's load, not ours).
  static func usage(_ run: BreatheBench.Run) -> (cpu: Double, wakeUps: Double, switches: Double) {
    let wall =
      TimerRunBench.milliseconds(
        (run.chunks.last?.time ?? .zero) - (run.chunks.first?.time ?? .zero)) / 1000
    let usage = run.exit.usage
    return (
      TimerRunBench.milliseconds(usage.cpuTime) / 10 / max(wall, 1),
      Double(usage.voluntaryContextSwitches) / max(wall, 1),
      Double(usage.voluntaryContextSwitches + usage.involuntaryContextSwitches) / max(wall, 1)
    )
  }

  /// The baseline: a tick written to a file, then one `pacat` per cue at `every`-second
  /// deadlines from now.
  static func naive(cues: Int, every: Int, environment: [String: String]) {
    guard let pacat = ChildProcess.executable(named: "pacat", in: "/usr/bin:/bin") else { return }
    let path = "/tmp/cadence-bench-tick-\(getpid()).raw"
    let tick = CueVoices.make(.tick).map { $0 * 2 }
    tick.withUnsafeBytes { bytes in
      let file = fopen(path, "w")
      _ = fwrite(bytes.baseAddress, 1, bytes.count, file)
      fclose(file)
    }
    defer { unlink(path) }
    let clock = KernelClock(.suspending)
    let start = clock.now() + .milliseconds(500)
    var children: [ChildProcess] = []
    for index in 0..<cues {
      sleepThread(for: start + .seconds(every * index) - clock.now())
      if let child = try? ChildProcess.spawn(
        [pacat, "--raw", "--format=float32le", "--rate=48000", "--channels=1", path],
        environment: environment, streams: .discarded)
      {
        children.append(child)
      }
    }
    sleepThread(for: .seconds(1))
    for child in children { _ = child.wait() }
  }
}
