import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The baseline: the countdown most tutorials write — print, sleep one second, subtract
/// one. It counts ticks, so every wake-up's lateness adds up (drift), and a stall shows
/// every missed second in a burst.
enum NaiveTimer {
  static func run(seconds: Int) {
    var remaining = seconds
    while remaining >= 0 {
      let line = String(format2: remaining / 60) + ":" + String(format2: remaining % 60) + "\n"
      _ = line.withCString { write(1, $0, strlen($0)) }
      if remaining == 0 { break }
      usleep(1_000_000)
      remaining -= 1
    }
  }
}

/// Keeps one core busy until killed (the loaded benchmark starts one per core).
enum Burner {
  /// Starts one spinning child process per core (two here).
  static func startBusyCores() -> [PseudoTerminal] {
    (0..<2).compactMap { _ in
      try? PseudoTerminal(
        executable: TimerRunBench.executableDirectory() + "/cadence-bench", arguments: ["burn"],
        size: Size(columns: 80, rows: 24))
    }
  }

  static func stop(_ burners: [PseudoTerminal]) {
    for burner in burners { try? burner.send(SIGKILL) }
  }

  static func spin() -> Never {
    var x: UInt64 = 1
    while true {
      x = x &* 6_364_136_223_846_793_005 &+ 1
      if x == 0 { print(x) }
    }
  }
}

extension String {
  init(format2 value: Int) {
    self = value < 10 ? "0\(value)" : "\(value)"
  }
}
