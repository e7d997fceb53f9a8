/// Everything Cadence says, in one language.
///
/// Each language is one type that conforms to every domain's protocol; a message added to
/// a protocol and missing from a language is a build error, never English left on a
/// Chinese screen. Messages take their parts as typed values (counts, durations, the
/// engine's error cases) so each language phrases, orders and counts them its own way:
/// English "1 cycle" / "4 cycles", Chinese 4 个循环 with no plural.
///
/// A catalogue only makes strings. Screens ask for a string when what it shows changes,
/// not on every frame, so a lookup costs nothing per frame.
///
/// Rule for implementations: do not add a protocol extension that implements a
/// requirement: a default would make a missing translation compile.
protocol Catalogue:
  BreathingWords, BreatheWords, ConfigWords, DateWords, DurationWords, HelpWords, HistoryWords,
  HomeWords, MeditateWords, NoticeWords, PomodoroWords, ProgramListWords, ProgramWords,
  RuntimeWords, ScreenWords, StatsWords, StatusWords, StopwatchWords, TimerWords, TraceWords,
  TypeWords,
  UsageWords, Sendable
{
  /// The language this catalogue speaks.
  var language: Language { get }
}
