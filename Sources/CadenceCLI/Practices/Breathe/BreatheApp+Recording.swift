import CadencePractice
import CadenceStore

extension BreatheApp: RecordableApp {
  /// One breathing session: active time is breathing time (pauses and the count-in
  /// excluded), cycles are the cycles fully breathed, and it has reached its end once the
  /// last cycle is done.
  package var recordedSessions: [RecordedSession] {
    [session.recorded(as: recording, at: elapsed)]
  }
}
