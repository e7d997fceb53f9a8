import CadenceSound

/// What `cadence sound test` says.
protocol SoundWords {
  /// A cue's name as the test plays it: "inhale", 吸气.
  func cueName(_ kind: CueKind) -> String
  /// Before the cues: "Playing on pulseaudio 16.1, sink test:".
  func soundTestServer(name: String, version: String, sink: String) -> String
  /// After the cues: "Played 9 cues.".
  func soundTestDone(_ count: Int) -> String
}
