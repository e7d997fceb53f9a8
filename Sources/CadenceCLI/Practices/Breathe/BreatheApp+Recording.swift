import CadencePractice
import CadenceStore

extension BreatheApp: RecordableApp {
  /// The shared practice's: one breathing session.
  package var recordedSessions: [RecordedSession] { practice.recordedSessions }
  package var liveStatus: LiveStatus? { practice.liveStatus }
}
