import CadenceSound

/// Why a breathing session followed with closed eyes would not be heard, found before it
/// starts, as `cadence breathe --eyes-closed` finds it: a practice a person cannot follow
/// with closed eyes is no practice, so it does not start rather than run on in silence.
enum EyesClosedUnheard: Hashable, Sendable {
  /// Sound is off (the header's Sound switch, `--no-sound`, or the `sound` setting).
  case soundOff
  /// No sound can play: no server socket, no `libpulse`, a client configuration that is not
  /// a file.
  case noSound(SoundProblem)
}

/// The checks behind ``EyesClosedUnheard``, from the environment and the file system alone
/// (the terminal's `EyesClosedCheck`): a server that exists and does not answer is found
/// only once the session runs.
enum EyesClosedCheck {
  /// Why the cues would not be heard, or `nil` when they may be. `libraryLoads` is asked
  /// last, only when a server can be reached (loading `libpulse` costs memory).
  static func unheard(
    soundOn: Bool, environment: [String: String],
    libraryLoads: () -> Bool = { PulseReach.libraryLoads }
  ) -> EyesClosedUnheard? {
    guard soundOn else { return .soundOff }
    if let problem = PulseReach.problem(in: environment) { return .noSound(problem) }
    return libraryLoads() ? nil : .noSound(.noLibrary)
  }
}
