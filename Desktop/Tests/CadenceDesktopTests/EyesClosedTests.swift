import CGtk
import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Issue 46 on the desktop: the breathing page's Eyes closed switch (the `breathe.eyes`
/// setting, `--eyes-closed`): one dim line, the terminal's cues carrying the session in the
/// interface's language, running on with the window hidden; refused where nothing would be
/// heard.
final class EyesClosedTests: XCTestCase {
  /// The spoken words of `cues`, as said in each one's language.
  static func said(_ cues: [Cue]) -> [String] {
    cues.compactMap { cue in
      guard case .spoken(let spoken) = cue.kind else { return nil }
      let words: any SpokenWords =
        spoken.language == .english ? EnglishCatalogue() : ChineseCatalogue()
      return words.spoken(spoken.word)
    }
  }

  /// `sound.cues voice` read by a Chinese window spoke English: the plan's language was
  /// never set. The page's sound now speaks the interface's language, with the counts the
  /// settings ask for.
  func testTheVoiceSpeaksTheInterfacesLanguageWithItsCounts() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let settings = DesktopSettings(["sound.cues": "voice", "sound.counts": "on"])
      XCTAssertEqual(settings.sound.plan.set, .voice)
      XCTAssertTrue(settings.sound.plan.counts, "sound.counts on")
      let output = RecordingOutput()
      let words = ChineseCatalogue()
      let page = BreathePage(store: nil, reduceMotion: false, words: words)
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.makeSound = {
        PageSound(plan: settings.sound.plan, opening: .inline) { _ in output }
      }
      let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-4"), cycles: 1)
      page.start(session, name: "4-4", now: 0)
      let cues = try XCTUnwrap(output.follows.first)
      XCTAssertEqual(
        Self.said(cues), ["吸气", "二", "三", "四", "呼气", "二", "三", "四"])
      page.stop(now: 1_000_000)
    }
  }

  /// `sound.hold-ticks off` and `breathe.eyes closed` are read as the terminal reads them;
  /// `--eyes-closed` closes them whatever the setting.
  func testTheSettingsAndTheOptionCloseTheEyes() throws {
    let settings = DesktopSettings(["breathe.eyes": "closed", "sound.hold-ticks": "off"])
    XCTAssertTrue(settings.eyesClosed)
    XCTAssertFalse(settings.sound.holdTicks)
    XCTAssertFalse(DesktopSettings(["breathe.eyes": "open"]).eyesClosed)
    XCTAssertTrue(try DesktopOptions(arguments: []).following(settings).eyesClosed)
    XCTAssertTrue(
      try DesktopOptions(arguments: ["--eyes-closed"]).following(DesktopSettings()).eyesClosed)
    XCTAssertFalse(try DesktopOptions(arguments: []).following(DesktopSettings()).eyesClosed)
  }

  /// The calm line at exact instants: a 4-7-8 cycle after the 3 s count-in lasts 22 s.
  func testTheCalmLineSaysThePhaseAndTheTimeLeft() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1)
      for (words, lines) in [
        (
          EnglishCatalogue() as any DesktopWords,
          ["Get ready · 00:22", "Breathe in · 00:17", "Hold · 00:12", "Breathe out · 00:01"]
        ),
        (ChineseCatalogue(), ["准备 · 00:22", "吸气 · 00:17", "屏息 · 00:12", "呼气 · 00:01"]),
      ] {
        let page = BreathePage(store: nil, reduceMotion: false, words: words)
        page.eyesClosed = true
        var shown: [String] = []
        for at in [0.0, 5.0, 10.0, 21.5] {
          _ = page.showFixed(session, at: .milliseconds(Int64(at * 1000)))
          shown.append(page.calmText)
        }
        XCTAssertEqual(shown, lines)
        XCTAssertFalse(page.disc.isVisible, "the disc is hidden with closed eyes")
      }
    }
  }

  /// With no sound server (or sound off) a session with closed eyes does not start, and
  /// says why, as `cadence breathe --eyes-closed` exits 64.
  func testWithoutSoundItRefusesAndSaysWhy() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      XCTAssertEqual(EyesClosedCheck.unheard(soundOn: false, environment: [:]), .soundOff)
      let empty = DesktopProcess.dataDirectory()
      XCTAssertEqual(
        EyesClosedCheck.unheard(soundOn: true, environment: ["XDG_RUNTIME_DIR": empty]),
        .noSound(.noServer("no server socket")))
      for words in [EnglishCatalogue() as any DesktopWords, ChineseCatalogue()] {
        let page = BreathePage(store: nil, reduceMotion: false, words: words)
        let window = try PauseAndStopTests.window(page.root)
        defer { window.destroy() }
        page.eyesClosed = true
        page.unheard = { soundOn in
          EyesClosedCheck.unheard(soundOn: soundOn, environment: ["XDG_RUNTIME_DIR": empty])
        }
        page.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in RecordingOutput() } }
        page.startChosen()
        XCTAssertFalse(page.isRunning, "started with no sound server")
        XCTAssertEqual(page.summaryText, words.eyesClosedUnheard(.noSound(.noServer(""))))
        XCTAssertNotNil(page.refusal, "no dialog")
        page.refusal?.respond("ok")
        page.makeSound = { nil }
        page.startChosen()
        XCTAssertFalse(page.isRunning, "started with sound off")
        XCTAssertEqual(page.summaryText, words.eyesClosedUnheard(.soundOff))
        page.refusal?.respond("ok")
      }
    }
  }

  /// Issue 45's reduced-motion defect, with closed eyes: a page ticking on the frame clock
  /// stands still in a hidden window (GTK ticks nothing unmapped), and hiding the window
  /// paused the session. With closed eyes it runs on timeouts and is not paused: started by
  /// its button, the window then hidden, it ends on time, its calm lines shown, recorded as
  /// completed, its cues from the start chime to the end chime.
  func testWithClosedEyesASessionRunsOnInAHiddenWindow() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      DesktopApp.setUpLook()
      let words = EnglishCatalogue()
      let directory = DesktopProcess.dataDirectory()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: directory))
      try store.store.addPattern(CustomPattern(name: "quick", spec: "1-1"))
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      let output = RecordingOutput()
      main.breathe.makeSound = { PageSound(plan: CuePlan(), opening: .inline) { _ in output } }
      main.breathe.unheard = { _ in nil }
      main.show(.breathe)
      main.window.present()
      XCTAssertTrue(
        runMainLoop(until: { main.content.isMapped }, timeoutMicroseconds: 5_000_000))
      let quick = try XCTUnwrap(main.breathe.patterns.first { $0.name == "quick" })
      main.breathe.choose(pattern: quick, cycles: 2, minutes: nil)
      let tree = WidgetTree(main.breathe.root)
      let eyes = try XCTUnwrap(
        tree.all.first { WidgetTree.isA($0, gtk_switch_get_type()) }, "no switch")
      _ = gtk_widget_activate(eyes)
      // The switch slides over before it is on.
      XCTAssertTrue(
        runMainLoop(until: { main.breathe.eyesClosed }, timeoutMicroseconds: 2_000_000),
        "the switch closes the eyes")
      let start = try XCTUnwrap(tree.buttons(saying: words.start).first, "no Start button")
      let startedAt = monotonicMicroseconds()
      WidgetTree.click(start)
      main.window.setVisible(false)
      XCTAssertFalse(main.content.isMapped, "the window is still mapped")
      var seen: [String] = []
      let ended = runMainLoop(
        until: {
          let shown = main.breathe.calmText
          if seen.last != shown { seen.append(shown) }
          return !main.breathe.isRunning
        }, timeoutMicroseconds: 12_000_000)
      let took = Double(monotonicMicroseconds() - startedAt) / 1_000_000
      XCTAssertTrue(ended, "still running after 12 s, showing \(seen)")
      XCTAssertEqual(took, ReducedMotionTests.length, accuracy: 0.5, "the session's length")
      XCTAssertEqual(
        seen.filter { !$0.isEmpty },
        [
          "Get ready · 00:07", "Get ready · 00:06", "Get ready · 00:05", "Breathe in · 00:04",
          "Breathe out · 00:03", "Breathe in · 00:02", "Breathe out · 00:01", "Done · 00:00",
        ])
      main.breathe.waitUntilWritten()
      let sessions = try store.store.sessions(SessionQuery())
      XCTAssertEqual(sessions.map(\.status), [.completed])
      XCTAssertEqual(sessions.map(\.cyclesCompleted), [2])
      let first = try XCTUnwrap(output.follows.first)
      XCTAssertEqual(first.first?.kind, .startChime, "the start is heard")
    }
  }
}

extension EyesClosedTests {
  /// Paused with closed eyes, the one line says so first, as the terminal's does ("‖ ").
  func testPausedTheCalmLineSaysSo() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let page = BreathePage(store: nil, reduceMotion: false, words: EnglishCatalogue())
      let window = try PauseAndStopTests.window(page.root)
      defer { window.destroy() }
      page.eyesClosed = true
      page.unheard = { _ in nil }
      page.makeSound = { nil }
      let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1)
      let start = monotonicMicroseconds()
      page.start(session, name: "4-7-8", now: start)
      XCTAssertEqual(page.calmText, "Get ready · 00:22")
      page.togglePause(now: start + 5_000_000)
      XCTAssertEqual(page.calmText, "‖ Breathe in · 00:17")
      page.togglePause(now: start + 9_000_000)
      XCTAssertEqual(page.calmText, "Breathe in · 00:17")
      page.stop(now: start + 10_000_000)
    }
  }
}
