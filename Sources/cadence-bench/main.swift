import TerminalUI

// cadence-bench: figures beside a naive baseline measured in the same run.
//
//   swift run -c release cadence-bench            engine, formatting, a 60 s timer run
//   swift run -c release cadence-bench --load     the timer run again with both cores busy
//   swift run -c release cadence-bench --seconds 20 --skip-engine
//   swift run -c release cadence-bench --skip-timer --skip-fullscreen   engine and store only
//   swift run -c release cadence-bench --only-status   cadence status per call beside date
//   swift run -c release cadence-bench --only-sync   ten devices' ten years merged, history
//   swift run -c release cadence-bench --only-sound --seconds 300   sound on a null sink
//   swift run -c release cadence-bench --versus-reference   the countdown and a breathing
//                                  session's phase lines under two busy loops beside a
//                                  ten-line reference, 5 runs (--runs N);
//                                  --causes adds one comparison per candidate cause;
//                                  --cause work[:US] runs only the reference with a
//                                  wake-up's CPU of Cadence's (150 us) beside the plain one
//
// Internal modes used as child processes: `naive-timer N`, `naive-fullscreen N`,
// `naive-breathe CYCLES` and `naive-type TEXT` (the baselines), `reference-timer N
// [--timerfd] [--after MS] [--work US] [--short-slice] [--period S]` (the reference),
// and `burn`.
#if canImport(Glibc)
  import Glibc
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "naive-timer" {
  NaiveTimer.run(seconds: Int(arguments.dropFirst().first ?? "") ?? 60)
  exit(0)
}
if arguments.first == "naive-fullscreen" {
  NaiveFullScreen.run(seconds: Int(arguments.dropFirst().first ?? "") ?? 60)
  exit(0)
}
if arguments.first == "naive-type" {
  NaiveTypewriter.run(text: arguments.dropFirst().first ?? "")
  exit(0)
}
if arguments.first == "naive-breathe" {
  NaiveBreathe.run(cycles: Int(arguments.dropFirst().first ?? "") ?? 4)
  exit(0)
}
if arguments.first == "reference-timer" {
  let after = arguments.firstIndex(of: "--after").flatMap { index in
    arguments.dropFirst(index + 1).first.flatMap { Int($0) }
  }
  let work = arguments.firstIndex(of: "--work").flatMap { index in
    arguments.dropFirst(index + 1).first.flatMap { Int($0) }
  }
  ReferenceTimer.run(
    seconds: Int(arguments.dropFirst().first ?? "") ?? 20, timerfd: arguments.contains("--timerfd"),
    after: .milliseconds(after ?? 0), work: .microseconds(work ?? 0),
    shortSlice: arguments.contains("--short-slice"),
    period: arguments.firstIndex(of: "--period").flatMap { index in
      arguments.dropFirst(index + 1).first.flatMap { Int($0) }
    } ?? 1)
  exit(0)
}
if arguments.first == "burn" {
  Burner.spin()
}

var seconds = 60
var loaded = false
var runEngine = true
var runTimer = true
var runFullScreen = true
var runBreathe = true
var runStore = true
var runType = true
var runStatus = true
var runSound = true
var runStartStop = true
var runSync = true
var versusReference = false
var runs = 5
var causes = false
var cause: String?
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--seconds":
    seconds = Int(arguments.first ?? "") ?? seconds
    arguments = Array(arguments.dropFirst())
  case "--load": loaded = true
  case "--skip-engine": runEngine = false
  case "--skip-timer": runTimer = false
  case "--skip-fullscreen": runFullScreen = false
  case "--skip-breathe": runBreathe = false
  case "--skip-store": runStore = false
  case "--skip-type": runType = false
  case "--skip-status": runStatus = false
  case "--skip-sound": runSound = false
  case "--versus-reference", "--causes", "--cause":
    versusReference = true
    causes = causes || argument == "--causes"
    if argument == "--cause" {
      cause = arguments.first
      arguments = Array(arguments.dropFirst())
    }
    (runEngine, runTimer, runFullScreen, runBreathe, runStore, runType, runStatus, runSound) = (
      false, false, false, false, false, false, false, false
    )
    runSync = false
  case "--runs":
    runs = max(1, Int(arguments.first ?? "") ?? runs)
    arguments = Array(arguments.dropFirst())
  case "--only-sound":
    (runEngine, runTimer, runFullScreen, runBreathe, runStore, runType, runStatus) = (
      false, false, false, false, false, false, false
    )
    (runStartStop, runSync) = (false, false)
  case "--only-start-stop":
    (runEngine, runTimer, runFullScreen, runBreathe, runStore, runType, runStatus, runSound) = (
      false, false, false, false, false, false, false, false
    )
    runSync = false
  case "--skip-start-stop": runStartStop = false
  case "--skip-sync": runSync = false
  case "--only-sync":
    (runEngine, runTimer, runFullScreen, runBreathe, runStore, runType, runStatus, runSound) = (
      false, false, false, false, false, false, false, false
    )
    runStartStop = false
  case "--only-status":
    (runEngine, runTimer, runFullScreen, runBreathe, runStore, runType, runSound) = (
      false, false, false, false, false, false, false
    )
    (runStartStop, runSync) = (false, false)
  default:
    print(
      "usage: cadence-bench [--seconds N] [--load] [--skip-engine] [--skip-timer]"
        + " [--skip-fullscreen] [--skip-store] [--skip-breathe] [--skip-type]"
        + " [--skip-status] [--only-status] [--skip-sound] [--only-sound]"
        + " [--skip-start-stop] [--only-start-stop] [--skip-sync] [--only-sync]"
        + " [--versus-reference] [--causes] [--cause work[:US]] [--runs N]")
    exit(64)
  }
}

ChildEnvironment.prepare()
if runEngine {
  EngineBench.run()
}
if runStore {
  StoreBench.run()
}
if runStatus {
  StatusBench.run()
}
if runTimer {
  TimerRunBench.run(seconds: seconds, loaded: false)
}
if runFullScreen {
  FullScreenBench.run(
    seconds: seconds, sizes: [Size(columns: 80, rows: 24), Size(columns: 200, rows: 60)],
    loaded: false)
}
if runBreathe {
  BreatheBench.run(seconds: seconds, loaded: false)
}
if loaded {
  let burners = Burner.startBusyCores()
  if runTimer { TimerRunBench.run(seconds: seconds, loaded: true) }
  if runFullScreen {
    FullScreenBench.run(seconds: seconds, sizes: [Size(columns: 80, rows: 24)], loaded: true)
  }
  if runBreathe { BreatheBench.run(seconds: seconds, loaded: true) }
  Burner.stop(burners)
}
if runType {
  TypewriterBench.run()
}
if runSound {
  SoundBench.run(seconds: seconds)
}
if runStartStop {
  StartStopBench.run(runs: max(3, runs))
}
if runSync {
  SyncBench.run()
}
if versusReference {
  UnderLoadBench.run(
    seconds: seconds == 60 ? 20 : seconds, runs: runs, causes: causes, cause: cause)
}
