import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords
import GtkGlue
import Synchronization
import XCTest

@testable import CadenceDesktop

/// Issue 22 on the desktop: the pages play the practices' cues through `CadenceSound`, as
/// the terminal does, from the same timelines: each change of the timeline (a start, a
/// pause, ±1 minute) is passed on, the end lets the chime ring, a stop silences it; with no
/// server nothing plays and nothing else changes.
final class PageSoundTests: XCTestCase {
  func testTheTimersCuesFollowItsTimeline() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let output = RecordingOutput()
      let page = TimerPage(PageContext(store: nil, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      page.start(total: .seconds(60), now: .zero)
      page.update(now: .seconds(1))
      XCTAssertEqual(output.follows.count, 1, "an unchanged timeline is passed on once")
      XCTAssertEqual(output.follows.last?.map(\.at), [.seconds(60)])
      page.togglePause(now: .seconds(10))
      XCTAssertEqual(output.follows.last, [], "paused, nothing is to ring")
      page.togglePause(now: .seconds(20))
      XCTAssertEqual(output.follows.last?.map(\.at), [.seconds(70)])
      page.addMinute(now: .seconds(21))
      XCTAssertEqual(output.follows.last?.map(\.at), [.seconds(130)])
      page.stop(now: .seconds(22))
      XCTAssertEqual(output.drains, [.zero], "a stop is silent at once")
    }
  }

  func testWithNoServerNothingPlaysAndTheRunIsRecordedAsBefore() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let page = MeditatePage(
        PageContext(store: store, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      var sound: PageSound?
      page.makeSound = {
        sound = PageSound(plan: CuePlan(), opening: .inline) { _ throws(SoundProblem) in
          throw .noServer("none")
        }
        return sound
      }
      let sitting = try MeditationSitting(length: .seconds(60))
      page.start(sitting, now: .zero)
      page.update(now: .seconds(30))
      XCTAssertEqual(sound?.problem, .noServer("none"))
      XCTAssertEqual(sound?.isPlaying, false)
      // The start bell rang on the display's bell, as without sound.
      XCTAssertEqual(page.strikesSounded, 1)
      page.stop(now: .seconds(40))
      XCTAssertEqual(try store.store.sessions(SessionQuery()).map(\.status), [.stoppedEarly])
    }
  }

  /// How long a page may wait before a practice whose first instant has a cue.
  static let wait = TimelineSound.firstCueWait

  /// The desktop's order is the terminal's: the sound opens beside the practice, and only a
  /// cue on the practice's first instant holds that instant back, at most 300 ms, so it is
  /// placed on its frame; the cues go out at once, ahead of it.
  func testAPomodorosBellsAreTheWaitLaterAndTheFullLengthShowsThroughTheWait() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let output = RecordingOutput()
      let page = PomodoroPage(PageContext(store: nil, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      let plan = PomodoroPlan(
        work: .seconds(10), shortBreak: .seconds(3), longBreak: .seconds(5), longBreakEvery: 2)
      page.start(plan: plan, label: nil, now: .seconds(100))
      // Opened at 100 s on the page's clock, which is the output's: the focus starts the
      // wait later, with its bell, and its end (the break's bell) is ten seconds after that.
      XCTAssertEqual(
        output.follows.first?.prefix(2),
        [
          Cue(.focusStart, at: .seconds(100) + Self.wait),
          Cue(.breakStart, at: .seconds(110) + Self.wait),
        ])
      // Every voice it can sound was made as the sound opened, before any cue was placed.
      XCTAssertEqual(output.prepared, [.init(kinds: [.focusStart, .breakStart], follows: 0)])
      XCTAssertEqual(page.shownText.digits, "00:10")
      // 1.1 s after Start is 0.8 s of focus: still the full ten seconds.
      page.update(now: .seconds(101.1))
      XCTAssertEqual(page.shownText.digits, "00:10")
      page.update(now: .seconds(101) + Self.wait)
      XCTAssertEqual(page.shownText.digits, "00:09")
      // A skip 2.3 s after Start starts the 3 s break with its bell, and the next focus
      // bell follows from it.
      page.skip(now: .seconds(102) + Self.wait)
      XCTAssertEqual(
        output.follows.last?.prefix(2),
        [
          Cue(.breakStart, at: .seconds(102) + Self.wait),
          Cue(.focusStart, at: .seconds(105) + Self.wait),
        ])
      page.stop(now: .seconds(103))
    }
  }

  /// A warm-up first: no cue on the first instant, so nothing waits.
  func testASittingWithAWarmUpStartsAtOnceAndItsFirstBowlEndsTheWarmUp() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let output = RecordingOutput()
      let page = MeditatePage(PageContext(store: nil, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      page.start(
        try MeditationSitting(length: .seconds(60), warmUp: .seconds(10)), now: .seconds(5))
      XCTAssertEqual(output.follows.first?.first, Cue(.bowl, at: .seconds(15)))
      XCTAssertEqual(output.prepared, [.init(kinds: [.bowl], follows: 0)])
      XCTAssertEqual(page.shownText.digits, "00:10")
      page.update(now: .seconds(5.9))
      XCTAssertEqual(page.shownText.digits, "00:10", "the warm-up began at 5 s")
      page.update(now: .seconds(6))
      XCTAssertEqual(page.shownText.digits, "00:09")
      page.stop(now: .seconds(7))
    }
  }

  func testTheTimerStartsAtOnceAndItsEndChimeIsAtItsEnd() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let output = RecordingOutput()
      let page = TimerPage(PageContext(store: nil, application: nil, words: EnglishCatalogue()))
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      page.start(total: .seconds(60), now: .zero)
      XCTAssertEqual(output.follows.first, [Cue(.endChime, at: .seconds(60))])
      XCTAssertEqual(output.prepared, [.init(kinds: [.endChime], follows: 0)])
      page.update(now: .seconds(0.9))
      XCTAssertEqual(page.shownDigits, "01:00")
      page.update(now: .seconds(1))
      XCTAssertEqual(page.shownDigits, "00:59")
      page.stop(now: .seconds(2))
    }
  }

  /// Breathing keeps its own time since its start: the output's clock reads from the
  /// opening, the session's zero is the wait on it, and the first inhale is placed there.
  func testTheFirstInhaleIsPlacedAtTheSessionsZeroOnTheOutputsClock() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let output = RecordingOutput()
      let clock = Mutex<(@Sendable () -> Duration)?>(nil)
      let page = BreathePage(store: nil, reduceMotion: false, words: EnglishCatalogue())
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = {
        PageSound(plan: CuePlan(), opening: .inline) { given in
          clock.withLock { $0 = given }
          return output
        }
      }
      let session = BreathingSession(
        pattern: try BreathingPattern(parsing: "4-4"), cycles: 2, countIn: .zero)
      let started = monotonicMicroseconds()
      page.start(session, name: "4-4", now: started)
      let read = try XCTUnwrap(clock.withLock { $0 })
      XCTAssertLessThanOrEqual(
        read(), .microseconds(monotonicMicroseconds() - started),
        "the output's clock starts at the opening")
      let cues = try XCTUnwrap(output.follows.first)
      XCTAssertEqual(cues.first, Cue(.inhale, at: Self.wait))
      XCTAssertEqual(cues.dropFirst().first, Cue(.exhale, at: Self.wait + .seconds(4)))
      // The end chime too, though the first cues placed do not reach it.
      XCTAssertEqual(output.prepared, [.init(kinds: [.inhale, .exhale, .endChime], follows: 0)])
      // The first inhale is shown when it is heard, not the wait before.
      XCTAssertNotEqual(page.phaseText, "Breathe in")
      XCTAssertTrue(
        runMainLoop(until: { page.phaseText == "Breathe in" }, timeoutMicroseconds: 5_000_000))
      XCTAssertGreaterThanOrEqual(
        monotonicMicroseconds() - started, Int(Self.wait / .microseconds(1)))
      page.stop()
    }
  }

  func testSoundIsOnByDefaultAndTheSettingAndTheOptionsTurnItOff() throws {
    XCTAssertTrue(DesktopSettings().sound.isOn)
    let off = DesktopSettings(["sound": "off", "sound.cues": "strikes", "volume.bells": "50"])
    XCTAssertFalse(off.sound.isOn)
    XCTAssertEqual(off.sound.plan.set, .strikes)
    XCTAssertEqual(off.sound.levels.volumes[.bells], 50)
    XCTAssertEqual(try DesktopOptions(arguments: ["--sound"]).sound, true)
    XCTAssertEqual(try DesktopOptions(arguments: ["--no-sound"]).sound, false)
  }
}

/// A sound output that keeps what it was asked to play.
final class RecordingOutput: SoundOutput {
  /// One ``SoundOutput/prepare(_:)``: the kinds, and how many follows came before it.
  struct Prepared: Equatable {
    var kinds: Set<CueKind>
    var follows: Int
  }

  private let state = Mutex<(follows: [[Cue]], drains: [Duration], prepared: [Prepared])>(
    ([], [], []))

  var follows: [[Cue]] { state.withLock { $0.follows } }
  var drains: [Duration] { state.withLock { $0.drains } }
  var prepared: [Prepared] { state.withLock { $0.prepared } }

  func prepare(_ kinds: Set<CueKind>) {
    state.withLock { $0.prepared.append(Prepared(kinds: kinds, follows: $0.follows.count)) }
  }

  func follow(_ cues: [Cue], at now: Duration) { state.withLock { $0.follows.append(cues) } }
  func close(drain: Duration) { state.withLock { $0.drains.append(drain) } }
  func takeProblem() -> SoundProblem? { nil }
}
