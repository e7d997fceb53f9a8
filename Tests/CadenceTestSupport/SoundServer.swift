import CadenceSystem
import Foundation
import Synchronization

/// A PulseAudio server of the test's own, on a null sink at 48 kHz, in a fresh runtime
/// directory (PLATFORM.md's commands), with a recorder on the sink's monitor.
///
/// `nil` when `pulseaudio` is not installed: the end-to-end tests are then skipped. The
/// processes are spawned with the system floor's `ChildProcess`: Foundation's `Process`
/// on Linux waits for its children one at a time, and a test blocked on the recorder
/// never saw it end while the daemon lived.
public final class SoundServer: @unchecked Sendable {
  // @unchecked: the processes are started in init and stopped in `stop`, by one test.
  /// The server's runtime directory (its socket is `pulse/native` in it).
  public let directory: String
  /// The address to give libpulse (`unix:…/pulse/native`).
  public let address: String
  private let daemon: ChildProcess
  private var recorder: ChildProcess?
  private var keepAlive: ChildProcess?
  private let recording: String
  private var growth: RecordingClock?
  private var handover: Handover?
  /// The last recording's frames per second of the monotonic clock (``RecordingClock``),
  /// `nil` for one shorter than 12 s.
  public private(set) var recordedRate: Double?
  /// The same over each whole minute of the last recording, oldest first.
  public private(set) var recordedRates: [Double] = []

  /// Whether `pulseaudio` is installed.
  public static var isInstalled: Bool { executable("pulseaudio") != nil }

  /// Whether PulseAudio's client library loads, as Cadence loads it: without it a practice
  /// says so rather than ask a server anything.
  public static var clientLibraryLoads: Bool {
    guard let handle = dlopen("libpulse.so.0", RTLD_LAZY) else { return false }
    dlclose(handle)
    return true
  }

  private static func executable(_ name: String) -> String? {
    ChildProcess.executable(named: name, in: "/usr/bin:/bin:/usr/local/bin")
  }

  /// Starts a server, or `nil` without `pulseaudio` (or when it would not start).
  public init?() {
    guard let pulseaudio = Self.executable("pulseaudio") else { return nil }
    directory = NSTemporaryDirectory() + "cadence-pulse-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    address = "unix:\(directory)/pulse/native"
    recording = directory + "/recording.raw"
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_RUNTIME_DIR"] = directory
    environment["HOME"] = directory
    self.environment = environment
    do {
      daemon = try ChildProcess.spawn(
        [
          pulseaudio, "-n", "--daemonize=no", "--exit-idle-time=-1",
          "-L", "module-null-sink sink_name=test rate=48000",
          "-L", "module-native-protocol-unix",
        ], environment: environment, streams: .discarded)
    } catch {
      return nil
    }
    // Ready once its null sink is listed: the socket appears before the server has loaded
    // its modules, and a client that connects then finds no sink. The server announces
    // neither, so it is asked (at most 3 s; a server that is not ready by then fails the
    // test that uses it, rather than skipping it).
    _ = Self.waitUntil(.seconds(3)) { self.list("sinks").contains("test") }
  }

  /// The environment a client of this server runs in (`XDG_RUNTIME_DIR`, `HOME`).
  public let environment: [String: String]

  /// Starts recording the sink's monitor (raw s16le mono 48 kHz) to a file, with a silent
  /// stream playing: an idle sink records no time (PLATFORM.md), and a recorder on an idle
  /// sink does not leave on a signal.
  ///
  /// `alone`: the silent stream stops once another stream plays, and starts again when the
  /// recording stops. Why: with two streams on it the null sink runs 150–300 ppm fast of
  /// the system's clock (measured here); with one it runs within 1 ppm, an exact device.
  /// Without `alone` the silent stream plays all along: a device that runs off.
  public func startRecording(alone: Bool = false) throws {
    guard let parecord = Self.executable("parecord"), let pacat = Self.executable("pacat")
    else { return }
    keepAlive = try ChildProcess.spawn(
      Self.silence(pacat), environment: environment, streams: .discarded)
    // The silent stream must be playing before the recorder connects, or the recorder sits
    // on an idle sink that records no time: wait (at most 3 s) until the server lists it.
    _ = Self.waitUntil(.seconds(3)) { !self.list("sink-inputs").isEmpty }
    // A fresh file: the wait below for its first samples would pass at once on the last
    // recording's, and the stream measured would start before the recorder listens.
    unlink(recording)
    recorder = try ChildProcess.spawn(
      [
        parecord, "--device=test.monitor", "--raw", "--format=s16le", "--rate=48000",
        "--channels=1", "--latency-msec=20", recording,
      ], environment: environment, streams: .discarded)
    // parecord records from when its stream is set up, which it does not announce: wait (at
    // most 3 s) until it has written samples, so the test plays nothing before it listens.
    let path = recording
    _ = Self.waitUntil(.seconds(3)) {
      ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0) > 0
    }
    growth = RecordingClock(watching: path)
    if alone, let keepAlive { handover = Handover(stopping: keepAlive, server: self) }
  }

  /// Stops the silent stream once the server lists a second stream playing, on a thread of
  /// its own: the stream to measure comes from a process this server does not start.
  private final class Handover: Sendable {
    let stopped = Mutex(false)
    /// When the silent stream was stopped (the monotonic clock), if it was.
    let handedOver = Mutex<Duration?>(nil)
    let done = DispatchSemaphore(value: 0)

    init(stopping keepAlive: ChildProcess, server: SoundServer) {
      let thread = Thread { [self] in
        while !stopped.withLock({ $0 }) {
          let streams = server.playingStreams()
          if streams >= 2 {
            keepAlive.kill()
            handedOver.withLock { $0 = KernelClock(.suspending).now() }
            break
          }
          usleep(10_000)  // The server announces no new stream: it is asked again.
        }
        done.signal()
      }
      thread.start()
    }

    /// Stops watching; when the silent stream was stopped, returns when (else `nil`).
    func finish() -> Duration? {
      stopped.withLock { $0 = true }
      done.wait()
      return handedOver.withLock { $0 }
    }
  }

  /// Stops the recorder and returns what it recorded, as samples from -1 to 1.
  public func stopRecording() -> [Float] {
    guard let recorder else { return [] }
    let handedOver = handover?.finish()
    handover = nil
    // The rate up to now: what the monitor hands on after this comes in one burst. Alone,
    // from a second after the silent stream stopped, when the sink ran with one stream.
    growth?.stop()
    let measured = handedOver.map { $0 + .seconds(1) }
    recordedRate = growth?.rate(after: measured)
    recordedRates = growth?.rates(every: .seconds(60), after: measured) ?? []
    growth = nil
    if handedOver != nil, let pacat = Self.executable("pacat") {
      // The stream measured has ended and the sink is idle: a silent stream again, so the
      // recorder leaves on its signal.
      keepAlive = try? ChildProcess.spawn(
        Self.silence(pacat), environment: environment, streams: .discarded)
    }
    // The monitor hands on what the sink mixed up to its latency late (up to 2 s, the null
    // sink's default, while a stream asks for a large buffer), and says nothing when it has:
    // a real-clock wait that long, with 0.2 s to spare.
    usleep(2_200_000)
    // SIGINT lets parecord write what it holds; a recorder still there after 2 s is killed.
    Glibc.kill(recorder.id, SIGINT)
    var ended = false
    for _ in 0..<200 where !ended {
      ended = recorder.poll() != nil
      if !ended { usleep(10_000) }
    }
    if !ended { recorder.kill() }
    self.recorder = nil
    keepAlive?.kill()
    keepAlive = nil
    let data = FileManager.default.contents(atPath: recording) ?? Data()
    return data.withUnsafeBytes { raw in
      raw.bindMemory(to: Int16.self).map { Float($0) / 32768 }
    }
  }

  /// The latency the null sink is configured to now (the least its streams asked for), as
  /// `pactl list sinks` says it; `nil` when it does not.
  public func sinkLatency() -> Duration? {
    let listed = list("sinks", short: false)
    guard let range = listed.range(of: "configured ") else { return nil }
    let digits = listed[range.upperBound...].prefix { $0.isNumber }
    return Int64(digits).map { .microseconds($0) }
  }

  /// How many streams play on the server, as `pactl list short sink-inputs` says (0 when it
  /// fails).
  fileprivate func playingStreams() -> Int {
    list("sink-inputs").split(separator: "\n").count
  }

  /// The silent stream: `pacat` playing zeros with a 20 ms buffer.
  private static func silence(_ pacat: String) -> [String] {
    [
      pacat, "--raw", "--format=s16le", "--rate=48000", "--channels=1", "--latency-msec=20",
      "/dev/zero",
    ]
  }

  /// What `pactl list [short] <what>` prints on this server, empty when it fails.
  private func list(_ what: String, short: Bool = true) -> String {
    guard let pactl = Self.executable("pactl") else { return "" }
    let arguments = [pactl, "list"] + (short ? ["short"] : []) + [what]
    return ProgramOutput.run(
      arguments, environment: environment.merging(["PULSE_SERVER": address]) { $1 },
      directory: directory) ?? ""
  }

  /// Asks `ready` every 10 ms until it holds or `limit` has passed; whether it held.
  ///
  /// A real-clock wait, on purpose: it waits on other processes (the server, its clients),
  /// which announce nothing a test could wait on instead.
  private static func waitUntil(_ limit: Duration, _ ready: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while clock.now < end {
      if ready() { return true }
      usleep(10_000)
    }
    return ready()
  }

  /// Stops the recorder and the server and removes the directory.
  public func stop() {
    if handover?.finish() != nil { keepAlive = nil }
    handover = nil
    growth?.stop()
    growth = nil
    recorder?.kill()
    recorder = nil
    keepAlive?.kill()
    keepAlive = nil
    daemon.kill()
    try? FileManager.default.removeItem(atPath: directory)
  }
}

/// The frames where sound begins after at least `gap` frames below `threshold`.
public func soundOnsets(in samples: [Float], threshold: Float = 0.01, gap: Int = 4800) -> [Int] {
  var found: [Int] = []
  var quiet = gap
  for (index, sample) in samples.enumerated() {
    if abs(sample) >= threshold {
      if quiet >= gap { found.append(index) }
      quiet = 0
    } else {
      quiet += 1
    }
  }
  return found
}
