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
      let page = TimerPage(store: nil, application: nil, words: EnglishCatalogue())
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = { PageSound(plan: CuePlan()) { _ in output } }
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
      let page = MeditatePage(store: store, application: nil, words: EnglishCatalogue())
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      var sound: PageSound?
      page.makeSound = {
        sound = PageSound(plan: CuePlan()) { _ throws(SoundProblem) in throw .noServer("none") }
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
  private let state = Mutex<(follows: [[Cue]], drains: [Duration])>(([], []))

  var follows: [[Cue]] { state.withLock { $0.follows } }
  var drains: [Duration] { state.withLock { $0.drains } }

  func follow(_ cues: [Cue], at now: Duration) { state.withLock { $0.follows.append(cues) } }
  func close(drain: Duration) { state.withLock { $0.drains.append(drain) } }
  func takeProblem() -> SoundProblem? { nil }
  var lead: Duration { .zero }
}
