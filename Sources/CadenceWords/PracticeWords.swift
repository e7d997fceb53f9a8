/// The words every front end says about the practices themselves (the terminal app and the
/// desktop app alike): phases and patterns, pomodoro segments, a sitting's face, programs, dates.
///
/// Each language is one type, `EnglishCatalogue` or `ChineseCatalogue`, that conforms to
/// every domain's protocol; a front end extends the same two types with its own domains
/// (the terminal's help and screens, the desktop's buttons), so one language stays one
/// type and a message missing from a language is a build error.
///
/// Rule for implementations: do not add a protocol extension that implements a
/// requirement: a default would make a missing translation compile.
public protocol PracticeWords:
  BreathingWords, DateWords, PomodoroSegmentWords, ProgramWords, SittingWords, SpokenWords,
  Sendable
{
  /// The language these words are in.
  var language: Language { get }
}
