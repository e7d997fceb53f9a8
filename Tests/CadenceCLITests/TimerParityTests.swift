import Cadence
import CadencePractice
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One script of actions at the same instants, driven through `cadence timer`'s screen (keys
/// into `TimerApp` inside `Recorded`, as the kernel runs it) and through the desktop timer
/// page's way (`PracticeRun` over the shared `TimerPractice`, buttons as actions): both
/// front ends must record the same sessions and show `cadence status` the same rows.
///
/// Before the practice layer the desktop page kept its own countdown: a "−1 min" near the
/// end pushed the plan below the time run and the run was recorded completed, a restart
/// dropped the time before it, and it wrote no checkpoint and no status row.
@Suite struct TimerParityTests {
  enum Action {
    case pause, restart, addMinute, takeMinute

    var key: KeyEvent {
      switch self {
      case .pause: .character(" ")
      case .restart: .character("r")
      case .addMinute: .character("+")
      case .takeMinute: .character("-")
      }
    }

    var practiceAction: TimerPractice.Action {
      switch self {
      case .pause: .togglePause
      case .restart: .restart
      case .addMinute: .addMinute
      case .takeMinute: .takeMinute
      }
    }
  }

  /// A 5-minute timer: a minute more, a pause, a restart (at 6 minutes, back to the 5 given),
  /// a minute more and a minute less, and a minute less refused 20 s before the end, which
  /// then comes on time.
  static let script: [(at: Duration, action: Action)] = [
    (.seconds(12), .addMinute), (.seconds(30), .pause), (.seconds(45), .pause),
    (.seconds(70), .restart), (.seconds(80), .addMinute), (.seconds(100), .takeMinute),
    (.seconds(350), .takeMinute), (.seconds(351), .takeMinute),
  ]
  static let total = Duration.seconds(300)
  static let end = Duration.seconds(400)
  static let wall = Date(timeIntervalSince1970: 1_796_000_000)

  /// The wall clock at loop time `now`, so both runs stamp the same instants.
  final class Wall: @unchecked Sendable {
    var now = Duration.zero
    var read: @Sendable () -> Date {
      { [self] in
        let (seconds, attoseconds) = now.components
        return TimerParityTests.wall.addingTimeInterval(
          Double(seconds) + Double(attoseconds) * 1e-18)
      }
    }
  }

  struct Recording: Equatable {
    var writes: [String]
    var sessions: [String]
  }

  static func recording(of spy: SpyStore) throws -> Recording {
    let sessions = try spy.sessions(SessionQuery()).sorted { $0.startedAt < $1.startedAt }
    return Recording(
      writes: spy.writes,
      sessions: sessions.map {
        "\($0.kind.rawValue) \($0.name) \($0.plannedMilliseconds.map(String.init) ?? "-") "
          + "\($0.activeMilliseconds) \($0.status.rawValue) \($0.cyclesCompleted)"
      })
  }

  /// The terminal: each key at its instant, and between them every wake-up the kernel would
  /// make (the app's next deadline, checkpoints included); it ends by itself at zero.
  func terminal() throws -> Recording {
    var options = TimerApp.Options()
    options.exitAtEnd = true
    return try PracticeParityTests.terminal(
      TimerApp(total: Self.total, options: options),
      script: Self.script.map { ($0.at, $0.action.key) }, end: Self.end)
  }

  /// The desktop page's way: a button is an action on the shared practice; each wake-up (at
  /// the next shown second or checkpoint) is a look; at zero the run ends.
  func desktop() throws -> Recording {
    try PracticeParityTests.desktop(
      TimerPractice(total: Self.total, countsOvertime: false),
      script: Self.script.map { step in
        (step.at, { $0.perform(step.action.practiceAction, at: $1) })
      },
      end: Self.end, look: { $0.look(at: $1) }, own: { $0.nextVisibleChange(after: $1) },
      over: \.isFinished)
  }

  @Test func theTerminalAndTheDesktopRecordTheSameSessionsAndStatusRows() throws {
    let terminal = try terminal()
    let desktop = try desktop()
    #expect(
      terminal.sessions == [
        "timer timer 360000 55000 stoppedEarly 0", "timer timer 300000 300000 completed 0",
      ])
    #expect(desktop.sessions == terminal.sessions)
    #expect(desktop.writes == terminal.writes)
    #expect(terminal.writes.filter { $0.hasPrefix("show paused") } == ["show paused 30000"])
    #expect(terminal.writes.last == "clear")
  }
}
