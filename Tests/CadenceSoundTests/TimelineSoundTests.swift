import Cadence
import CadencePractice
import CadenceSystem
import Dispatch
import Testing

@testable import CadenceSound

/// The one sound every front end plays a practice through: opened once before the
/// practice's clock starts, each changed timeline passed on with its cues moved to the
/// output's clock, a lost output closed and told of.
@Suite struct TimelineSoundTests {
  /// A sitting's first bowl at the practice's zero, its end chime a minute later.
  let sitting = [
    PracticeEvent(.bell(.start, strike: 0), at: .zero), PracticeEvent(.end, at: .seconds(60)),
  ]

  @Test func openingOpensOnceAndNeverWaitsWithoutACueAtTheFirstInstant() {
    let output = FakeOutput()
    let opened = Locked(0)
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in
      opened.withLock { $0 += 1 }
      return output
    }
    #expect(
      sound.open(clock: { .zero }, preparing: [PracticeEvent(.end, at: .seconds(60))]) == .zero)
    #expect(sound.isPlaying)
    #expect(sound.open(clock: { .zero }) == .zero, "a second open does nothing")
    #expect(opened.withLock { $0 } == 1)
  }

  /// The voices of every cue the practice can sound are made as the output opens, before it
  /// plays anything (made on the first follow, the first bowl came 100–310 ms late).
  @Test func openingMakesTheVoicesOfTheTimelinesCuesBeforeTheLead() throws {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(set: .strikes, ticks: true), opening: .inline) { _ in
      output
    }
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "in 4 hold 4 out 4"), cycles: 1, countIn: .zero)
    let breath =
      session.phaseStarts(in: Duration.zero..<session.totalDuration).map {
        PracticeEvent(.phase($0), at: $0.at)
      } + [PracticeEvent(.end, at: session.totalDuration)]
    _ = sound.open(clock: { .zero }, preparing: breath)
    #expect(output.prepared == [[.strike, .tick, .endChime]])
    #expect(output.follows.isEmpty, "made, not played")
  }

  @Test func aSittingsBowlIsMadeAsItsSoundOpens() {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    _ = sound.open(clock: { .zero }, preparing: sitting)
    #expect(output.prepared == [[.bowl, .endChime]])
  }

  @Test func cuesArePlacedAtThePracticesZeroOnTheOutputsClock() {
    let output = FakeOutput()
    let now = Locked(Duration.zero)
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    _ = sound.open(clock: { now.withLock { $0 } })
    sound.start(at: .milliseconds(250))
    now.withLock { $0 = .milliseconds(10) }
    sound.follow(sitting)
    #expect(
      output.follows
        == [
          FakeOutput.Follow(
            cues: [Cue(.bowl, at: .milliseconds(250)), Cue(.endChime, at: .seconds(60.25))],
            now: .milliseconds(10))
        ])
  }

  @Test func whatIsHeardNowIsReadOnTheOutputsClock() {
    let output = FakeOutput()
    let now = Locked(Duration.seconds(3))
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    sound.start(at: .seconds(1))
    _ = sound.open(clock: { now.withLock { $0 } })
    sound.follow(sitting)
    #expect(output.follows.map(\.now) == [.seconds(3)])
    #expect(output.follows.first?.cues.map(\.at) == [.seconds(1), .seconds(61)])
  }

  @Test func anUnchangedTimelineIsPassedOnOnce() {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    _ = sound.open(clock: { .zero })
    sound.follow(sitting)
    sound.follow(sitting)
    #expect(output.follows.count == 1)
    sound.follow([])
    sound.follow([])
    sound.follow(sitting)
    #expect(output.follows.map(\.cues.count) == [2, 0, 2], "a pause empties it, a resume fills it")
  }

  @Test func aLostOutputIsClosedOnceAndSaysWhy() {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    _ = sound.open(clock: { .zero })
    sound.follow(sitting)
    output.lose(.serverGone)
    sound.follow([])
    #expect(sound.problem == .serverGone)
    #expect(!sound.isPlaying)
    #expect(output.drains == [.zero])
    sound.follow(sitting)
    sound.finish(drain: .seconds(4))
    #expect(output.drains == [.zero], "closed once, silent at once")
    #expect(output.follows.count == 1, "nothing is passed on after the loss")
  }

  @Test func withoutAnOutputNothingPlaysAndNothingWaits() {
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ throws(SoundProblem) in
      throw .noServer("Connection refused")
    }
    #expect(sound.open(clock: { .zero }, preparing: sitting) == .zero)
    #expect(sound.problem == .noServer("Connection refused"))
    #expect(!sound.isPlaying)
    sound.follow(sitting)
    sound.finish(drain: .seconds(4))
  }

  @Test func finishingDrainsOnceAndNothingPlaysAfter() {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    _ = sound.open(clock: { .zero })
    sound.follow(sitting)
    sound.finish(drain: .seconds(4))
    sound.follow([])
    sound.finish(drain: .zero)
    #expect(output.drains == [.seconds(4)])
    #expect(output.follows.count == 1)
    #expect(!sound.isPlaying)
    #expect(sound.problem == nil)
  }

  @Test func nothingIsPassedOnBeforeItOpens() {
    let output = FakeOutput()
    let sound = TimelineSound(plan: CuePlan(), opening: .inline) { _ in output }
    sound.follow(sitting)
    #expect(output.follows.isEmpty)
    #expect(!sound.isPlaying)
  }
}

/// A sound output that keeps what it was asked to play, and can be lost as a server goes.
final class FakeOutput: SoundOutput {
  /// One ``SoundOutput/follow(_:at:)``: the cues and the clock's reading given.
  struct Follow: Equatable {
    var cues: [Cue]
    var now: Duration
  }

  private struct State {
    var follows: [Follow] = []
    var drains: [Duration] = []
    var problem: SoundProblem?
    var prepared: [Set<CueKind>] = []
    var settles = 0
    var ringing = Duration.zero
  }

  private let state = Locked(State())
  /// Signalled at each follow and each close: a test waits on them for the opening thread.
  let followed = DispatchSemaphore(value: 0)
  let closed = DispatchSemaphore(value: 0)

  var settles: Int { state.withLock { $0.settles } }
  /// How long it says it rings after a close.
  func rings(for duration: Duration) { state.withLock { $0.ringing = duration } }
  var ringsFor: Duration { state.withLock { $0.ringing } }
  func settle() { state.withLock { $0.settles += 1 } }

  var follows: [Follow] { state.withLock { $0.follows } }
  var drains: [Duration] { state.withLock { $0.drains } }
  var prepared: [Set<CueKind>] { state.withLock { $0.prepared } }

  func prepare(_ kinds: Set<CueKind>) { state.withLock { $0.prepared.append(kinds) } }

  /// The server goes away: the next ``takeProblem()`` says so.
  func lose(_ problem: SoundProblem) { state.withLock { $0.problem = problem } }

  func follow(_ cues: [Cue], at now: Duration) {
    state.withLock { $0.follows.append(Follow(cues: cues, now: now)) }
    followed.signal()
  }

  func close(drain: Duration) {
    state.withLock { $0.drains.append(drain) }
    closed.signal()
  }

  func takeProblem() -> SoundProblem? {
    state.withLock { state in
      defer { state.problem = nil }
      return state.problem
    }
  }
}
