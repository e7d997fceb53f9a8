import Cadence
import CadenceTestTraits
import CadenceTesting
import Foundation
import Testing

// The README's tested examples, verbatim (indentation aside): the last test in this file
// checks that every block the README marks as tested appears here, so the README shows
// only code that compiles and passes.

// README: "A tick source".

/// A countdown's readouts, each at the instant it first shows: `25:00`, `24:59`, … `00:00`.
func readouts<C: Clock>(
  of total: Duration, on clock: C
) -> some AsyncSequence<String, Never> where C.Duration == Duration {
  let run = ActiveRun(startedAt: clock.now)
  let countdown = Countdown(total: total, countsOvertime: false)
  let format = DurationFormat(forRunOf: total)
  let ticks = DeadlineTicks.visibleChanges(of: countdown, during: run, clock: clock)
  return ticks.map { tick in
    format.string(seconds: countdown.displayedSeconds(at: run.elapsed(at: tick.now)))
  }
}

// for await line in readouts(of: .seconds(25 * 60), on: ContinuousClock()) { print(line) }

// README: "Several things on one screen".

/// A countdown with a typed caption under it: the loop wakes at whichever changes first.
func screenTicks<C: Clock>(
  _ countdown: Countdown, _ caption: TypewriterReveal, during run: ActiveRun<C.Instant>,
  on clock: C
) -> DeadlineTicks<C> where C.Duration == Duration {
  DeadlineTicks(clock: clock, first: clock.now) { now in
    let next = [
      countdown.nextVisibleChange(after: now, during: run),
      caption.nextVisibleChange(after: now, during: run),
    ]
    return next.compactMap { $0 }.min()
  }
}

@Suite(.hangLimit) struct ReadmeExamplesTests {
  // README: "Testing with ManualClock".
  @Test func aStallSkipsValuesAndAnEarlyWakeUpShowsNothing() async {
    let clock = ManualClock()
    let shown = Task {
      var lines: [String] = []
      for await line in readouts(of: .seconds(3), on: clock) { lines.append(line) }
      return lines
    }
    await clock.waitForSleepers()  // 00:03 is out; the loop sleeps until 1 s
    clock.wakeSleepersEarly()  // a spurious wake-up: nothing shows, it sleeps again
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(2500))  // a stall: 00:02 never shows, 00:01 does at once
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(500))
    #expect(await shown.value == ["00:03", "00:01", "00:00"])
  }

  // README: "Testing with ManualClock", the SwiftUI model.
  @Test @MainActor func theCountdownModelChangesOnlyWhenItsTextDoes() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(90), clock: clock)
    model.start()
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(999))  // nothing is due: nothing wakes
    #expect(model.text == "01:30")
    clock.advance(by: .milliseconds(1))
    await clock.waitForSleepers()  // it woke, wrote 01:29 and sleeps until the next second
    #expect(model.text == "01:29" && model.readout == .remaining(seconds: 89))
    model.pause()
    clock.advance(by: .seconds(30))
    #expect(model.text == "01:29" && model.isPaused)
  }

  // README: "The values".
  @Test func theValues() throws {
    let clock = ContinuousClock()
    var run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: try DurationParser.parse("25m"))
    let format = DurationFormat(forRunOf: countdown.total)  // MM:SS, fixed for the run
    let shown = format.string(seconds: countdown.displayedSeconds(at: run.elapsed(at: clock.now)))
    let wake = countdown.nextVisibleChange(after: clock.now, during: run)  // when to look again
    run.pause(at: clock.now)  // frozen until resume(at:); stop(at:) ends the run
    #expect(shown == "25:00")
    #expect(wake != nil)
    #expect(countdown.nextVisibleChange(after: clock.now, during: run) == nil)
  }

  /// The README's "Several things on one screen", run.
  @Test func screenTicksWakeAtTheEarliestChange() async {
    let clock = ManualClock()
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: .seconds(2), countsOvertime: false)
    let caption = TypewriterReveal(text: "ab", pacing: .charactersPerSecond(4))
    let task = Task {
      var seen: [Duration] = []
      for await tick in screenTicks(countdown, caption, during: run, on: clock) {
        seen.append(tick.now.offset)
      }
      return seen
    }
    // The caption's characters at 0.25 s and 0.5 s, the countdown's seconds at 1 s and 2 s.
    for offset in [250, 500, 1000, 2000] {
      await clock.waitForSleepers()
      clock.advance(to: ManualClock.Instant(offset: .milliseconds(offset)))
    }
    #expect(
      await task.value == [.zero, .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2)])
  }

  // MARK: The README and this file agree.

  static let here = URL(fileURLWithPath: #filePath)
  static let readme = here.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The marker above a ```swift block whose code is in this file.
  static let testedMarker = "<!-- tested: Tests/CadenceTests/ReadmeExamplesTests.swift -->"
  /// The marker above the install snippet, which `InstallSnippetTests` checks.
  static let installMarker =
    "<!-- install: checked against Package.swift by Tests/CadenceTests/InstallSnippetTests.swift -->"

  /// The README's ```swift blocks with the marker line above each (`nil` without one).
  static func swiftBlocks(of text: String) -> [(marker: String?, lines: [String])] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [(marker: String?, lines: [String])] = []
    var index = 0
    while index < lines.count {
      guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
        index += 1
        continue
      }
      let marker = index > 0 && lines[index - 1].hasPrefix("<!--") ? lines[index - 1] : nil
      var body: [String] = []
      index += 1
      while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
        body.append(lines[index])
        index += 1
      }
      blocks.append((marker, body))
      index += 1
    }
    return blocks
  }

  /// Whether `block` appears in `source` as consecutive lines, all indented alike.
  static func source(_ source: [String], contains block: [String]) -> Bool {
    guard let first = block.first, !source.isEmpty else { return block.isEmpty }
    for start in source.indices where source[start].hasSuffix(first) {
      let indent = String(source[start].dropLast(first.count))
      guard indent.allSatisfy({ $0 == " " }), start + block.count <= source.count else {
        continue
      }
      let matches = zip(block, source[start...]).allSatisfy { line, candidate in
        line.isEmpty ? candidate.isEmpty : candidate == indent + line
      }
      if matches { return true }
    }
    return false
  }

  @Test func everyTestedReadmeBlockIsInItsTestFileVerbatim() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let blocks = Self.swiftBlocks(of: readme)
    let tested = blocks.filter { $0.marker == Self.testedMarker }
    #expect(tested.count >= 5, "the README's tested examples went missing")
    var swiftUI = 0
    for block in blocks where block.marker != Self.installMarker {
      guard let marker = block.marker, let path = ArticleSnippetsTests.testedPath(of: marker)
      else {
        Issue.record(
          "a ```swift block in the README is not marked tested: \(block.lines.first ?? "")")
        continue
      }
      if path.hasPrefix("Tests/SwiftUITypeCheck/") { swiftUI += 1 }
      let source = try String(
        contentsOf: ArticleSnippetsTests.root.appendingPathComponent(path), encoding: .utf8
      ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let found = Self.source(source, contains: block.lines)
      #expect(found, "README block not in \(path) verbatim: \(block.lines.first ?? "")")
    }
    #expect(swiftUI >= 2, "the README's SwiftUI examples went missing")
  }

  @Test func theVerbatimCheckFindsIndentedCodeAndMissesChangedCode() {
    let source = ["struct S {", "  func f() {", "    let a = 1", "", "    print(a)", "  }", "}"]
    #expect(Self.source(source, contains: ["let a = 1", "", "print(a)"]))
    #expect(Self.source(source, contains: ["func f() {", "  let a = 1"]))
    #expect(!Self.source(source, contains: ["let a = 2", "", "print(a)"]))
    #expect(!Self.source(source, contains: ["let a = 1", "print(a)"]))
  }
}
