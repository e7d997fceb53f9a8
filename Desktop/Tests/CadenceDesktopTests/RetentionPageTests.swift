import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Retention rounds on the breathe page, driven in process at chosen instants of their
/// time (the page's timeouts never fire: the loop does not run): the holds the person ends,
/// the cap, the safety page shared with the terminal, all recorded as `cadence breathe
/// retention` records them.
final class RetentionPageTests: XCTestCase {
  @MainActor
  private static func page(_ store: DesktopStore?) throws -> (BreathePage, Window) {
    guard DesktopProcess.hasDisplay, initializeToolkit() else {
      throw XCTSkip("needs a display: run under xvfb-run")
    }
    let page = BreathePage(PageContext(store: store, application: nil, words: EnglishCatalogue()))
    let window = Window(application: nil)
    window.setContent(page.root)
    return (page, window)
  }

  @MainActor
  private static func sessions(_ store: DesktopStore) throws -> [SessionRecord] {
    try store.store.sessions(SessionQuery())
  }

  func testAHoldEndedAfterAKnownTimeIsStoredAsSuch() throws {
    try MainActor.assumeIsolated {
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let (page, window) = try Self.page(store)
      defer { window.destroy() }
      let retention = page.retention
      // 3 s to get ready, 30 breaths of 3 s: the hold begins at 93 s.
      retention.start(RetentionRounds(rounds: 2, breaths: 30), now: .zero)
      XCTAssertEqual(page.root.visibleName, "retention")
      retention.update(now: .seconds(4))
      XCTAssertEqual(retention.shownText.main, "Breathe in deeply")
      XCTAssertEqual(retention.shownText.detail, "breath 1 of 30")
      retention.update(now: .seconds(120))
      XCTAssertEqual(retention.shownText.main, "Hold · 0:27")
      XCTAssertEqual(retention.shownText.detail, "the cap ends it at 3:00")
      XCTAssertTrue(retention.endHoldButton.isSensitive)
      retention.endHold(now: .milliseconds(176_400))
      XCTAssertEqual(retention.shownText.main, "Breathe in and hold · 15")
      XCTAssertEqual(retention.shownText.detail, "held 1:23.4")
      XCTAssertFalse(retention.endHoldButton.isSensitive)
      // Round 2 breathes from 191.4 s; its hold begins at 281.4 s. Space (the window's
      // pause) ends no breath, and ends the hold at the latest look (the page's own clock,
      // a moment since it was made, is behind the instants this test gives).
      retention.update(now: .seconds(200))
      XCTAssertEqual(retention.shownText.title, "Retention rounds · round 2 of 2")
      page.lifecycle.togglePause()
      XCTAssertEqual(retention.shownText.main, "Let go")
      XCTAssertEqual(retention.shownText.detail, "breath 3 of 30")
      retention.update(now: .milliseconds(382_400))
      XCTAssertEqual(retention.shownText.main, "Hold · 1:41")
      page.lifecycle.togglePause()
      XCTAssertEqual(retention.shownText.detail, "held 1:41.0")
      retention.update(now: .milliseconds(397_400))
      XCTAssertFalse(page.lifecycle.isRunning)
      XCTAssertEqual(page.root.visibleName, "retention-setup")
      XCTAssertEqual(retention.shownText.status, "2 of 2 rounds, holds 1:23.4, 1:41.0")
      let session = try XCTUnwrap(try Self.sessions(store).first)
      XCTAssertEqual(session.name, RetentionPractice.name)
      XCTAssertEqual(session.kind, .breathe)
      XCTAssertEqual(session.status, .completed)
      XCTAssertEqual(session.cyclesCompleted, 2)
      XCTAssertEqual(session.holds, [.milliseconds(83_400), .milliseconds(101_000)])
    }
  }

  func testTheCapEndsAHoldAndSaysSo() throws {
    try MainActor.assumeIsolated {
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let (page, window) = try Self.page(store)
      defer { window.destroy() }
      let retention = page.retention
      // One breath (3 s after the 3 s count-in), a one-minute cap: it ends the hold at 66 s.
      retention.choose(rounds: 1, breaths: 1, maxHold: "1m")
      retention.start(now: .zero)
      retention.update(now: .seconds(65))
      XCTAssertEqual(retention.shownText.main, "Hold · 0:59")
      XCTAssertEqual(retention.capsRung, 0)
      retention.update(now: .seconds(66))
      XCTAssertEqual(retention.capsRung, 1)
      XCTAssertEqual(retention.shownText.main, "Breathe in and hold · 15")
      XCTAssertEqual(retention.shownText.detail, "The 1:00 cap ended the hold")
      // An end given after the cap changes nothing.
      retention.endHold(now: .seconds(70))
      retention.stop(now: .seconds(72))
      let session = try XCTUnwrap(try Self.sessions(store).first)
      XCTAssertEqual(session.holds, [.seconds(60)])
      XCTAssertEqual(session.status, .stoppedEarly)
      XCTAssertEqual(retention.shownText.status, "0 of 1 round, holds 1:00.0 (stopped early)")
    }
  }

  /// The cap was a spin of 1 to 5 minutes while `--max-hold` takes any length up to 5
  /// minutes (`30s`): the field takes what the terminal takes, refused in its words.
  func testTheCapTakesWhatTheTerminalTakes() throws {
    try MainActor.assumeIsolated {
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let (page, window) = try Self.page(store)
      defer { window.destroy() }
      let retention = page.retention
      XCTAssertEqual(retention.chosenCap, .success(RetentionRounds.defaultMaxHold))
      for (text, cap) in [
        ("30s", Duration.seconds(30)), ("2m30s", .seconds(150)), ("1:30", .seconds(90)),
        ("5m", .seconds(300)), ("45", .seconds(45)),
      ] {
        retention.choose(rounds: 1, breaths: 1, maxHold: text)
        XCTAssertEqual(retention.chosenCap, .success(cap), text)
      }
      for (text, message) in [
        (
          "6m",
          "Invalid value '6m' for the longest hold: a hold is capped at 5 minutes at most "
            + "(the default is 3m)."
        ),
        (
          "5m1s",
          "Invalid value '5m1s' for the longest hold: a hold is capped at 5 minutes at most "
            + "(the default is 3m)."
        ),
        (
          "soon",
          "Invalid value 'soon' for the longest hold: Not a length: write one like 25m, 90s or "
            + "1h30m."
        ),
        (
          "0",
          "Invalid value '0' for the longest hold: Not a length: write one like 25m, 90s or 1h30m."
        ),
      ] {
        retention.choose(rounds: 1, breaths: 1, maxHold: text)
        retention.startChosen(now: .zero)
        XCTAssertFalse(page.lifecycle.isRunning, "started with a cap of \(text)")
        XCTAssertEqual(retention.shownText.status, message)
      }
      // A 30 s cap ends the hold begun at 6 s at 36 s.
      retention.choose(rounds: 1, breaths: 1, maxHold: "30s")
      retention.startChosen(now: .zero)
      XCTAssertTrue(page.lifecycle.isRunning)
      retention.update(now: .seconds(35))
      XCTAssertEqual(retention.shownText.detail, "the cap ends it at 0:30")
      retention.update(now: .seconds(36))
      XCTAssertEqual(retention.shownText.detail, "The 0:30 cap ended the hold")
      retention.stop(now: .seconds(40))
      XCTAssertEqual(try XCTUnwrap(try Self.sessions(store).first).holds, [.seconds(30)])
    }
  }

  /// The same refusal in Chinese, with the terminal's words for the limit.
  func testTheCapRefusalInChinese() throws {
    try MainActor.assumeIsolated {
      guard DesktopProcess.hasDisplay, initializeToolkit() else {
        throw XCTSkip("needs a display: run under xvfb-run")
      }
      let page = BreathePage(PageContext(store: nil, application: nil, words: ChineseCatalogue()))
      page.retention.choose(rounds: 1, breaths: 1, maxHold: "10m")
      page.retention.startChosen(now: .zero)
      XCTAssertEqual(
        page.retention.shownText.status, "最长屏息的值 “10m” 无效：屏息上限最多 5 分钟（默认 3m）。")
    }
  }

  /// The rounds played nothing on the desktop (a display bell at the cap alone): the page
  /// now schedules the terminal's sound of them, the practice's timeline, and rings no
  /// display bell while that sound plays.
  func testTheRoundsAreHeardAsInTheTerminal() throws {
    try MainActor.assumeIsolated {
      let (page, window) = try Self.page(nil)
      defer { window.destroy() }
      let output = RecordingOutput()
      page.lifecycle.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      let retention = page.retention
      let heard = { (output.follows.last ?? []).map { "\($0.kind)@\($0.at)" } }
      // 3 s to get ready, two breaths of 3 s; the hold from 9 s, capped at 69 s.
      retention.start(RetentionRounds(rounds: 1, breaths: 2, maxHold: .seconds(60)), now: .zero)
      XCTAssertEqual(
        heard(),
        [
          "inhale@3.0 seconds", "exhale@4.5 seconds", "inhale@6.0 seconds", "exhale@7.5 seconds",
          "hold@9.0 seconds",
        ])
      // Within 30 s of the cap, the recovery breath is placed at it.
      retention.update(now: .seconds(40))
      XCTAssertEqual(heard(), ["inhale@69.0 seconds"])
      // Ended by the person at 50 s: the recovery at once, the end chime 15 s later.
      retention.endHold(now: .seconds(50))
      XCTAssertEqual(heard(), ["inhale@50.0 seconds", "endChime@65.0 seconds"])
      retention.update(now: .seconds(65))
      XCTAssertFalse(page.lifecycle.isRunning)
      XCTAssertEqual(output.drains.count, 1, "the end chime rings out")
    }
  }

  /// A cap reached with sound playing is heard as the recovery's cue, not a display bell.
  func testTheCapRingsTheDisplayBellOnlyWithoutSound() throws {
    try MainActor.assumeIsolated {
      let (page, window) = try Self.page(nil)
      defer { window.destroy() }
      let output = RecordingOutput()
      page.lifecycle.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      let retention = page.retention
      retention.start(RetentionRounds(rounds: 1, breaths: 1, maxHold: .seconds(60)), now: .zero)
      retention.update(now: .seconds(50))
      XCTAssertEqual(output.follows.last?.map(\.kind), [.inhale])
      retention.update(now: .seconds(66))
      XCTAssertEqual(retention.capsRung, 1)
      XCTAssertEqual(retention.bellsRung, 0, "a display bell over the sound")
      retention.stop(now: .seconds(67))
      page.lifecycle.makeSound = { nil }
      retention.start(RetentionRounds(rounds: 1, breaths: 1, maxHold: .seconds(60)), now: .zero)
      retention.update(now: .seconds(66))
      XCTAssertEqual(retention.bellsRung, 1)
      retention.stop(now: .seconds(67))
    }
  }

  func testTheSafetyPageShowsOnceAndCountsForTheTerminalToo() throws {
    try MainActor.assumeIsolated {
      let directory = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
      let (page, window) = try Self.page(store)
      defer { window.destroy() }
      page.retention.open()
      XCTAssertEqual(page.root.visibleName, "retention-safety")
      page.retention.onBack()
      XCTAssertEqual(page.root.visibleName, "setup")
      page.retention.open()
      XCTAssertEqual(page.root.visibleName, "retention-safety", "until it is accepted")
      page.retention.acceptSafety()
      XCTAssertEqual(page.root.visibleName, "retention-setup")
      // The terminal's setting: `cadence breathe retention` shows it no more.
      XCTAssertEqual(try store.store.setting("retentionSafetySeen"), "yes")
      let (again, otherWindow) = try Self.page(store)
      defer { otherWindow.destroy() }
      again.retention.open()
      XCTAssertEqual(again.root.visibleName, "retention-setup")
    }
  }

  func testTheSafetyPageAcceptedInTheTerminalIsNotShown() throws {
    try MainActor.assumeIsolated {
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      try store.store.setSetting("retentionSafetySeen", to: "yes")
      let (page, window) = try Self.page(store)
      defer { window.destroy() }
      page.retention.open()
      XCTAssertEqual(page.root.visibleName, "retention-setup")
    }
  }
}
