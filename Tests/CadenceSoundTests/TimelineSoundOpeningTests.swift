import CadencePractice
import CadenceSystem
import Dispatch
import Testing

@testable import CadenceSound

/// The output opens on a thread of its own, and nothing about it holds the front end up: a
/// server that is slow, stuck or absent costs the practice nothing but the cues.
///
/// The opener here blocks on a semaphore the test releases, as a server that has not
/// answered yet would; the test waits on the fake output's own signals, never on time.
@Suite struct TimelineSoundOpeningTests {
  /// A sitting's first bowl at the practice's zero, its end chime a minute later.
  let sitting = [
    PracticeEvent(.bell(.start, strike: 0), at: .zero), PracticeEvent(.end, at: .seconds(60)),
  ]

  /// A gate the opener waits at, and the output it then returns.
  private func blockedOpener(
    _ output: FakeOutput, gate: DispatchSemaphore, calls: Locked<Int> = Locked(0)
  ) -> TimelineSound {
    TimelineSound(plan: CuePlan()) { _ in
      calls.withLock { $0 += 1 }
      gate.wait()
      return output
    }
  }

  @Test func openingReturnsAtOnceAndTheCuesFollowedMeanwhileAreHandedOverWhenItOpens() {
    let output = FakeOutput()
    let gate = DispatchSemaphore(value: 0)
    let sound = blockedOpener(output, gate: gate)
    let now = Locked(Duration.milliseconds(40))
    _ = sound.open(clock: { now.withLock { $0 } }, preparing: sitting)
    #expect(sound.isOpening)
    #expect(!sound.isPlaying)
    sound.start(at: .milliseconds(300))
    sound.follow(sitting)
    gate.signal()
    output.followed.wait()
    // The join: the cues as last followed, on the output's clock, read as it was handed over.
    #expect(
      output.follows == [
        FakeOutput.Follow(
          cues: [Cue(.bowl, at: .milliseconds(300)), Cue(.endChime, at: .milliseconds(60_300))],
          now: .milliseconds(40))
      ])
    #expect(sound.isPlaying)
    #expect(!sound.isOpening)
    #expect(output.prepared == [[.bowl, .endChime]], "the voices are made on the thread")
    // Later follows go straight to the output.
    sound.follow([])
    #expect(output.follows.count == 2)
  }

  @Test func aCueAtTheFirstInstantMayHoldItBackAtMostTheFirstCueWait() {
    let gate = DispatchSemaphore(value: 0)
    defer { gate.signal() }
    let sound = blockedOpener(FakeOutput(), gate: gate)
    #expect(sound.open(clock: { .zero }, preparing: sitting) == TimelineSound.firstCueWait)
    #expect(TimelineSound.firstCueWait == .milliseconds(300))
    let timer = blockedOpener(FakeOutput(), gate: gate)
    #expect(
      timer.open(clock: { .zero }, preparing: [PracticeEvent(.end, at: .seconds(60))]) == .zero)
    gate.signal()
  }

  @Test func aServerThatHasNotAnsweredWithinASecondIsGivenUpAndClosedUnheardWhenItDoes() {
    let output = FakeOutput()
    let gate = DispatchSemaphore(value: 0)
    let sound = blockedOpener(output, gate: gate)
    let now = Locked(Duration.zero)
    _ = sound.open(clock: { now.withLock { $0 } }, preparing: sitting)
    sound.follow(sitting)
    now.withLock { $0 = .milliseconds(999) }
    #expect(sound.isOpening)
    #expect(sound.problem == nil)
    now.withLock { $0 = TimelineSound.answerLimit }
    sound.follow([])
    #expect(sound.problem == .noAnswer)
    #expect(!sound.isOpening)
    #expect(!sound.isPlaying)
    gate.signal()
    output.closed.wait()
    #expect(output.drains == [.zero])
    #expect(output.follows.isEmpty, "nothing it would have played")
  }

  @Test func noServerToReachLoadsNothingAndStartsNoThread() {
    let calls = Locked(0)
    let sound = TimelineSound(plan: CuePlan(), reach: { .noServer("no server socket") }) { _ in
      calls.withLock { $0 += 1 }
      return FakeOutput()
    }
    #expect(sound.open(clock: { .zero }, preparing: sitting) == .zero)
    #expect(sound.problem == .noServer("no server socket"))
    #expect(!sound.isOpening)
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func anOpeningThatFailsIsToldAndTheFrontEndStopsWaiting() {
    let gate = DispatchSemaphore(value: 0)
    let sound = TimelineSound(plan: CuePlan()) { _ throws(SoundProblem) in
      gate.signal()
      throw .noServer("Connection refused")
    }
    _ = sound.open(clock: { .zero }, preparing: sitting)
    gate.wait()
    // The thread sets the failure right after the opener throws.
    while sound.isOpening {}
    #expect(sound.problem == .noServer("Connection refused"))
  }

  /// A natural end's ring-out is said, and a key during it fades what still rings.
  @Test func finishingSaysHowLongItRingsAndSilencingFadesIt() {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    _ = sound.open(clock: { .zero }, preparing: sitting)
    output.rings(for: .milliseconds(2_500))
    #expect(sound.finish(drain: .seconds(3)) == .milliseconds(2_500))
    output.rings(for: .milliseconds(125))
    #expect(sound.silence() == .milliseconds(125))
    #expect(output.drains == [.seconds(3), .zero])
    #expect(!sound.isPlaying)
  }
}
