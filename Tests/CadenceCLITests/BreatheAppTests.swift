import Cadence
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct BreatheAppTests {
  let size = Size(columns: 80, rows: 24)
  /// One cycle of box breathing after a 3-second count-in: inhale 3–7 s, hold 7–11 s,
  /// exhale 11–15 s, hold 15–19 s.
  let box = BreathingSession(
    pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 1, countIn: .seconds(3))

  func app(_ options: BreatheApp.Options = .init(title: "Box breathing · 4-4-4-4"))
    -> BreatheApp
  {
    var app = BreatheApp(session: box, options: options)
    _ = app.update(.resize(size), at: .zero)  // as the kernel does before the first frame
    return app
  }

  /// The app at `instant`, as the loop would leave it after a deadline there.
  func app(at instant: Duration, _ options: BreatheApp.Options = .init()) -> BreatheApp {
    var app = self.app(options)
    _ = app.update(.deadline, at: instant)
    return app
  }

  func phaseLine(_ app: BreatheApp) -> String {
    let row = BreatheLayout(size: size, reduceMotion: app.options.reduceMotion).phase!.row
    return frame(of: app, size: size).lines[row].trimmingSpaces
  }

  func detailLine(_ app: BreatheApp) -> String {
    let row = BreatheLayout(size: size, reduceMotion: app.options.reduceMotion).detail!.row
    return frame(of: app, size: size).lines[row].trimmingSpaces
  }

  /// Every wake-up of a whole session, with what the update returned.
  func wakeUps(_ app: BreatheApp) -> [(at: Duration, result: UpdateResult)] {
    var app = app
    var now = Duration.zero
    var wakes: [(Duration, UpdateResult)] = []
    while let next = app.nextDeadline(after: now) {
      let result = app.update(.deadline, at: next)
      wakes.append((next, result))
      now = next
      if result.ending != nil { break }
    }
    return wakes
  }

  @Test func everyWakeUpChangesThePictureAndNothingChangesBetween() {
    var app = self.app()
    var now = Duration.zero
    var previous = frame(of: app, size: size)
    var count = 0
    while let next = app.nextDeadline(after: now) {
      var early = app
      _ = early.update(.deadline, at: next - .nanoseconds(1))
      #expect(frame(of: early, size: size) == previous, "changed before \(next)")
      let result = app.update(.deadline, at: next)
      let current = frame(of: app, size: size)
      #expect(current != previous, "nothing changed at \(next)")
      previous = current
      now = next
      count += 1
      if result.ending != nil { break }
    }
    #expect(app.ending == .completed)
    // 29 radius steps up and 29 down, the count-in's and the holds' seconds, the end.
    #expect(count > 60 && count < 80)
  }

  @Test func holdsWakeOnlyEachSecondAndTheGuideStaysStill() {
    let wakes = wakeUps(app()).map(\.at)
    #expect(
      wakes.filter { $0 > .seconds(7) && $0 < .seconds(11) } == [8, 9, 10].map(Duration.seconds))
    #expect(
      wakes.filter { $0 > .seconds(15) && $0 < .seconds(19) } == [16, 17, 18].map(Duration.seconds))
    #expect(wakes.filter { $0 < .seconds(3) } == [1, 2].map(Duration.seconds))
    #expect(wakes.last == .seconds(19))
    let start = DotGrid(frame(of: app(at: .seconds(7)), size: size))
    let later = DotGrid(frame(of: app(at: .milliseconds(10_999)), size: size))
    #expect(start == later)
  }

  @Test func thePhaseTextChangesAtTheExactInstant() {
    let expected: [(Duration, String)] = [
      (.zero, "Get ready 3…"), (.seconds(3) - .nanoseconds(1), "Get ready 1…"),
      (.seconds(3), "Breathe in  4"), (.seconds(7) - .nanoseconds(1), "Breathe in  1"),
      (.seconds(7), "Hold  4"), (.seconds(11) - .nanoseconds(1), "Hold  1"),
      (.seconds(11), "Breathe out  4"), (.seconds(15), "Hold  4"),
      (.seconds(19) - .nanoseconds(1), "Hold  1"), (.seconds(19), "Done"),
    ]
    for (instant, text) in expected {
      #expect(phaseLine(app(at: instant)) == text, "at \(instant)")
    }
    #expect(detailLine(app(at: .zero)) == "cycle 1 of 1 · 00:19 left")
    #expect(detailLine(app(at: .milliseconds(3500))) == "cycle 1 of 1 · 00:16 left")
  }

  /// Cyclic sighing's second inhale is named apart, from its first nanosecond to its last,
  /// so the person notices the switch to the top-up (issue 46).
  @Test func theTopUpInhaleIsNamedApartAtTheExactInstant() {
    let sighing = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "sighing")!.pattern, cycles: 2, countIn: .zero)
    func line(at instant: Duration) -> String {
      var app = BreatheApp(session: sighing)
      _ = app.update(.resize(size), at: .zero)
      _ = app.update(.deadline, at: instant)
      return phaseLine(app)
    }
    let expected: [(Duration, String)] = [
      (.zero, "Breathe in  2"), (.seconds(2) - .nanoseconds(1), "Breathe in  1"),
      (.seconds(2), "Breathe in more  1"), (.seconds(3) - .nanoseconds(1), "Breathe in more  1"),
      (.seconds(3), "Breathe out  7"), (.seconds(10), "Breathe in  2"),
      (.seconds(12), "Breathe in more  1"),
    ]
    for (instant, text) in expected {
      #expect(line(at: instant) == text, "at \(instant)")
    }
  }

  @Test func theGuideIsLargestAtTheEndOfTheInhaleAndSmallestAtTheEndOfTheExhale() throws {
    let guide = BreatheLayout(size: size, reduceMotion: false).guide!
    let geometry = BreathingGuideView.Geometry(fitting: guide)
    func width(at instant: Duration) throws -> Int {
      let bounds = try #require(DotGrid(frame(of: app(at: instant), size: size)).bounds)
      return bounds.maxX - bounds.minX + 1
    }
    #expect(try width(at: .zero) == 2 * geometry.smallest)
    #expect(try width(at: .seconds(7)) == 2 * geometry.largest)
    #expect(try width(at: .seconds(9)) == 2 * geometry.largest)
    #expect(try width(at: .seconds(15)) == 2 * geometry.smallest)
    #expect(try width(at: .seconds(5)) > 2 * geometry.smallest)
    #expect(try width(at: .seconds(5)) < 2 * geometry.largest)
    var previous = 0
    for tenth in 30...70 {
      let current = try width(at: .milliseconds(tenth * 100))
      #expect(current >= previous)
      previous = current
    }
  }

  @Test func spacePausesAndFreezesTheGuide() {
    var app = self.app()
    _ = app.update(.key(.character(" ")), at: .milliseconds(5300))
    #expect(app.isPaused)
    #expect(app.nextDeadline(after: .milliseconds(5300)) == nil)
    let paused = frame(of: app, size: size)
    #expect(detailLine(app) == "‖ paused — space to resume")
    _ = app.update(.deadline, at: .seconds(60))
    #expect(DotGrid(frame(of: app, size: size)) == DotGrid(paused))
    _ = app.update(.key(.character(" ")), at: .seconds(60))
    #expect(!app.isPaused)
    #expect(app.elapsed == .milliseconds(5300))
    let next = box.nextVisibleChange(after: .milliseconds(5300), guideSteps: app.guideSteps)!
    #expect(app.nextDeadline(after: .seconds(60)) == .seconds(60) + next - .milliseconds(5300))
  }

  @Test func suspendingPausesUntilTheProcessContinues() {
    var app = self.app()
    _ = app.update(.suspended, at: .seconds(4))
    #expect(app.isPaused)
    _ = app.update(.resumed, at: .seconds(14))
    _ = app.update(.deadline, at: .seconds(15))
    #expect(app.elapsed == .seconds(5))
    #expect(phaseLine(app) == "Breathe in  2")
    // A pause by space stays paused across a suspend.
    _ = app.update(.key(.character(" ")), at: .seconds(16))
    _ = app.update(.suspended, at: .seconds(17))
    _ = app.update(.resumed, at: .seconds(18))
    #expect(app.isPaused)
  }

  @Test func bellsRingOnceForAnInhaleTwiceForAnExhaleAndOnceAtTheEnd() {
    let twoCycles = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 2, countIn: .seconds(3))
    let app = BreatheApp(session: twoCycles, options: .init(bell: true))
    _ = frame(of: app, size: size)
    let bells = wakeUps(app).filter { !$0.result.effects.isEmpty }
    #expect(
      bells.map(\.at)
        == [3000, 11000, 11200, 19000, 27000, 27200, 35000].map { Duration.milliseconds($0) })
    #expect(bells.allSatisfy { $0.result.effects == [.bell] })
    #expect(bells.last?.result.ending == .completed)
    // Without --bell, never.
    #expect(wakeUps(self.app()).allSatisfy { $0.result.effects.isEmpty })
  }

  /// The sound looks 30 s ahead, but makes its voices for the whole session as it opens:
  /// the end chime of a ten-minute session is among them.
  @Test func theSoundIsPreparedForTheEndThatItsTimelineDoesNotReachYet() {
    let long = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 40, countIn: .seconds(3))
    let app = BreatheApp(session: long)
    #expect(!app.soundTimeline.contains { $0.kind == .end })
    #expect(app.soundPreparation.last?.kind == .end)
    // The start, every phase, the end.
    #expect(app.soundPreparation.count == 1 + 40 * 4 + 1)
  }

  @Test func aStallShowsTheCurrentPhaseOnceAndRingsOnlyForIt() {
    var app = self.app(.init(bell: true))
    #expect(app.update(.deadline, at: .seconds(3)) == .effects(.bell))
    // Stalled from 3 s to 12.5 s: the inhale and the hold went by unseen.
    #expect(app.update(.deadline, at: .milliseconds(12_500)) == .effects(.bell))
    #expect(phaseLine(app) == "Breathe out  3")
    // The exhale's second bell comes 200 ms later; nothing is replayed.
    var now = Duration.milliseconds(12_500)
    var bells: [Duration] = []
    while let next = app.nextDeadline(after: now), next < .seconds(15) {
      if app.update(.deadline, at: next).effects == [.bell] { bells.append(next) }
      now = next
    }
    #expect(bells == [.milliseconds(12_700)])
  }

  @Test func keysAndSignalsEndTheSessionWithTheirStatus() {
    var app = self.app()
    #expect(app.update(.key(.character("q")), at: .seconds(5)) == .quit(.stopped))
    #expect(app.ending == .stopped)
    app = self.app()
    #expect(app.update(.key(.control("c")), at: .seconds(5)) == .quit(.signal(2)))
    #expect(app.ending == .signal(2))
    app = self.app()
    #expect(app.update(.signal(15), at: .seconds(5)) == .quit(.signal(15)))
    #expect(app.ending == .signal(15))
    #expect(app.cyclesCompleted == 0)
    #expect(app.breathingTime == .seconds(2))
  }

  @Test func reducedMotionDrawsNoGuideAndWakesOnlyForText() {
    let reduced = app(.init(reduceMotion: true))
    #expect(reduced.guideSteps == 1)
    let wakes = wakeUps(reduced).map(\.at)
    #expect(wakes == (1...19).map { Duration.seconds($0) })
    for second in [0, 5, 9, 13] {
      #expect(DotGrid(frame(of: app(at: .seconds(second), .init(reduceMotion: true)))).count == 0)
    }
    #expect(phaseLine(app(at: .seconds(5), .init(reduceMotion: true))) == "Breathe in  2")
  }

  @Test(arguments: [
    Size(columns: 20, rows: 6), Size(columns: 40, rows: 10), Size(columns: 80, rows: 24),
    Size(columns: 132, rows: 43), Size(columns: 300, rows: 80), Size(columns: 30, rows: 60),
  ])
  func theWholeGuideFitsWithTheTextBelowIt(size: Size) throws {
    var app = BreatheApp(session: box)
    _ = app.update(.resize(size), at: .seconds(7))
    let screen = frame(of: app, size: size)
    let layout = BreatheLayout(size: size, reduceMotion: false)
    let geometry = BreathingGuideView.Geometry(fitting: try #require(layout.guide))
    let bounds = try #require(DotGrid(screen).bounds)
    #expect(bounds.maxX - bounds.minX + 1 == 2 * geometry.largest)
    #expect(bounds.maxY - bounds.minY + 1 == 2 * geometry.largest)
    #expect(bounds.maxY / 4 < layout.phase!.row)
    #expect(screen.lines[layout.phase!.row].contains("Hold"))
    #expect(app.guideSteps == geometry.steps)
  }

  @Test(arguments: [
    Size(columns: 0, rows: 0), Size(columns: 1, rows: 1), Size(columns: 5, rows: 2),
    Size(columns: 200, rows: 1), Size(columns: 1, rows: 200),
  ])
  func tinyScreensDoNotTrap(size: Size) {
    var app = BreatheApp(session: box)
    _ = app.update(.resize(size), at: .seconds(5))
    _ = frame(of: app, size: size)
    #expect(app.nextDeadline(after: .seconds(5)) != nil)
  }
}

extension String {
  /// Without leading and trailing spaces.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

/// Issue 10, item 10: with no count-in the first inhale rings like every other.
@Suite struct BreatheFirstBellTests {
  @Test func withoutACountInTheFirstInhaleRings() {
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 1, countIn: .zero)
    var app = BreatheApp(session: session, options: .init(bell: true))
    let first = app.update(.resize(Size(columns: 80, rows: 24)), at: .zero)
    #expect(first.effects == [.bell])
    // And only once: the next wake-up in the same inhale rings nothing.
    #expect(app.update(.deadline, at: .seconds(1)).effects.isEmpty)
  }

  @Test func withACountInTheInhaleRingsWhenItStartsNotBefore() {
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 1, countIn: .seconds(3))
    var app = BreatheApp(session: session, options: .init(bell: true))
    #expect(app.update(.resize(Size(columns: 80, rows: 24)), at: .zero).effects.isEmpty)
    #expect(app.update(.deadline, at: .seconds(3)).effects == [.bell])
  }
}
