#!/usr/bin/env bash
# Adopts Cadence as a developer would: makes a client package outside the repository (in a
# temporary directory) that depends on the release *by version*, through a file:// URL of a
# temporary clone of this repository, then builds and runs a countdown, a 4-7-8 session and a
# typewriter, and runs the client's ManualClock tests (CadenceTesting) to the end, with no
# yield loop.
#
# The version is the changelog's latest release (the first "## X.Y.Z" heading). The clone
# uses the tag of that name when this checkout has it; a checkout without it (a CI clone of
# main before the lead tags it, a shallow clone) still works: the temporary clone's HEAD is
# tagged with that version, and the output says so.
#
# Usage: Scripts/client-check.sh        (about two minutes: the client builds Cadence anew)
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
version=$(sed -n 's/^## \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)$/\1/p' CHANGELOG.md | head -1)
[[ -n "$version" ]] || { echo "client-check: no released version in CHANGELOG.md" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone --quiet --no-checkout "file://$repository" "$work/cadence"
if git -C "$work/cadence" rev-parse --verify --quiet "refs/tags/$version" >/dev/null; then
  echo "client-check: tag $version at $(git -C "$work/cadence" rev-parse --short "$version^{commit}")"
else
  head=$(git rev-parse HEAD)
  git -C "$work/cadence" fetch --quiet "file://$repository" "$head"
  git -C "$work/cadence" -c user.name=client-check -c user.email=client-check@localhost \
    tag -a "$version" -m "Cadence $version (client-check)" "$head"
  echo "client-check: this checkout has no tag $version; tagged the temporary clone's" \
    "$(git rev-parse --short HEAD) as $version (the CHANGELOG's latest release)"
fi

client="$work/client"
mkdir -p "$client/Sources/Demo" "$client/Sources/demo" "$client/Tests/DemoTests"
cat > "$client/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "client",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(url: "file://$work/cadence", from: "$version"),
  ],
  targets: [
    .target(name: "Demo", dependencies: [.product(name: "Cadence", package: "cadence")]),
    .executableTarget(name: "demo", dependencies: ["Demo"]),
    .testTarget(
      name: "DemoTests",
      dependencies: ["Demo", .product(name: "CadenceTesting", package: "cadence")]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat > "$client/Sources/Demo/Demo.swift" <<'SWIFT'
import Cadence

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
SWIFT
cat > "$client/Sources/demo/main.swift" <<'SWIFT'
import Demo

let clock = ContinuousClock()
let started = clock.now
print("countdown:", await countdownLines(.seconds(2), on: clock).joined(separator: " "))
print("4-7-8:", try breathingLines(cycles: 1).joined(separator: ", "))
print("typewriter:", await typed("Hello, 世界! 👋🏽", on: clock))
print("took:", started.duration(to: clock.now))
SWIFT
cat > "$client/Tests/DemoTests/DemoTests.swift" <<'SWIFT'
import Cadence
import CadenceTesting
import Demo
import Testing

@Suite(.timeLimit(.minutes(1))) struct DemoTests {
  @Test @MainActor func aFocusCountdownRunsToItsEndInOneCall() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(25 * 60), clock: clock, countsOvertime: false)
    model.start()
    let woken = await clock.runUntilIdle()
    #expect(woken.count == 1500 && model.text == "00:00" && model.isFinished)
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
}
SWIFT

if grep -rn "Task.yield" "$client/Tests"; then
  echo "client-check: the client's tests must not need a yield loop" >&2
  exit 1
fi
echo "client-check: building the client in $client (Cadence $version by version, from a clone)"
swift build --package-path "$client" 2>&1 | tail -n 3
swift run --package-path "$client" --skip-build demo
if ! swift test --package-path "$client" >"$work/test.log" 2>&1; then
  cat "$work/test.log"
  echo "client-check: the client's tests failed" >&2
  exit 1
fi
grep -E "^✔ Test |^✔ Test run" "$work/test.log"  # Swift Testing's lines, the summary last
resolved=$(grep -o '"version" *: *"[^"]*"' "$client/Package.resolved" | head -1)
echo "client-check: ok (Package.resolved: $resolved)"
