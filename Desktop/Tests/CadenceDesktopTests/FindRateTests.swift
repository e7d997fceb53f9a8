import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import GtkGlue
import XCTest

@testable import CadenceDesktop

/// Find your rate on the breathe page (issue 46), driven in process at chosen instants (the
/// loop never runs, so the frame clock and the rests' timeouts never fire): five rates in
/// order, each a session of its own, a rest before every rate but the first, then the
/// question; the answer kept as `breathe.bpm`, the setting `cadence breathe resonance
/// --find` writes; Stop or no answer keeps nothing.
final class FindRateTests: XCTestCase {
  private static let bpm = BreathePractice.Settings.breathsPerMinute.storedKey

  @MainActor
  private static func page(_ words: any DesktopWords = EnglishCatalogue()) throws -> (
    BreathePage, DesktopStore, Window
  ) {
    try PauseAndStopTests.requireDisplay()
    let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
    let page = BreathePage(PageContext(store: store, application: nil, words: words))
    return (page, store, try PauseAndStopTests.window(page.root))
  }

  /// Breathes the rate under way to its end, on the page's clock.
  @MainActor
  private static func breatheToTheEnd(_ page: BreathePage) throws {
    let practice = try XCTUnwrap(page.driver.practice, "no rate is breathed")
    page.driver.update(now: page.driver.origin + practice.session.totalDuration)
  }

  func testTheFiveRatesInOrderThenTheAnswerIsKept() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page()
      defer { window.destroy() }
      page.findRate(now: .zero)
      var names: [String] = []
      var cycles: [Int] = []
      var headings: [String] = []
      var rests: [String] = []
      for index in 0..<5 {
        let practice = try XCTUnwrap(page.driver.practice, "rate \(index + 1) is not breathed")
        XCTAssertEqual(page.root.visibleName, "session")
        names.append(practice.name)
        cycles.append(practice.session.cycleCount)
        headings.append(page.sessionHeadingText)
        try Self.breatheToTheEnd(page)
        XCTAssertFalse(page.isRunning)
        guard index < 4 else { break }
        // The rest, on its own clock: 15 s counted down, then the next rate by itself.
        XCTAssertEqual(page.root.visibleName, "find-rest")
        let rest = page.find.restStart
        page.find.update(now: rest)
        rests.append(page.find.restText.next)
        XCTAssertEqual(page.find.restText.left, "Breathe as you like · 15")
        page.find.update(now: rest + .milliseconds(14_500))
        XCTAssertEqual(page.find.restText.left, "Breathe as you like · 1")
        XCTAssertFalse(page.isRunning, "the rest is not over")
        page.find.update(now: rest + .seconds(15))
      }
      XCTAssertEqual(
        names,
        ["resonance 6.5", "resonance 6.0", "resonance 5.5", "resonance 5.0", "resonance 4.5"])
      // About two minutes each: whole breaths (13 at 6.5 a minute, 9 at 4.5).
      XCTAssertEqual(cycles, [13, 12, 11, 10, 9])
      XCTAssertEqual(headings, (1...5).map { "Find your rate · \($0) of 5" })
      XCTAssertEqual(
        rests,
        ["6.0", "5.5", "5.0", "4.5"].map { "Next: \($0) breaths a minute" })
      XCTAssertEqual(page.root.visibleName, "find-question")
      XCTAssertEqual(
        page.find.choices,
        ["1  6.5", "2  6.0", "3  5.5", "4  5.0", "5  4.5"].map { $0 + " breaths a minute" })
      // The fourth answer, by its key (the window hands the page its keys).
      XCTAssertTrue(page.key(UInt32(GDK_KEY_4)))
      XCTAssertEqual(page.root.visibleName, "setup")
      XCTAssertEqual(
        page.summaryText,
        "Your resonance rate is now 5.0 breaths a minute (breathe.bpm): "
          + "'cadence breathe resonance' breathes at it.")
      XCTAssertEqual(try store.store.setting(Self.bpm), "5.0")
      let sessions = try store.store.sessions(SessionQuery()).sorted { $0.name > $1.name }
      XCTAssertEqual(sessions.map(\.name), names)
      XCTAssertEqual(sessions.map(\.status), Array(repeating: .completed, count: 5))
      // `resonance` alone breathes at it now, and the chooser offers it.
      XCTAssertEqual(page.resonance.name, "resonance 5.0")
      XCTAssertTrue(page.patterns.contains { $0.name == "resonance 5.0" })
      XCTAssertFalse(page.patterns.contains { $0.name == "resonance 5.5" })
      XCTAssertEqual(page.sessionHeadingText, "")
    }
  }

  func testStopAtARateOrNoAnswerKeepsNothing() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page()
      defer { window.destroy() }
      try store.store.setSetting(Self.bpm, to: "6.0")
      // The first rate breathed, the rest cut short by Space, the second rate stopped.
      page.findRate(now: .zero)
      try Self.breatheToTheEnd(page)
      XCTAssertEqual(page.root.visibleName, "find-rest")
      XCTAssertTrue(page.key(UInt32(GDK_KEY_space)))
      XCTAssertEqual(page.driver.practice?.name, "resonance 6.0")
      page.stop()
      XCTAssertEqual(page.root.visibleName, "setup")
      XCTAssertEqual(page.summaryText, "Stopped before the question: no rate chosen.")
      XCTAssertFalse(page.find.isActive)
      XCTAssertEqual(try store.store.setting(Self.bpm), "6.0")
      let statuses = try store.store.sessions(SessionQuery()).map { "\($0.name) \($0.status)" }
      XCTAssertEqual(
        Set(statuses), ["resonance 6.5 completed", "resonance 6.0 stoppedEarly"])
      // Stop at a rest.
      page.findRate(now: .zero)
      try Self.breatheToTheEnd(page)
      XCTAssertTrue(page.key(UInt32(GDK_KEY_Escape)))
      XCTAssertEqual(page.summaryText, "Stopped before the question: no rate chosen.")
      // All five, then Escape at the question.
      page.findRate(now: .zero)
      for _ in 0..<4 {
        try Self.breatheToTheEnd(page)
        page.find.startNow()
      }
      try Self.breatheToTheEnd(page)
      XCTAssertEqual(page.root.visibleName, "find-question")
      XCTAssertTrue(page.key(UInt32(GDK_KEY_Escape)))
      XCTAssertEqual(page.summaryText, "No rate chosen: breathe.bpm stays 6.0.")
      XCTAssertEqual(try store.store.setting(Self.bpm), "6.0")
      XCTAssertFalse(page.key(UInt32(GDK_KEY_1)), "no question is asked now")
    }
  }

  /// `--quit-at-end` quit the app after the first rate: the protocol ends at its answer
  /// (or its stop), and a session after it quits at its own end again.
  func testQuitAtEndWaitsForTheAnswer() throws {
    try MainActor.assumeIsolated {
      let (page, _, window) = try Self.page()
      defer { window.destroy() }
      var quits = 0
      page.lifecycle.quitAtEnd = { quits += 1 }
      page.findRate(now: .zero)
      try Self.breatheToTheEnd(page)
      XCTAssertEqual(page.root.visibleName, "find-rest")
      XCTAssertEqual(quits, 0, "quit after the first rate")
      page.find.stop()
      XCTAssertEqual(quits, 1)
      page.choose(pattern: nil, cycles: 1, minutes: nil)
      page.startChosen()
      page.stop()
      XCTAssertEqual(quits, 2)
    }
  }

  /// The terminal's step switch, for trying it by hand: each rate whole breaths of about so
  /// many seconds (at least one).
  func testTheStepSwitchShortensEachRate() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let finder = RateFinder(
        store: nil, words: EnglishCatalogue(), environment: [RateFinder.stepVariable: "20"])
      var breathed: [Int] = []
      finder.breathe = { step, _, _ in breathed.append(step.session.cycleCount) }
      finder.begin(ratio: .even, now: .zero)
      for _ in 0..<4 {
        finder.stepEnded(completed: true, now: .zero)
        finder.startNow()
      }
      XCTAssertEqual(breathed, [2, 2, 2, 2, 2])
      // Without a store nothing is kept, and the page says so rather than the rate.
      var said: [String] = []
      finder.finished = { said.append($0) }
      finder.stepEnded(completed: true, now: .zero)
      XCTAssertEqual(finder.stage, .question)
      finder.answer(2)
      XCTAssertEqual(said, [EnglishCatalogue().storeUnavailable])
      XCTAssertEqual(
        RateFinder(store: nil, words: EnglishCatalogue(), environment: [:]).stepLength,
        .seconds(120))
    }
  }

  /// In Chinese, the rest and the question say the terminal's words.
  func testTheRestAndTheQuestionInChinese() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page(ChineseCatalogue())
      defer { window.destroy() }
      page.findRate(now: .zero)
      XCTAssertEqual(page.sessionHeadingText, "寻找你的频率 · 第 1 步，共 5 步")
      try Self.breatheToTheEnd(page)
      page.find.update(now: page.find.restStart + .milliseconds(2_500))
      XCTAssertEqual(page.find.restText.next, "下一步：每分钟 6.0 次")
      XCTAssertEqual(page.find.restText.left, "自然呼吸 · 13")
      XCTAssertEqual(page.find.choices.first, "1  每分钟 6.5 次")
      // Stopped at the rest: its timeout is cancelled with it.
      page.find.stop()
      XCTAssertFalse(page.find.isActive)
      // History's row names the rate breathed in Chinese too.
      let session = try XCTUnwrap(try store.store.sessions(SessionQuery()).first)
      XCTAssertEqual(HistoryPage.cells(session, words: ChineseCatalogue())[1], "共振呼吸 每分钟 6.5 次")
    }
  }

  /// `resonance` alone on the desktop (`--pattern resonance`, `breathe.pattern resonance`)
  /// breathed 5.5 a minute whatever rate was found: it is the person's rate now, as
  /// `cadence breathe resonance` reads it (`breathe.bpm`, `breathe.ratio`).
  func testResonanceAloneIsTheRateFound() throws {
    try MainActor.assumeIsolated {
      let (page, store, window) = try Self.page()
      defer { window.destroy() }
      try store.store.setSetting(Self.bpm, to: "4.5")
      try store.store.setSetting(BreathePractice.Settings.ratio.storedKey, to: "4:6")
      let options = try DesktopOptions(arguments: ["--pattern", "resonance"])
      let chosen = try XCTUnwrap(DesktopApp.pattern(options, in: page) { XCTFail($0) })
      XCTAssertEqual(chosen?.name, "resonance 4.5 4:6")
      XCTAssertEqual(chosen?.pattern, ResonancePace(name: "resonance 4.5 4:6")?.pattern)
      // A rate given is that rate.
      let given = try DesktopOptions(arguments: ["--pattern", "resonance 6"])
      XCTAssertEqual(try XCTUnwrap(DesktopApp.pattern(given, in: page))?.name, "resonance 6.0")
    }
  }

  /// A resonance pace in the chooser and the line under it said "resonance 5.5  (…)" and
  /// its nanosecond spec in Chinese too: both are in the interface's language now.
  func testAResonancePaceIsNamedInTheLanguage() throws {
    try MainActor.assumeIsolated {
      for (words, name, summary) in [
        (
          EnglishCatalogue() as any DesktopWords, "resonance 5.5 4:6",
          "Resonance breathing at your rate · 5.5 breaths a minute · 4:6"
        ),
        (ChineseCatalogue(), "共振呼吸 每分钟 5.5 次 4:6", "按你自己的频率做共振呼吸 · 每分钟 5.5 次 · 4:6"),
      ] {
        let (page, _, window) = try Self.page(words)
        defer { window.destroy() }
        let pace = try XCTUnwrap(ResonancePace(name: "resonance 5.5 4:6"))
        page.choose(
          pattern: NamedPattern(name: pace.name, pattern: pace.pattern), cycles: 1, minutes: nil)
        XCTAssertEqual(page.chosenPatternText, name)
        XCTAssertEqual(page.patternSummaryText, summary)
        // The person's own rate, listed beside the built-ins.
        XCTAssertTrue(page.patterns.contains { $0.name == "resonance 5.5" })
      }
    }
  }
}
