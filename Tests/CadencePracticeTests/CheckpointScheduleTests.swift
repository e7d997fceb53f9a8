import Cadence
import CadencePractice
import CadenceStore
import Testing

/// The checkpoint policy's next wake-up, asked for at every wake-up of a loop.
@Suite struct CheckpointScheduleTests {
  @Test func theSessionsAreListedOnlyWhenThePracticeHasNoChangeOfItsOwn() {
    var schedule = CheckpointSchedule()
    let timer = NewSession(kind: .timer, name: "timer", planned: .seconds(60))
    _ = schedule.checkpoint(
      sessions: [RecordedSession(timer, active: .zero)], live: nil, at: .zero)
    let running = [RecordedSession(timer, active: .seconds(1))]
    var listed = 0
    let list = {
      listed += 1
      return running
    }
    // Running: its next second comes before the checkpoint at 5 s, the sessions unread.
    #expect(schedule.nextDeadline(after: .seconds(1), listing: list) == .seconds(1))
    #expect(listed == 0)
    // Paused after a second not yet saved: the checkpoint is the wake-up, read from them.
    #expect(schedule.nextDeadline(after: nil, listing: list) == .seconds(5))
    #expect(listed == 1)
    #expect(schedule.nextDeadline(after: nil, sessions: running) == .seconds(5))
    // Paused with that second saved: nothing to wake for.
    _ = schedule.checkpoint(sessions: running, live: nil, at: .seconds(5))
    #expect(schedule.nextDeadline(after: nil, listing: list) == nil)
  }
}
