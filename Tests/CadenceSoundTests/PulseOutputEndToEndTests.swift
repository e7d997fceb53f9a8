import CadenceSystem
import CadenceTestSupport
import Testing

@testable import CadenceSound

/// Against a real PulseAudio server on a null sink (skipped without `pulseaudio`): what the
/// sink's monitor records is where the cues were placed.
@Suite(.serialized, .enabled(if: SoundServer.isInstalled))
struct PulseOutputEndToEndTests {
  @Test(.timeLimit(.minutes(1)))
  func ticksOneSecondApartAreRecordedOneSecondApartToTheSample() throws {
    let server = try #require(SoundServer())
    defer { server.stop() }
    try server.startRecording()
    let clock = KernelClock(.suspending)
    let zero = clock.now()
    let output = try PulseOutput.open(
      name: "test", server: server.address, levels: SoundLevels(volumes: [.ticks: 100]),
      clock: { clock.now() - zero })
    #expect(output.server.sink == "test")
    let now = clock.now() - zero
    output.follow((1...4).map { Cue(.tick, at: now + .seconds($0)) }, at: now)
    // A change of plan after the first tick: the last one is taken back.
    sleepThread(for: .milliseconds(1_500))
    output.follow((2...3).map { Cue(.tick, at: now + .seconds($0)) }, at: clock.now() - zero)
    sleepThread(for: .milliseconds(3_000))
    #expect(abs(output.anchorError() ?? .max) < 240)
    output.close(drain: .seconds(1))
    let found = soundOnsets(in: server.stopRecording())
    #expect(found.count == 3, "onsets at \(found)")
    let intervals = zip(found.dropFirst(), found).map { $0 - $1 }
    for interval in intervals { #expect(abs(interval - 48_000) <= 1, "intervals \(intervals)") }
  }

  @Test func noServerThereIsAProblemNamingIt() {
    #expect(throws: SoundProblem.self) {
      _ = try PulseOutput.open(
        name: "test", server: "unix:/nonexistent/cadence/native", levels: SoundLevels(),
        clock: { .zero })
    }
  }
}
