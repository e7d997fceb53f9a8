import CadenceSystem
import CadenceTestSupport
import CadenceTestTraits
import Testing

@testable import CadenceSound

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Against a real PulseAudio server on a null sink (skipped without `pulseaudio`): what the
/// sink's monitor records is where the cues were placed.
@Suite(.serialized, .enabled(if: SoundServer.isInstalled))
struct PulseOutputEndToEndTests {
  /// Starts recording `server`'s sink and opens a stream on it with ticks at full volume,
  /// on a clock from now; returns the stream and that clock.
  private func recordedTicks(
    on server: SoundServer
  ) throws -> (PulseOutput, @Sendable () -> Duration) {
    try server.startRecording()
    let kernel = KernelClock(.suspending)
    let zero = kernel.now()
    let clock: @Sendable () -> Duration = { kernel.now() - zero }
    let output = try PulseOutput.open(
      name: "test", server: server.address, levels: SoundLevels(volumes: [.ticks: 100]),
      clock: clock)
    // On the test's thread, as a front end's opening thread would: until the sink plays it.
    output.settle()
    return (output, clock)
  }

  @Test(.hangLimit)
  func ticksOneSecondApartAreRecordedOneSecondApartToTheSample() async throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    let (output, clock) = try recordedTicks(on: server)
    #expect(output.server.sink == "test")
    let now = clock()
    output.follow((1...4).map { Cue(.tick, at: now + .seconds($0)) }, at: now)
    // A change of plan after the first tick: the last one is taken back.
    // Real time on purpose: the server plays in real time, and what is checked is what its
    // sink recorded. Awaited, not slept on a thread: the suite's other tests share the few
    // threads.
    try await Task.sleep(for: .milliseconds(1_500))
    let changed = clock()
    output.follow((2...3).map { Cue(.tick, at: now + .seconds($0)) }, at: changed)
    // Real time again: the remaining ticks must play before the recording stops.
    try await Task.sleep(for: .milliseconds(3_000))
    // The line still ties the stream to the clock: within the 20 ms beyond which it would
    // start a new one. Not closer: over these 4.5 s the snapshots do not yet span the 7 s a
    // rate is fitted over, and the null sink beside the recording's silent stream runs
    // 160–180 ppm fast (one run under CI's load was 6.7 ms off).
    #expect(abs(output.anchorError() ?? .max) < PulseOutput.reanchorBeyond)
    output.close(drain: .seconds(1))
    try await Task.sleep(for: output.ringsFor)
    let found = soundOnsets(in: server.stopRecording())
    // Taken back unless the change came too late (a starved test thread, past 3.9 s).
    let expected = changed < now + .milliseconds(3_900) ? 3 : 4
    #expect(found.count == expected, "onsets at \(found), changed at \(changed - now)")
    let intervals = zip(found.dropFirst(), found).map { $0 - $1 }
    for interval in intervals { #expect(abs(interval - 48_000) <= 1, "intervals \(intervals)") }
  }

  /// Refills written as pieces with gaps must still count as written: the server asks for
  /// more when its buffer is half empty, and never runs dry and stops to buffer again, which
  /// would move every later cue.
  @Test(.hangLimit)
  func ticksTwelveSecondsApartPastThreeRefillsAreRecordedTwelveSecondsApart() async throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    let (output, clock) = try recordedTicks(on: server)
    let now = clock()
    output.follow([1, 13].map { Cue(.tick, at: now + .seconds($0)) }, at: now)
    try await Task.sleep(for: .milliseconds(13_500))
    output.close(drain: .seconds(1))
    try await Task.sleep(for: output.ringsFor)
    let found = soundOnsets(in: server.stopRecording())
    #expect(found.count == 2, "onsets at \(found)")
    // Within the device's rate, followed from 7 s on: 400 ppm of 12 s (the null sink beside
    // the recorder's silent stream runs 160–180 ppm fast). A refill that ran dry would stop
    // the stream to buffer again, and move the second tick by far more.
    if found.count == 2 { #expect(abs(found[1] - found[0] - 12 * 48_000) <= 231, "\(found)") }
  }

  /// Closing never blocks its caller (the desktop closed on its main thread and froze 4 s):
  /// a ring-out plays on, said by `ringsFor`, and a stop after it fades at once.
  @Test(.hangLimit)
  func closingReturnsAtOnceWhileTheChimeRingsOn() async throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    let (output, clock) = try recordedTicks(on: server)
    let now = clock()
    output.follow([Cue(.endChime, at: now + .milliseconds(400))], at: now)
    // Real time on purpose: the chime must be sounding when the close comes. Slept on this
    // thread, not awaited: an awaited test resumes behind every task queued on the pool, and
    // in a full run that came after the chime had rung out (`rings` under 1 s).
    usleep(600_000)
    let before = clock()
    output.close(drain: .seconds(4))
    let took = clock() - before
    #expect(took < .milliseconds(50), "close took \(took)")
    let rings = output.ringsFor
    #expect(rings > .seconds(1) && rings <= .seconds(4), "rings for \(rings)")
    output.close(drain: .zero)
    // The fade: past what the sink has mixed (100 ms) and 20 ms long.
    #expect(output.ringsFor <= .milliseconds(200), "fades within \(output.ringsFor)")
    try await Task.sleep(for: output.ringsFor + .milliseconds(200))
    _ = server.stopRecording()
  }

  /// The stream asks the sink for 100 ms, not for nothing: a target of exactly two requests
  /// asked for none, and the server gave 0.5 ms and mixed 2,000 times a second.
  @Test(.hangLimit)
  func theStreamLeavesTheSinkATenthOfASecond() throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    let output = try PulseOutput.open(
      name: "test", server: server.address, levels: SoundLevels(), clock: { .zero })
    defer { output.close(drain: .zero) }
    output.settle()
    #expect(server.sinkLatency() == .milliseconds(100))
  }

  @Test func noServerThereIsAProblemNamingIt() {
    #expect(throws: SoundProblem.self) {
      _ = try PulseOutput.open(
        name: "test", server: "unix:/nonexistent/cadence/native", levels: SoundLevels(),
        clock: { .zero })
    }
  }
}
