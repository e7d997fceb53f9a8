/// Why a practice plays no sound, as data: each front end words it once (its catalogue),
/// rings the terminal bell instead, and changes nothing else.
public enum SoundProblem: Error, Hashable, Sendable {
  /// `libpulse.so.0` is not installed (or lacks a function the player needs).
  case noLibrary
  /// No sound server answered; the library's reason.
  case noServer(String)
  /// The server refused the stream; its reason.
  case streamFailed(String)
  /// The server went away during the practice: the rest is silent.
  case serverGone
  /// A server took the connection but did not answer within ``TimelineSound/answerLimit``
  /// (a stuck daemon, a socket nobody serves): given up, the practice goes on without it.
  case noAnswer
  /// The voice was asked for (`sound.cues voice`, `--voice`) and `libespeak-ng.so.1` (eSpeak
  /// NG) is not installed: the tones play instead. A notice, not a failure: sound plays.
  case noVoice
  /// `PULSE_CLIENTCONFIG` names something that is not a small regular file (the path): the
  /// library would read it for ever or print what it read.
  case badConfiguration(String)
}
