import Cadence
import CadenceStore
import Foundation
import Testing

/// A real run of one 4-7-8 cycle (22 s with the count-in) on Xvfb's frame clock, checked
/// frame by frame against the engine.
@Suite(.enabled(if: DesktopProcess.hasDisplay, "needs a display: run under xvfb-run"))
struct FrameLogTests {
  struct Frame {
    var frameTime: Int
    var presentation: Int
    var phase: String
    var level: Double
    var secondsLeft: Int
    var cycle: Int
  }

  @Test func everyFrameDrawsTheEnginesStateAtItsPresentationTimeAndHoldsDrawOnlyEachSecond()
    throws
  {
    let directory = DesktopProcess.dataDirectory()
    let log = directory + "/frames.log"
    let result = try DesktopProcess.run([
      "--data-dir", directory, "--pattern", "4-7-8", "--cycles", "1", "--start", "--quit-at-end",
      "--frame-log", log,
    ])
    #expect(result.status == 0, "exit \(result.status): \(result.errors)")
    let all = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    // The time to the first frame, from the process's exec and from main: exec comes first
    // (the loader, the Swift runtime), so its figure is the larger, within a second here.
    let first = try #require(all.first { $0.hasPrefix("# first frame ") }).split(separator: " ")
    #expect(first.count == 11 && first[5] == "after" && first[6] == "exec,", "\(first)")
    let fromExec = try #require(Int(first[3]))
    let fromMain = try #require(Int(first[7]))
    #expect(fromExec >= fromMain && fromMain >= 0 && fromExec < 10_000, "\(first)")
    let lines = all.filter { !$0.hasPrefix("# first frame") }
    let header = try #require(lines.first).split(separator: " ")
    #expect(header.starts(with: ["#", "origin"]))
    let origin = try #require(Int(header[2]))
    let frames = lines.dropFirst().map { line in
      let fields = line.split(separator: " ")
      return Frame(
        frameTime: Int(fields[0])!, presentation: Int(fields[1])!, phase: String(fields[3]),
        level: Double(fields[4])!, secondsLeft: Int(fields[5])!, cycle: Int(fields[6])!)
    }
    let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 1)

    // Every frame shows the engine's state at its own presentation time.
    for frame in frames {
      let state = session.state(at: .microseconds(frame.presentation - origin))
      let phase =
        state.stage == .countIn
        ? "count-in" : state.stage == .finished ? "finished" : state.phase!.kind.rawValue
      #expect(frame.phase == phase, "frame at \(frame.presentation - origin) µs")
      #expect(frame.level == state.guide, "frame at \(frame.presentation - origin) µs")
      #expect(frame.secondsLeft == state.secondsLeft)
      #expect(frame.cycle == state.cycle)
      #expect(frame.presentation >= frame.frameTime)
    }
    // No two frames share a presentation time.
    #expect(Set(frames.map(\.presentation)).count == frames.count)
    // In the count-in and the hold only the seconds change: one frame per shown second.
    for still in ["count-in", "holdAfterInhale"] {
      let held = frames.filter { $0.phase == still }
      #expect(held.count == Set(held.map(\.secondsLeft)).count, "\(still): \(held.count) frames")
    }
    #expect(frames.filter { $0.phase == "holdAfterInhale" }.count == 7)
    #expect(frames.filter { $0.phase == "count-in" }.count == 3)
    // The phase switch lands on the first frame presented at or after it.
    let inhaleStart = origin + 3_000_000
    let firstInhale = try #require(frames.first { $0.phase == "inhale" })
    let lastCountIn = try #require(frames.last { $0.phase == "count-in" })
    #expect(firstInhale.presentation >= inhaleStart && lastCountIn.presentation < inhaleStart)
    // The disc moves every frame of the inhale: about 60 frames a second on Xvfb.
    let inhaleFrames = frames.filter { $0.phase == "inhale" }.count
    #expect(inhaleFrames > 4 * 40, "\(inhaleFrames) frames in a 4 s inhale")
    #expect(frames.last?.phase == "finished")

    // The session is in the same store the terminal app reads, completed.
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory))
    let sessions = try store.sessions(SessionQuery())
    #expect(sessions.count == 1)
    #expect(sessions.first?.kind == .breathe)
    #expect(sessions.first?.status == .completed)
    #expect(sessions.first?.cyclesCompleted == 1)
    #expect(sessions.first?.name == "4-7-8")
  }
}
