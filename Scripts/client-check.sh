#!/usr/bin/env bash
# Adopts Cadence as a developer would, from the README's install snippet as written: makes a
# client package outside the repository (in a temporary directory) whose manifest is that
# snippet, its URL aside, then builds it and runs its tests: a countdown, a 4-7-8 session and
# a typewriter to the end on CadenceTesting's ManualClock with no yield loop, and the SwiftUI
# adapters' logic (exact timeline dates, the widget face, Always On minutes, a guide resumed
# mid-phase) on Linux.
#
# The URL is replaced by a clean clone of this repository whose branch `main` is the commit
# checked (on CI, main itself), with no tag added: a snippet that would not resolve from the
# repository as it is (a version that is not tagged) fails here.
#
# Usage: Scripts/client-check.sh        (about two minutes: the client builds Cadence anew)
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "client-check: $*" >&2; exit 1; }

# The README's install block: the ```swift block under the install marker.
snippet=$(awk '/^<!-- install:/ { marked = 1; next }
  marked && /^```swift$/ { inside = 1; next }
  inside && /^```$/ { exit }
  inside { print }' README.md)
[[ -n "$snippet" ]] || fail "no install snippet in README.md"
url=$(grep -o '\.package(url: "[^"]*"' <<<"$snippet" | head -1 | sed 's/.*"\(.*\)"/\1/')
[[ -n "$url" ]] || fail "the install snippet names no package URL"
name=$(basename "$url" .git)  # SwiftPM's identity of the package, as the products name it

git clone --quiet --bare "file://$repository" "$work/$name.git"
git -C "$work/$name.git" update-ref refs/heads/main "$(git rev-parse HEAD)"
echo "client-check: $url as a clean clone whose main is $(git rev-parse --short HEAD)" \
  "($(git -C "$work/$name.git" tag | wc -l) tags)"

client="$work/client"
mkdir -p "$client/Sources/MyApp" "$client/Tests/MyAppTests"
{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo
  echo 'let package = Package('
  echo '  name: "client",'
  echo '  platforms: [.macOS(.v14), .iOS(.v17)],'
  # The snippet as written, its URL aside; a comma after its last line.
  grep -v '^// Package.swift$' <<<"$snippet" | sed "s|\"$url\"|\"file://$work/$name.git\"|" \
    | sed '$ s/$/,/'
  echo '  swiftLanguageModes: [.v6]'
  echo ')'
} > "$client/Package.swift"
cat > "$client/Sources/MyApp/MyApp.swift" <<'SWIFT'
import Cadence
import CadenceSwiftUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A countdown's readouts as text, at each instant it changes, and its end.
public func countdownLines<C: Clock>(
  _ total: Duration, on clock: C
) async -> [String] where C.Duration == Duration {
  let countdown = Countdown(total: total, countsOvertime: false)
  let format = DurationFormat(forRunOf: total)
  var lines: [String] = []
  for await event in countdown.readouts(during: ActiveRun(startedAt: clock.now), clock: clock) {
    switch event {
    case .readout(.remaining(let seconds)): lines.append(format.string(seconds: seconds))
    case .readout(.overtime(let seconds)): lines.append(format.overtimeString(seconds: seconds))
    case .ended: lines.append("done")
    }
  }
  return lines
}

/// A 4-7-8 session's phase switches: the second each begins, and what it asks.
public func breathingLines(cycles: Int) throws -> [String] {
  let session = BreathingSession(
    pattern: try BreathingPattern(parsing: "4-7-8"), cycles: cycles, countIn: .seconds(3))
  let switches = [Duration.zero] + Array(session.phaseSwitches.visibleChanges(after: .zero))
  return switches.map { at in "\(Int(at / .seconds(1))) s: \(session.state(at: at).step)" }
}

/// A typewriter's text, typed on `clock`.
public func typed<C: Clock>(_ text: String, on clock: C) async -> String
where C.Duration == Duration {
  let reveal = TypewriterReveal(text: text, pacing: .charactersPerSecond(100))
  var shown = 0
  for await event in reveal.readouts(during: ActiveRun(startedAt: clock.now), clock: clock) {
    if case .readout(let count) = event { shown = count }
  }
  return reveal.text(of: 0..<shown)
}

/// What a TimelineView shows at each entry of a typewriter started at `start`: the text at
/// the last entry, and how many entries show the count before the change they are for.
public func typedByTimeline(_ text: String, perSecond: Double, start: Date) -> (Int, String) {
  let reveal = TypewriterReveal(text: text, pacing: .charactersPerSecond(perSecond))
  let run = TimelineRun(startedAt: start)
  var stale = 0
  var change = Duration.zero
  var last = ""
  for date in VisibleChangeTimeline(of: reveal, during: run)
    .entries(from: start, cadence: .normal).dropFirst()
  {
    guard let next = reveal.nextVisibleChange(after: change) else { break }
    change = next
    let shown = reveal.visibleCount(at: run.elapsed(at: date))
    if shown != reveal.visibleCount(at: change) { stale += 1 }
    last = reveal.text(of: 0..<shown)
  }
  return (stale, last)
}

/// A widget's timeline for a focus countdown seen at `date`: "counting", "paused" or "ended"
/// for each entry.
public func widgetFaces(startedAt start: Date, seenAt date: Date) -> [String] {
  let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)
  return SystemTimerFace.entries(of: countdown, during: TimelineRun(startedAt: start), from: date)
    .map { entry in
      switch entry.face {
      case .counting(let interval): interval.upperBound > entry.date ? "counting" : "ended early"
      case .paused: "paused"
      case .ended: "ended"
      }
    }
}

/// The minutes an Always On countdown of `seconds` shows at its low-frequency entries.
public func alwaysOnMinutes(of seconds: Int64, start: Date) -> [Int64] {
  let minutes = CountdownMinutes(Countdown(total: .seconds(seconds), countsOvertime: false))
  let run = TimelineRun(startedAt: start)
  return VisibleChangeTimeline(of: minutes, during: run).entries(from: start, cadence: .lowFrequency)
    .map { minutes.minutesLeft(at: run.elapsed(at: $0)) }
}

/// A breathing guide resumed at `elapsed`: where its animation starts and where the engine's
/// guide is then.
public func guideResumed(at elapsed: Duration) throws -> (from: Double, engine: Double)? {
  let session = BreathingSession(
    pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1, countIn: .seconds(3))
  guard let rest = GuideAnimation.remaining(in: session, at: elapsed) else { return nil }
  return (rest.from, session.state(at: elapsed).guide)
}
SWIFT
cat > "$client/Tests/MyAppTests/MyAppTests.swift" <<'SWIFT'
import Cadence
import CadenceTesting
import MyApp
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite(.timeLimit(.minutes(1))) struct MyAppTests {
  @Test @MainActor func aFocusCountdownRunsToItsEndInOneCall() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(25 * 60), clock: clock, countsOvertime: false)
    model.start()
    let woken = await clock.runUntilIdle()
    #expect(woken.count == 1500 && model.text == "00:00" && model.isFinished)
  }

  @Test @MainActor func runUntilIdleReturnsAfterTheCountdownIsStopped() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(60), clock: clock, countsOvertime: false)
    model.start()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(2))
    await clock.waitForSleepers()
    model.stop()
    #expect(await clock.runUntilIdle() == [] && model.text == "00:58")
  }

  @Test func theCountdownsLinesComeAtTheirSeconds() async {
    let clock = ManualClock()
    let lines = Task { await countdownLines(.seconds(3), on: clock) }
    await clock.runUntilIdle()
    #expect(await lines.value == ["00:03", "00:02", "00:01", "00:00", "done"])
    #expect(clock.now == ManualClock.Instant(offset: .seconds(3)))
  }

  @Test func aFourSevenEightSessionSwitchesOnItsSeconds() throws {
    #expect(
      try breathingLines(cycles: 1)
        == ["0 s: countIn", "3 s: phase(Cadence.BreathingPhase.Kind.inhale)",
          "7 s: phase(Cadence.BreathingPhase.Kind.holdAfterInhale)",
          "14 s: phase(Cadence.BreathingPhase.Kind.exhale)", "22 s: finished"])
  }

  @Test func theTypewriterTypesEveryCharacter() async {
    let clock = ManualClock()
    let text = Task { await typed("Hi, 世界!", on: clock) }
    await clock.runUntilIdle()
    #expect(await text.value == "Hi, 世界!")
  }

  @Test func aTimelineTypewriterAtAFractionalStartShowsEachCharacterAndTheLast() {
    for perSecond in [7.0, 20, 30] {
      let (stale, last) = typedByTimeline(
        "Hello, 世界!", perSecond: perSecond,
        start: Date(timeIntervalSinceReferenceDate: 788_000_000.123_456_7))
      #expect(stale == 0 && last == "Hello, 世界!")
    }
  }

  @Test func aWidgetNeverGetsAnIntervalThatHasEnded() {
    let start = Date(timeIntervalSinceReferenceDate: 788_000_000.5)
    #expect(widgetFaces(startedAt: start, seenAt: start + 60) == ["counting", "ended"])
    #expect(widgetFaces(startedAt: start, seenAt: start + 1500) == ["ended"])
  }

  @Test func alwaysOnShowsMinutesThatStayTrue() {
    let start = Date(timeIntervalSinceReferenceDate: 788_000_000.25)
    #expect(alwaysOnMinutes(of: 150, start: start) == [3, 2, 1, 0])
  }

  @Test func aGuideResumedMidPhaseStartsWhereTheEngineIs() throws {
    let resumed = try #require(try guideResumed(at: .milliseconds(5_300)))
    #expect(abs(resumed.from - resumed.engine) < 1e-12)
  }
}
SWIFT

if grep -rn "Task.yield" "$client/Tests"; then
  fail "the client's tests must not need a yield loop"
fi
echo "client-check: building the client in $client from the README's snippet"
if ! swift build --package-path "$client" --build-tests >"$work/build.log" 2>&1; then
  cat "$client/Package.swift" "$work/build.log"
  fail "the client did not resolve or build from the README's snippet"
fi
tail -n 1 "$work/build.log"
if ! swift test --package-path "$client" --skip-build >"$work/test.log" 2>&1; then
  cat "$work/test.log"
  fail "the client's tests failed"
fi
grep -E "^✔ Test |^✔ Test run" "$work/test.log"  # Swift Testing's lines, the summary last
resolved=$(grep -oE '"(branch|revision|version)" *: *"[^"]*"' "$client/Package.resolved" \
  | tr '\n' ' ')
echo "client-check: ok (Package.resolved: $resolved)"
