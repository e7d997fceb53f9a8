/// Why a breathing session followed with closed eyes would not be heard, found before it
/// starts: a practice a person cannot follow with closed eyes is no practice, so neither
/// front end starts it (the terminal's unless its bell is asked for) rather than let it run
/// on in silence.
public enum EyesClosedUnheard: Hashable, Sendable {
  /// Sound is off (`--no-sound`, the `sound` setting, or the desktop's Sound switch).
  case soundOff
  /// No sound can play: no server socket, no `libpulse`, a client configuration that is not
  /// a file.
  case noSound(SoundProblem)
}

/// The checks behind ``EyesClosedUnheard``, from the environment and the file system alone,
/// the same for `cadence breathe --eyes-closed` and the desktop's Eyes closed switch: a
/// server that exists and does not answer is found only once the practice runs (one notice,
/// and the terminal's bell rings the phases).
public enum EyesClosedCheck {
  /// Why the cues would not be heard, or `nil` when they may be. `libraryLoads` is asked
  /// last, only when a server can be reached (loading `libpulse` costs memory).
  public static func unheard(
    soundOn: Bool, environment: [String: String],
    libraryLoads: () -> Bool = { PulseReach.libraryLoads }
  ) -> EyesClosedUnheard? {
    guard soundOn else { return .soundOff }
    if let problem = PulseReach.problem(in: environment) { return .noSound(problem) }
    return libraryLoads() ? nil : .noSound(.noLibrary)
  }
}
