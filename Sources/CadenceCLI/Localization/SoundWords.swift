import CadencePractice
import CadenceSound

/// What `cadence sound test` says, and what a practice says of its sound.
protocol SoundWords {
  /// On a practice's last row while its sound gets ready, before a cue at its first
  /// instant (at most ``CadenceSound/TimelineSound/firstCueWait``): "Sound getting ready…".
  var soundGettingReady: String { get }
  /// A cue's name as the test plays it: "inhale", 吸气.
  func cueName(_ kind: CueKind) -> String
  /// Before the cues: "Playing on pulseaudio 16.1, sink test:".
  func soundTestServer(name: String, version: String, sink: String) -> String
  /// After the cues: "Played 9 cues.".
  func soundTestDone(_ count: Int) -> String
}
